import { Combobox, ComboboxButton, ComboboxInput, ComboboxOptions } from '@headlessui/react'
import type { QueryKey } from '@tanstack/react-query'
import { ChevronsUpDown } from 'lucide-react'
import { useState, type Ref } from 'react'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'
import { PickerChoices, type Choice, type PickerOption, type PickerSource } from './picker-choices'

export type { PickerOption, PickerSource } from './picker-choices'

export type PickerFieldProps<Key extends QueryKey = QueryKey> = FieldChrome &
  PickerSource<Key> & {
    /** The chosen label ('' for none). */
    value: string
    /** The chosen label, with the server's option when one was picked (null for a created one). */
    onChange: (label: string, option: PickerOption | null) => void
    onBlur?: () => void
    name?: string
    ref?: Ref<HTMLInputElement>
    /** Offer 'Create "X"' when the typed text matches no option exactly. */
    allowCreate?: boolean
    /** The create option's wording for the typed text (default 'Create "X"'). */
    createLabel?: (typed: string) => string
    placeholder?: string
    disabled?: boolean
  }

/**
 * A searchable picker over a server list (brands, purchase locations, vendors: thousands of rows), on
 * Headless UI's Combobox. It asks the server as the person types (debounced 250 ms), only while open, and
 * returns the chosen label; with `allowCreate` it offers 'Create "X"' for text no option matches exactly.
 * Controlled, for react-hook-form's Controller:
 *
 *   <Controller control={form.control} name="brand" render={({ field, fieldState }) => (
 *     <PickerField label="Brand" allowCreate search={searchBrands} {...field}
 *       onChange={(label) => field.onChange(label)} error={fieldState.error?.message} />)} />
 */
export function PickerField<Key extends QueryKey = QueryKey>(props: PickerFieldProps<Key>) {
  const { label, hideLabel, hint, error, className, value, onChange, onBlur, name, ref } = props
  const ids = useFieldIds({ hint, error })
  const [text, setText] = useState('')
  const selected: Choice | null = value ? { id: value, label: value } : null

  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <Combobox<Choice | null>
        value={selected}
        by={(a, b) => a?.label === b?.label}
        onChange={(choice) => {
          if (choice) onChange(choice.label, choice.isNew ? null : choice)
        }}
        onClose={() => setText('')}
        disabled={props.disabled ?? false}
        immediate
      >
        <div className="relative">
          <ComboboxInput<Choice | null>
            ref={ref}
            id={ids.controlId}
            name={name}
            placeholder={props.placeholder}
            autoComplete="off"
            displayValue={(choice) => choice?.label ?? ''}
            onChange={(event) => setText(event.target.value)}
            onBlur={onBlur}
            {...ids.describe}
            className={controlClassName({ hasError: Boolean(error), className: `${CONTROL_HEIGHT} pr-11` })}
          />
          <ComboboxButton
            aria-label={`Show ${label} choices`}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center text-slate-500"
          >
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
          {/* In place rather than in a portal: a portal outside a modal <dialog> would be inert there. */}
          <ComboboxOptions
            modal={false}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900"
          >
            <PickerChoices
              source={props}
              text={text}
              allowCreate={props.allowCreate ?? false}
              createLabel={props.createLabel}
            />
          </ComboboxOptions>
        </div>
      </Combobox>
    </FieldFrame>
  )
}
