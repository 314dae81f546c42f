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
 * columns moved or added to, is recognised as already imported. Every amount is read as reports print them
 * (amounts.ts), fees and costs as positive; a figure mapped to several columns is their sum (fees are
 * general fees, ad fees promo fees).
 *
 * Orders and lines: rows with the same order id are the lines of one order, told apart by the Line ID
 * column (else by their title, SKU and price). A figure marked per order is the order's, printed on each
 * of its lines or on the first: it is read once (from the first line that holds it) and split over the
 * lines by price (shipping, tax and discount as sale-split.ts splits an order; postage cost and fees alike).
 *
 * What each row is: with a Row Type column, each value means what `rowTypes` says (else what its words
 * say, row-records.ts; a value they do not name is shown and not imported). A sale is read as above; a
 * refund of an order gives back its price and shipping less discount (or the net amount less tax when
 * those are empty), its tax and the fees credited; a fee (its net amount, else its fee and postage columns,
 * else its price) is counted into a sale of the same order in the file, else becomes a charge (an expense
 * once imported), a credit of fees is shown and not imported; a payout keeps its net amount (else its
 * price) and its order id, line id or title as its reference; adjustments and ignored rows are shown. With
 * no Row Type column, a row whose price is negative is a refund and every other a sale.
 */

import type { IsoDate } from '../dates'
import type { Cents } from '../money'
import { TEXT_LIMITS } from '../text-limits'
import type { ColumnSpecs } from './columns'
import { columnKey, resolveColumns } from './columns'
import type { MarketplaceId } from './marketplaces'
import { fileLineIds, shortHash, spreadCents, titleKey } from './order-lines'
import type { MarketplaceSale, ReportRow } from './report-row'
import { nonSaleRow } from './report-row'
import type { RowType } from './row-records'
import { chargeCategoryOf, feeKindOf, recordIdentity, rowTypeOf, sumCosts } from './row-records'
import type { OrderAmounts } from './sale-split'
import { NO_FEES, splitOrderOverLines } from './sale-split'
import type { DataRow, RowReader } from './table'
import { ReportTable } from './table'

/** The fields Frogwalk reads of a mapped file's rows. */
export type MappedField =
  | 'orderId'
  | 'lineId'
  | 'type'
  | 'soldDate'
  | 'title'
  | 'sku'
  | 'quantity'
  | 'salePrice'
  | 'discount'
  | 'postageCharged'
  | 'postageCost'
  | 'fees'
  | 'adFees'
  | 'salesTax'
  | 'net'

/** The fields in the order the mapping step shows them, with their labels and whether a file needs them. */
export const MAPPED_FIELDS: readonly { field: MappedField; label: string; required: boolean }[] = [
  { field: 'orderId', label: 'Order ID', required: false },
  { field: 'lineId', label: 'Line ID', required: false },
  { field: 'type', label: 'Row Type', required: false },
  { field: 'soldDate', label: 'Sold Date', required: true },
  { field: 'title', label: 'Title', required: false },
  { field: 'sku', label: 'SKU', required: false },
  { field: 'quantity', label: 'Quantity', required: false },
  { field: 'salePrice', label: 'Sale Price', required: true },
  { field: 'discount', label: 'Discount', required: false },
  { field: 'postageCharged', label: 'Postage Charged', required: false },
  { field: 'postageCost', label: 'Postage Cost', required: false },
  { field: 'fees', label: 'Fees', required: false },
  { field: 'adFees', label: 'Ad Fees', required: false },
  { field: 'salesTax', label: 'Sales Tax', required: false },
  { field: 'net', label: 'Net Amount', required: false },
]

/** Figures that may be read from several columns, summed (a selling fee, a payment fee, a fulfilment fee…). */
export const MULTI_COLUMN_FIELDS = [
  'salePrice',
  'discount',
  'postageCharged',
  'postageCost',
  'fees',
  'adFees',
  'salesTax',
] as const satisfies readonly MappedField[]
export type MultiColumnField = (typeof MULTI_COLUMN_FIELDS)[number]

/**
 * Figures a report may print once per order (on each of its lines, as Etsy does, or on its first): read
 * once per order id and split over its lines by value (sale-split.ts). Every figure of several columns but
 * the sale price, which is each line's own.
 */
