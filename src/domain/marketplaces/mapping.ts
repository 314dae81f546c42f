/**
 * Files Frogwalk does not recognise: the user says which column holds each field Frogwalk needs, and the
 * file is read by that mapping into the same sale rows a known report gives.
 *
 * `proposeMapping` prefills the choice. Each field has synonyms ('Sold date': sale date, date sold, order
 * date…); a column scores 1 when its name is one of them (compared as columns.ts compares names). A
 * column that only resembles them scores 0.9 × the Dice overlap of its words with the closest synonym's
 * (words lower-cased, accents and a plural ending dropped), and only when it has one of the field's core
 * words and none of the words that make it another column ('Order Status' is no order id, 'Seller
 * Collected Tax' no tax the buyer paid). Pairs scoring at least 0.5 are taken best first (the earlier
 * field, then the column first in alphabetical order, on a tie), each field and each column once. The
 * same columns in any order get the same proposal.
 *
 * A mapped file needs a sold date and a sale price. Without an order id column a sale's id is its date and
 * a hash of its mapped figures (title, SKU, quantity and amounts), so the same sale in a later file, its
 * columns moved or added to, is recognised as already imported. Fees map to
 * the selling fee; every amount is read as reports print them (amounts.ts), fees and costs as positive.
 */

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

/**
 * How each field's column is recognised: its synonyms; the words a column must share with the field to be
 * a near match (core); and words that make it another field's column (exclude: 'Order Status' is no order
 * id, 'Seller Collected Tax' is not what the buyer paid).
 */
const FIELD_WORDS: Record<
  MappedField,
  { synonyms: readonly string[]; core: readonly string[]; exclude: readonly string[] }
