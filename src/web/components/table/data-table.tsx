import type { ReactNode } from 'react'

import type { ListPaging } from '../../hooks/use-infinite-rows'
import { EmptyState } from '../empty-state'
import { ScrollArea } from '../scroll-area'
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
  /**
   * Icon buttons (the default) take, from 768 to 1536 px, two rows of two 36 px squares; buttons of words
   * keep their width and stand one under another.
   */
  rowActionsOf?: 'icons' | 'words'
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
 * On a phone (below 768 px) each row folds to fit the screen: the first column (with the selection box)
 * on its first line, the other columns, each under its header's name, and the actions on the next, so no
 * action lies past the screen's edge; the sortable headers stay above as buttons. Wider, a table that
 * still does not fit scrolls in a ScrollArea, which shows that it does.
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
  rowActionsOf = 'icons',
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
  // The first column takes the first folded line, beside the selection box when there is one.
  const firstCell = selection ? 'max-md:basis-[calc(100%-2.75rem)]' : 'max-md:basis-full'

  return (
    <ScrollArea
      label={caption}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <table
        className="w-full border-collapse text-left text-sm max-md:block"
        aria-rowcount={(rowCount ?? rows.length) + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:block dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr aria-rowindex={1} className="max-md:flex max-md:flex-wrap max-md:items-center">
            {selection ? (
              <th scope="col" className="w-12 px-3 max-md:flex max-md:min-h-11 max-md:items-center">
                <SelectAllCheckbox rows={rows} rowKey={rowKey} selection={selection} />
              </th>
            ) : null}
            {columns.map((column) => (
              <SortableHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
            {rowActions ? (
              <th scope="col" className="px-3 py-3 text-right max-md:hidden 2xl:px-4">
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={listRef} className="divide-y divide-slate-200 max-md:block dark:divide-slate-800">
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
                  className="max-md:block"
                >
                  <td
                    colSpan={columnCount}
                    className="bg-slate-50 px-4 py-2 max-md:block dark:bg-slate-800/60"
                  >
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
                className={`text-slate-800 hover:bg-slate-50/70 max-md:flex max-md:flex-wrap max-md:items-start max-md:gap-x-5 max-md:gap-y-2 max-md:px-4 max-md:py-3 dark:text-slate-200 dark:hover:bg-slate-800/40 ${rowClassName?.(row) ?? ''}`}
              >
                {selection ? (
                  <td className="w-12 px-3 max-md:block max-md:w-6 max-md:p-0">
                    <SelectRowCheckbox row={row} rowKey={rowKey} selection={selection} />
                  </td>
                ) : null}
                {columns.map((column, index) => (
                  <td
                    key={column.id}
                    data-label={index === 0 ? undefined : column.header}
                    className={`px-3 py-3 align-middle max-md:min-w-0 2xl:px-4 max-md:p-0 ${isHidden(column) ? '' : 'max-md:block'} ${index === 0 ? firstCell : FOLDED_LABEL} ${column.align === 'end' ? 'text-right max-md:text-left' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions ? (
                  <td className="px-3 py-2 text-right whitespace-nowrap max-md:ml-auto max-md:block max-md:self-end max-md:p-0 md:max-2xl:py-1 2xl:px-4">
                    <div className={ROW_ACTIONS[rowActionsOf]}>{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            )
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columnCount={columnCount} /> : null}
          {hasPagingStatus(paging) ? (
            <tr className="max-md:block">
              <td colSpan={columnCount} className="px-4 py-3 text-center max-md:block">
                <PagingStatus paging={paging} />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollArea>
  )
}

/**
 * The row actions' box. Icons: from 768 to 1536 px, two rows of two 36 px buttons, so a row of the largest
 * figures still fits a 1280 px screen and stays compact. Words: the buttons keep their width, which a
 * 36 px square would not (their words spilling over the figures beside them).
 */
const ROW_ACTIONS = {
  icons:
    'inline-flex flex-wrap items-center justify-end gap-1 md:max-2xl:max-w-[4.75rem] md:max-2xl:gap-0.5 md:max-2xl:[&>*]:size-9 md:max-2xl:[&>*]:px-0',
  words: 'inline-flex flex-wrap items-center justify-end gap-1',
} as const

/** A column hidden on some widths ('hidden md:table-cell') keeps its own display classes. */
const isHidden = (column: { className?: string }) => /(^|\s)hidden(\s|$)/.test(column.className ?? '')

/** A folded cell's header above its content, on a phone. */
const FOLDED_LABEL =
  'max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400'

/** Stands in for the rows scrolled out of the DOM, keeping the page's scroll height. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="max-md:block">
      <td colSpan={columnCount} className="max-md:block" style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