export type OrderField = Exclude<MultiColumnField, 'salePrice'>
export const ORDER_FIELDS: readonly OrderField[] = MULTI_COLUMN_FIELDS.filter(
  (field): field is OrderField => field !== 'salePrice',
)

/**
 * A user's mapping: the column (as the header writes it) of each field, or several columns for a figure of
 * `MULTI_COLUMN_FIELDS` (summed); a field left out is not read. `perOrder` names the figures whose columns
 * hold the order's amount rather than the line's; `rowTypes` says what each value of the Row Type column
 * means (a value left out is read by its words, `guessRowType`).
 */
export type ColumnMapping = Partial<Record<MappedField, string | string[]>> & {
  perOrder?: OrderField[]
  rowTypes?: Record<string, RowType>
}

/**
 * The line a refund with no Line ID refunds, by its title: the one sale of its order in the file with the
 * same title (case and spaces aside); null when none or several have it, and the refund then concerns the
 * whole order.
 */
function lineOfTitle(sales: readonly MarketplaceSale[] | undefined, title: string | null): string | null {
  if (sales === undefined || titleKey(title) === '') return null
  const same = sales.filter((sale) => titleKey(sale.title) === titleKey(title))
  return same.length === 1 ? (same[0]?.orderId ?? null) : null
}

/** The columns a mapping names for `field`, trimmed, blanks left out. */
export function columnsOf(mapping: ColumnMapping, field: MappedField): string[] {
  const value = mapping[field]
  const list = value === undefined ? [] : typeof value === 'string' ? [value] : value
  return list.map((column) => column.trim()).filter((column) => column !== '')
}

/** A column a mapping chooses more than once: for several fields, or twice for one figure. */
export interface ColumnChosenTwice {
  column: string
  /** The fields' labels, in the mapping step's order, a label as often as the column is chosen for it. */
  labels: string[]
}

/** The columns `mapping` chooses more than once, in the order of the first field choosing each. */
export function columnsChosenTwice(mapping: ColumnMapping): ColumnChosenTwice[] {
  const byColumn = new Map<string, string[]>()
  for (const { field, label } of MAPPED_FIELDS)
    for (const column of columnsOf(mapping, field))
      byColumn.set(column, [...(byColumn.get(column) ?? []), label])
  return [...byColumn].flatMap(([column, labels]) => (labels.length > 1 ? [{ column, labels }] : []))
}

