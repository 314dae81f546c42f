import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

describe.each(ENGINES)('report routes on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    await bodyOf(
      api.items.$post({
        json: {
          sku: 'S-1',
          brand: 'Levi',
          description: 'Jeans',
          costOfGoods: '4.00',
          salePrice: '25.00',
          status: 'sold',
          soldDate: '2026-03-14',
        },
      }),
    )
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers the figures of the year asked for', async () => {
    // A year other than the current one opens on its first month with sales (the current year opens on
    // today's month), so the clock is set before 2026 for this request.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-15T12:00:00Z') })
    const sales = await bodyOf(api.reports['monthly-sales'].$get({ query: { year: '2026' } }))
    vi.useRealTimers()
    expect(sales.years).toEqual([2026])
    expect(sales.report.defaultMonth).toBe('2026-03')
    expect(sales.report.yearToDate).toEqual({ itemsSold: 1, totalCostOfGoods: 400, totalProfit: 2100, refunds: 0 })
    const items = await bodyOf(api.reports['monthly-sales'].items.$get({ query: { month: '2026-03' } }))
    expect(items.rows.map((item) => item.sku)).toEqual(['S-1'])
    expect(items.days).toEqual([{ date: '2026-03-14', itemCount: 1, totalRevenue: 2500, totalProfit: 2100 }])
    const tax = await bodyOf(api.reports['tax-summary'].$get({ query: { year: '2026' } }))
    expect(tax.years).toEqual([2026])
    expect(tax.taxSummary.summary.netProfitBeforeTax).toBe(2100)
    const insights = await bodyOf(api.reports.insights.$get({ query: { year: '2026' } }))
    expect(insights.insights.brands.map((row) => row.name)).toEqual(['Levi'])
    const { dashboard } = await bodyOf(api.reports.dashboard.$get())
    expect(dashboard.stats.sold).toBe(1)
  })

  it("pages a month's sales, with the month's days and counts on the first page only", async () => {
    const seller = clientFor(t.app, (await signedInUser(t.app)).cookie)
    const sold = [
      { sku: 'M-1', soldDate: '2026-05-02', salePrice: '10.00' },
      { sku: 'M-2', soldDate: '2026-05-09', salePrice: '20.00' },
      { sku: 'M-3', soldDate: '2026-06-01', salePrice: '30.00' },
    ]
    for (const item of sold)
      await bodyOf(seller.items.$post({ json: { ...item, brand: 'B', description: 'D', status: 'sold' } }))
    await bodyOf(
      seller.items.$post({ json: { sku: 'U-1', brand: 'B', description: 'D', status: 'unlisted' } }),
    )
    const first = await bodyOf(
      seller.reports['monthly-sales'].items.$get({ query: { month: '2026-05', limit: '1' } }),
    )
    expect(first.rows.map((item) => item.sku)).toEqual(['M-2'])
    // Matching: May's sales, summed from its days; total: every sold item of the user.
    expect(first.counts).toEqual({ matching: 2, total: 3 })
    expect(first.days).toEqual([
      { date: '2026-05-09', itemCount: 1, totalRevenue: 2000, totalProfit: 2000 },
      { date: '2026-05-02', itemCount: 1, totalRevenue: 1000, totalProfit: 1000 },
    ])
    const next = await bodyOf(
      seller.reports['monthly-sales'].items.$get({
        query: { month: '2026-05', limit: '1', cursor: first.nextCursor ?? '' },
      }),
    )
    expect(next.rows.map((item) => item.sku)).toEqual(['M-1'])
    expect(next.counts).toBeNull()
    expect(next.days).toEqual([])
  })

  it.each([{ year: 'abc' }, { year: '0' }, { year: '10000' }, { year: '2026.5' }])(
    'refuses the year %j with 400',
    async (query) => {
      expect(await errorOf(api.reports['tax-summary'].$get({ query }))).toMatchObject({
        status: 400,
        code: 'validation_failed',
      })
    },
  )

  it('refuses a month that is not YYYY-MM', async () => {
    expect(
      await errorOf(api.reports['monthly-sales'].items.$get({ query: { month: '2026-13' } })),
    ).toMatchObject({ status: 400 })
  })

  it('answers 401 when signed out', async () => {
    const anonymous = clientFor(t.app)
    expect((await anonymous.reports.dashboard.$get()).status).toBe(401)
  })
})
