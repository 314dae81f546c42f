import { ComboboxOption } from '@headlessui/react'
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { Check, Plus } from 'lucide-react'
import { useEffect, useId } from 'react'

import { useDebouncedValue } from '../../hooks/use-debounced-value'
import type { PickerOption } from '../../lib/picker-option'
import { LoadingSpinner } from '../ui/loading-spinner'

/** Where a picker's choices come from: a server search, or a TanStack query-options factory. */
export type PickerSource<Key extends QueryKey = QueryKey> =
  | { search: (text: string, signal: AbortSignal) => Promise<PickerOption[]> }
  | { query: (text: string) => UseQueryOptions<PickerOption[], Error, PickerOption[], Key> }

/** What the picker's list holds: an option, or the typed text to create. */
export type Choice = PickerOption & { isNew?: boolean }

/** The options for the typed text; mounted only while the list is open, so closed pickers ask nothing. */
export function PickerChoices<Key extends QueryKey>({
  source,
  text,
  allowCreate,
  createLabel = defaultCreateLabel,
  onExactMatch,
  onNearMatch,
}: {
  source: PickerSource<Key>
  text: string
  allowCreate: boolean
  /** The wording of the create option for the typed text: 'Create "X"' unless told. */
  createLabel?: (typed: string) => string
  /** Told the shown option whose label is the typed text whatever the case, or null, as it changes. */
  onExactMatch?: (option: PickerOption | null) => void
  /** Told the first shown option whose label starts with the typed text (and is longer), or null. */
  onNearMatch?: (option: PickerOption | null) => void
}) {
  const searchText = useDebouncedValue(text.trim(), 250)
  const choices = { typed: text.trim(), searchText, allowCreate, createLabel, onExactMatch, onNearMatch }
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
  createLabel: (typed: string) => string
  onExactMatch: ((option: PickerOption | null) => void) | undefined
  onNearMatch: ((option: PickerOption | null) => void) | undefined
}

const defaultCreateLabel = (typed: string) => `Create "${typed}"`

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
  createLabel,
  onExactMatch,
  onNearMatch,
}: ChoicesProps & {
  results: Pick<UseQueryResult<PickerOption[]>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>
}) {
  const isStale = results.isPlaceholderData || searchText !== typed
  // Until the answer for the typed text arrives, narrow the previous one (spec 5: case-insensitive
  // substring), so Enter never takes an option that no longer matches.
  const shown = (results.data ?? []).filter(
    (option) => !isStale || option.label.toLowerCase().includes(typed.toLowerCase()),
  )
  const exactMatch = shown.find((option) => option.label.toLowerCase() === typed.toLowerCase()) ?? null
  // The exact match first: the list's first option is the one Enter takes.
  const options = exactMatch ? [exactMatch, ...shown.filter((option) => option !== exactMatch)] : shown
  const canCreate = allowCreate && typed !== '' && exactMatch === null
  // Typed text that is the start of an option ('Goodw' of 'Goodwill Elm St') is most likely that option.
  const nearMatch =
    exactMatch === null && typed !== ''
      ? (shown.find((option) => option.label.toLowerCase().startsWith(typed.toLowerCase())) ?? null)
      : null
  useEffect(() => {
    onExactMatch?.(exactMatch)
  }, [onExactMatch, exactMatch])
  useEffect(() => {
    onNearMatch?.(nearMatch)
  }, [onNearMatch, nearMatch])

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
        // Keyed apart when first: the list learns its options' order as they mount, not as they move.
        <ComboboxOption
          key={option === exactMatch ? `exact:${option.id}` : option.id}
          value={option}
          className={optionClassName}
        >
          {({ selected }) => (
            <>
              <span className="flex-1 truncate" title={option.label}>
                {option.label}
              </span>
              {selected ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : null}
            </>
          )}
        </ComboboxOption>
      ))}
      {canCreate ? (
        <ComboboxOption value={{ id: `new:${typed}`, label: typed, isNew: true }} className={optionClassName}>
          <Plus aria-hidden="true" className="size-4 text-emerald-600" />
          <span className="flex-1 truncate" title={createLabel(typed)}>
            {createLabel(typed)}
          </span>
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
