import { randomUUID } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { brandListQuerySchema, newBrandSchema } from '../../../shared/schemas/brand'
import { expenseListQuerySchema, newExpenseSchema } from '../../../shared/schemas/expense'
import { itemListQuerySchema, newItemSchema } from '../../../shared/schemas/item'
import { newOdometerReadingSchema, odometerListQuerySchema } from '../../../shared/schemas/odometer'
import {
  newPurchaseLocationSchema,
  purchaseLocationListQuerySchema,
} from '../../../shared/schemas/purchase-location'
import {
  lineItemListQuerySchema,
  newLineItemSchema,
  newReceiptSchema,
  receiptListQuerySchema,
} from '../../../shared/schemas/receipt'
import {
  newVendorCategorySchema,
  newVendorSchema,
  vendorCategoryListQuerySchema,
  vendorListQuerySchema,
} from '../../../shared/schemas/vendor'
import type { Database } from '../client'
import { brands } from '../schema'

import { brandRows, listBrands } from './brands'
import { expenseRows, listExpenses } from './expenses'
import { itemRows, listItems } from './items'
import { lineItemRows, listLineItems } from './line-items'
import { listOdometerReadings, odometerReadingRows } from './odometer'
import { listPurchaseLocations, purchaseLocationRows } from './purchase-locations'
import { listReceipts, receiptRows } from './receipts'
import { getSettings, updateSettings } from './settings'
import { listVendorCategories, vendorCategoryRows } from './vendor-categories'
import { listVendors, vendorRows } from './vendors'

interface Row {
  id: string
}

/** One user-owned table through its query functions: a valid new row, the first page, and one row by id. */
interface OwnedTable {
  name: string
  create: (db: Database, userId: string, receiptId: string) => Promise<Row[]>
  list: (db: Database, userId: string) => Promise<{ rows: Row[] }>
  get: (db: Database, userId: string, id: string) => Promise<Row[]>
  update: (db: Database, userId: string, id: string) => Promise<Row[]>
  remove: (db: Database, userId: string, id: string) => Promise<unknown[]>
}

