/**
 * A report layout: one marketplace's file (the eBay transaction report, Poshmark's sales report…), known by
 * the names of its columns. Each layout module declares the columns it reads (required ones and optional
 * ones, with the spellings each has had) and turns the file's data rows into report rows.
 */

import type { ColumnSpecs } from './columns'
import { resolveColumns } from './columns'
import type { MarketplaceId } from './marketplaces'
import type { ReportRow } from './report-row'
import type { DataRow } from './table'
import { ReportTable } from './table'

/** The reports Frogwalk recognises. */
export type ReportId =
  | 'ebay-transactions'
  | 'ebay-orders'
  | 'ebay-sold-items-legacy'
  | 'poshmark-sales-2020'
  | 'poshmark-sales-2024'
  | 'mercari-sales'
  | 'depop-sales'
  | 'etsy-sold-orders'
  | 'etsy-statement'
  | 'whatnot-orders'

/** What a recognised report is: its id, the name people know it by, and its marketplace. */
export interface ReportInfo {
  id: ReportId
  /** 'eBay transaction report'. */
  name: string
  marketplace: MarketplaceId
}

/** A layout with its columns and its reader of data rows. */
export interface ReportLayout extends ReportInfo {
  columns: ColumnSpecs<string>
  /** The report rows of the data rows below `header` (every data row gives one). */
  parse(header: readonly string[], rows: readonly DataRow[]): ReportRow[]
}

/** How a layout module declares itself: its columns by field, and how a table of them becomes rows. */
export interface LayoutDefinition<F extends string> extends ReportInfo {
  columns: ColumnSpecs<F>
  parse(table: ReportTable<F>): ReportRow[]
}

/** A layout from its definition. */
export function defineLayout<F extends string>(definition: LayoutDefinition<F>): ReportLayout {
  const { columns } = definition
  return {
    id: definition.id,
    name: definition.name,
    marketplace: definition.marketplace,
    columns,
    parse: (header, rows) =>
      definition.parse(new ReportTable(header, rows, resolveColumns(header, columns).index, columns)),
  }
}
