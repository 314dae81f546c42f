import { describe, expect, it } from 'vitest'

import { send, signedInUser, useTestApp, type TestUser } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { refunds } from '../db/schema'

/*
 * Refunds typed on a sold item (decision 032): an allowance leaves the item with the buyer, a return puts it
 * back in inventory as a new item (SKU + '-R', its cost, bought on the refund's date); a refund is checked
 * against its sale, and a closed year refuses one dated in it.
 */
describe.each(ENGINES)('refunds on %s', (engine) => {
  const t = useTestApp(engine)
  let n = 0

  async function soldItem(person: TestUser, extra: Record<string, unknown> = {}) {
    const made = await send(t.app, 'POST', '/api/items', {
      cookie: person.cookie,
      json: {
        sku: `RF-${++n}`,
        brand: 'Levi',
        description: 'Jeans',
        costOfGoods: '12.00',
        purchaseDate: '2025-01-10',
        status: 'sold',
        soldDate: '2025-03-01',
        salePrice: '40.00',
        postageCharged: '5.00',
        ...extra,
      },
    })
    expect(made.status).toBe(201)
    return (made.body as { item: { id: string; sku: string } }).item
  }
  const refund = (person: TestUser, itemId: string, json: Record<string, unknown>) =>
    send(t.app, 'POST', `/api/items/${itemId}/refunds`, { cookie: person.cookie, json })
  const refundsOf = async (person: TestUser, itemId: string) =>
    (
      (await send(t.app, 'GET', `/api/items/${itemId}/refunds`, { cookie: person.cookie })).body as {
        refunds: Record<string, unknown>[]
      }
    ).refunds

  it('records an allowance and a return, the returned item back in inventory at its cost', async () => {
    const person = await signedInUser(t.app)
    const item = await soldItem(person)
    expect(await refundsOf(person, item.id)).toEqual([])

    const allowance = await refund(person, item.id, {
      refundDate: '2025-03-05',
      amount: '10.00',
      kind: 'allowance',
    })
    expect(allowance.status).toBe(201)
    expect((allowance.body as { refund: unknown }).refund).toMatchObject({
      refundDate: '2025-03-05',
      amount: 1000,
      salesTax: 0,
      kind: 'allowance',
      returnedItemId: null,
    })

    const returned = await refund(person, item.id, {
      refundDate: '2025-04-02',
      amount: '35.00',
      kind: 'return',
    })
    expect(returned.status).toBe(201)
    const back = (returned.body as { refund: { returnedItemId: string; returnedSku: string } }).refund
    expect(back.returnedSku).toBe(`${item.sku}-R`)
    const backItem = await send(t.app, 'GET', `/api/items/${back.returnedItemId}`, { cookie: person.cookie })
    expect((backItem.body as { item: unknown }).item).toMatchObject({
      sku: `${item.sku}-R`,
      status: 'unlisted',
      costOfGoods: 1200,
      purchaseDate: '2025-04-02',
      brand: 'Levi',
      description: 'Jeans',
    })
    // The sold item stays sold, with its sale.
    const sold = await send(t.app, 'GET', `/api/items/${item.id}`, { cookie: person.cookie })
    expect((sold.body as { item: unknown }).item).toMatchObject({ status: 'sold', salePrice: 4000 })
    expect((await refundsOf(person, item.id)).map((row) => [row.kind, row.amount])).toEqual([
      ['allowance', 1000],
      ['return', 3500],
    ])

    // Deleting the return takes its item back out of inventory.
    const { id } = (returned.body as { refund: { id: string } }).refund
    expect(
      (await send(t.app, 'DELETE', `/api/items/${item.id}/refunds/${id}`, { cookie: person.cookie })).status,
    ).toBe(204)
    expect(
      (await send(t.app, 'GET', `/api/items/${back.returnedItemId}`, { cookie: person.cookie })).status,
    ).toBe(404)
    expect(await refundsOf(person, item.id)).toHaveLength(1)
  })

  it('says again whether the item came back: an allowance marked returned, a return marked an allowance', async () => {
    const person = await signedInUser(t.app)
    const other = await signedInUser(t.app)
    const item = await soldItem(person)
    const first = (
      (await refund(person, item.id, { refundDate: '2025-03-05', amount: '10.00', kind: 'allowance' }))
        .body as { refund: { id: string } }
    ).refund
    const second = (
      (await refund(person, item.id, { refundDate: '2025-03-09', amount: '5.00', kind: 'allowance' }))
        .body as { refund: { id: string } }
    ).refund
    const mark = (who: TestUser, refundId: string, kind: unknown) =>
      send(t.app, 'PATCH', `/api/items/${item.id}/refunds/${refundId}`, {
        cookie: who.cookie,
        json: { kind },
      })

    // Another person's refund is not found, and nothing changes.
    expect((await mark(other, first.id, 'return')).status).toBe(404)
    expect((await mark(person, first.id, 'came back')).status).toBe(400)

    const returned = await mark(person, first.id, 'return')
    expect(returned.status).toBe(200)
    const back = (returned.body as { refund: { returnedItemId: string; returnedSku: string } }).refund
    expect(back).toMatchObject({ kind: 'return', amount: 1000, returnedSku: `${item.sku}-R` })
    expect(
      (
        (await send(t.app, 'GET', `/api/items/${back.returnedItemId}`, { cookie: person.cookie })).body as {
          item: unknown
        }
      ).item,
    ).toMatchObject({ status: 'unlisted', costOfGoods: 1200, purchaseDate: '2025-03-05' })
    // Saying it again changes nothing; a second return of one sale is refused.
    expect(((await mark(person, first.id, 'return')).body as { refund: unknown }).refund).toMatchObject({
      returnedItemId: back.returnedItemId,
    })
    expect(await mark(person, second.id, 'return')).toMatchObject({
      status: 400,
      body: { error: { message: 'This item was already returned' } },
    })

    // Back to an allowance: the item it put back leaves inventory, unless it has been sold since.
    const allowance = await mark(person, first.id, 'allowance')
    expect(allowance.status).toBe(200)
    expect((allowance.body as { refund: unknown }).refund).toMatchObject({
      kind: 'allowance',
      returnedItemId: null,
      returnedSku: null,
    })
    expect(
      (await send(t.app, 'GET', `/api/items/${back.returnedItemId}`, { cookie: person.cookie })).status,
    ).toBe(404)

    const again = ((await mark(person, second.id, 'return')).body as { refund: { returnedItemId: string } })
      .refund
    const sold = await send(t.app, 'POST', `/api/items/${again.returnedItemId}/sell`, {
      cookie: person.cookie,
      json: { soldDate: '2025-04-01', salePrice: '30.00' },
    })
    expect(sold.status).toBe(200)
    expect(await mark(person, second.id, 'allowance')).toMatchObject({
      status: 409,
      body: {
        error: {
          message: 'The item this return put back in inventory has left it since: change that item first',
        },
      },
    })
    expect((await refundsOf(person, item.id)).map((row) => row.kind)).toEqual(['allowance', 'return'])
  })

  it('shows on the sold list what each item had refunded, and whether it came back', async () => {
    const person = await signedInUser(t.app)
    const kept = await soldItem(person)
    const returned = await soldItem(person)
    const untouched = await soldItem(person)
    expect(
      (await refund(person, kept.id, { refundDate: '2025-03-05', amount: '4.50', kind: 'allowance' })).status,
    ).toBe(201)
    expect(
      (await refund(person, kept.id, { refundDate: '2025-03-09', amount: '1.25', kind: 'allowance' })).status,
    ).toBe(201)
    expect(
      (await refund(person, returned.id, { refundDate: '2025-03-05', amount: '45.00', kind: 'return' }))
        .status,
    ).toBe(201)

    const list = await send(t.app, 'GET', '/api/items?status=sold&sort=soldDate', { cookie: person.cookie })
    expect(list.status).toBe(200)
    const rows = (list.body as { rows: { id: string; refunded: number; isReturned: boolean }[] }).rows
    const figures = (id: string) => {
      const row = rows.find((entry) => entry.id === id)
      return row && { refunded: row.refunded, isReturned: row.isReturned }
    }
    expect(figures(kept.id)).toEqual({ refunded: 575, isReturned: false })
    expect(figures(returned.id)).toEqual({ refunded: 4500, isReturned: true })
    expect(figures(untouched.id)).toEqual({ refunded: 0, isReturned: false })
    // The item the return put back in inventory is on the unlisted list, with nothing refunded of its own.
    const unlisted = await send(t.app, 'GET', '/api/items?status=unlisted', { cookie: person.cookie })
    expect((unlisted.body as { rows: Record<string, unknown>[] }).rows).toEqual([
      expect.objectContaining({ sku: `${returned.sku}-R`, refunded: 0, isReturned: false }),
    ])
  })

  it('shows the year’s refunds and fees per marketplace on Monthly Sales and the Tax Summary', async () => {
    const person = await signedInUser(t.app)
    const other = await signedInUser(t.app)
    const ebay = await soldItem(person, { marketplace: 'ebay', generalFees: '4.00', promoFees: '1.50' })
    await soldItem(person, { marketplace: 'ebay', generalFees: '2.00' })
    const plain = await soldItem(person, { salePrice: '20.00', postageCharged: '0' })
    const ofLastYear = await soldItem(person, {
      marketplace: 'poshmark',
      purchaseDate: '2024-01-02',
      soldDate: '2024-12-20',
      salePrice: '30.00',
      postageCharged: '0',
    })
    await soldItem(other, { marketplace: 'ebay' })
    const allowance = (itemId: string, refundDate: string, amount: string, who = person) =>
      refund(who, itemId, { refundDate, amount, kind: 'allowance' })
    expect((await allowance(ebay.id, '2025-03-10', '10.00')).status).toBe(201)
    expect((await allowance(ebay.id, '2026-01-05', '3.00')).status).toBe(201)
    expect((await allowance(plain.id, '2025-04-01', '2.50')).status).toBe(201)
    // A 2024 sale refunded in 2025 is 2025's refund, where it sold.
    expect((await allowance(ofLastYear.id, '2025-01-15', '7.00')).status).toBe(201)
    // A refund imported before its sale: the marketplace its file named, and the fees credited back.
    await t.db.insert(refunds).values({
      userId: person.id,
      marketplace: 'etsy',
      orderId: 'E-1',
      refundDate: '2025-05-05',
      amount: 1200,
      feesCredited: 80,
      kind: 'allowance',
      importKey: 'E-1-refund',
    })

    const expected = [
      {
        marketplace: 'ebay',
        count: 2,
        revenue: 9000,
        refunds: 1000,
        fees: 750,
        profit: 9000 - 2400 - 750 - 1000,
      },
      { marketplace: null, count: 1, revenue: 2000, refunds: 250, fees: 0, profit: 2000 - 1200 - 250 },
      { marketplace: 'etsy', count: 0, revenue: 0, refunds: 1200, fees: -80, profit: -1200 + 80 },
      { marketplace: 'poshmark', count: 0, revenue: 0, refunds: 700, fees: 0, profit: -700 },
    ]
    const monthly = await send(t.app, 'GET', '/api/reports/monthly-sales?year=2025', {
      cookie: person.cookie,
    })
    expect((monthly.body as { byMarketplace: unknown }).byMarketplace).toEqual(expected)
    const tax = await send(t.app, 'GET', '/api/reports/tax-summary?year=2025', { cookie: person.cookie })
    const taxBody = tax.body as { byMarketplace: unknown; taxSummary: { summary: Record<string, number> } }
    expect(taxBody.byMarketplace).toEqual(expected)
    // The marketplaces add up to the Tax Summary's line 2 and fees.
    expect(taxBody.taxSummary.summary.returnsAndAllowances).toBe(1000 + 250 + 1200 + 700)
    // 2024: the Poshmark sale in full, its refund of 2025 not yet.
    const of2024 = await send(t.app, 'GET', '/api/reports/tax-summary?year=2024', { cookie: person.cookie })
    expect((of2024.body as { byMarketplace: unknown }).byMarketplace).toEqual([
      { marketplace: 'poshmark', count: 1, revenue: 3000, refunds: 0, fees: 0, profit: 3000 - 1200 },
    ])
  })

  it('nets each month’s profit of the refunds dated in it on Monthly Sales, a return’s item back in inventory', async () => {
    const person = await signedInUser(t.app)
    const kept = await soldItem(person, { marketplace: 'ebay', generalFees: '4.00' })
    const cameBack = await soldItem(person, { marketplace: 'ebay' })
    expect(
      (await refund(person, kept.id, { refundDate: '2025-03-10', amount: '10.00', kind: 'allowance' }))
        .status,
    ).toBe(201)
    expect(
      (await refund(person, cameBack.id, { refundDate: '2025-04-02', amount: '45.00', kind: 'return' }))
        .status,
    ).toBe(201)
    await t.db.insert(refunds).values({
      userId: person.id,
      marketplace: 'etsy',
      orderId: 'E-2',
      refundDate: '2025-04-05',
      amount: 500,
      feesCredited: 30,
      kind: 'allowance',
      importKey: 'E-2-refund',
    })

    const monthly = await send(t.app, 'GET', '/api/reports/monthly-sales?year=2025', {
      cookie: person.cookie,
    })
    const { report, byMarketplace } = monthly.body as {
      report: {
        months: { itemsSold: number; totalRevenue: number; refunds: number; netProfit: number }[]
        yearToDate: { totalProfit: number; refunds: number }
      }
      byMarketplace: { marketplace: string | null; profit: number }[]
    }
    // March: both sales ($45.00 each at $12.00 cost, $4.00 of fees on one) less the allowance of the month.
    const marchSales = 4500 - 1200 - 400 + (4500 - 1200)
    expect(report.months[2]).toMatchObject({
      itemsSold: 2,
      totalRevenue: 9000,
      refunds: 1000,
      netProfit: marchSales - 1000,
    })
    // April: no sale; the return gave $45.00 back and its item ($12.00) is in inventory again; the imported
    // refund gave $5.00 back and the marketplace credited $0.30 of fees.
    const april = -4500 + 1200 - 500 + 30
    expect(report.months[3]).toMatchObject({ itemsSold: 0, totalRevenue: 0, refunds: 5000, netProfit: april })
    expect(report.yearToDate).toMatchObject({ totalProfit: marchSales - 1000 + april, refunds: 6000 })
    // Sales by Marketplace nets them the same way: the year's profit is the marketplaces' profits.
    expect(byMarketplace.find((row) => row.marketplace === 'ebay')?.profit).toBe(
      marchSales - 1000 - 4500 + 1200,
    )
    expect(byMarketplace.reduce((sum, row) => sum + row.profit, 0)).toBe(report.yearToDate.totalProfit)
    // The Dashboard's Net Profit is after every refund too; its revenue and costs are the sales'.
    const dashboard = await send(t.app, 'GET', '/api/reports/dashboard', { cookie: person.cookie })
    expect((dashboard.body as { dashboard: { overview: unknown } }).dashboard.overview).toEqual({
      totalRevenue: 9000,
      totalCosts: 2400 + 400,
      netProfit: report.yearToDate.totalProfit,
      refunds: 6000,
    })
  })

  it('refuses a refund before the sale, more than the sale, a second return, or of an item not sold', async () => {
    const person = await signedInUser(t.app)
    const item = await soldItem(person)
    const refused = async (json: Record<string, unknown>, itemId = item.id) => {
      const answer = await refund(person, itemId, json)
      return { status: answer.status, body: answer.body as { error: { message: string; fields?: unknown } } }
    }
    expect(await refused({ refundDate: '2025-02-28', amount: '1.00', kind: 'allowance' })).toMatchObject({
      status: 400,
      body: { error: { fields: { refundDate: 'Refund date cannot be before the sold date' } } },
    })
    expect(await refused({ refundDate: '2025-03-02', amount: '45.01', kind: 'allowance' })).toMatchObject({
      status: 400,
      body: { error: { fields: { amount: 'Refunds cannot be more than the sale: at most $45.00 is left' } } },
    })
    expect(await refused({ refundDate: '2025-03-02', amount: '0', kind: 'allowance' })).toMatchObject({
      status: 400,
    })
    expect(
      await refused({ refundDate: '2025-03-02', amount: '1.00', salesTax: '0.01', kind: 'allowance' }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { salesTax: 'At most $0.00 of sales tax is left to refund' } } },
    })
    expect(await refused({ refundDate: '2025-03-02', amount: '1.00', kind: 'lost' })).toMatchObject({
      status: 400,
    })
    expect(
      (await refund(person, item.id, { refundDate: '2025-03-02', amount: '20.00', kind: 'return' })).status,
    ).toBe(201)
    expect(await refused({ refundDate: '2025-03-03', amount: '1.00', kind: 'return' })).toMatchObject({
      status: 400,
      body: { error: { message: 'This item was already returned' } },
    })
    const unsold = await soldItem(person, { status: 'listed', soldDate: '', salePrice: '0' })
    expect(
      await refused({ refundDate: '2025-03-02', amount: '1.00', kind: 'allowance' }, unsold.id),
    ).toMatchObject({
      status: 400,
      body: { error: { message: 'Only a sold item can be refunded' } },
    })
    // Another person's item is not found, and nothing is written.
    const other = await signedInUser(t.app)
    expect(
      (await refund(other, item.id, { refundDate: '2025-03-02', amount: '1.00', kind: 'allowance' })).status,
    ).toBe(404)
    expect((await send(t.app, 'GET', `/api/items/${item.id}/refunds`, { cookie: other.cookie })).status).toBe(
      404,
    )
    expect(await refundsOf(person, item.id)).toHaveLength(1)
  })

  it('records the fees the marketplace credited back, at most the sale’s fees in all its refunds', async () => {
    const person = await signedInUser(t.app)
    const item = await soldItem(person, { generalFees: '4.00', promoFees: '1.00' })
    const credit = (feesCredited: string) =>
      refund(person, item.id, { refundDate: '2025-03-05', amount: '1.00', feesCredited, kind: 'allowance' })
    const first = await credit('3.00')
    expect(first.status).toBe(201)
    expect((first.body as { refund: unknown }).refund).toMatchObject({ amount: 100, feesCredited: 300 })
    expect(await credit('2.01')).toMatchObject({
      status: 400,
      body: {
        error: { fields: { feesCredited: "At most $2.00 of the sale's fees is left to credit back" } },
      },
    })
    expect((await credit('2.00')).status).toBe(201)
    expect((await refundsOf(person, item.id)).map((row) => row.feesCredited)).toEqual([300, 200])
  })

  it('refuses a refund dated in a closed year, beside the date', async () => {
    const person = await signedInUser(t.app)
    const item = await soldItem(person, { soldDate: '2024-12-20', purchaseDate: '2024-01-10' })
    expect((await send(t.app, 'POST', '/api/tax-years/2024/close', { cookie: person.cookie })).status).toBe(
      200,
    )
    const answer = await refund(person, item.id, {
      refundDate: '2024-12-31',
      amount: '5.00',
      kind: 'allowance',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({
      error: {
        fields: { refundDate: '2024 is closed. Reopen it on the Tax Summary to change what is dated in it.' },
      },
    })
    // The year after is open: a refund of a 2024 sale dated in 2025 is line 2 of 2025.
    expect(
      (await refund(person, item.id, { refundDate: '2025-01-02', amount: '5.00', kind: 'allowance' })).status,
    ).toBe(201)
  })

  it('counts refunds as returns and allowances in the year they are dated in, and a return back in inventory', async () => {
    const person = await signedInUser(t.app)
    const get = async (path: string) =>
      (await send(t.app, 'GET', path, { cookie: person.cookie })).body as never
    const item = await soldItem(person, { marketplace: 'ebay', generalFees: '4.00' })
    const before = (await get('/api/reports/tax-summary?year=2025')) as {
      taxSummary: { summary: Record<string, number> }
    }
    expect(before.taxSummary.summary).toMatchObject({
      grossSalesRevenue: 4500,
      returnsAndAllowances: 0,
      grossProfit: 3300,
    })

    expect(
      (await refund(person, item.id, { refundDate: '2025-03-05', amount: '10.00', kind: 'allowance' }))
        .status,
    ).toBe(201)
    expect(
      (await refund(person, item.id, { refundDate: '2026-01-10', amount: '35.00', kind: 'return' })).status,
    ).toBe(201)

    type Summary = {
      taxSummary: {
        summary: Record<string, number>
        scheduleC: { line: string; amount: number }[]
        partThree: Record<string, number>
        lineFour: { difference: number; parts: { part: string; amount: number; count: number }[] }
      }
    }
    const of2025 = ((await get('/api/reports/tax-summary?year=2025')) as Summary).taxSummary
    // Line 1 keeps the sale; line 2 is the refund dated in the year; gross profit is net sales less the cost.
    expect(of2025.summary).toMatchObject({
      grossSalesRevenue: 4500,
      returnsAndAllowances: 1000,
      costOfGoodsSold: 1200,
      grossProfit: 4500 - 1000 - 1200,
      netProfitBeforeTax: 4500 - 1000 - 1200 - 400,
    })
    const line = (summary: Summary['taxSummary'], n: string) =>
      summary.scheduleC.find((row) => row.line === n)?.amount
    expect([line(of2025, '1'), line(of2025, '2'), line(of2025, '4')]).toEqual([4500, 1000, 1200])

    // The return of 2026: line 2 of 2026, and the item back in inventory at its cost, which is no purchase of
    // 2026: line 42 is lower by it than the cost of the items sold in 2026 (none).
    const of2026 = ((await get('/api/reports/tax-summary?year=2026')) as Summary).taxSummary
    expect(of2026.summary).toMatchObject({ grossSalesRevenue: 0, returnsAndAllowances: 3500 })
    expect(line(of2026, '2')).toBe(3500)
    expect(of2026.partThree).toMatchObject({ purchases: 0, returned: 1200, line41EndingInventory: 1200 })
    expect(of2026.partThree.line42CostOfGoodsSold).toBe(-1200)
    expect(of2026.lineFour.parts).toEqual([{ part: 'returned', amount: -1200, count: 1 }])
    expect(of2026.lineFour.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(of2026.lineFour.difference)

    // The 1099-K of 2025: the refunds of 2025's sales dated in 2025 explain what the form's gross has and
    // Frogwalk's sales not. The return dated 2026 is 2026's, and leaves 2025's figures as they were.
    expect(
      (
        await send(t.app, 'PUT', '/api/tax-years/2025/form-1099k/ebay', {
          cookie: person.cookie,
          json: { grossAmount: '45.00' },
        })
      ).status,
    ).toBe(200)
    const { form1099k: form } = (await get('/api/tax-years/2025/form-1099k')) as {
      form1099k: {
        marketplaces: {
          marketplace: string
          frogwalk: Record<string, number>
          reconciliation: { lines: { kind: string; cents: number; text: string }[]; unexplainedCents: number }
        }[]
      }
    }
    const ebay = form.marketplaces.find((row) => row.marketplace === 'ebay')
    expect(ebay?.frogwalk).toMatchObject({ refundsCents: 1000, salesCents: 4000 - 1000, grossCents: 4500 })
    expect(ebay?.reconciliation.lines.find((row) => row.kind === 'refunds')).toEqual({
      kind: 'refunds',
      cents: 1000,
      text: 'Refunds are not subtracted on a 1099-K: $10.00',
    })
    expect(ebay?.reconciliation.unexplainedCents).toBe(0)
  })
})