/** What the mapping step says of a column chosen more than once. */
export function columnChosenTwiceMessage({ column, labels }: ColumnChosenTwice): string {
  const fields = [...new Set(labels)]
  if (fields.length === 1)
    return `The column "${column}" is chosen twice for ${fields[0]}: its amounts are added twice.`
  const named = `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`
  return `The column "${column}" is chosen for ${named}: each of them reads it.`
}

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
  lineId: {
    synonyms: ['line id', 'line item id', 'order item id', 'order line id', 'transaction id', 'item line id'],
    core: ['line', 'transaction'],
    exclude: ['status', 'date', 'time', 'fee', 'tax', 'price', 'total', 'amount', 'type', 'name', 'title'],
  },
  type: {
    synonyms: [
      'type',
      'transaction type',
      'row type',
      'entry type',
      'activity type',
      'record type',
      'line type',
      'category',
    ],
    core: ['type'],
    exclude: [
      'payment',
      'shipping',
      'postage',
      'currency',
      'tax',
      'listing',
      'fulfilment',
      'fulfillment',
      'item',
      'product',
      'account',
      'card',
      'delivery',
      'service',
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
  discount: {
    synonyms: [
      'discount',
      'discount amount',
      'coupon',
      'coupon amount',
      'promotion',
      'promotional rebate',
      'order discount',
      'item discount',
    ],
    core: ['discount', 'coupon', 'rebate', 'promotion', 'promotional'],
    exclude: ['code', 'name', 'type', 'id', 'shipping', 'postage', 'tax', 'fee', 'seller', 'description'],
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
      'ad',
      'ads',
      'advertising',
      'promoted',
      'offsite',
      'boost',
      'credit',
      'refund',
    ],
  },
  adFees: {
    synonyms: [
      'ad fee',
      'ads fee',
      'advertising fee',
      'promoted listing fee',
      'promoted listings fee',
      'promoted listing',
      'offsite ads fee',
      'promotion fee',
      'boost fee',
    ],
    core: ['ad', 'ads', 'advertising', 'promoted', 'offsite', 'boost'],
    exclude: ['buyer', 'shipping', 'postage', 'tax', 'refunded', 'date', 'id', 'status', 'credit'],
  },
  net: {
    synonyms: ['net amount', 'net', 'net proceeds', 'net total', 'total', 'total amount', 'net earnings'],
    core: ['net', 'total', 'proceed', 'earning'],
    exclude: [
      'tax',
      'fee',
      'shipping',
      'postage',
      'price',
      'item',
      'subtotal',
      'gross',
      'date',
      'currency',
      'quantity',
      'weight',
      'discount',
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
  // Fees come in several columns (a selling fee, a payment fee…): every other column that fits is added.
  const fees = mapping.fees
  if (typeof fees === 'string') {
    const more = pairs.filter((pair) => pair.field === 'fees' && !usedColumns.has(pair.column))
    more.sort((a, b) => a.column - b.column)
    const extra = [...new Set(more.map((pair) => header[pair.column]?.trim() ?? ''))]
    if (extra.length > 0) mapping.fees = [fees, ...extra]
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
  for (const { field } of MAPPED_FIELDS)
    for (const column of columnsOf(mapping, field))
      if (!keys.has(columnKey(column))) return MAPPING_MESSAGES.unknownColumn(column)
  const missing = MAPPED_FIELDS.filter(
    ({ field, required }) => required && columnsOf(mapping, field).length === 0,
  )
  return missing.length > 0 ? MAPPING_MESSAGES.missing(missing.map((f) => f.label)) : null
}

/** A field of the table a mapping reads: a mapped field, or one of several columns of a figure ('fees#1'). */
type TableField = MappedField | `${MultiColumnField}#${number}`

/** The mapping as the columns a table reads: a figure of several columns is one table field per column. */
function specsOf(mapping: ColumnMapping): ColumnSpecs<TableField> {
  const specs: Record<string, { names: string[] }> = {}
  for (const { field } of MAPPED_FIELDS) {
    const columns = columnsOf(mapping, field)
    if ((MULTI_COLUMN_FIELDS as readonly string[]).includes(field))
      columns.forEach((column, i) => (specs[`${field}#${i}`] = { names: [column] }))
    else specs[field] = { names: columns.slice(0, 1) }
  }
  return specs as unknown as ColumnSpecs<TableField>
}

/** What one data row of a mapped file reads as, before the rows of one order meet. */
interface ReadRow {
  reader: RowReader<TableField>
  kind: RowType | 'unknown' | 'untyped'
  typeValue: string
  date: IsoDate
  orderId: string | null
  lineId: string | null
  title: string | null
  sku: string | null
  quantity: number
  /** Signed sums of each figure's columns, and whether any of its cells held an amount. */
  figures: Record<MultiColumnField, Cents>
  present: Record<MultiColumnField, boolean>
  net: Cents | null
}

/** Reads every column of a figure: the signed sum, and whether any cell held an amount. */
function readFigure(
  reader: RowReader<TableField>,
  count: number,
  field: MultiColumnField,
): { cents: Cents; present: boolean } {
  let cents = 0
  let present = false
  for (let i = 0; i < count; i++) {
    const amount = reader.optionalAmount(`${field}#${i}`)
    if (amount !== null) {
      cents += amount
      present = true
    }
  }
  return { cents, present }
}

const MAPPED_REASONS = {
  ignored: (value: string) => `"${value}" rows are ignored, as mapped`,
  unknownType: (value: string) =>
    value === '' ? 'The row has no type: not imported' : `The type "${value}" is not mapped: not imported`,
  adjustment: 'An adjustment of the balance: not imported',
  feeCredit: 'A credit of fees: not an expense, not imported',
  nothing: 'No amount: nothing to record',
  refundNoOrder: 'A refund that names no order: not imported',
  feeOfSale: "A fee of the order, counted in its sale's fees",
} as const

/**
 * The report rows of `rows` below `header`, read by a user's `mapping` (which `mappingProblem` accepted)
 * as rows of `marketplace` (see the module comment).
 */
export function parseMappedRows(
  header: readonly string[],
  rows: readonly DataRow[],
  mapping: ColumnMapping,
  marketplace: MarketplaceId = 'other',
): ReportRow[] {
  const specs = specsOf(mapping)
  const table = new ReportTable<TableField>(header, rows, resolveColumns(header, specs).index, specs)
  const counts = Object.fromEntries(
    MULTI_COLUMN_FIELDS.map((field) => [field, columnsOf(mapping, field).length]),
  ) as Record<MultiColumnField, number>
  const typed = columnsOf(mapping, 'type').length > 0
  const perOrder = new Set<OrderField>(mapping.perOrder ?? [])

  const results = new Map<number, ReportRow>()
  const read: ReadRow[] = []
  for (const row of rows) {
    const reader = table.reader(row)
    const typeValue = typed ? (reader.text('type') ?? '') : ''
    const kind: ReadRow['kind'] = typed
      ? typeValue === ''
        ? 'unknown'
        : (rowTypeOf(typeValue, mapping.rowTypes) ?? 'unknown')
      : 'untyped'
    if (kind === 'ignore' || kind === 'unknown') {
      results.set(
        row.rowNumber,
        nonSaleRow(
          row.rowNumber,
          'other',
          kind === 'ignore' ? MAPPED_REASONS.ignored(typeValue) : MAPPED_REASONS.unknownType(typeValue),
          { orderId: reader.text('orderId'), title: reader.text('title') },
        ),
      )
      continue
    }
    const figures = {} as Record<MultiColumnField, Cents>
    const present = {} as Record<MultiColumnField, boolean>
    for (const field of MULTI_COLUMN_FIELDS) {
      const figure = readFigure(reader, counts[field], field)
      figures[field] = figure.cents
      present[field] = figure.present
    }
    const net = reader.optionalAmount('net')
    const date = reader.date('soldDate')
    const quantity = reader.quantity('quantity')
    if (reader.refusal) {
      results.set(row.rowNumber, reader.refusal)
      continue
    }
    read.push({
      reader,
      kind,
      typeValue,
      date,
      orderId: reader.text('orderId'),
      lineId: reader.text('lineId'),
      title: reader.text('title'),
      sku: reader.text('sku'),
      quantity,
      figures,
      present,
      net,
    })
  }

  // The sales: typed so, or untyped with a price that is not negative (a negative one is a refund).
  const isSale = (r: ReadRow) => r.kind === 'sale' || (r.kind === 'untyped' && r.figures.salePrice >= 0)
  const saleRows = read.filter(isSale)
  for (const r of saleRows) if (r.figures.salePrice < 0) r.reader.refuse('salePrice#0', 'is a negative price')
  const sales = saleRows.filter((r) => r.reader.refusal === null)
  for (const r of saleRows) if (r.reader.refusal) results.set(r.reader.rowNumber, r.reader.refusal)

  const cost = (r: ReadRow, field: MultiColumnField) => Math.abs(r.figures[field])
  // Lines of one order: the per-order figures read once (its first line holding the cell) and split.
  const orders = new Map<string, ReadRow[]>()
  for (const r of sales) {
    if (r.orderId === null) continue
    const list = orders.get(r.orderId)
    if (list) list.push(r)
    else orders.set(r.orderId, [r])
  }
  const orderShares = new Map<ReadRow, Partial<Record<OrderField, Cents>>>()
  for (const lines of orders.values()) {
    if (perOrder.size === 0) break
    const weights = lines.map((line) => cost(line, 'salePrice'))
    const amounts: OrderAmounts = { shippingCents: 0, salesTaxCents: 0, discountCents: 0 }
    const orderFigure = (field: OrderField) => {
      const first = lines.find((line) => line.present[field])
      return first ? cost(first, field) : 0
    }
    if (perOrder.has('postageCharged')) amounts.shippingCents = orderFigure('postageCharged')
    if (perOrder.has('salesTax')) amounts.salesTaxCents = orderFigure('salesTax')
    if (perOrder.has('discount')) amounts.discountCents = orderFigure('discount')
    const zero = { grossPriceCents: 0, shippingCents: 0, salesTaxCents: 0, discountCents: 0, fees: NO_FEES }
    const split = splitOrderOverLines(
      amounts,
      lines.map((line, i) => ({ quantity: 1, money: { ...zero, grossPriceCents: weights[i] ?? 0 } })),
    )
    const spread = (field: OrderField) => spreadCents(orderFigure(field), weights)
    const others = {
      postageCost: perOrder.has('postageCost') ? spread('postageCost') : null,
      fees: perOrder.has('fees') ? spread('fees') : null,
      adFees: perOrder.has('adFees') ? spread('adFees') : null,
    }
    lines.forEach((line, i) => {
      const share: Partial<Record<OrderField, Cents>> = {}
      if (perOrder.has('postageCharged')) share.postageCharged = split[i]?.shippingCents ?? 0
      if (perOrder.has('salesTax')) share.salesTax = split[i]?.salesTaxCents ?? 0
      if (perOrder.has('discount')) share.discount = split[i]?.discountCents ?? 0
      if (others.postageCost) share.postageCost = others.postageCost[i] ?? 0
      if (others.fees) share.fees = others.fees[i] ?? 0
      if (others.adFees) share.adFees = others.adFees[i] ?? 0
      orderShares.set(line, share)
    })
  }
  // A row's figure: its order's share for a per-order figure, else its own cells.
  const figureOf = (r: ReadRow, field: OrderField) =>
    orderShares.get(r)?.[field] ?? (perOrder.has(field) && r.orderId !== null ? 0 : cost(r, field))

  const made: { r: ReadRow; sale: MarketplaceSale; orderId: string; lineKey: string }[] = sales.map((r) => {
    const salePriceCents = r.figures.salePrice
    const postageChargedCents = figureOf(r, 'postageCharged')
    const postageCostCents = figureOf(r, 'postageCost')
    const sellingFeeCents = figureOf(r, 'fees')
    const promoFeeCents = figureOf(r, 'adFees')
    const salesTaxCents = figureOf(r, 'salesTax')
    const discountCents = figureOf(r, 'discount')
    // What the sale is, not where its cells sit: the same sale keeps its id when columns move or are added.
    const figures: (string | number | null)[] = [
      r.title,
      r.sku,
      r.quantity,
      salePriceCents,
      postageChargedCents,
      postageCostCents,
      sellingFeeCents,
      salesTaxCents,
    ]
    if (promoFeeCents !== 0 || discountCents !== 0) figures.push(promoFeeCents, discountCents)
    const orderId = r.orderId ?? `${r.date}/${shortHash(figures.join('\u001f'))}`
    const sale: MarketplaceSale = {
      type: 'sale',
      rowNumber: r.reader.rowNumber,
      marketplace,
      orderId,
      soldDate: r.date,
      title: r.title,
      brand: null,
      sku: r.sku,
      customLabel: null,
      quantity: r.quantity,
      salePriceCents,
      ...(discountCents !== 0 ? { discountCents: Math.min(discountCents, salePriceCents) } : {}),
      postageChargedCents,
      postageCostCents,
      fees: { sellingFeeCents, paymentFeeCents: 0, promoFeeCents },
      salesTaxCents,
      costOfGoodsCents: null,
      currency: r.reader.currency ?? 'USD',
    }
    return {
      r,
      sale,
      orderId,
      lineKey: r.lineId ?? shortHash([r.title, r.sku, salePriceCents].join('\u001f')),
    }
  })
  const ids = fileLineIds(made.map(({ orderId, lineKey }) => ({ orderId, lineKey })))
  made.forEach((m, i) => {
    m.sale.orderId = ids[i] ?? m.orderId
    if (m.sale.orderId !== m.orderId) m.sale.order = m.orderId
    results.set(m.sale.rowNumber, m.sale)
  })
  const saleOfOrder = new Map<string, MarketplaceSale[]>()
  for (const { orderId, sale } of made) {
    const list = saleOfOrder.get(orderId)
    if (list) list.push(sale)
    else saleOfOrder.set(orderId, [sale])
  }

  for (const r of read) {
    if (isSale(r)) continue
    const rowNumber = r.reader.rowNumber
    const description = [r.typeValue, r.title].filter((part) => part !== null && part !== '').join(': ')
    if (r.kind === 'adjustment') {
      results.set(
        rowNumber,
        nonSaleRow(rowNumber, 'adjustment', MAPPED_REASONS.adjustment, {
          orderId: r.orderId,
          amountCents: r.net ?? r.figures.salePrice,
          title: r.title,
        }),
      )
      continue
    }
    if (r.kind === 'payout') {
      const amountCents = Math.abs(r.net ?? r.figures.salePrice)
      if (amountCents === 0) {
        results.set(
          rowNumber,
          nonSaleRow(rowNumber, 'payout', MAPPED_REASONS.nothing, { orderId: r.orderId }),
        )
        continue
      }
      const reference = r.orderId ?? r.lineId ?? r.title
      results.set(rowNumber, {
        type: 'payout',
        rowNumber,
        marketplace,
        date: r.date,
        amountCents,
        reference: reference?.slice(0, TEXT_LIMITS.marketplacePayouts.reference) ?? null,
        importKey: recordIdentity(['payout', r.date, reference, r.net ?? r.figures.salePrice]),
      })
      continue
    }
    if (r.kind === 'fee') {
      const signed =
        r.net ??
        (sumCosts([r.figures.fees, r.figures.adFees, r.figures.postageCost]) > 0
          ? -sumCosts([r.figures.fees, r.figures.adFees, r.figures.postageCost])
          : -Math.abs(r.figures.salePrice))
      if (signed > 0) {
        results.set(
          rowNumber,
          nonSaleRow(rowNumber, 'fee', MAPPED_REASONS.feeCredit, {
            orderId: r.orderId,
            amountCents: signed,
            title: r.title,
          }),
        )
        continue
      }
      const amountCents = -signed
      if (amountCents === 0) {
        results.set(rowNumber, nonSaleRow(rowNumber, 'fee', MAPPED_REASONS.nothing, { orderId: r.orderId }))
        continue
      }
      const text = description || 'Marketplace fee'
      const feeKind = r.figures.adFees !== 0 && r.figures.fees === 0 ? 'promo' : feeKindOf(text)
      const ofSale = r.orderId === null ? undefined : saleOfOrder.get(r.orderId)
      if (ofSale && ofSale.length > 0) {
        // A fee of an order sold in this file is that sale's, spread over its lines by price.
        const parts = spreadCents(
          amountCents,
          ofSale.map((sale) => sale.salePriceCents),
        )
        ofSale.forEach((sale, i) => {
          const part = parts[i] ?? 0
          if (feeKind === 'promo') sale.fees.promoFeeCents += part
          else if (feeKind === 'postage') sale.postageCostCents += part
          else sale.fees.sellingFeeCents += part
        })
        results.set(
          rowNumber,
          nonSaleRow(rowNumber, 'fee', MAPPED_REASONS.feeOfSale, {
            orderId: r.orderId,
            amountCents: -amountCents,
            appliedToRow: ofSale[0]?.rowNumber ?? null,
            title: r.title,
          }),
        )
        continue
      }
      results.set(rowNumber, {
        type: 'charge',
        rowNumber,
        marketplace,
        date: r.date,
        amountCents,
        description: text.slice(0, TEXT_LIMITS.marketplaceCharges.description),
        category: chargeCategoryOf(text),
        orderId: r.orderId,
        feeKind,
        importKey: recordIdentity(['charge', r.date, r.orderId, text, amountCents]),
      })
      continue
    }
    // A refund: typed so, or an untyped row with a negative price.
    if (r.orderId === null) {
      results.set(
        rowNumber,
        nonSaleRow(rowNumber, 'refund', MAPPED_REASONS.refundNoOrder, {
          amountCents: r.net ?? r.figures.salePrice,
          title: r.title,
        }),
      )
      continue
    }
    const salesTaxCents = cost(r, 'salesTax')
    let amountCents = Math.max(0, cost(r, 'salePrice') + cost(r, 'postageCharged') - cost(r, 'discount'))
    if (amountCents === 0 && r.net !== null) amountCents = Math.max(0, Math.abs(r.net) - salesTaxCents)
    const feesCreditedCents = cost(r, 'fees') + cost(r, 'adFees')
    if (amountCents + salesTaxCents === 0) {
      results.set(rowNumber, nonSaleRow(rowNumber, 'refund', MAPPED_REASONS.nothing, { orderId: r.orderId }))
      continue
    }
    results.set(rowNumber, {
      type: 'refund',
      rowNumber,
      marketplace,
      orderId: r.orderId,
      lineKey:
        r.lineId === null ? lineOfTitle(saleOfOrder.get(r.orderId), r.title) : `${r.orderId}/${r.lineId}`,
      refundDate: r.date,
      amountCents,
      salesTaxCents,
      feesCreditedCents,
      title: r.title,
      importKey: recordIdentity([
        'refund',
        r.date,
        r.orderId,
        r.lineId,
        amountCents,
        salesTaxCents,
        feesCreditedCents,
        r.title,
      ]),
    })
  }

  return rows.flatMap((row) => {
    const result = results.get(row.rowNumber)
    return result ? [result] : []
  })
}