const TABLES: OwnedTable[] = [
  {
    name: 'brands',
    create: (db, userId) => brandRows.insert(db, userId, newBrandSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listBrands(db, userId, brandListQuerySchema.parse({})),
    get: brandRows.get,
    update: (db, userId, id) => brandRows.update(db, userId, id, { name: randomUUID() }),
    remove: brandRows.remove,
  },
  {
    name: 'purchase_locations',
    create: (db, userId) =>
      purchaseLocationRows.insert(db, userId, newPurchaseLocationSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listPurchaseLocations(db, userId, purchaseLocationListQuerySchema.parse({})),
    get: purchaseLocationRows.get,
    update: (db, userId, id) => purchaseLocationRows.update(db, userId, id, { notes: 'Closed Mondays' }),
    remove: purchaseLocationRows.remove,
  },
  {
    name: 'inventory_items',
    create: (db, userId) =>
      itemRows.insert(db, userId, newItemSchema.parse({ sku: randomUUID(), brand: 'B', description: 'D' })),
    list: (db, userId) => listItems(db, userId, itemListQuerySchema.parse({})),
    get: itemRows.get,
    update: (db, userId, id) => itemRows.update(db, userId, id, { salePrice: 100 }),
    remove: itemRows.remove,
  },
  {
    name: 'expenses',
    create: (db, userId) =>
      expenseRows.insert(
        db,
        userId,
        newExpenseSchema.parse({ vendor: 'V', description: 'D', amount: 100, date: '2026-01-01' }),
      ),
    list: (db, userId) => listExpenses(db, userId, expenseListQuerySchema.parse({})),
    get: expenseRows.get,
    update: (db, userId, id) => expenseRows.update(db, userId, id, { amount: 200 }),
    remove: expenseRows.remove,
  },
  {
    name: 'vendors',
    create: (db, userId) => vendorRows.insert(db, userId, newVendorSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listVendors(db, userId, vendorListQuerySchema.parse({})),
    get: vendorRows.get,
    update: (db, userId, id) => vendorRows.update(db, userId, id, { isActive: false }),
    remove: vendorRows.remove,
  },
  {
    name: 'vendor_categories',
    create: (db, userId) =>
      vendorCategoryRows.insert(db, userId, newVendorCategorySchema.parse({ name: randomUUID() })),
    list: (db, userId) => listVendorCategories(db, userId, vendorCategoryListQuerySchema.parse({})),
    get: vendorCategoryRows.get,
    update: (db, userId, id) => vendorCategoryRows.update(db, userId, id, { color: '#10B981' }),
    remove: vendorCategoryRows.remove,
  },
  {
    name: 'receipts',
    create: (db, userId) =>
      receiptRows.insert(
        db,
        userId,
        newReceiptSchema.parse({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
      ),
    list: (db, userId) => listReceipts(db, userId, receiptListQuerySchema.parse({})),
    get: receiptRows.get,
    update: (db, userId, id) => receiptRows.update(db, userId, id, { totalAmount: 4200 }),
    remove: receiptRows.remove,
  },
  {
    name: 'receipt_line_items',
    create: (db, userId, receiptId) =>
      lineItemRows.insert(db, userId, {
        ...newLineItemSchema.parse({ receiptId, description: 'D', brand: 'B', quantity: 1, unitCost: 5 }),
        totalCost: 5,
      }),
    list: (db, userId) => listLineItems(db, userId, lineItemListQuerySchema.parse({})),
    get: lineItemRows.get,
    update: (db, userId, id) => lineItemRows.update(db, userId, id, { quantity: 2, totalCost: 10 }),
    remove: lineItemRows.remove,
  },
  {
    name: 'odometer_readings',
    create: (db, userId) =>
      odometerReadingRows.insert(
        db,
        userId,
        newOdometerReadingSchema.parse({ readingDate: '2026-01-01', odometerMiles: 10 }),
      ),
    list: (db, userId) => listOdometerReadings(db, userId, odometerListQuerySchema.parse({})),
    get: odometerReadingRows.get,
    update: (db, userId, id) => odometerReadingRows.update(db, userId, id, { notes: 'Oil change' }),
    remove: odometerReadingRows.remove,
  },
]

describe.each(ENGINES)('per-user data access on %s', (engine) => {
  const t = useTestDatabase(engine)

  it.each(TABLES)(
    '$name: another user can neither list, read, change nor delete a row',
    async ({ create, list, get, update, remove }) => {
      const a = await createUser(t.db)
      const b = await createUser(t.db)
      const [receipt] = await receiptRows.insert(
        t.db,
        a,
        newReceiptSchema.parse({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
      )
      const [row] = await create(t.db, a, receipt?.id ?? '')
      if (!row) throw new Error('No row was created')

      expect((await list(t.db, b)).rows).toEqual([])
      expect(await get(t.db, b, row.id)).toEqual([])
      expect(await update(t.db, b, row.id)).toEqual([])
      expect(await remove(t.db, b, row.id)).toEqual([])
      expect(await get(t.db, a, row.id)).toEqual([row])
      expect((await list(t.db, a)).rows.map((r) => r.id)).toContain(row.id)
    },
  )

  // A page reads each row as one JSON array of its columns' texts (owned.ts rowsAsArrays): every type
  // must come back as a plain select reads it.
  it.each(TABLES)('$name: a listed row is the row read by its id', async ({ create, list, get }) => {
    const a = await createUser(t.db)
    const [receipt] = await receiptRows.insert(
      t.db,
      a,
      newReceiptSchema.parse({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
    )
    const [row] = await create(t.db, a, receipt?.id ?? '')
    if (!row) throw new Error('No row was created')
    const listed = (await list(t.db, a)).rows.find((r) => r.id === row.id)
    const [read] = await get(t.db, a, row.id)
    expect(listed).toMatchObject(read ?? {})
  })

  it('lists every kind of value as it reads it: arrays, booleans, whole numbers, money, dates, nulls', async () => {
    const a = await createUser(t.db)
    const [expense] = await expenseRows.insert(
      t.db,
      a,
      newExpenseSchema.parse({
        vendor: 'Ünïcode "quoted" \\ vendor',
        description: 'Tape, 2" wide',
        amount: 123456,
        date: '2026-02-28',
        isRecurring: true,
        recurringFrequency: 'monthly',
        tags: ['ebay', 'has space', 'a,comma', 'quote"d', 'back\\slash', 'NULL', '{braces}'],
        notes: 'line one\nline two',
      }),
    )
    const [vendor] = await vendorRows.insert(
      t.db,
      a,
      newVendorSchema.parse({ name: 'Inactive Co', isActive: false, website: 'https://example.com' }),
    )
    const [receipt] = await receiptRows.insert(
      t.db,
      a,
      newReceiptSchema.parse({
        receiptNumber: 'R-1',
        vendor: 'V',
        purchaseDate: '2026-01-31',
        travelDistance: 12.3,
        totalAmount: 9999,
      }),
    )
    const [line] = await lineItemRows.insert(t.db, a, {
      ...newLineItemSchema.parse({
        receiptId: receipt?.id,
        description: 'D',
        brand: 'B',
        quantity: 3,
        unitCost: 150,
      }),
      totalCost: 450,
    })
    const pairs: [Row | undefined, Row[], { rows: Row[] }][] = [
      [
        expense,
        await expenseRows.get(t.db, a, expense?.id ?? ''),
        await listExpenses(t.db, a, expenseListQuerySchema.parse({})),
      ],
      [
        vendor,
        await vendorRows.get(t.db, a, vendor?.id ?? ''),
        await listVendors(t.db, a, vendorListQuerySchema.parse({})),
      ],
      [
        receipt,
        await receiptRows.get(t.db, a, receipt?.id ?? ''),
        await listReceipts(t.db, a, receiptListQuerySchema.parse({})),
      ],
      [
        line,
        await lineItemRows.get(t.db, a, line?.id ?? ''),
        await listLineItems(t.db, a, lineItemListQuerySchema.parse({})),
      ],
    ]
    for (const [written, [read], page] of pairs) {
      expect(read).toEqual(written)
      expect(page.rows.find((r) => r.id === written?.id)).toMatchObject(read ?? { missing: true })
    }
    expect(expense?.tags).toEqual([
      'ebay',
      'has space',
      'a,comma',
      'quote"d',
      'back\\slash',
      'NULL',
      '{braces}',
    ])
    expect(vendor?.isActive).toBe(false)
  })

  it('user_settings: one user’s preferences never reach another', async () => {
    const a = await createUser(t.db)
    const b = await createUser(t.db)
    await updateSettings(t.db, a, { storeName: 'Mine' })
    expect((await getSettings(t.db, b)).storeName).toBe('Frogwalk')
    expect((await getSettings(t.db, a)).storeName).toBe('Mine')
  })

  it('stamps the owner on every insert, whatever the values say', async () => {
    const a = await createUser(t.db)
    const b = await createUser(t.db)
    const values = { name: 'Stamped', userId: b }
    const [row] = await brandRows.insert(t.db, a, values)
    const [stored] = await t.db
      .select({ userId: brands.userId })
      .from(brands)
      .where(eq(brands.id, row?.id ?? ''))
    expect(stored?.userId).toBe(a)
  })
})
