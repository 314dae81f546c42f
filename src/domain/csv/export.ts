/**
 * CSV export of an item list (spec 9): the spec's sixteen columns in order, then the disposal's two
 * (Disposed Date, Disposal Reason: decision 025, empty unless disposed; the import reads them back), money as plain decimals with two
 * places, the sales tax rate with four decimals, dates as YYYY-MM-DD text. File name
 * '{status}-items-{date}.csv'. Also the import template file (spec 2).
 */

import type { IsoDate } from '../dates'
import {
  CSV_EXPORT_KEYS,
  csvColumnOf,
  ITEM_FIELDS,
  type CsvExportKey,
  type ItemFieldKind,
  type ItemFieldValues,
} from '../items/fields'
import type { ItemStatus } from '../items/status'
import { centsToDecimal, formatRate } from '../money'
import { spreadsheetText, toCsv } from './serialize'

/** Export columns of spec 9, in order: the headers of the item fields the export writes (items/fields.ts). */
export const CSV_EXPORT_COLUMNS: readonly string[] = CSV_EXPORT_KEYS.map((key) => csvColumnOf(key).header)

/** What an exported item carries. */
export type ExportableItem = Pick<ItemFieldValues, CsvExportKey>

/**
 * One value as an export cell. The text a person typed or imported is guarded against running as a formula
 * in a spreadsheet (`spreadsheetText`); money, rates, dates and the status are written by the app and stay as
 * they are; an empty value is an empty cell.
 */
function exportCell(kind: ItemFieldKind, value: string | number | boolean | null): string {
  if (value === null) return ''
  if (kind === 'text') return spreadsheetText(String(value))
  if (kind === 'money') return centsToDecimal(Number(value))
  if (kind === 'rate') return formatRate(Number(value))
  return String(value)
}

/** One item as export cells, in CSV_EXPORT_COLUMNS order. */
export function exportRow(item: ExportableItem): string[] {
  return CSV_EXPORT_KEYS.map((key) => exportCell(ITEM_FIELDS[key].kind, item[key]))
}

/** Export file name (spec 9): '{status}-items-{date}.csv' or '.pdf', date being the user's today. */
export function exportFileName(status: ItemStatus, today: IsoDate, extension: 'csv' | 'pdf'): string {
  return `${status}-items-${today}.${extension}`
}

/** File name of the import template (spec 2). */
export const CSV_TEMPLATE_FILE_NAME = 'inventory-template.csv'

/** The import template: the columns the import understands, and one example row. */
export function csvTemplate(): string {
  return toCsv([
    ['sku', 'brand', 'description', 'cost', 'price', 'date', 'location', 'status', 'salesTax', 'receipt'],
    ['', 'Nike', 'Air Max 90, size 10', '12.50', '0', '2026-01-15', 'Goodwill', 'unlisted', '0.0663', ''],
  ])
}
