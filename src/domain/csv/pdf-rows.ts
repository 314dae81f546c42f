/**
 * PDF export table rows (spec 9): sold lists show SKU, Brand, Description, Cost, Sale Price, Sold Date,
 * Profit; other lists show SKU, Brand, Description, Cost, Sale Price, Purchase Date, Location. Descriptions
 * are cut to 40 characters (37 and '...'), locations to 20 (17 and '...'). Money shows as '$1,234.50'.
 */

import type { IsoDate } from '../dates'
import type { ItemMoney } from '../items/profit'
import { profitOf } from '../items/profit'
import type { ItemStatus } from '../items/status'
import { formatMoney } from '../money'

/** Longest description in a PDF row (spec 9: 40 characters, 37 plus '...'). */
const PDF_DESCRIPTION_MAX = 40
/** Longest purchase location in a PDF row (spec 9: 20 characters, 17 plus '...'). */
const PDF_LOCATION_MAX = 20

/** Columns of the sold items PDF (spec 9). */
const SOLD_PDF_COLUMNS = ['SKU', 'Brand', 'Description', 'Cost', 'Sale Price', 'Sold Date', 'Profit'] as const
/** Columns of the unlisted, listed and defective PDFs (spec 9). */
const PDF_COLUMNS = [
  'SKU',
  'Brand',
  'Description',
  'Cost',
  'Sale Price',
  'Purchase Date',
  'Location',
] as const

/** `text` cut to `max` characters, the last three being '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text
}

/** What a PDF row needs of an item; money in cents. */
export type PdfItem = ItemMoney & {
  sku: string
  brand: string
  description: string
  status: ItemStatus
  purchaseDate: IsoDate | null
  purchaseLocation: string | null
  soldDate: IsoDate | null
}

/** The columns of the PDF for a status list. */
export function pdfColumns(status: ItemStatus): readonly string[] {
  return status === 'sold' ? SOLD_PDF_COLUMNS : PDF_COLUMNS
}

/** One table row of the PDF for a status list. */
export function pdfRow(item: PdfItem, listStatus: ItemStatus): string[] {
  const common = [
    item.sku,
    item.brand,
    truncate(item.description, PDF_DESCRIPTION_MAX),
    formatMoney(item.costOfGoods),
    formatMoney(item.salePrice),
  ]
  if (listStatus === 'sold') return [...common, item.soldDate ?? '', formatMoney(profitOf(item))]
  return [...common, item.purchaseDate ?? '', truncate(item.purchaseLocation ?? '', PDF_LOCATION_MAX)]
}

/** Footer of each page (spec 9). */
export function pdfPageFooter(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`
}
