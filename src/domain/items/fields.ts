/**
 * The fields of an inventory item, declared once (decision 030): each field's SQL column, its kind, the value
 * an item takes when nothing says otherwise, its CSV column and who may write it. The CSV export and
 * import, the item form's starting values, the receipt conversion and the bulk insert are made from this
 * table, and tests hold it to the database table (src/server/db/schema/items.ts) and the shared item schema,
 * so a new field is the schema, this table, the migration and the form field.
 *
 * The order is the CSV export's (spec 9): the spec's sixteen columns, then the disposal's two (decision
 * 025). A new CSV column goes at the end, so files exported before it still import.
 */

import type { IsoDate } from '../dates'
import { MARKETPLACE_IDS } from '../marketplaces/marketplaces'
import type { Cents } from '../money'
import { DEFAULT_SALES_TAX_RATE, DISPOSAL_REASONS, ITEM_STATUSES, type ItemStatus } from './status'

/**
 * What a field holds. text: words a person types; money: whole cents (numeric(12,2)); rate: a decimal
 * fraction such as 0.0663 (numeric(6,4)); date: YYYY-MM-DD; instant: a moment, written by the database;
 * enum: one of `values`; id: another row's uuid; flag: true or false.
 */
export type ItemFieldKind = 'text' | 'money' | 'rate' | 'date' | 'instant' | 'enum' | 'id' | 'flag'

/**
 * Who writes a field. form: the person, on the item form and through the item API; api: the item API, not
 * shown on the form (set by the app, such as an imported sale's); app: only the app itself; database: the
 * database, on insert (never in an insert's columns).
 */
export type ItemFieldEditing = 'form' | 'api' | 'app' | 'database'

export interface ItemFieldDeclaration {
  /** The column's name in SQL. */
  column: string
  kind: ItemFieldKind
  /** The allowed values of an enum field. */
  values?: readonly string[]
  /** The value of an item that says nothing of this field (null: none); the database column's default. */
  empty: string | number | boolean | null
  /**
   * The field's CSV column: `header` as exported (spec 9); the import also reads the header without case,
   * spaces, underscores or hyphens, and `aliases` (spec 5's short names), normalised alike. An export-only
   * column is not read back.
   */
  csv?: { header: string; aliases?: readonly string[]; isExportOnly?: true }
  editing: ItemFieldEditing
  /** Held only while the item has this status, and cleared by any other (spec 4, decision 025). */
  onlyWithStatus?: ItemStatus
}

export const ITEM_FIELDS = {
  sku: { column: 'sku', kind: 'text', empty: '', csv: { header: 'SKU' }, editing: 'form' },
  brand: { column: 'brand', kind: 'text', empty: '', csv: { header: 'Brand' }, editing: 'form' },
  description: {
    column: 'description',
    kind: 'text',
    empty: '',
    csv: { header: 'Description' },
    editing: 'form',
  },
  costOfGoods: {
    column: 'cost_of_goods',
    kind: 'money',
    empty: 0,
    csv: { header: 'Cost of Goods', aliases: ['cost'] },
    editing: 'form',
  },
  salePrice: {
    column: 'sale_price',
    kind: 'money',
    empty: 0,
    csv: { header: 'Sale Price', aliases: ['price', 'sale'] },
    editing: 'form',
  },
  purchaseDate: {
    column: 'purchase_date',
    kind: 'date',
    empty: null,
    csv: { header: 'Purchase Date', aliases: ['date'] },
    editing: 'form',
  },
  purchaseLocation: {
    column: 'purchase_location',
    kind: 'text',
    empty: null,
    csv: { header: 'Purchase Location', aliases: ['location'] },
    editing: 'form',
  },
  status: {
    column: 'status',
    kind: 'enum',
    values: ITEM_STATUSES,
    empty: ITEM_STATUSES[0],
    csv: { header: 'Status' },
    editing: 'form',
  },
  salesTax: {
    column: 'sales_tax',
    kind: 'rate',
    empty: DEFAULT_SALES_TAX_RATE,
    csv: { header: 'Sales Tax Rate', aliases: ['salestax'] },
    editing: 'form',
  },
  postageCharged: {
    column: 'postage_charged',
    kind: 'money',
    empty: 0,
    csv: { header: 'Postage Charged' },
    editing: 'form',
  },
  postageCost: {
    column: 'postage_cost',
    kind: 'money',
    empty: 0,
    csv: { header: 'Postage Cost' },
    editing: 'form',
  },
  generalFees: {
    column: 'general_fees',
    kind: 'money',
    empty: 0,
    csv: { header: 'General Fees' },
    editing: 'form',
  },
  promoFees: {
    column: 'promo_fees',
    kind: 'money',
    empty: 0,
    csv: { header: 'Promo Fees' },
    editing: 'form',
  },
  soldDate: {
    column: 'sold_date',
    kind: 'date',
    empty: null,
    csv: { header: 'Sold Date' },
    editing: 'form',
    onlyWithStatus: 'sold',
  },
  createdAt: {
    column: 'created_at',
    kind: 'instant',
    empty: null,
    csv: { header: 'Created At', isExportOnly: true },
    editing: 'app',
  },
  updatedAt: {
    column: 'updated_at',
    kind: 'instant',
    empty: null,
    csv: { header: 'Updated At', isExportOnly: true },
    editing: 'app',
  },
  disposedDate: {
    column: 'disposed_date',
    kind: 'date',
    empty: null,
    csv: { header: 'Disposed Date', aliases: ['disposaldate'] },
    editing: 'form',
    onlyWithStatus: 'disposed',
  },
  disposalReason: {
    column: 'disposal_reason',
    kind: 'enum',
    values: DISPOSAL_REASONS,
    empty: null,
    csv: { header: 'Disposal Reason' },
    editing: 'form',
    onlyWithStatus: 'disposed',
  },
  // Not in the CSV file: the receipt column of an import names a receipt by its number (csv/columns.ts).
  receiptId: { column: 'receipt_id', kind: 'id', empty: null, editing: 'form' },
  marketplace: { column: 'marketplace', kind: 'enum', values: MARKETPLACE_IDS, empty: null, editing: 'form' },
  /** The marketplace's order id of a sale imported from its report (decision 020). */
  marketplaceOrderId: { column: 'marketplace_order_id', kind: 'text', empty: null, editing: 'app' },
  /** The cost is still to be entered: an item made from an imported sale (decision 020). */
  needsCost: { column: 'needs_cost', kind: 'flag', empty: false, editing: 'api' },
  /** Sales tax the buyer paid, collected and remitted by the marketplace: never revenue (decision 020). */
  buyerSalesTax: { column: 'buyer_sales_tax', kind: 'money', empty: 0, editing: 'api' },
  /**
   * The user's calendar day when the item was recorded, written by the database from the time zone then in
   * force: the acquired day of an item without a purchase date (decision 026).
   */
  recordedOn: { column: 'recorded_on', kind: 'date', empty: null, editing: 'database' },
} as const satisfies Record<string, ItemFieldDeclaration>

