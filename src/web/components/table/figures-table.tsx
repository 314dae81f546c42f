import type { ReactNode } from 'react'

import { BreakableFigures } from '../money-text'

/** One column of a FiguresTable after the row's name. */
export interface FiguresColumn<Row> {
  header: string
  /** 'end' (the default) right-aligns the header and the cells: amounts, counts, percentages. */
  align?: 'start' | 'end'
  /** Classes of the cells beyond padding and alignment: 'tabular-nums', or a tone that depends on the row. */
  cellClassName?: string | ((row: Row) => string)
  cell: (row: Row) => ReactNode
}

/**
 * A report's small table of figures (Sales by Marketplace, Expense Category Breakdown): each row named by
 * its first cell, a row header, then its figures. It scrolls sideways on its own, reachable by keyboard,
 * and its caption is read to screen readers only. `breakableFigures` lets long amounts wrap after a
 * thousands separator (BreakableFigures); `minWidth` keeps a wide table's columns apart on a phone, where it
 * scrolls instead.
 *
 *   <FiguresTable caption="Sales by Marketplace" label="Marketplaces" rows={rows} rowKey={(row) => row.name}
 *     rowHeader={{ header: 'Marketplace', cell: (row) => row.name }}
 *     columns={[{ header: 'Revenue', cell: (row) => <MoneyText cents={row.revenue} /> }]} />
 */
export function FiguresTable<Row>({
  caption,
  label,
  rows,
  rowKey,
  rowHeader,
  columns,
  breakableFigures = false,
  minWidth,
}: {
  caption: string
  /** The scrolling region's name. */
  label: string
  rows: readonly Row[]
  rowKey: (row: Row) => string
  rowHeader: { header: string; cell: (row: Row) => ReactNode }
  columns: readonly FiguresColumn<Row>[]
  breakableFigures?: boolean
  /** The table's least width, a Tailwind class such as 'min-w-[34rem]'. */
  minWidth?: string
}) {
  const padding = (index: number) => (index < columns.length - 1 ? 'py-2 pr-3' : 'py-2')
  const alignment = (column: FiguresColumn<Row>) => (column.align === 'start' ? '' : 'text-right')
  const body = rows.map((row) => (
    <tr key={rowKey(row)} className="border-b border-slate-100 dark:border-slate-800">
      <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900 dark:text-white">
        {rowHeader.cell(row)}
      </th>
      {columns.map((column, index) => {
        const extra =
          typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName
        return (
          <td
            key={column.header}
            className={[padding(index), alignment(column), extra].filter(Boolean).join(' ')}
          >
            {column.cell(row)}
          </td>
        )
      })}
    </tr>
  ))
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className={['w-full text-sm', minWidth].filter(Boolean).join(' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pr-3 font-medium">
              {rowHeader.header}
            </th>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={[padding(index), alignment(column), 'font-medium'].filter(Boolean).join(' ')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{breakableFigures ? <BreakableFigures>{body}</BreakableFigures> : body}</tbody>
      </table>
    </div>
  )
}
