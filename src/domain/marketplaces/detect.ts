/**
 * Which report a file is, from the names of its header's columns.
 *
 * Every layout declares the columns it reads: the required ones, without which it cannot give a sale, and
 * the optional ones, each with the spellings it has had over the years (layout modules). Names compare by
 * letters and digits only, whatever their case, spacing or punctuation (columns.ts), and never by
 * position. The header is looked for in the file's first 30 rows, since reports open with notes (eBay's
 * transaction report has about ten lines before it, Poshmark's a title and a date range): each of those
 * rows is tried against every layout, a layout fits a row when the row has all its required columns, and
 * the fit with the most of the layout's columns wins (the earlier row, then the earlier layout of
 * `REPORT_LAYOUTS`, on a tie). Required columns are chosen so that no two layouts fit one header alike: a
 * 2024 Poshmark report has 'Your Earnings' where the 2020 one has 'Net Earnings'.
 *
 * A file no layout fits is 'unknown': its header is taken to be the first of those rows with the most
 * filled cells, and is offered to the user to map (mapping.ts).
 */

import { depopLayout } from './depop'
import { ebayOrdersLayout } from './ebay-orders'
import { ebaySoldItemsLegacyLayout } from './ebay-sold-items-legacy'
import { ebayTransactionsLayout } from './ebay-transactions'
import { etsyOrdersLayout } from './etsy-orders'
import { etsyStatementLayout } from './etsy-statement'
import type { ReportId, ReportInfo, ReportLayout } from './layout'
import { mercariLayout } from './mercari'
import { poshmark2020Layout, poshmark2024Layout } from './poshmark'
import { headerPositions, resolveColumns } from './columns'
import { whatnotLayout } from './whatnot'

/** Every layout Frogwalk recognises. */
export const REPORT_LAYOUTS: readonly ReportLayout[] = [
  ebayTransactionsLayout,
  ebayOrdersLayout,
  ebaySoldItemsLegacyLayout,
  poshmark2024Layout,
  poshmark2020Layout,
  mercariLayout,
  depopLayout,
  etsyOrdersLayout,
  etsyStatementLayout,
  whatnotLayout,
]

/** The reports Frogwalk recognises, as the UI lists them. */
export const REPORTS: readonly ReportInfo[] = REPORT_LAYOUTS.map(({ id, name, marketplace }) => ({
  id,
  name,
  marketplace,
}))

/** The layout of a report id. */
export function layoutOf(id: ReportId): ReportLayout {
  const layout = REPORT_LAYOUTS.find((l) => l.id === id)
  if (!layout) throw new RangeError(`No layout ${id}`)
  return layout
}

/** How many rows from the top may hold the header. */
export const HEADER_SEARCH_ROWS = 30

/** What a file's header says it is. */
export type Detection =
  | {
      status: 'recognised'
      layout: ReportLayout
      /** Index of the header in the file's rows (0-based; its row number is one more). */
      headerIndex: number
      header: string[]
    }
  | { status: 'unknown'; headerIndex: number; header: string[] }

const filled = (row: readonly string[]) => row.filter((cell) => cell.trim() !== '').length

/** The report of a file's rows, or 'unknown' with the header a mapping would start from. */
export function detectReport(
  rows: readonly (readonly string[])[],
  layouts: readonly ReportLayout[] = REPORT_LAYOUTS,
): Detection {
  const top = rows.slice(0, HEADER_SEARCH_ROWS)
  let best: { layout: ReportLayout; headerIndex: number; found: number } | null = null
  for (const [headerIndex, row] of top.entries()) {
    if (filled(row) < 2) continue
    const positions = headerPositions(row)
    for (const layout of layouts) {
      const { missing, found } = resolveColumns(positions, layout.columns)
      if (missing.length === 0 && (best === null || found > best.found)) best = { layout, headerIndex, found }
    }
  }
  if (best !== null) {
    const { layout, headerIndex } = best
    return { status: 'recognised', layout, headerIndex, header: [...(rows[headerIndex] ?? [])] }
  }
  let headerIndex = 0
  for (const [i, row] of top.entries()) if (filled(row) > filled(top[headerIndex] ?? [])) headerIndex = i
  return { status: 'unknown', headerIndex, header: [...(rows[headerIndex] ?? [])] }
}
