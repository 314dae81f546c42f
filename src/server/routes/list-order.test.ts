import { beforeAll, describe, expect, it } from 'vitest'

import { send, signedInUser, useTestApp } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

/** Spec 7: the order each list is read in. */
describe.each(ENGINES)('list orders on %s', (engine) => {
  const t = useTestApp(engine)
  let cookie: string
  const post = (path: string, json: unknown) => send(t.app, 'POST', path, { cookie, json })
  const list = async (path: string, key: string, field: string) =>
    ((await send(t.app, 'GET', path, { cookie })).body[key] as Record<string, unknown>[]).map(
      (row) => row[field],
    )

  beforeAll(async () => {
    cookie = (await signedInUser(t.app)).cookie
  })

  it('brands, purchase locations, vendors and categories by name, ignoring case', async () => {
    for (const name of ['levi', 'Coach', 'Zara', 'adidas']) {
      await post('/api/brands', { name })
      await post('/api/purchase-locations', { name })
      await post('/api/vendors', { name })
      await post('/api/vendor-categories', { name })
    }
    const byName = ['adidas', 'Coach', 'levi', 'Zara']
    expect(await list('/api/brands', 'brands', 'name')).toEqual(byName)
    expect(await list('/api/purchase-locations', 'purchaseLocations', 'name')).toEqual(byName)
    expect(await list('/api/vendors', 'vendors', 'name')).toEqual(byName)
    expect(await list('/api/vendor-categories', 'vendorCategories', 'name')).toEqual(byName)
  })

  it('expenses by date, receipts by purchase date and odometer readings by date, newest first', async () => {
    for (const date of ['2026-03-01', '2026-11-15', '2025-12-31']) {
      await post('/api/expenses', { vendor: 'USPS', description: 'Boxes', amount: 100, date })
      await post('/api/receipts', { receiptNumber: `R-${date}`, vendor: 'Goodwill', purchaseDate: date })
      await post('/api/odometer-readings', { readingDate: date, odometerMiles: 1000 })
    }
    const newestFirst = ['2026-11-15', '2026-03-01', '2025-12-31']
    expect(await list('/api/expenses', 'expenses', 'date')).toEqual(newestFirst)
    expect(await list('/api/receipts', 'receipts', 'purchaseDate')).toEqual(newestFirst)
    expect(await list('/api/odometer-readings', 'readings', 'readingDate')).toEqual(newestFirst)
  })

  it('receipt line items newest first', async () => {
    const receipt = await post('/api/receipts', {
      receiptNumber: 'R-LINES',
      vendor: 'Goodwill',
      purchaseDate: '2026-11-01',
    })
    for (const description of ['first', 'second', 'third']) {
      await post('/api/receipt-line-items', {
        receiptId: receipt.body.receipt.id,
        description,
        brand: 'B',
        quantity: 1,
        unitCost: 100,
      })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(await list('/api/receipt-line-items', 'lineItems', 'description')).toEqual([
      'third',
      'second',
      'first',
    ])
  })
})
