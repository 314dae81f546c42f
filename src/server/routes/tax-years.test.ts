import { readFileSync } from 'node:fs'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorIn,
  errorOf,
  send,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { readCsvText } from '../../domain/marketplaces/csv-text'
import { reportFile } from '../../domain/marketplaces/fixtures/report-writer'
import { closedYearMessage } from '../../domain/tax-year/closed-years'
import { inventoryItems } from '../db/schema'

/** The columns of the eBay transaction report, as its header file writes them. */
const EBAY_COLUMNS = (() => {
  const read = readCsvText(
    readFileSync(
      new URL('../../domain/marketplaces/fixtures/ebay-transaction-report.header.csv', import.meta.url),
      'utf8',
    ),
    ',',
  )
  if (!read.ok) throw new Error(read.message)
  return read.rows[0] ?? []
})()

/*
 * Closed tax years (decision 026): while a year is closed, every path that writes the year's figures is
 * refused with 409 and the year named, and what is not a figure stays editable. Today is past 2025 in
 * these tests (the machine's clock); 2024 is closed after the rows below are written.
 */
describe.each(ENGINES)('closed tax years on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  const refusal = (year: number) => ({ status: 409, code: 'conflict', message: closedYearMessage(year) })
  const close = (year: number, client = api) =>
    client['tax-years'][':year'].close.$post({ param: { year: String(year) } })
  const reopen = (year: number, client = api) =>
    client['tax-years'][':year'].reopen.$post({ param: { year: String(year) } })

  // Rows written while 2024 was still open.
  let item2024: { id: string }
  let item2025: { id: string }
  let expense2024: { id: string }
  let receipt2024: { id: string }
  let receipt2026: { id: string }
  let line2024: { id: string }
  let reading2024: { id: string }

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    item2024 = (
      await bodyOf(
        api.items.$post({
          json: {
            sku: 'Y24-1',
            brand: 'Levi',
            description: 'Jeans',
            purchaseDate: '2024-03-01',
            costOfGoods: 500,
          },
        }),
      )
    ).item
    item2025 = (
      await bodyOf(
        api.items.$post({
          json: {
            sku: 'Y25-1',
            brand: 'Levi',
            description: 'Jacket',
            purchaseDate: '2025-03-01',
            costOfGoods: 700,
          },
        }),
      )
    ).item
    expense2024 = (
      await bodyOf(
        api.expenses.$post({
          json: {
            vendor: 'USPS',
            description: 'Labels',
            amount: 1200,
            date: '2024-05-05',
            category: 'office_supplies',
          },
        }),
      )
    ).expense
    receipt2024 = (
      await bodyOf(
        api.receipts.$post({
          json: { receiptNumber: 'R-2024', vendor: 'Goodwill', purchaseDate: '2024-06-01' },
        }),
      )
    ).receipt
    receipt2026 = (
      await bodyOf(
        api.receipts.$post({
          json: { receiptNumber: 'R-2026', vendor: 'Goodwill', purchaseDate: '2026-01-05' },
        }),
      )
    ).receipt
    line2024 = (
      await bodyOf(
        api['receipt-line-items'].$post({
          json: { receiptId: receipt2024.id, description: 'Shirt', brand: 'Gap', quantity: 2, unitCost: 300 },
        }),
      )
    ).lineItem
    reading2024 = (
      await bodyOf(
        api['odometer-readings'].$post({ json: { readingDate: '2024-07-01', odometerMiles: '1000' } }),
      )
    ).reading
    await bodyOf(close(2024))
  })

  it('closes only a year that has ended, once, and reopens it with its dates in the history', async () => {
    const current = new Date().getUTCFullYear() + 1
    expect(await errorOf(close(current))).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(await errorOf(close(2024))).toMatchObject({ status: 409, message: '2024 is already closed.' })
    expect(await errorOf(reopen(2019))).toMatchObject({ status: 409, message: '2019 is not closed.' })
    expect((await send(t.app, 'POST', '/api/tax-years/abc/close', { cookie: user.cookie })).status).toBe(400)

    const { closures: before } = await bodyOf(close(2019))
    expect(before.closed.map((row) => row.year)).toEqual([2019, 2024])
    const { closures } = await bodyOf(reopen(2019))
    expect(closures.closed.map((row) => row.year)).toEqual([2024])
    const [latest] = closures.history
    expect(latest).toMatchObject({ year: 2019, closedAt: expect.any(String), reopenedAt: expect.any(String) })
    expect(Date.parse(latest?.reopenedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(latest?.closedAt ?? ''))
    // Closing again adds a closing; the reopened one stays in the history.
    await bodyOf(close(2019))
    const again = (await bodyOf(api['tax-years'].closures.$get())).closures
    expect(again.history.filter((row) => row.year === 2019)).toHaveLength(2)
    expect(again.closed.map((row) => row.year)).toEqual([2019, 2024])
    await bodyOf(reopen(2019))
  })

  it('items: refuses a new item, a cost or date change and a deletion in a closed year; a sale after it and a rename pass', async () => {
    const post = (purchaseDate: string, sku: string) =>
      api.items.$post({ json: { sku, brand: 'Nike', description: 'Shoes', purchaseDate } })
    expect(await errorOf(post('2024-02-02', 'N-1'))).toMatchObject(refusal(2024))
    // Bought before the closed year and still held: it was in 2024's inventory.
    expect(await errorOf(post('2023-02-02', 'N-2'))).toMatchObject(refusal(2024))
    await bodyOf(post('2025-02-02', 'N-3'))

    const patch = (json: Parameters<Api['items'][':id']['$patch']>[0]['json'], id = item2024.id) =>
      api.items[':id'].$patch({ param: { id }, json })
    expect(await errorOf(patch({ costOfGoods: 600 }))).toMatchObject(refusal(2024))
    expect(await errorOf(patch({ purchaseDate: '2025-01-01' }))).toMatchObject(refusal(2024))
    // Moving an item of 2025 back into 2024.
    expect(await errorOf(patch({ purchaseDate: '2024-12-31' }, item2025.id))).toMatchObject(refusal(2024))
    await bodyOf(patch({ brand: 'Levis', description: 'Blue jeans', sku: 'Y24-1B' }))
    await bodyOf(patch({ status: 'listed' }))
    expect(await errorOf(api.items[':id'].$delete({ param: { id: item2024.id } }))).toMatchObject(
      refusal(2024),
    )

    // Selling in 2024 changes 2024; selling in 2026 does not (the item was held at the end of 2024 either way).
    const sell = (soldDate: string) =>
      api.items[':id'].sell.$post({ param: { id: item2024.id }, json: { salePrice: 2000, soldDate } })
    expect(await errorOf(sell('2024-12-01'))).toMatchObject(refusal(2024))
    await bodyOf(sell('2026-01-15'))
    await bodyOf(patch({ salePrice: 2500 }))
    const stored = (await bodyOf(api.items[':id'].$get({ param: { id: item2024.id } }))).item
    expect(stored).toMatchObject({
      brand: 'Levis',
      costOfGoods: 500,
      salePrice: 2500,
      soldDate: '2026-01-15',
    })
  })

  it('bulk changes: a deletion that takes an item of the closed year deletes nothing', async () => {
    const answer = await errorOf(
      api.items['bulk-delete'].$post({ json: { selection: { ids: [item2025.id, item2024.id] } } }),
    )
    expect(answer).toMatchObject(refusal(2024))
    expect((await bodyOf(api.items[':id'].$get({ param: { id: item2025.id } }))).item.id).toBe(item2025.id)
    // Marking items sold today (past 2024) passes.
    await bodyOf(
      api.items['bulk-status'].$post({ json: { selection: { ids: [item2025.id] }, status: 'listed' } }),
    )
  })

  it('the CSV import: a file with a row of the closed year imports nothing', async () => {
    const file = [
      'SKU,Brand,Description,Cost of Goods,Date',
      'C-1,Levi,Fine,1,2025-04-01',
      'C-2,Levi,Closed,1,2024-04-01',
      '',
    ].join('\n')
    const answer = await send(t.app, 'POST', '/api/import/items', {
      cookie: user.cookie,
      rawBody: file,
      headers: { 'content-type': 'text/csv' },
    })
    expect({ status: answer.status, ...errorIn(answer.body) }).toMatchObject(refusal(2024))
    const found = await bodyOf(api.items.$get({ query: { q: 'C-1', mode: 'sku' } }))
    expect(found.rows).toEqual([])
  })

  it('the sales import: a sale dated in a closed year is refused, with nothing written', async () => {
    const other = await signedInUser(t.app)
    const mine = clientFor(t.app, other.cookie)
    await bodyOf(
      mine.items.$post({
        json: { sku: 'S-1', brand: 'Acme', description: 'Lamp', purchaseDate: '2024-01-10' },
      }),
    )
    await bodyOf(close(2025, mine))
    const csv = reportFile(EBAY_COLUMNS, [
      {
        'Transaction creation date': 'Mar 1, 2025',
        Type: 'Order',
        'Order number': '25-1',
        'Item title': 'Lamp',
        'Custom label': 'S-1',
        Quantity: '1',
        'Item subtotal': '20.00',
        'Transaction currency': 'USD',
      },
    ])
    const answer = await send(t.app, 'POST', '/api/sales-imports', { cookie: other.cookie, json: { csv } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(409)
    expect(errorIn(answer.body).message).toBe(closedYearMessage(2025))
    const item = (await bodyOf(mine.items.$get({ query: { q: 'S-1', mode: 'sku' } }))).rows[0]
    expect(item).toMatchObject({ status: 'unlisted', soldDate: null })
  })

  it('expenses: the date, amount and category are kept; vendor, description and notes may change', async () => {
    const post = (date: string) =>
      api.expenses.$post({
        json: { vendor: 'USPS', description: 'Boxes', amount: 500, date, category: 'office_supplies' },
      })
    expect(await errorOf(post('2024-08-08'))).toMatchObject({
      ...refusal(2024),
      fields: { date: closedYearMessage(2024) },
    })
    const later = (await bodyOf(post('2025-08-08'))).expense
    const patch = (id: string, json: Parameters<Api['expenses'][':id']['$patch']>[0]['json']) =>
      api.expenses[':id'].$patch({ param: { id }, json })
    await bodyOf(patch(expense2024.id, { vendor: 'Post Office', description: 'Label roll', notes: 'filed' }))
    expect(await errorOf(patch(expense2024.id, { amount: 1300 }))).toMatchObject(refusal(2024))
    expect(await errorOf(patch(expense2024.id, { category: 'shipping_supplies' }))).toMatchObject(
      refusal(2024),
    )
    expect(await errorOf(patch(expense2024.id, { date: '2025-01-01' }))).toMatchObject(refusal(2024))
    expect(await errorOf(patch(later.id, { date: '2024-12-31' }))).toMatchObject(refusal(2024))
    await bodyOf(patch(later.id, { amount: 900 }))
    expect(await errorOf(api.expenses[':id'].$delete({ param: { id: expense2024.id } }))).toMatchObject(
      refusal(2024),
    )
  })

  it('receipts: the date and amounts are kept; the vendor and notes may change', async () => {
    expect(
      await errorOf(
        api.receipts.$post({ json: { receiptNumber: 'R-X', vendor: 'Savers', purchaseDate: '2024-09-09' } }),
      ),
    ).toMatchObject({ ...refusal(2024), fields: { purchaseDate: closedYearMessage(2024) } })
    const patch = (json: Parameters<Api['receipts'][':id']['$patch']>[0]['json']) =>
      api.receipts[':id'].$patch({ param: { id: receipt2024.id }, json })
    await bodyOf(patch({ notes: 'Filed with 2024', vendor: 'Goodwill Store' }))
    expect(await errorOf(patch({ totalAmount: 100 }))).toMatchObject(refusal(2024))
    expect(await errorOf(patch({ purchaseDate: '2025-06-01' }))).toMatchObject(refusal(2024))
    expect(await errorOf(api.receipts[':id'].$delete({ param: { id: receipt2024.id } }))).toMatchObject(
      refusal(2024),
    )
  })

  it('line items: in their receipt’s year; the costs are kept, the notes may change; conversion is refused', async () => {
    const post = (receiptId: string) =>
      api['receipt-line-items'].$post({
        json: { receiptId, description: 'Hat', brand: 'Gap', quantity: 1, unitCost: 100 },
      })
    expect(await errorOf(post(receipt2024.id))).toMatchObject(refusal(2024))
    const line2026 = (await bodyOf(post(receipt2026.id))).lineItem
    const patch = (id: string, json: Parameters<Api['receipt-line-items'][':id']['$patch']>[0]['json']) =>
      api['receipt-line-items'][':id'].$patch({ param: { id }, json })
    await bodyOf(patch(line2024.id, { notes: 'two shirts', description: 'Shirts' }))
    expect(await errorOf(patch(line2024.id, { quantity: 3 }))).toMatchObject(refusal(2024))
    expect(await errorOf(patch(line2024.id, { unitCost: 250 }))).toMatchObject(refusal(2024))
    await bodyOf(patch(line2026.id, { quantity: 2 }))
    expect(
      await errorOf(api['receipt-line-items'][':id'].$delete({ param: { id: line2024.id } })),
    ).toMatchObject(refusal(2024))
    // Converting makes items bought on the receipt's date, in 2024.
    expect(
      await errorOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: line2024.id }, json: {} })),
    ).toMatchObject(refusal(2024))
    expect(await errorOf(api.receipts['convert-all'].$post({ json: {} }))).toMatchObject(refusal(2024))
  })

  it('odometer readings: the date and miles are kept; the notes may change', async () => {
    expect(
      await errorOf(
        api['odometer-readings'].$post({ json: { readingDate: '2024-10-01', odometerMiles: '2000' } }),
      ),
    ).toMatchObject({ ...refusal(2024), fields: { readingDate: closedYearMessage(2024) } })
    const patch = (json: Parameters<Api['odometer-readings'][':id']['$patch']>[0]['json']) =>
      api['odometer-readings'][':id'].$patch({ param: { id: reading2024.id }, json })
    await bodyOf(patch({ notes: 'van' }))
    expect(await errorOf(patch({ odometerMiles: '1001' }))).toMatchObject(refusal(2024))
    expect(
      await errorOf(api['odometer-readings'][':id'].$delete({ param: { id: reading2024.id } })),
    ).toMatchObject(refusal(2024))
  })

  it('is the user’s own: another user’s closed year blocks nothing of this user', async () => {
    const other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    await bodyOf(close(2023, other))
    await bodyOf(
      api.expenses.$post({
        json: {
          vendor: 'USPS',
          description: 'Tape',
          amount: 300,
          date: '2023-03-03',
          category: 'office_supplies',
        },
      }),
    )
    expect((await bodyOf(other['tax-years'].closures.$get())).closures.closed.map((row) => row.year)).toEqual(
      [2023],
    )
    expect((await bodyOf(api['tax-years'].closures.$get())).closures.closed.map((row) => row.year)).toEqual([
      2024,
    ])
    expect(await errorOf(reopen(2023))).toMatchObject({ status: 409 })
  })

  it('after reopening, the year’s rows change again; deleting the account is never refused', async () => {
    const other = await signedInUser(t.app)
    const mine = clientFor(t.app, other.cookie)
    const { expense } = await bodyOf(
      mine.expenses.$post({
        json: { vendor: 'A', description: 'B', amount: 100, date: '2022-02-02', category: 'office_supplies' },
      }),
    )
    await bodyOf(
      mine.items.$post({ json: { sku: 'D-1', brand: 'A', description: 'B', purchaseDate: '2022-01-01' } }),
    )
    await bodyOf(close(2022, mine))
    expect(
      await errorOf(mine.expenses[':id'].$patch({ param: { id: expense.id }, json: { amount: 200 } })),
    ).toMatchObject(refusal(2022))
    await bodyOf(reopen(2022, mine))
    await bodyOf(mine.expenses[':id'].$patch({ param: { id: expense.id }, json: { amount: 200 } }))
    await bodyOf(close(2022, mine))
    const deleted = await send(t.app, 'POST', '/api/account/delete', {
      cookie: other.cookie,
      json: { password: 'correct-horse' },
    })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
  })
})

