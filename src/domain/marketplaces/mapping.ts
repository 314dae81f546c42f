/**
 * Files Frogwalk does not recognise: the user says which column holds each field Frogwalk needs, and the
 * file is read by that mapping into the same sale rows a known report gives.
 *
 * `proposeMapping` prefills the choice. Each field has synonyms ('Sold date': sale date, date sold, order
 * date…); a column scores 1 when its name is one of them (compared as columns.ts compares names), else
 * 0.9 × the Dice overlap of its words with the closest synonym's (words lower-cased, accents dropped, a
 * plural 's' or 'es' dropped). Pairs scoring at least 0.5 are taken best first (the earlier field, then
 * the earlier column, on a tie), each field and each column once. Same header, same proposal.
 *
 * A mapped file needs a sold date and a sale price. Without an order id column a sale's id is its date and
 * a hash of its whole row, so the same row of a later file is recognised as already imported. Fees map to
 * the selling fee; every amount is read as reports print them (amounts.ts), fees and costs as positive.
 */

import { isEmptyCell } from './amounts'
import type { ColumnSpecs } from './columns'
import { columnKey, resolveColumns } from './columns'
import type { MarketplaceId } from './marketplaces'
import { fileLineIds, shortHash } from './order-lines'
import type { ReportRow } from './report-row'
import type { DataRow } from './table'
import { ReportTable } from './table'

/** The fields Frogwalk needs of a sale. */
export type MappedField =
  | 'orderId'
  | 'soldDate'
  | 'title'
  | 'sku'
  | 'quantity'
  | 'salePrice'
  | 'postageCharged'
  | 'postageCost'
  | 'fees'
  | 'salesTax'

/** The fields in the order the mapping step shows them, with their labels and whether a file needs them. */
export const MAPPED_FIELDS: readonly { field: MappedField; label: string; required: boolean }[] = [
  { field: 'orderId', label: 'Order ID', required: false },
  { field: 'soldDate', label: 'Sold Date', required: true },
  { field: 'title', label: 'Title', required: false },
  { field: 'sku', label: 'SKU', required: false },
  { field: 'quantity', label: 'Quantity', required: false },
  { field: 'salePrice', label: 'Sale Price', required: true },
  { field: 'postageCharged', label: 'Postage Charged', required: false },
  { field: 'postageCost', label: 'Postage Cost', required: false },
  { field: 'fees', label: 'Fees', required: false },
  { field: 'salesTax', label: 'Sales Tax', required: false },
]

/** A user's mapping: the column name (as the header writes it) of each field; a field left out is not read. */
export type ColumnMapping = Partial<Record<MappedField, string>>

const SYNONYMS: Record<MappedField, readonly string[]> = {
  orderId: [
    'order id',
    'order number',
    'order no',
    'order',
    'transaction id',
    'sale id',
    'receipt id',
    'invoice number',
    'reference',
  ],
  soldDate: [
    'sold date',
    'sale date',
    'date sold',
    'date of sale',
    'order date',
    'transaction date',
    'date',
    'processed date',
    'paid date',
  ],
  title: [
    'title',
    'item title',
    'listing title',
    'item name',
    'product name',
    'item',
    'product',
    'description',
    'name',
  ],
  sku: ['sku', 'custom label', 'item sku', 'seller sku', 'product sku', 'inventory id', 'stock number'],
  quantity: ['quantity', 'qty', 'units', 'number of items', 'count'],
  salePrice: [
    'sale price',
    'sold price',
    'sold for',
    'item price',
    'price',
    'item subtotal',
    'subtotal',
    'sale amount',
    'order value',
    'amount',
  ],
  postageCharged: [
    'postage charged',
    'shipping charged',
    'shipping paid',
    'buyer shipping',
    'shipping and handling',
    'shipping price',
    'shipping',
    'delivery',
  ],
  postageCost: [
    'postage cost',
    'shipping cost',
    'label cost',
    'shipping label',
    'postage label',
    'seller shipping',
  ],
  fees: [
    'fees',
    'selling fees',
    'commission',
    'marketplace fee',
    'platform fee',
    'final value fee',
    'transaction fee',
  ],
  salesTax: ['sales tax', 'tax', 'taxes', 'collected tax', 'vat'],
}

/** Words of a name, lower-cased, accents and a plural ending dropped. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => (word.length > 3 ? word.replace(/(?<=[sxz]|ch|sh)es$/, '').replace(/s$/, '') : word))
}

/** How well a column's name fits a field: 1 for a synonym, else 0.9 × the best Dice overlap of words. */
function fit(column: string, field: MappedField): number {
  const key = columnKey(column)
  const columnWords = new Set(words(column))
  let best = 0
  for (const synonym of SYNONYMS[field]) {
    if (columnKey(synonym) === key) return 1
    const synonymWords = new Set(words(synonym))
    let shared = 0
    for (const word of synonymWords) if (columnWords.has(word)) shared += 1
    const dice = (2 * shared) / (synonymWords.size + columnWords.size || 1)
    best = Math.max(best, 0.9 * dice)
  }
  return best
}

