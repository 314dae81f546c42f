import { X } from 'lucide-react'
import { useId } from 'react'

import { controlClassName, CONTROL_HEIGHT } from './fields/control-styles'

/**
 * A month filter: a labelled month input holding 'YYYY-MM' ('' for every month), with a clear button.
 * Browsers without a month picker show a text box that takes the same 'YYYY-MM'.
 *
 *   <MonthFilter label="Month" value={params.month} onChange={(month) => setParams({ month })} />
 */
export function MonthFilter({
  label,
  value,
  onChange,
  className = '',
}: {
  label: string
  value: string
  onChange: (month: string) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="month"
          value={value}
          placeholder="YYYY-MM"
          pattern="\d{4}-\d{2}"
          onChange={(event) => onChange(event.target.value)}
          className={controlClassName({ hasError: false, className: `${CONTROL_HEIGHT} min-w-40` })}
        />
        {value ? (
          <button
            type="button"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => onChange('')}
            className="grid size-12 shrink-0 place-items-center rounded-lg border border-slate-300 bg-white text-slate-600 shadow-sm hover:bg-slate-50 sm:size-11 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  )
}
