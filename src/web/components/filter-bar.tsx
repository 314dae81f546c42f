import type { ReactNode } from 'react'

import type { ListCounts } from '../../shared/schemas/list'
import { formatCount } from '../lib/format'

import { MonthFilter } from './month-filter'
import { SearchBox } from './search-box'

/**
 * The filter panel above a list: its fields, then the 'N of M things' line, read out as it changes (a blank
 * line of the same height until the first page is there), with an optional action beside it (Clear Filters).
 * `className` sets the space below the panel ('mb-6' by default).
 *
 *   <FilterBar counts={list.counts} noun="receipts">
 *     <SearchBox label="Search receipts" value={text} onChange={setText} />
 *   </FilterBar>
 */
export function FilterBar({
  counts,
  noun,
  action,
  className = 'mb-6',
  children,
}: {
  counts: ListCounts | null
  /** What the list counts, plural: 'expenses'. */
  noun: string
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-label="Filters"
      className={`${className} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900`}
    >
      {children}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {counts ? `${formatCount(counts.matching)} of ${formatCount(counts.total)} ${noun}` : '\u00a0'}
        </p>
        {action}
      </div>
    </section>
  )
}

/**
 * The fields of a list searched by text and narrowed to a month (expenses, receipts): the search with its
 * label shown, any other filter (`children`, a category) in a narrower column, then the month. One column on
 * a phone.
 *
 *   <SearchMonthFields search={{ label: 'Search receipts', placeholder: '...', value: text, onChange: setText }}
 *     month={{ value: params.month, onChange: (month) => setParams({ month }) }} />
 */
export function SearchMonthFields({
  search,
  month,
  children,
}: {
  search: {
    label: string
    placeholder: string
    /** The placeholder below 640 px (SearchBox). */
    shortPlaceholder?: string
    value: string
    onChange: (text: string) => void
  }
  month: { value: string; onChange: (month: string) => void }
  children?: ReactNode
}) {
  return (
    <div
      className={`grid gap-4 md:items-end ${
        children ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]' : 'md:grid-cols-[minmax(0,1fr)_auto]'
      }`}
    >
      <SearchBox
        label={search.label}
        hideLabel={false}
        placeholder={search.placeholder}
        shortPlaceholder={search.shortPlaceholder}
        value={search.value}
        onChange={search.onChange}
      />
      {children}
      <MonthFilter label="Month" value={month.value} onChange={month.onChange} />
    </div>
  )
}
