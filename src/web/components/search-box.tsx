import { Search, X } from 'lucide-react'
import { useId, useRef } from 'react'

import { useMediaQuery } from '../hooks/use-media-query'

import { controlClassName, CONTROL_HEIGHT } from './fields/control-styles'

interface SearchMode<Mode extends string> {
  /** Name of the choice for screen readers, e.g. 'Search by'. */
  label: string
  options: readonly { value: Mode; label: string }[]
  value: Mode
  onChange: (mode: Mode) => void
}

/**
 * A list's search input: a label (visible, or read to screen readers only with `hideLabel`), an optional
 * mode toggle (the items' SKU / General), and a 'Clear search' button once something is typed.
 * Controlled: pair it with useSearchText so typing does not push a history entry per key. `modeClassName`
 * hides the toggle where a menu holds it instead ('hidden md:contents': folded on phones, where the same
 * SearchModeToggle sits in the list's options).
 *
 *   <SearchBox label="Search items" value={text} onChange={setText}
 *     mode={{ label: 'Search by', value: mode, onChange: setMode, options: [{ value: 'sku', label: 'SKU' }, ...] }} />
 */
export function SearchBox<Mode extends string>({
  label,
  hideLabel = true,
  value,
  onChange,
  placeholder,
  shortPlaceholder,
  mode,
  modeClassName,
  className = '',
}: {
  label: string
  hideLabel?: boolean
  value: string
  onChange: (text: string) => void
  placeholder?: string
  /** The placeholder below 640 px, where the long one would be cut by the box ('Search bran'). */
  shortPlaceholder?: string
  mode?: SearchMode<Mode>
  modeClassName?: string
  className?: string
}) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const isNarrow = !useMediaQuery('(min-width: 640px)')
  return (
    <div className={`flex flex-col gap-2 sm:flex-row sm:items-end ${className}`}>
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className={
            hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'
          }
        >
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={value}
            placeholder={isNarrow && shortPlaceholder ? shortPlaceholder : placeholder}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
            className={controlClassName({
              hasError: false,
              // Room on the right for the clear button only while there is something to clear.
              className: `${CONTROL_HEIGHT} ${value ? 'pr-11' : 'pr-3'} pl-9 [&::-webkit-search-cancel-button]:appearance-none`,
            })}
          />
          {value ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                onChange('')
                inputRef.current?.focus()
              }}
              className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:hover:text-slate-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      {mode && modeClassName ? (
        <div className={modeClassName}>
          <SearchModeToggle {...mode} />
        </div>
      ) : null}
      {mode && !modeClassName ? <SearchModeToggle {...mode} /> : null}
    </div>
  )
}

/**
 * The search's mode as a segmented choice on native radio buttons: arrow keys move between the options.
 * Its legend is read to screen readers only, unless `isLegendVisible` (in a menu, away from the search).
 */
export function SearchModeToggle<Mode extends string>({
  label,
  options,
  value,
  onChange,
  isLegendVisible = false,
}: SearchMode<Mode> & { isLegendVisible?: boolean }) {
  const name = useId()
  return (
    <fieldset className="shrink-0">
      <legend
        className={
          isLegendVisible ? 'mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300' : 'sr-only'
        }
      >
        {label}
      </legend>
      <div className="flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-950">
        {options.map((option) => (
          <label key={option.value} className="relative flex-1 sm:flex-none">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Transparent over its label, so a tap or a screen reader's touch lands on the radio itself.
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className="flex h-10 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-medium text-slate-600 peer-checked:bg-emerald-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-500 hover:text-slate-900 sm:h-9 dark:text-slate-300 dark:peer-checked:bg-emerald-500 dark:peer-checked:text-slate-950 dark:hover:text-white">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
