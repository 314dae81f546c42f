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

import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './brands'
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from './expenses'
import { createItem, deleteItem, getItem, listItems, updateItem } from './items'
import { createLineItem, deleteLineItem, getLineItem, listLineItems, updateLineItem } from './line-items'
import {
  createOdometerReading,
  deleteOdometerReading,
  getOdometerReading,
  listOdometerReadings,
  updateOdometerReading,
} from './odometer'
import {
  createPurchaseLocation,
  deletePurchaseLocation,
  getPurchaseLocation,
  listPurchaseLocations,
  updatePurchaseLocation,
} from './purchase-locations'
import { createReceipt, deleteReceipt, getReceipt, listReceipts, updateReceipt } from './receipts'
import { getSettings, updateSettings } from './settings'
import {
  createVendorCategory,
  deleteVendorCategory,
  getVendorCategory,
  listVendorCategories,
  updateVendorCategory,
} from './vendor-categories'
import { createVendor, deleteVendor, getVendor, listVendors, updateVendor } from './vendors'

interface Row {
  id: string
}

/** One user-owned table through its query functions: a valid new row, the first page, and one row by id. */
interface OwnedTable {
  name: string
  create: (db: Database, userId: string, receiptId: string) => Promise<Row>
  list: (db: Database, userId: string) => Promise<{ rows: Row[] }>
  get: (db: Database, userId: string, id: string) => Promise<Row | undefined>
  update: (db: Database, userId: string, id: string) => Promise<Row | undefined>
  remove: (db: Database, userId: string, id: string) => Promise<boolean>
}

const TABLES: OwnedTable[] = [
  {
    name: 'brands',
    create: (db, userId) => createBrand(db, userId, newBrandSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listBrands(db, userId, brandListQuerySchema.parse({})),
    get: getBrand,
    update: (db, userId, id) => updateBrand(db, userId, id, { name: randomUUID() }),
    remove: deleteBrand,
  },
  {
    name: 'purchase_locations',
    create: (db, userId) =>
      createPurchaseLocation(db, userId, newPurchaseLocationSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listPurchaseLocations(db, userId, purchaseLocationListQuerySchema.parse({})),
    get: getPurchaseLocation,
    update: (db, userId, id) => updatePurchaseLocation(db, userId, id, { notes: 'Closed Mondays' }),
    remove: deletePurchaseLocation,
  },
  {
    name: 'inventory_items',
    create: (db, userId) =>
      createItem(db, userId, newItemSchema.parse({ sku: randomUUID(), brand: 'B', description: 'D' })),
    list: (db, userId) => listItems(db, userId, itemListQuerySchema.parse({})),
    get: getItem,
    update: (db, userId, id) => updateItem(db, userId, id, { salePrice: 100 }),
    remove: deleteItem,
  },
  {
    name: 'expenses',
    create: (db, userId) =>
      createExpense(
        db,
        userId,
        newExpenseSchema.parse({ vendor: 'V', description: 'D', amount: 100, date: '2026-01-01' }),
      ),
    list: (db, userId) => listExpenses(db, userId, expenseListQuerySchema.parse({})),
    get: getExpense,
    update: (db, userId, id) => updateExpense(db, userId, id, { amount: 200 }),
    remove: deleteExpense,
  },
  {
    name: 'vendors',
    create: (db, userId) => createVendor(db, userId, newVendorSchema.parse({ name: randomUUID() })),
    list: (db, userId) => listVendors(db, userId, vendorListQuerySchema.parse({})),
    get: getVendor,
    update: (db, userId, id) => updateVendor(db, userId, id, { isActive: false }),
    remove: deleteVendor,
  },
  {
    name: 'vendor_categories',
    create: (db, userId) =>
      createVendorCategory(db, userId, newVendorCategorySchema.parse({ name: randomUUID() })),
    list: (db, userId) => listVendorCategories(db, userId, vendorCategoryListQuerySchema.parse({})),
    get: getVendorCategory,
    update: (db, userId, id) => updateVendorCategory(db, userId, id, { color: '#10B981' }),
    remove: deleteVendorCategory,
  },
  {
    name: 'receipts',
    create: (db, userId) =>
      createReceipt(
        db,
        userId,
        newReceiptSchema.parse({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
      ),
    list: (db, userId) => listReceipts(db, userId, receiptListQuerySchema.parse({})),
    get: getReceipt,
    update: (db, userId, id) => updateReceipt(db, userId, id, { totalAmount: 4200 }),
    remove: deleteReceipt,
  },
  {
    name: 'receipt_line_items',
    create: (db, userId, receiptId) =>
      createLineItem(
        db,
        userId,
        newLineItemSchema.parse({ receiptId, description: 'D', brand: 'B', quantity: 1, unitCost: 5 }),
      ),
    list: (db, userId) => listLineItems(db, userId, lineItemListQuerySchema.parse({})),
    get: getLineItem,
    update: (db, userId, id) => updateLineItem(db, userId, id, { quantity: 2 }, { quantity: 1, unitCost: 5 }),
    remove: deleteLineItem,
  },
  {
    name: 'odometer_readings',
    create: (db, userId) =>
      createOdometerReading(
        db,
        userId,
        newOdometerReadingSchema.parse({ readingDate: '2026-01-01', odometerMiles: 10 }),
      ),
    list: (db, userId) => listOdometerReadings(db, userId, odometerListQuerySchema.parse({})),
    get: getOdometerReading,
    update: (db, userId, id) => updateOdometerReading(db, userId, id, { notes: 'Oil change' }),
    remove: deleteOdometerReading,
  },
]

describe.each(ENGINES)('per-user data access on %s', (engine) => {
  const t = useTestDatabase(engine)

  it.each(TABLES)(
    '$name: another user can neither list, read, change nor delete a row',
    async ({ create, list, get, update, remove }) => {
      const a = await createUser(t.db)
      const b = await createUser(t.db)
      const receipt = await createReceipt(
        t.db,
        a,
        newReceiptSchema.parse({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
      )
      const row = await create(t.db, a, receipt.id)

      expect((await list(t.db, b)).rows).toEqual([])
      expect(await get(t.db, b, row.id)).toBeUndefined()
      expect(await update(t.db, b, row.id)).toBeUndefined()
      expect(await remove(t.db, b, row.id)).toBe(false)
      expect(await get(t.db, a, row.id)).toEqual(row)
      expect((await list(t.db, a)).rows.map((r) => r.id)).toContain(row.id)
    },
  )

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
    const row = await createBrand(t.db, a, values)
    const [stored] = await t.db.select({ userId: brands.userId }).from(brands).where(eq(brands.id, row.id))
    expect(stored?.userId).toBe(a)
  })
})