/*
 * What a closed year's reports read stays as it was (decision 026): the business use of the vehicle is the
 * year's own, the day an undated item was recorded is kept, the 1099-K figures and January's first reading
 * are the year's, and a year that has ended counts the inventory it held at its end, not today's.
 */
describe.each(ENGINES)('the figures of a closed year on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  let held2024: { id: string }
  const refusal = (year: number) => ({ status: 409, code: 'conflict', message: closedYearMessage(year) })

  /** Every figure of 2024 that its Tax Summary, Odometer page and 1099-K reconciliation show. */
  const figures2024 = async () => {
    const { taxSummary } = await bodyOf(api.reports['tax-summary'].$get({ query: { year: '2024' } }))
    const { summary } = await bodyOf(api['odometer-readings'].summary.$get({ query: { year: '2024' } }))
    const { form1099k } = await bodyOf(
      api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2024' } }),
    )
    const { stats, ...odometer } = summary
    return {
      taxSummary,
      odometer: {
        ...odometer,
        years: null,
        stats: { ...stats, totalReadings: 0, currentOdometerReading: 0, lastReadingDate: null },
      },
      form1099k,
    }
  }

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    await bodyOf(api.settings.$patch({ json: { timeZone: 'America/New_York' } }))
    await bodyOf(
      api['tax-years'][':year']['business-use'].$put({
        param: { year: '2024' },
        json: { businessMileagePercentage: '80' },
      }),
    )
    for (const [readingDate, odometerMiles] of [
      ['2024-01-02', '1000'],
      ['2024-02-01', '1500'],
      ['2024-12-02', '9000'],
    ] as const)
      await bodyOf(api['odometer-readings'].$post({ json: { readingDate, odometerMiles } }))
    held2024 = (
      await bodyOf(
        api.items.$post({
          json: {
            sku: 'HELD-24',
            brand: 'Levi',
            description: 'Jeans',
            purchaseDate: '2024-04-04',
            costOfGoods: 300,
            status: 'listed',
          },
        }),
      )
    ).item
    // No purchase date, recorded at 23:30 on 31 December 2024 in New York (04:30 UTC on 1 January): the
    // database dates it by the user's time zone when it is written.
    await t.db.insert(inventoryItems).values({
      userId: user.id,
      sku: 'LATE-24',
      brand: 'Coach',
      description: 'Bag',
      costOfGoods: 1000,
      createdAt: new Date('2025-01-01T04:30:00Z'),
    })
    await bodyOf(
      api['tax-years'][':year']['form-1099k'][':marketplace'].$put({
        param: { year: '2024', marketplace: 'ebay' },
        json: { grossAmount: '120.00', transactions: '2' },
      }),
    )
    await bodyOf(api['tax-years'][':year'].close.$post({ param: { year: '2024' } }))
  })

  it('keeps its business use, its items’ days, its 1099-K figures, its January reading and its year-end inventory', async () => {
    const before = await figures2024()
    expect(before.odometer.businessPercentage).toBe(80)
    // 500 miles in January at 80 % and $0.67.
    expect(before.taxSummary.mileage.deduction).toBe(26800)
    expect(before.taxSummary.summary).toMatchObject({
      inventoryAt: 'yearEnd',
      totalInventoryCostOfGoods: 1300,
    })
    expect(before.taxSummary.partThree.line41EndingInventory).toBe(1300)

    // Settings' percentage holds from the current year on; 2024's own cannot change while it is closed.
    await bodyOf(api.settings.$patch({ json: { businessMileagePercentage: '10' } }))
    expect(
      await errorOf(
        api['tax-years'][':year']['business-use'].$put({
          param: { year: '2024' },
          json: { businessMileagePercentage: '10' },
        }),
      ),
    ).toMatchObject(refusal(2024))
    // Another time zone dates what is recorded from now on; LATE-24 stays in 2024.
    await bodyOf(api.settings.$patch({ json: { timeZone: 'Pacific/Kiritimati' } }))
    await bodyOf(api.settings.$patch({ json: { timeZone: 'Pacific/Pago_Pago' } }))
    // The 1099-K figures of 2024.
    const form = api['tax-years'][':year']['form-1099k'][':marketplace']
    expect(
      await errorOf(
        form.$put({ param: { year: '2024', marketplace: 'ebay' }, json: { grossAmount: '1.00' } }),
      ),
    ).toMatchObject(refusal(2024))
    expect(
      await errorOf(
        form.$put({ param: { year: '2024', marketplace: 'etsy' }, json: { grossAmount: '1.00' } }),
      ),
    ).toMatchObject(refusal(2024))
    expect(await errorOf(form.$delete({ param: { year: '2024', marketplace: 'ebay' } }))).toMatchObject(
      refusal(2024),
    )
    // January's first reading ends 2024's December; a later month's reading is 2025's alone.
    expect(
      await errorOf(
        api['odometer-readings'].$post({ json: { readingDate: '2025-01-03', odometerMiles: '9500' } }),
      ),
    ).toMatchObject({ ...refusal(2024), fields: { readingDate: closedYearMessage(2024) } })
    await bodyOf(
      api['odometer-readings'].$post({ json: { readingDate: '2025-02-01', odometerMiles: '9900' } }),
    )
    // Sold today, the item held at the end of 2024 is still in 2024's ending inventory.
    await bodyOf(
      api.items[':id'].sell.$post({
        param: { id: held2024.id },
        json: { salePrice: '50.00', soldDate: '2026-03-03' },
      }),
    )

    expect(await figures2024()).toEqual(before)
  })
})
