import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

/** Spec 7: the order each list is read in. */
describe.each(ENGINES)('list orders on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('brands, purchase locations, vendors and categories by name, ignoring case', async () => {
    for (const name of ['levi', 'Coach', 'Zara', 'adidas']) {
      await bodyOf(api.brands.$post({ json: { name } }))
      await bodyOf(api['purchase-locations'].$post({ json: { name } }))
      await bodyOf(api.vendors.$post({ json: { name } }))
      await bodyOf(api['vendor-categories'].$post({ json: { name } }))
    }
    const names = (page: { rows: { name: string }[] }) => page.rows.map((row) => row.name)
    const byName = ['adidas', 'Coach', 'levi', 'Zara']
    expect(names(await bodyOf(api.brands.$get({ query: {} })))).toEqual(byName)
    expect(names(await bodyOf(api['purchase-locations'].$get({ query: {} })))).toEqual(byName)
    expect(names(await bodyOf(api.vendors.$get({ query: {} })))).toEqual(byName)
    expect(names(await bodyOf(api['vendor-categories'].$get({ query: {} })))).toEqual(byName)
  })

  it('expenses by date, receipts by purchase date and odometer readings by date, newest first', async () => {
    for (const date of ['2026-03-01', '2026-11-15', '2025-12-31']) {
      await bodyOf(api.expenses.$post({ json: { vendor: 'USPS', description: 'Boxes', amount: 100, date } }))
      await bodyOf(
        api.receipts.$post({ json: { receiptNumber: `R-${date}`, vendor: 'Goodwill', purchaseDate: date } }),
      )
      await bodyOf(api['odometer-readings'].$post({ json: { readingDate: date, odometerMiles: 1000 } }))
    }
    const newestFirst = ['2026-11-15', '2026-03-01', '2025-12-31']
    const expenses = await bodyOf(api.expenses.$get({ query: {} }))
    expect(expenses.rows.map((row) => row.date)).toEqual(newestFirst)
    const receipts = await bodyOf(api.receipts.$get({ query: {} }))
    expect(receipts.rows.map((row) => row.purchaseDate)).toEqual(newestFirst)
    const readings = await bodyOf(api['odometer-readings'].$get({ query: {} }))
    expect(readings.rows.map((row) => row.readingDate)).toEqual(newestFirst)
  })

  it('receipt line items newest first', async () => {
    const { receipt } = await bodyOf(
      api.receipts.$post({
        json: { receiptNumber: 'R-LINES', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
      }),
    )
    for (const description of ['first', 'second', 'third']) {
      await bodyOf(
        api['receipt-line-items'].$post({
          json: { receiptId: receipt.id, description, brand: 'B', quantity: 1, unitCost: 100 },
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const lines = await bodyOf(api['receipt-line-items'].$get({ query: {} }))
    expect(lines.rows.map((row) => row.description)).toEqual(['third', 'second', 'first'])
  })
})