type Fields = typeof ITEM_FIELDS
export type ItemFieldKey = keyof Fields

interface KindValues {
  text: string
  money: Cents
  rate: number
  date: IsoDate
  instant: string
  id: string
  flag: boolean
}

/** The value a field holds in code: its kind's (an enum's own values), or null when it may be empty. */
export type ItemFieldValue<K extends ItemFieldKey> =
  | (Fields[K] extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : KindValues[Exclude<Fields[K]['kind'], 'enum'>])
  | (Fields[K]['empty'] extends null ? null : never)

/** An item's values, field by field. */
export type ItemFieldValues = { [K in ItemFieldKey]: ItemFieldValue<K> }

/** The keys of the fields `isWanted` takes, in the table's order; K is the same choice made by their types. */
const keysWhere = <K extends ItemFieldKey>(isWanted: (field: ItemFieldDeclaration) => boolean) =>
  (Object.keys(ITEM_FIELDS) as ItemFieldKey[]).filter((key) => isWanted(ITEM_FIELDS[key])) as K[]

/** The fields the item API accepts (the shared item schema's keys). */
export type ItemInputKey = {
  [K in ItemFieldKey]: Fields[K]['editing'] extends 'app' | 'database' ? never : K
}[ItemFieldKey]
/** The fields of the item form. */
export type ItemFormKey = {
  [K in ItemFieldKey]: Fields[K]['editing'] extends 'form' ? K : never
}[ItemFieldKey]
/** The fields of the CSV export, in its order. */
export type CsvExportKey = {
  [K in ItemFieldKey]: Fields[K] extends { csv: object } ? K : never
}[ItemFieldKey]
/** The fields a CSV import reads. */
export type CsvImportKey = {
  [K in ItemFieldKey]: Fields[K] extends { csv: { isExportOnly: true } }
    ? never
    : Fields[K] extends { csv: object }
      ? K
      : never
}[ItemFieldKey]
/** The fields written when items are inserted: all but those the database writes (the instants, the recorded day). */
export type InsertedItemKey = {
  [K in ItemFieldKey]: Fields[K]['kind'] extends 'instant'
    ? never
    : Fields[K]['editing'] extends 'database'
      ? never
      : K
}[ItemFieldKey]

export const ITEM_FORM_KEYS = keysWhere<ItemFormKey>((field) => field.editing === 'form')
export const CSV_EXPORT_KEYS = keysWhere<CsvExportKey>((field) => field.csv !== undefined)
export const CSV_IMPORT_KEYS = keysWhere<CsvImportKey>(
  (field) => field.csv !== undefined && field.csv.isExportOnly !== true,
)
export const INSERTED_ITEM_KEYS = keysWhere<InsertedItemKey>(
  (field) => field.kind !== 'instant' && field.editing !== 'database',
)

/** The values of an item that says nothing but what it must: every inserted field at its empty value. */
export function emptyItem(): { [K in InsertedItemKey]: ItemFieldValue<K> } {
  // Each field's `empty` is its value type's (a test holds them to the database's defaults).
  return recordOf(INSERTED_ITEM_KEYS, (key) => ITEM_FIELDS[key].empty) as {
    [K in InsertedItemKey]: ItemFieldValue<K>
  }
}

/** The CSV column of a field the export writes: its header, and the import's short names for it. */
export function csvColumnOf(key: CsvExportKey): { header: string; aliases: readonly string[] } {
  const { csv }: { csv: NonNullable<ItemFieldDeclaration['csv']> } = ITEM_FIELDS[key]
  return { header: csv.header, aliases: csv.aliases ?? [] }
}

/** A record of one value per key, such as each field's CSV aliases. */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // Object.fromEntries types its keys as string; every key of `keys` is given a value here.
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>
}
