import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'

import type { Column } from './column'
import { nextSort, type SortState } from './sort'

/** A column header; for a sortable column a button that asks for the next sort, with aria-sort on the active one. */
export function SortableHeader<Row, SortKey extends string>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row, SortKey>
  sort: SortState<SortKey> | undefined
  onSortChange: ((sort: SortState<SortKey>) => void) | undefined
}) {
  const alignClass = column.align === 'end' ? 'text-right' : ''
  const { sortKey } = column
  if (sortKey === undefined || !onSortChange) {
    return (
      // On a phone, where the rows fold and each cell names its column, a header that does not sort is not shown.
      <th scope="col" className={`px-3 py-3 max-md:hidden 2xl:px-4 ${alignClass} ${column.className ?? ''}`}>
        {column.header}
      </th>
    )
  }
  const isActive = sort?.key === sortKey
  const Icon = !isActive ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-2 py-1 ${/(^|\s)hidden(\s|$)/.test(column.className ?? '') ? '' : 'max-md:block'} ${alignClass} ${column.className ?? ''}`}
    >
      <button
        type="button"
        onClick={() => onSortChange(nextSort(sort, sortKey))}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 font-semibold tracking-wide uppercase hover:bg-slate-200/60 hover:text-slate-900 dark:hover:bg-slate-700/60 dark:hover:text-white ${isActive ? 'text-slate-900 dark:text-white' : ''}`}
      >
        {column.header}
        <Icon aria-hidden="true" className={`size-3.5 ${isActive ? '' : 'opacity-50'}`} />
      </button>
    </th>
  )
}
