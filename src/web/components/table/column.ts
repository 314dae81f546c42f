import type { ReactNode } from 'react'

/** One column: its header, how a row shows in it, and the server's sort key if it sorts. */
export interface Column<Row, SortKey extends string = string> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  sortKey?: SortKey
  align?: 'start' | 'end'
  /** Width or visibility classes for the column's header and cells (e.g. 'w-32', 'hidden lg:table-cell'). */
  className?: string
}