> = {
  orderId: {
    synonyms: [
      'order id',
      'order number',
      'order no',
      'order',
      'transaction id',
      'sale id',
      'receipt id',
      'invoice number',
    ],
    core: ['order', 'transaction', 'receipt', 'invoice', 'reference', 'record'],
    exclude: [
      'status',
      'date',
      'time',
      'fee',
      'tax',
      'price',
      'total',
      'amount',
      'value',
      'net',
      'name',
      'title',
      'email',
      'buyer',
      'seller',
      'type',
      'note',
      'currency',
      'discount',
      'creation',
    ],
  },
  soldDate: {
    synonyms: [
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
    core: ['date', 'sold', 'sale', 'processed', 'paid', 'created'],
    exclude: [
      'price',
      'amount',
      'fee',
      'tax',
      'total',
      'id',
      'number',
      'title',
      'name',
      'quantity',
      'ship',
      'shipping',
      'listing',
      'delivery',
      'payout',
      'canceled',
      'cancelled',
      'completed',
      'by',
    ],
  },
  title: {
    synonyms: [
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
    core: ['title', 'name', 'item', 'product', 'description', 'listing'],
    exclude: [
      'full',
      'first',
      'last',
      'buyer',
      'seller',
      'user',
      'username',
      'ship',
      'id',
      'number',
      'date',
      'price',
      'fee',
      'tax',
      'category',
      'email',
      'status',
      'location',
      'zip',
      'country',
      'note',
      'quantity',
      'subtotal',
      'cost',
      'variation',
      'reference',
      'value',
    ],
  },
  sku: {
    synonyms: [
      'sku',
      'custom label',
      'item sku',
      'seller sku',
      'product sku',
      'inventory id',
      'stock number',
    ],
    core: ['sku', 'label', 'stock', 'inventory'],
    exclude: ['buyer', 'shipping', 'postage', 'cost', 'fee', 'printed', 'tracking'],
  },
  quantity: {
    synonyms: ['quantity', 'qty', 'units', 'number of items', 'count'],
    core: ['quantity', 'qty', 'unit', 'count', 'item'],
    exclude: ['bundle', 'price', 'fee', 'title', 'id', 'name', 'sold', 'number'],
  },
  salePrice: {
    synonyms: [
      'sale price',
      'sold price',
      'sold for',
      'item price',
      'order price',
      'price',
      'item subtotal',
      'subtotal',
      'sale amount',
      'order value',
      'amount',
    ],
    core: ['price', 'sold', 'sale', 'subtotal', 'amount', 'value'],
    exclude: [
      'cost',
      'fee',
      'tax',
      'shipping',
      'postage',
      'discount',
      'lowest',
      'net',
      'buyer',
      'seller',
      'earning',
      'proceed',
      'date',
      'id',
      'refunded',
      'gross',
      'total',
      'original',
    ],
  },
  postageCharged: {
    synonyms: [
      'postage charged',
      'shipping charged',
      'shipping paid',
      'buyer shipping',
      'shipping and handling',
      'shipping price',
      'shipping',
      'postage',
      'delivery',
    ],
    core: ['shipping', 'postage', 'delivery', 'handling'],
    exclude: [
      'cost',
      'label',
      'seller',
      'discount',
      'adjustment',
      'service',
      'tracking',
      'date',
      'id',
      'number',
      'name',
      'address',
      'city',
      'state',
      'zip',
      'country',
      'method',
      'tax',
      'program',
      'upgraded',
    ],
  },
  postageCost: {
    synonyms: [
      'postage cost',
      'shipping cost',
      'label cost',
      'shipping label',
      'postage label',
      'seller shipping',
      'usps cost',
    ],
    core: ['postage', 'shipping', 'label', 'usps'],
    exclude: [
      'buyer',
      'charged',
      'date',
      'service',
      'tracking',
      'id',
      'number',
      'address',
      'city',
      'state',
      'zip',
      'country',
      'method',
      'custom',
      'printed',
    ],
  },
  fees: {
    synonyms: [
      'fees',
      'selling fees',
      'commission',
      'marketplace fee',
      'platform fee',
      'final value fee',
      'transaction fee',
    ],
    core: ['fee', 'commission'],
    exclude: [
      'buyer',
      'shipping',
      'postage',
      'label',
      'tax',
      'refunded',
      'recycling',
      'packaging',
      'lumber',
      'wireless',
      'mattress',
      'battery',
      'tire',
      'disposal',
      'additional',
    ],
  },
  salesTax: {
    synonyms: ['sales tax', 'tax', 'taxes', 'collected tax', 'vat'],
    core: ['tax', 'vat'],
    exclude: [
      'seller',
      'rate',
      'type',
      'status',
      'detail',
      'identifier',
      'fee',
      'city',
      'state',
      'zip',
      'country',
      'included',
      'currency',
      'name',
      'value',
    ],
  },
}

/** Words of a name, lower-cased, accents and a plural ending dropped. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) =>
      word.length > 3 ? word.replace(/(?<=[sxz]|ch|sh)es$/, '').replace(/(?<![su])s$/, '') : word,
    )
}

/** The synonyms of each field as compared, made once. */
const COMPARED = Object.fromEntries(
  MAPPED_FIELDS.map(({ field }) => {
    const { synonyms, core, exclude } = FIELD_WORDS[field]
    return [
      field,
      {
        synonymKeys: new Set(synonyms.map(columnKey)),
        synonymWords: synonyms.map((synonym) => new Set(words(synonym))),
        core,
        exclude,
      },
    ]
  }),
) as Record<
  MappedField,
  {
    synonymKeys: Set<string>
    synonymWords: Set<string>[]
    core: readonly string[]
    exclude: readonly string[]
  }
>

/**
 * How well a column's name fits a field: 1 for a synonym; else, when it has one of the field's core words
 * and none of its excluded ones, 0.9 × the best Dice overlap of its words with a synonym's; else 0.
 */
function fit(column: { key: string; words: ReadonlySet<string> }, field: MappedField): number {
  const { synonymKeys, synonymWords, core, exclude } = COMPARED[field]
  if (synonymKeys.has(column.key)) return 1
  const columnWords = column.words
  if (!core.some((word) => columnWords.has(word)) || exclude.some((word) => columnWords.has(word))) return 0
  let best = 0
  for (const synonym of synonymWords) {
    let shared = 0
    for (const word of synonym) if (columnWords.has(word)) shared += 1
    best = Math.max(best, (0.9 * 2 * shared) / (synonym.size + columnWords.size))
  }
  return best
}

/** The lowest fit a proposal takes. */
const MIN_FIT = 0.5

/** The closest column of `header` for each field (fields with no close column are left out). */
export function proposeMapping(header: readonly string[]): ColumnMapping {
  const pairs: { field: MappedField; fieldIndex: number; column: number; key: string; score: number }[] = []
  const columns = header.map((name) => ({ key: columnKey(name), words: new Set(words(name)) }))
  MAPPED_FIELDS.forEach(({ field }, fieldIndex) => {
    columns.forEach((compared, column) => {
      if (compared.key === '') return
      const score = fit(compared, field)
      if (score >= MIN_FIT) pairs.push({ field, fieldIndex, column, key: compared.key, score })
    })
  })
  // Ties go by the column's name, not its place, so a file with its columns moved gets the same proposal.
  pairs.sort(
    (a, b) =>
      b.score - a.score ||
      a.fieldIndex - b.fieldIndex ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : a.column - b.column),
  )
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
const MAPPING_MESSAGES = {
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
    const title = reader.text('title')
    const sku = reader.text('sku')
    const lineKey = shortHash([title, sku, salePriceCents].join('\u001f'))
    // What the sale is, not where its cells sit: the same sale keeps its id when columns move or are added.
    const figures = [
      title,
      sku,
      quantity,
      salePriceCents,
      postageChargedCents,
      postageCostCents,
      sellingFeeCents,
      salesTaxCents,
    ]
    const orderId = reader.text('orderId') ?? `${soldDate}/${shortHash(figures.join('\u001f'))}`
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
        title,
        brand: null,
        sku,
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
