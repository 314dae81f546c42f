import { ArrowDown, ArrowUp, LayoutGrid, SlidersHorizontal, Table2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

import { sortFieldsFor, type ItemSortField } from '../../../domain/items/sort'
import type { ItemStatus } from '../../../domain/items/status'
import type { SortDirection } from '../../../domain/sort'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'

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
  isLabelVisible = false,
}: {
  status: ItemStatus
  sort: string
  dir: SortDirection
  onChange: (sort: string, dir: SortDirection) => void
  /** The name above the choices (in the list's options), not inside them. */
  isLabelVisible?: boolean
}) {
  const defaultSort = status === 'sold' ? 'soldDate' : 'createdAt'
  return (
    <ControlGroup label="Sort by" isLabelVisible={isLabelVisible}>
      {isLabelVisible ? null : (
        <span className="px-2 text-sm text-slate-600 dark:text-slate-400">Sort by</span>
      )}
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
    </ControlGroup>
  )
}

/**
 * Switch between the table and the cards (remembered; cards by default on a phone). Its name shows above
 * it when `isLabelVisible` (in the list's options, away from the list).
 */
export function ItemViewSwitch({
  view,
  onChange,
  isLabelVisible = false,
}: {
  view: ItemView
  onChange: (view: ItemView) => void
  isLabelVisible?: boolean
}) {
  return (
    <ControlGroup label="Show items as" isLabelVisible={isLabelVisible}>
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
    </ControlGroup>
  )
}

/** A group of segmented buttons, named inside its border or, with `isLabelVisible`, above it. */
function ControlGroup({
  label,
  isLabelVisible,
  children,
}: {
  label: string
  isLabelVisible: boolean
  children: ReactNode
}) {
  if (!isLabelVisible)
    return (
      <div role="group" aria-label={label} className={group}>
        {children}
      </div>
    )
  return (
    <ItemListOption label={label}>
      <div className={group}>{children}</div>
    </ItemListOption>
  )
}

const optionLabel = 'mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300'

/** One group of the list's options with its visible name ('Export'), for controls that show none. */
export function ItemListOption({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={optionLabel}>
        {label}
      </p>
      {children}
    </div>
  )
}

/**
 * On a phone, the list's secondary controls (search mode, sort, view, exports) folded behind one
 * 'Options' button into a dialog, so the first item shows on the first screen. From 768 px, where the
 * page shows them itself, the button is hidden.
 *
 *   <ItemListOptions><ItemSortControl ... /><ItemViewSwitch ... isLabelVisible /></ItemListOptions>
 */
export function ItemListOptions({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-label="List options"
        className="md:hidden"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Options
      </Button>
      {isOpen ? (
        <Dialog title="List Options" onClose={() => setOpen(false)}>
          <div className="space-y-5">{children}</div>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        </Dialog>
      ) : null}
    </>
  )
}
