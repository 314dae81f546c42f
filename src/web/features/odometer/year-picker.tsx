import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'

import { controlClassName, CONTROL_HEIGHT } from '../../components/fields/control-styles'
import { Button } from '../../components/ui/button'
import { currentYear } from '../../lib/format'

/**
 * The year the page shows (beyond the spec, which shows only the current year): previous and next buttons
 * reach any year, and the list offers every year from the first reading to the last, and this one.
 */
export function YearPicker({
  year,
  years,
  onChange,
}: {
  year: number
  years: { first: number; last: number } | null
  onChange: (year: number) => void
}) {
  const id = useId()
  const thisYear = currentYear()
  const first = Math.min(years?.first ?? thisYear, thisYear, year)
  const last = Math.max(years?.last ?? thisYear, thisYear, year)
  const choices = Array.from({ length: last - first + 1 }, (_, index) => last - index)
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        aria-label="Previous year"
        disabled={year <= 1}
        onClick={() => onChange(year - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <label htmlFor={id} className="sr-only">
        Year
      </label>
      <select
        id={id}
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        className={controlClassName({ hasError: false, className: `${CONTROL_HEIGHT} w-28` })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        aria-label="Next year"
        disabled={year >= 9999}
        onClick={() => onChange(year + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  )
}
