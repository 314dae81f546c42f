import { z } from 'zod'

import { addDays } from '../../src/domain/dates'

import { send, type TestApp } from './app'

/**
 * One entry per API resource: how to make a valid row and a valid change. Tests run the same checks
 * over all of them (separation between users, validation), so a new resource gets them by being listed.
 */
export interface ResourceCase {
  path: string
  /** The key of one row in an answer: `{ brand }`. Lists answer `{ rows, nextCursor, counts }`. */
  one: string
  /** A valid new row; `n` makes names unique. `refs` holds ids the body needs (a receipt, say). */
  create: (n: number, refs: Record<string, string>) => Record<string, unknown>
  change: Record<string, unknown>
  /** Every free-text input of a new row (optional ones included), each checked for unstorable text. */
  texts: string[]
  needsReceipt?: boolean
}

export const RESOURCES: ResourceCase[] = [
  {
    path: '/api/brands',
    texts: ['name'],
    one: 'brand',
    create: (n) => ({ name: `Brand ${n}` }),
    change: { name: 'Renamed' },
  },
  {
    path: '/api/purchase-locations',
    texts: ['name', 'address', 'notes'],
    one: 'purchaseLocation',
    create: (n) => ({ name: `Goodwill ${n}`, roundTripDistance: 12.5 }),
    change: { notes: 'Closed Mondays' },
  },
  {
    path: '/api/items',
    texts: ['sku', 'brand', 'description', 'purchaseLocation'],
    one: 'item',
    create: (n) => ({ sku: `SKU-${n}`, brand: 'Levi', description: 'Jeans', costOfGoods: 350 }),
    change: { salePrice: 2500 },
  },
  {
    path: '/api/expenses',
    texts: ['vendor', 'description', 'receiptNumber', 'notes'],
    one: 'expense',
    create: () => ({ vendor: 'USPS', description: 'Boxes', amount: 1299, date: '2026-11-01' }),
    change: { amount: 1500 },
  },
  {
    path: '/api/vendors',
    texts: ['name', 'category', 'contactEmail', 'contactPhone', 'address', 'website', 'notes'],
    one: 'vendor',
    create: (n) => ({ name: `Uline ${n}` }),
    change: { isActive: false },
  },
  {
    path: '/api/vendor-categories',
    texts: ['name', 'description'],
    one: 'vendorCategory',
    create: (n) => ({ name: `Supplies ${n}` }),
    change: { color: '#10B981' },
  },
  {
    path: '/api/receipts',
    texts: ['receiptNumber', 'vendor', 'location', 'notes', 'receiptImageUrl'],
    one: 'receipt',
    create: (n) => ({
      receiptNumber: `GW-20261101-10000${n}`,
      vendor: 'Goodwill',
      purchaseDate: '2026-11-01',
    }),
    change: { totalAmount: 4200 },
  },
  {
    path: '/api/receipt-line-items',
    texts: ['description', 'brand', 'notes'],
    one: 'lineItem',
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
    texts: ['notes', 'imageUrl'],
    one: 'reading',
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
    refs.receiptId = z.object({ receipt: rowSchema }).parse(receipt.body).receipt.id
  }
  const created = await send(app, 'POST', resource.path, { cookie, json: resource.create(counter, refs) })
  if (created.status !== 201)
    throw new Error(`${resource.path}: ${created.status} ${JSON.stringify(created.body)}`)
  return rowIn(created.body, resource)
}

/** A row as any resource answers it: an id and its other fields. */
export const rowSchema = z.looseObject({ id: z.string(), createdAt: z.string(), updatedAt: z.string() })

/** The one row of an answer such as `{ brand: {...} }`. */
export function rowIn(body: unknown, resource: ResourceCase) {
  return rowSchema.parse(z.record(z.string(), z.unknown()).parse(body)[resource.one])
}

/** The rows of a list answer (`{ rows, nextCursor, counts }`). */
export function rowsIn(body: unknown) {
  return z.object({ rows: z.array(rowSchema), nextCursor: z.string().nullable() }).parse(body).rows
}
