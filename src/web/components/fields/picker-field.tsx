import { Combobox, ComboboxButton, ComboboxInput, ComboboxOptions } from '@headlessui/react'
import type { QueryKey } from '@tanstack/react-query'
import { ChevronsUpDown } from 'lucide-react'
import { useRef, useState, type Ref } from 'react'

import type { PickerOption } from '../../lib/picker-option'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'
import { PickerChoices, type Choice, type PickerSource } from './picker-choices'

export type { PickerSource } from './picker-choices'

type PickerFieldProps<Key extends QueryKey = QueryKey> = FieldChrome &
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

/** Keys that move through the open list: after them, Tab takes the option moved to. */
const MOVING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'])

/**
 * A searchable picker over a server list (brands, purchase locations, vendors: thousands of rows), on
 * Headless UI's Combobox. It asks the server as the person types (debounced 250 ms), only while open, and
 * returns the chosen label; with `allowCreate` it offers 'Create "X"' for text no option matches exactly.
 *
 * Leaving the box never throws away what was typed, nor chooses for the person. When the list closes
 * without a choice (a click elsewhere, a button, Tab, Escape), a picker with `allowCreate` keeps the typed
 * text as if 'Create "X"' had been chosen, or takes the option it names whatever the case (in the option's
 * spelling); emptied, the value is ''. A picker without it goes back to the chosen label: it never shows
 * text it will not save. Enter, a click on an option, and Tab after moving to one with the arrow keys choose.
 * Controlled, for react-hook-form's Controller:
 *
 *   <Controller control={form.control} name="brand" render={({ field, fieldState }) => (
 *     <PickerField label="Brand" allowCreate search={searchBrands} {...field}
 *       onChange={(label) => field.onChange(label)} error={fieldState.error?.message} />)} />
 */
export function PickerField<Key extends QueryKey = QueryKey>(props: PickerFieldProps<Key>) {
  const { label, hideLabel, hint, error, className, value, onChange, onBlur, name, ref } = props
  const allowCreate = props.allowCreate ?? false
  const ids = useFieldIds({ hint, error })
  const [text, setText] = useState('')
  const selected: Choice | null = value ? { id: value, label: value } : null
  const box = useRef<HTMLDivElement>(null)
  /** The text typed since the list opened and not chosen yet; null when nothing was typed. */
  const typed = useRef<string | null>(null)
  /** The shown option named by the typed text, whatever the case. */
  const exactMatch = useRef<PickerOption | null>(null)
  /** The shown option the typed text is the start of. */
  const nearMatch = useRef<PickerOption | null>(null)
  /** A new name kept that is the start of an option, and that option: asked about under the box. */
  const [nearMiss, setNearMiss] = useState<{ name: string; option: PickerOption } | null>(null)
  const create = (name: string) => {
    const near = nearMatch.current
    const miss =
      near && near.label.toLowerCase().startsWith(name.toLowerCase()) ? { name, option: near } : null
    onChange(name, null)
    // Asked once the focus has moved on: a Tab out of the box still reaches the next field, and the
    // question's button is one Shift+Tab back.
    window.setTimeout(() => setNearMiss(miss), 0)
  }
  const hasMovedToOption = useRef(false)
  /** Set by a Tab that leaves with the typed text: the list's own Tab would take its first option. */
  const isLeavingByTab = useRef(false)

  const keepTyped = () => {
    const pending = typed.current
    typed.current = null
    if (!allowCreate || pending === null) return
    const kept = pending.trim()
    const match = exactMatch.current
    if (kept !== '' && match && match.label.toLowerCase() === kept.toLowerCase()) {
      if (match.label !== value) onChange(match.label, match)
    } else if (kept !== value) create(kept)
  }

  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <Combobox<Choice | null>
        value={selected}
        by={(a, b) => a?.label === b?.label}
        onChange={(choice) => {
          // Null comes when the box is emptied or left: what was typed is kept (or not) as the list closes.
          if (choice === null || isLeavingByTab.current) return
          typed.current = null
          if (choice.isNew) create(choice.label)
          else onChange(choice.label, choice)
        }}
        onClose={() => {
          keepTyped()
          isLeavingByTab.current = false
          setText('')
        }}
        disabled={props.disabled ?? false}
        immediate
      >
        <div ref={box} className="relative">
          <ComboboxInput<Choice | null>
            ref={ref}
            id={ids.controlId}
            name={name}
            placeholder={props.placeholder}
            autoComplete="off"
            displayValue={(choice) => choice?.label ?? ''}
            onChange={(event) => {
              typed.current = event.target.value
              hasMovedToOption.current = false
              setText(event.target.value)
            }}
            onKeyDown={(event) => {
              isLeavingByTab.current = false
              if (MOVING_KEYS.has(event.key)) hasMovedToOption.current = true
              else if (event.key === 'Tab' && typed.current !== null && !hasMovedToOption.current)
                isLeavingByTab.current = true
            }}
            onBlur={(event) => {
              // Kept before the form hears of the blur, so it validates the kept value. The list's button and
              // options take the focus without leaving the picker.
              if (!box.current?.contains(event.relatedTarget)) keepTyped()
              onBlur?.()
            }}
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
              allowCreate={allowCreate}
              createLabel={props.createLabel}
              onExactMatch={(option) => {
                exactMatch.current = option
              }}
              onNearMatch={(option) => {
                nearMatch.current = option
              }}
            />
          </ComboboxOptions>
        </div>
      </Combobox>
      {nearMiss && nearMiss.name === value ? (
        <NearMissQuestion
          option={nearMiss.option}
          onTake={() => {
            setNearMiss(null)
            onChange(nearMiss.option.label, nearMiss.option)
          }}
        />
      ) : null}
    </FieldFrame>
  )
}

/**
 * Asked under a picker whose new name is the start of a name it offers ('Goodw' while 'Goodwill Elm St' is
 * there), before the save creates a near-duplicate: the offered name is one tap away; the typed one stays
 * until then.
 */
function NearMissQuestion({ option, onTake }: { option: PickerOption; onTake: () => void }) {
  return (
    <p role="status" className="mt-1.5 text-sm text-amber-800 dark:text-amber-300">
      Did you mean{' '}
      <button
        type="button"
        onClick={onTake}
        aria-label={`Use ${option.label}`}
        className="font-semibold underline underline-offset-2 hover:text-amber-950 dark:hover:text-amber-100"
      >
        {option.label}
      </button>
      ?
    </p>
  )
}
