import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

interface SelectOption {
  value: string
  label: string
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> &
  FieldChrome & {
    options: readonly SelectOption[]
    /** A first, empty choice such as 'Choose a category' (value ''). */
    placeholder?: string
  }

/**
 * A labelled native select, for short fixed lists (status, category, payment method). For long lists that
 * live on the server (brands, locations, vendors) use PickerField.
 *
 *   <SelectField label="Status" options={statusOptions} {...form.field('status')} />
 */
export function SelectField({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds({ hint, error }, id, selectProps['aria-describedby'])
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <div className="relative">
        <select
          id={ids.controlId}
          {...selectProps}
          {...ids.describe}
          className={controlClassName({
            hasError: Boolean(error),
            className: `${CONTROL_HEIGHT} appearance-none pr-10`,
          })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </FieldFrame>
  )
}
