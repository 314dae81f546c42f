import { toSnakeCase } from 'drizzle-orm/casing'
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'

import { CSV_COLUMN_ALIASES } from '../../domain/csv/columns'
import { CSV_EXPORT_COLUMNS } from '../../domain/csv/export'
import {
  emptyItem,
  ITEM_FIELDS,
  type ItemFieldDeclaration,
  type ItemFieldKey,
  type ItemFieldKind,
} from '../../domain/items/fields'

import { inventoryItems } from './schema'

/*
 * The item fields declared once (src/domain/items/fields.ts, decision 030) against the database table and
 * the CSV file: a column, a field or a CSV column added without the others fails here.
 */

const sqlName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name)
const columns = getTableConfig(inventoryItems).columns.filter(
  (column) => !['id', 'user_id'].includes(sqlName(column)),
)
const fields: [ItemFieldKey, ItemFieldDeclaration][] = Object.entries(ITEM_FIELDS) as [
  ItemFieldKey,
  ItemFieldDeclaration,
][]

/** The SQL type of each kind of field. */
const SQL_TYPES: Record<ItemFieldKind, string> = {
  text: 'text',
  enum: 'text',
  money: 'numeric(12, 2)',
  rate: 'numeric(6, 4)',
  date: 'date',
  instant: 'timestamp (3) with time zone',
  id: 'uuid',
  flag: 'boolean',
}

/** The item CSV file's columns: spec 9's sixteen, then the disposal's two (decision 025). */
const CSV_HEADERS = [
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
]

describe('item fields', () => {
  it('are the columns of inventory_items but its id and owner, by the same names', () => {
    const byKey = Object.fromEntries(columns.map((column) => [column.name, sqlName(column)]))
    expect(Object.fromEntries(fields.map(([key, field]) => [key, field.column]))).toEqual(byKey)
  })

  it.each(fields)('%s has its column’s type, nullability, values and default', (key, field) => {
    const column = columns.find((candidate) => candidate.name === key)
    expect(column?.getSQLType()).toBe(SQL_TYPES[field.kind])
    if (field.kind === 'enum') expect(column?.enumValues).toEqual(field.values)
    // An instant, and a field the database writes, is stamped by the database; any other field may be null
    // exactly when it may be empty, and its empty value is the database's default, where the column has one.
    if (field.kind === 'instant' || field.editing === 'database') return expect(column?.hasDefault).toBe(true)
    expect(column?.notNull).toBe(field.empty !== null)
    if (column?.hasDefault) expect(column.default).toBe(field.empty)
  })

  it('give an item with nothing said every inserted column at its empty value', () => {
    expect(emptyItem()).toMatchObject({
      costOfGoods: 0,
      salesTax: 0.0663,
      status: 'unlisted',
      soldDate: null,
    })
    expect(Object.keys(emptyItem())).not.toContain('createdAt')
  })

  it('are the CSV file’s columns, in the file’s order', () => {
    expect(CSV_EXPORT_COLUMNS).toEqual(CSV_HEADERS)
  })

  it('that the import reads are of kinds it reads (an enum needs a reader of its own, as the status has)', () => {
    const unread = fields.filter(
      ([key, field]) =>
        field.csv !== undefined &&
        field.csv.isExportOnly !== true &&
        !['text', 'money', 'rate', 'date'].includes(field.kind) &&
        !['status', 'disposalReason'].includes(key),
    )
    expect(unread).toEqual([])
  })

  it('import by the exported headers, and every CSV column has one field', () => {
    const aliases = Object.values(CSV_COLUMN_ALIASES).flat()
    expect(new Set(aliases).size).toBe(aliases.length)
    for (const header of CSV_HEADERS.filter((header) => !header.endsWith(' At')))
      expect(aliases).toContain(header.toLowerCase().replaceAll(' ', ''))
  })
})
