/**
 * CSV export of an item list (spec 9): the spec's sixteen columns in order, then the disposal's two
 * (Disposed Date, Disposal Reason: decision 025, empty unless disposed; the import reads them back), money as plain decimals with two
 * places, the sales tax rate with four decimals, dates as YYYY-MM-DD text. File name
 * '{status}-items-{date}.csv'. Also the import template file (spec 2).
 */

import type { IsoDate } from '../dates'
import type { ItemMoney } from '../items/profit'
import type { DisposalReason, ItemStatus } from '../items/status'
import { centsToDecimal, formatRate } from '../money'
import { spreadsheetText, toCsv } from './serialize'

/** Export columns of spec 9, in order. */
export const CSV_EXPORT_COLUMNS = [
  'SKU',
  'Brand',
  'Description',
  'Cost of Goods',
  'Sale Price',
  'Purchase Date',
  'Purchase Location',
  'Status',
  'Sales Tax Rate',
  'Postage Charged',
  'Postage Cost',
  'General Fees',
  'Promo Fees',
  'Sold Date',
  'Created At',
  'Updated At',
  'Disposed Date',
  'Disposal Reason',
] as const

/** What an exported item carries. */
export type ExportableItem = ItemMoney & {
  sku: string
  brand: string
  description: string
  purchaseDate: IsoDate | null
  purchaseLocation: string | null
  status: ItemStatus
  salesTax: number
  soldDate: IsoDate | null
  createdAt: string
  updatedAt: string
  disposedDate: IsoDate | null
  disposalReason: DisposalReason | null
}

/**
 * One item as export cells, in CSV_EXPORT_COLUMNS order. The text a person typed or imported is guarded
 * against running as a formula in a spreadsheet (`spreadsheetText`); money, rates, dates and the status are
 * written by the app and stay as they are.
 */
export function exportRow(item: ExportableItem): string[] {
  return [
    spreadsheetText(item.sku),
    spreadsheetText(item.brand),
    spreadsheetText(item.description),
    centsToDecimal(item.costOfGoods),
    centsToDecimal(item.salePrice),
    item.purchaseDate ?? '',
    spreadsheetText(item.purchaseLocation ?? ''),
    item.status,
    formatRate(item.salesTax),
    centsToDecimal(item.postageCharged),
    centsToDecimal(item.postageCost),
    centsToDecimal(item.generalFees),
    centsToDecimal(item.promoFees),
    item.soldDate ?? '',
    item.createdAt,
    item.updatedAt,
    item.disposedDate ?? '',
    item.disposalReason ?? '',
  ]
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
