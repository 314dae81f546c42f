import { addDays } from '../../src/domain/dates'

import { send, type TestApp } from './app'

/**
 * One entry per API resource: how to make a valid row and a valid change. Tests run the same checks
 * over all of them (separation between users, validation), so a new resource gets them by being listed.
 */
export interface ResourceCase {
  path: string
  one: string
  many: string
  /** A valid new row; `n` makes names unique. `setup` returns ids the body needs (a receipt, say). */
  create: (n: number, refs: Record<string, string>) => Record<string, unknown>
  change: Record<string, unknown>
  needsReceipt?: boolean
}

export const RESOURCES: ResourceCase[] = [
  {
    path: '/api/brands',
    one: 'brand',
    many: 'brands',
    create: (n) => ({ name: `Brand ${n}` }),
    change: { name: 'Renamed' },
  },
  {
    path: '/api/purchase-locations',
    one: 'purchaseLocation',
    many: 'purchaseLocations',
    create: (n) => ({ name: `Goodwill ${n}`, roundTripDistance: 12.5 }),
    change: { notes: 'Closed Mondays' },
  },
  {
    path: '/api/items',
    one: 'item',
    many: 'items',
    create: (n) => ({ sku: `SKU-${n}`, brand: 'Levi', description: 'Jeans', costOfGoods: 350 }),
    change: { salePrice: 2500 },
  },
  {
    path: '/api/expenses',
    one: 'expense',
    many: 'expenses',
    create: () => ({ vendor: 'USPS', description: 'Boxes', amount: 1299, date: '2026-11-01' }),
    change: { amount: 1500 },
  },
  {
    path: '/api/vendors',
    one: 'vendor',
    many: 'vendors',
    create: (n) => ({ name: `Uline ${n}` }),
    change: { isActive: false },
  },
  {
    path: '/api/vendor-categories',
    one: 'vendorCategory',
    many: 'vendorCategories',
    create: (n) => ({ name: `Supplies ${n}` }),
    change: { color: '#10B981' },
  },
  {
    path: '/api/receipts',
    one: 'receipt',
    many: 'receipts',
    create: (n) => ({
      receiptNumber: `GW-20261101-10000${n}`,
      vendor: 'Goodwill',
      purchaseDate: '2026-11-01',
    }),
    change: { totalAmount: 4200 },
  },
  {
    path: '/api/receipt-line-items',
    one: 'lineItem',
    many: 'lineItems',
    needsReceipt: true,
    create: (_n, refs) => ({
      receiptId: refs.receiptId,
      description: 'Sweater',
      brand: 'J.Crew',
      quantity: 2,
      unitCost: 300,
    }),
    change: { quantity: 3 },
  },
  {
    path: '/api/odometer-readings',
    one: 'reading',
    many: 'readings',
    create: (n) => ({ readingDate: addDays('2020-01-01', n), odometerMiles: 1000 + n }),
    change: { notes: 'After the estate sale' },
  },
]

let counter = 0

/** Creates a row of `resource` for the user with `cookie` and returns it. */
export async function createRow(app: TestApp, cookie: string, resource: ResourceCase) {
  counter += 1
  const refs: Record<string, string> = {}
  if (resource.needsReceipt) {
    const receipt = await send(app, 'POST', '/api/receipts', {
      cookie,
      json: { receiptNumber: `R-${counter}-${Date.now()}`, vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    refs.receiptId = receipt.body.receipt.id
  }
  const created = await send(app, 'POST', resource.path, { cookie, json: resource.create(counter, refs) })
  if (created.status !== 201)
    throw new Error(`${resource.path}: ${created.status} ${JSON.stringify(created.body)}`)
  return created.body[resource.one] as Record<string, unknown> & { id: string }
}