/** The lowest fit a proposal takes. */
const MIN_FIT = 0.5

/** The closest column of `header` for each field (fields with no close column are left out). */
export function proposeMapping(header: readonly string[]): ColumnMapping {
  const pairs: { field: MappedField; fieldIndex: number; column: number; score: number }[] = []
  MAPPED_FIELDS.forEach(({ field }, fieldIndex) => {
    header.forEach((name, column) => {
      if (name.trim() === '') return
      const score = fit(name, field)
      if (score >= MIN_FIT) pairs.push({ field, fieldIndex, column, score })
    })
  })
  pairs.sort((a, b) => b.score - a.score || a.fieldIndex - b.fieldIndex || a.column - b.column)
  const mapping: ColumnMapping = {}
  const usedColumns = new Set<number>()
  for (const pair of pairs) {
    if (mapping[pair.field] !== undefined || usedColumns.has(pair.column)) continue
    mapping[pair.field] = header[pair.column]?.trim() ?? ''
    usedColumns.add(pair.column)
  }
  return mapping
}

/** Messages of a mapping that cannot read the file. */
export const MAPPING_MESSAGES = {
  missing: (labels: readonly string[]) => `Choose the column of: ${labels.join(', ')}`,
  unknownColumn: (column: string) => `The file has no column "${column}"`,
} as const

/** Why `mapping` cannot read a file with `header`, or null when it can. */
export function mappingProblem(header: readonly string[], mapping: ColumnMapping): string | null {
  const keys = new Set(header.map(columnKey))
  for (const { field } of MAPPED_FIELDS) {
    const column = mapping[field]
    if (column !== undefined && column.trim() !== '' && !keys.has(columnKey(column)))
      return MAPPING_MESSAGES.unknownColumn(column)
  }
  const missing = MAPPED_FIELDS.filter(({ field, required }) => required && !mapping[field]?.trim())
  return missing.length > 0 ? MAPPING_MESSAGES.missing(missing.map((f) => f.label)) : null
}

/** The mapping as the columns a table reads (an unmapped field has no spelling, so no column). */
function specsOf(mapping: ColumnMapping): ColumnSpecs<MappedField> {
  const specs = {} as Record<MappedField, { names: string[] }>
  for (const { field } of MAPPED_FIELDS) {
    const column = mapping[field]?.trim()
    specs[field] = { names: column ? [column] : [] }
  }
  return specs
}

/**
 * The report rows of `rows` below `header`, read by a user's `mapping` (which `mappingProblem` accepted)
 * as sales of `marketplace`.
 */
export function parseMappedRows(
  header: readonly string[],
  rows: readonly DataRow[],
  mapping: ColumnMapping,
  marketplace: MarketplaceId = 'other',
): ReportRow[] {
  const specs = specsOf(mapping)
  const table = new ReportTable(header, rows, resolveColumns(header, specs).index, specs)
  const read = rows.map((row) => {
    const reader = table.reader(row)
    const soldDate = reader.date('soldDate')
    const quantity = reader.quantity('quantity')
    const salePriceCents = reader.price('salePrice')
    const postageChargedCents = reader.cost('postageCharged')
    const postageCostCents = reader.cost('postageCost')
    const sellingFeeCents = reader.cost('fees')
    const salesTaxCents = reader.cost('salesTax')
    const ownId = reader.text('orderId')
    const wholeRow = row.cells.map((cell) => (isEmptyCell(cell) ? '' : cell.trim())).join('\u001f')
    const orderId = ownId ?? `${soldDate}/${shortHash(wholeRow)}`
    const lineKey = shortHash([reader.text('title'), reader.text('sku'), salePriceCents].join('\u001f'))
    return {
      reader,
      orderId,
      lineKey,
      sale: {
        type: 'sale' as const,
        rowNumber: row.rowNumber,
        marketplace,
        orderId,
        soldDate,
        title: reader.text('title'),
        brand: null,
        sku: reader.text('sku'),
        customLabel: null,
        quantity,
        salePriceCents,
        postageChargedCents,
        postageCostCents,
        fees: { sellingFeeCents, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents,
        costOfGoodsCents: null,
        currency: reader.currency ?? 'USD',
      },
    }
  })
  const sales = read.filter((r) => r.reader.refusal === null)
  const ids = fileLineIds(sales.map(({ orderId, lineKey }) => ({ orderId, lineKey })))
  sales.forEach((r, i) => (r.sale.orderId = ids[i] ?? r.orderId))
  return read.map((r) => r.reader.refusal ?? r.sale)
}
