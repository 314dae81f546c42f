import { ArrowDown, ArrowUp, LayoutGrid, Table2 } from 'lucide-react'

import { sortFieldsFor, type ItemSortField } from '../../../domain/items/sort'
import type { ItemStatus } from '../../../domain/items/status'
import type { SortDirection } from '../../../domain/sort'

import type { ItemView } from './use-item-view'

const SORT_LABELS: Record<ItemSortField, string> = {
  sku: 'SKU',
  brand: 'Brand',
  purchaseDate: 'Purchase Date',
}

const segment =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-emerald-500 dark:aria-pressed:text-slate-950'
const group =
  'flex flex-wrap items-center gap-1 rounded-lg border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-950'

/**
 * Sort by SKU, Brand or Purchase Date (spec 2; not purchase date on /sold): the active field toggles
 * ascending and descending, a new field starts ascending. `Newest` (on /sold, `Sold Date`) is the list's
 * own order (spec 7), and on /sold the day groups.
 */
export function ItemSortControl({
  status,
  sort,
  dir,
  onChange,
}: {
  status: ItemStatus
  sort: string
  dir: SortDirection
  onChange: (sort: string, dir: SortDirection) => void
}) {
  const defaultSort = status === 'sold' ? 'soldDate' : 'createdAt'
  return (
    <div role="group" aria-label="Sort by" className={group}>
      <span className="px-2 text-sm text-slate-600 dark:text-slate-400">Sort by</span>
      <button
        type="button"
        aria-pressed={sort === defaultSort}
        onClick={() => onChange(defaultSort, 'desc')}
        className={segment}
      >
        {status === 'sold' ? 'Sold Date' : 'Newest'}
      </button>
      {sortFieldsFor(status).map((field) => {
        const isActive = sort === field
        const Arrow = dir === 'asc' ? ArrowUp : ArrowDown
        return (
          <button
            key={field}
            type="button"
            aria-pressed={isActive}
            aria-label={
              isActive
                ? `${SORT_LABELS[field]}, ${dir === 'asc' ? 'ascending' : 'descending'}`
                : SORT_LABELS[field]
            }
            onClick={() => onChange(field, isActive && dir === 'asc' ? 'desc' : 'asc')}
            className={segment}
          >
            {SORT_LABELS[field]}
            {isActive ? <Arrow aria-hidden="true" className="size-4" /> : null}
          </button>
        )
      })}
    </div>
  )
}

/** Switch between the table and the cards (remembered; cards by default on a phone). */
export function ItemViewSwitch({ view, onChange }: { view: ItemView; onChange: (view: ItemView) => void }) {
  return (
    <div role="group" aria-label="Show items as" className={group}>
      <button
        type="button"
        aria-pressed={view === 'table'}
        onClick={() => onChange('table')}
        className={segment}
      >
        <Table2 aria-hidden="true" className="size-4" />
        Table
      </button>
      <button
        type="button"
        aria-pressed={view === 'cards'}
        onClick={() => onChange('cards')}
        className={segment}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        Cards
      </button>
    </div>
  )
}
