import { useId, type ComponentProps } from 'react'

type FieldProps = ComponentProps<'input'> & {
  label: string
  error?: string | undefined
  hint?: string | undefined
}

/** Label, input, hint and error in one, linked for assistive tech (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, id, className = '', ...inputProps }: FieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[
          'block h-12 w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 sm:h-11 sm:text-sm',
          'focus:ring-2 focus:outline-none dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500',
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30 dark:border-red-500/70'
            : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-500/30 dark:border-slate-700',
        ].join(' ')}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
