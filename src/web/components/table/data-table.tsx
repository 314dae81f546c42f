import type { ReactNode } from 'react'

import type { ListPaging } from '../../hooks/use-infinite-rows'
import { EmptyState } from '../empty-state'
import { LoadingSpinner } from '../ui/loading-spinner'

import type { Column } from './column'
import { hasPagingStatus, PagingStatus } from './paging-status'
import { SelectAllCheckbox, SelectRowCheckbox, type RowSelection } from './row-selection'
import { SortableHeader } from './sortable-header'
import type { SortState } from './sort'
import { useWindowRows } from './use-window-rows'

export interface DataTableProps<Row, SortKey extends string> {
  /** What the table lists, read to screen readers as its caption ('Unlisted items'). */
  caption: string
  columns: readonly Column<Row, SortKey>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** The sort the rows came in; clicking a sortable header asks for the next one (spec 2 rule). */
  sort?: SortState<SortKey>
  onSortChange?: (sort: SortState<SortKey>) => void
  /** All matching rows on the server (counts.matching), so screen readers hear 'row 5 of 60,000'. */
  rowCount?: number
  paging?: ListPaging
  isLoading?: boolean
  loadingLabel?: string
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
  /** The last column's buttons for one row (edit, delete). */
  rowActions?: (row: Row) => ReactNode
  actionsHeader?: string
  selection?: RowSelection<Row>
  rowClassName?: (row: Row) => string
  /** A row shown as one cell across the table (a day header between the sold items), or null for a normal row. */
  fullWidthRow?: (row: Row) => ReactNode
  /** A typical row's height in px; rows are measured as they render, so a guess is fine. */
  estimateRowHeight?: number
}

/**
 * A list as a real <table> that stays smooth with 60,000 rows: only the rows near the viewport are in
 * the DOM (window scrolling, spacer rows keep the scroll height), and scrolling near the end calls
 * `paging.fetchNextPage` (from useInfiniteRows). The server sorts; the table only shows `sort` and asks
 * for the next one. Empty and loading states, row actions and selection checkboxes are built in.
 *
 *   <DataTable caption="Brands" columns={columns} rows={list.rows} rowKey={(b) => b.id}
 *     sort={sort} onSortChange={setSort} paging={list.paging} rowCount={list.counts?.matching}
 *     isLoading={list.isPending} empty={<EmptyState title="No brands yet" />}
 *     rowActions={(brand) => <EditDelete brand={brand} />} />
 */
export function DataTable<Row, SortKey extends string = string>(props: DataTableProps<Row, SortKey>) {
  const { rows, isLoading, loadingLabel = 'Loading...', empty } = props
  if (isLoading) {
    return (
      <div className="grid place-items-center rounded-2xl border border-slate-200 bg-white py-16 dark:border-slate-800 dark:bg-slate-900">
        <LoadingSpinner size="lg" label={loadingLabel} showLabel />
      </div>
    )
  }
  if (rows.length === 0) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>
  return <VirtualTable {...props} />
}

function VirtualTable<Row, SortKey extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  rowCount,
  paging,
  rowActions,
  actionsHeader = 'Actions',
  selection,
  rowClassName,
  fullWidthRow,
  estimateRowHeight = 56,
}: DataTableProps<Row, SortKey>) {
  const { listRef, items, paddingTop, paddingBottom, measureElement } =
    useWindowRows<HTMLTableSectionElement>({
      count: rows.length,
      estimateSize: estimateRowHeight,
      paging,
    })
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0)

  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table
        className="w-full border-collapse text-left text-sm"
        aria-rowcount={(rowCount ?? rows.length) + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr aria-rowindex={1}>
            {selection ? (
              <th scope="col" className="w-12 px-3">
                <SelectAllCheckbox rows={rows} rowKey={rowKey} selection={selection} />
              </th>
            ) : null}
            {columns.map((column) => (
              <SortableHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
            {rowActions ? (
              <th scope="col" className="px-4 py-3 text-right">
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={listRef} className="divide-y divide-slate-200 dark:divide-slate-800">
          {paddingTop > 0 ? <SpacerRow height={paddingTop} columnCount={columnCount} /> : null}
          {items.map((item) => {
            const row = rows[item.index]
            if (row === undefined) return null
            const wide = fullWidthRow?.(row)
            if (wide)
              return (
                <tr
                  key={rowKey(row)}
                  ref={measureElement}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                >
                  <td colSpan={columnCount} className="bg-slate-50 px-4 py-2 dark:bg-slate-800/60">
                    {wide}
                  </td>
                </tr>
              )
            return (
              <tr
                key={rowKey(row)}
                ref={measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={`text-slate-800 hover:bg-slate-50/70 dark:text-slate-200 dark:hover:bg-slate-800/40 ${rowClassName?.(row) ?? ''}`}
              >
                {selection ? (
                  <td className="w-12 px-3">
                    <SelectRowCheckbox row={row} rowKey={rowKey} selection={selection} />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`px-4 py-3 align-middle ${column.align === 'end' ? 'text-right' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions ? (
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    <div className="inline-flex items-center gap-1">{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            )
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columnCount={columnCount} /> : null}
          {hasPagingStatus(paging) ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-3 text-center">
                <PagingStatus paging={paging} />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

/** Stands in for the rows scrolled out of the DOM, keeping the page's scroll height. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
