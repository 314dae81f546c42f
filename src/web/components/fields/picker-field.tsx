import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { Check, ChevronsUpDown, Plus } from 'lucide-react'
import { useId, useState, type Ref } from 'react'

import { useDebouncedValue } from '../../hooks/use-debounced-value'
import { LoadingSpinner } from '../ui/loading-spinner'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

/** One choice of a picker: a server row's id and the label the form keeps. */
export interface PickerOption {
  id: string
  label: string
}

/** Where a picker's choices come from: a server search, or a TanStack query-options factory. */
export type PickerSource<Key extends QueryKey = QueryKey> =
  | { search: (text: string, signal: AbortSignal) => Promise<PickerOption[]> }
  | { query: (text: string) => UseQueryOptions<PickerOption[], Error, PickerOption[], Key> }

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
    placeholder?: string
    disabled?: boolean
  }

type Choice = PickerOption & { isNew?: boolean }

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
            <PickerChoices source={props} text={text} allowCreate={props.allowCreate ?? false} />
          </ComboboxOptions>
        </div>
      </Combobox>
    </FieldFrame>
  )
}

/** The options for the typed text; mounted only while the list is open, so closed pickers ask nothing. */
function PickerChoices<Key extends QueryKey>({
  source,
  text,
  allowCreate,
}: {
  source: PickerSource<Key>
  text: string
  allowCreate: boolean
}) {
  const searchText = useDebouncedValue(text.trim(), 250)
  const choices = { typed: text.trim(), searchText, allowCreate }
  return 'query' in source ? (
    <QueryChoices query={source.query(searchText)} {...choices} />
  ) : (
    <SearchChoices search={source.search} {...choices} />
  )
}

interface ChoicesProps {
  typed: string
  /** The text the shown results were asked for; behind `typed` until the pause. */
  searchText: string
  allowCreate: boolean
}

function SearchChoices({
  search,
  ...choices
}: ChoicesProps & { search: (text: string, signal: AbortSignal) => Promise<PickerOption[]> }) {
  const { searchText } = choices
  const instance = useId()
  const results = useQuery({
    queryKey: ['picker', instance, searchText],
    queryFn: ({ signal }) => search(searchText, signal),
    placeholderData: keepPreviousData,
  })
  return <ChoiceList results={results} {...choices} />
}

function QueryChoices<Key extends QueryKey>({
  query,
  ...choices
}: ChoicesProps & { query: UseQueryOptions<PickerOption[], Error, PickerOption[], Key> }) {
  const results = useQuery({ ...query, placeholderData: keepPreviousData })
  return <ChoiceList results={results} {...choices} />
}

function ChoiceList({
  results,
  typed,
  searchText,
  allowCreate,
}: ChoicesProps & {
  results: Pick<UseQueryResult<PickerOption[]>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>
}) {
  const isStale = results.isPlaceholderData || searchText !== typed
  // Until the answer for the typed text arrives, narrow the previous one (spec 5: case-insensitive
  // substring), so Enter never takes an option that no longer matches.
  const options = (results.data ?? []).filter(
    (option) => !isStale || option.label.toLowerCase().includes(typed.toLowerCase()),
  )
  const hasExactMatch = options.some((option) => option.label.toLowerCase() === typed.toLowerCase())
  const canCreate = allowCreate && typed !== '' && !hasExactMatch

  if (results.isPending && !canCreate) {
    return (
      <div className="px-3 py-2.5">
        <LoadingSpinner size="sm" label="Searching..." showLabel />
      </div>
    )
  }

  return (
    <>
      {options.map((option) => (
        <ComboboxOption key={option.id} value={option} className={optionClassName}>
          {({ selected }) => (
            <>
              <span className="flex-1 truncate">{option.label}</span>
              {selected ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : null}
            </>
          )}
        </ComboboxOption>
      ))}
      {canCreate ? (
        <ComboboxOption value={{ id: `new:${typed}`, label: typed, isNew: true }} className={optionClassName}>
          <Plus aria-hidden="true" className="size-4 text-emerald-600" />
          <span className="flex-1 truncate">Create &quot;{typed}&quot;</span>
        </ComboboxOption>
      ) : null}
      {options.length === 0 && !canCreate ? (
        <p className="px-3 py-2.5 text-slate-500 dark:text-slate-400">
          {results.isError ? 'Could not search. Try again.' : 'No matches'}
        </p>
      ) : null}
    </>
  )
}

const optionClassName =
  'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-slate-800 select-none data-focus:bg-emerald-50 data-focus:text-emerald-900 dark:text-slate-200 dark:data-focus:bg-emerald-500/15 dark:data-focus:text-emerald-100'
