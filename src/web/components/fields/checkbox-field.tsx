import type { ComponentProps } from 'react'

import { FieldNotes, useFieldIds, type FieldChrome } from './field-frame'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'className' | 'type'> & Omit<FieldChrome, 'hideLabel'>

/**
 * A checkbox with its label beside it, the whole row a 44 px target:
 * `<CheckboxField label="Recurring expense" {...form.field('isRecurring')} />` (react-hook-form keeps a boolean).
 */
export function CheckboxField({ label, hint, error, className = '', id, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds({ hint, error }, id, inputProps['aria-describedby'])
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={ids.controlId}
          type="checkbox"
          {...inputProps}
          {...ids.describe}
          className="size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-emerald-600 disabled:cursor-not-allowed dark:accent-emerald-500"
        />
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
      </label>
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  )
}
