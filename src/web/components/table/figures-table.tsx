import type { ReactNode } from 'react'

import { ScrollArea } from '../scroll-area'

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
 * its first cell, a row header, then its figures, each whole on one line. Wider than its box (a phone, the
 * largest amounts), it scrolls sideways in a ScrollArea, which shows that it does and is reachable by
 * keyboard; its caption is read to screen readers only. `minWidth` keeps a wide table's columns apart on a
 * phone, where it scrolls instead.
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
  minWidth,
}: {
  caption: string
  /** The scrolling region's name. */
  label: string
  rows: readonly Row[]
  rowKey: (row: Row) => string
  rowHeader: { header: string; cell: (row: Row) => ReactNode }
  columns: readonly FiguresColumn<Row>[]
  /** The table's least width, a Tailwind class such as 'min-w-[34rem]'. */
  minWidth?: string
}) {
  const padding = (index: number) => (index < columns.length - 1 ? 'py-2 pr-3' : 'py-2')
  // Figures (right-aligned) keep to one line: the table grows and scrolls rather than break one.
  const alignment = (column: FiguresColumn<Row>) =>
    column.align === 'start' ? '' : 'text-right whitespace-nowrap'
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
    <ScrollArea label={label}>
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
        <tbody>{body}</tbody>
      </table>
    </ScrollArea>
  )
}
