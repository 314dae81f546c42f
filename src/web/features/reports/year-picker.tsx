import { z } from 'zod'

import { SelectField } from '../../components/fields/select-field'
import { useUrlState } from '../../hooks/use-url-state'

const YEAR_PARAMS = {
  year: z
    .string()
    .regex(/^\d{4}$/)
    .catch(''),
}

/** The report's year from the URL (`?year=2025`), undefined for the user's current year. */
export function useReportYear(): [number | undefined, (year: number) => void] {
  const [params, setParams] = useUrlState(YEAR_PARAMS)
  return [params.year === '' ? undefined : Number(params.year), (year) => setParams({ year: String(year) })]
}

/** The years a report can show: those with data and the one shown, newest first. */
function yearChoices(years: readonly number[], shown: number): number[] {
  return [...new Set([...years, shown])].sort((a, b) => b - a)
}

/** A labelled choice of the report's year. */
export function YearPicker({
  years,
  year,
  onChange,
}: {
  years: readonly number[]
  year: number
  onChange: (year: number) => void
}) {
  return (
    <SelectField
      label="Year"
      className="w-32"
      value={String(year)}
      onChange={(event) => onChange(Number(event.target.value))}
      options={yearChoices(years, year).map((choice) => ({ value: String(choice), label: String(choice) }))}
    />
  )
}
