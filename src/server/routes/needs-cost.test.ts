import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeEach, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorOf,
  ORIGIN,
  signedInUser,
  useTestApp,
  type Api,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { needsCostText } from '../../domain/items/needs-cost'
import { closedYearMessage } from '../../domain/tax-year/closed-years'

type NewItemInput = Parameters<Api['items']['$post']>[0]['json']

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-needs-cost-'))
  try {
    writeFileSync(path.join(dir, 'summary.pdf'), pdf)
    return execFileSync('pdftotext', ['summary.pdf', '-'], { cwd: dir, encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/*
 * Sold items without a cost (decision 034): never silent. The list and the Sold list's filter show them,
 * the Dashboard, the Tax Summary (and so the year pack's PDF) count them with their revenue, and their costs
 * are entered at once, in one transaction, the user's items only, refused in a closed year.
 */
describe.each(ENGINES)('sold items without a cost on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  let cookie = ''
  let n = 0
  const post = async (extra: Partial<NewItemInput> = {}, client = api) =>
    (
      await bodyOf(
        client.items.$post({ json: { sku: `NC-${++n}`, brand: 'Levi', description: 'Jeans', ...extra } }),
      )
    ).item
  const sold = (soldDate: string, salePrice: string, extra: Partial<NewItemInput> = {}, client = api) =>
    post({ status: 'sold', soldDate, salePrice, purchaseDate: '2023-01-02', ...extra }, client)
  const get = async (id: string, client = api) =>
    (await bodyOf(client.items[':id'].$get({ param: { id } }))).item
  const list = async (query: Record<string, string>, client = api) =>
    bodyOf(client.items.$get({ query: { status: 'sold', ...query } }))
  const taxSummary = async (year: number, client = api) =>
    (await bodyOf(client.reports['tax-summary'].$get({ query: { year: String(year) } }))).taxSummary
  const dashboard = async (client = api) => (await bodyOf(client.reports.dashboard.$get())).dashboard
  const enter = (costs: { id: string; costOfGoods: string | number }[], client = api) =>
    client.items['bulk-cost'].$post({ json: { costs } })

  beforeEach(async () => {
    cookie = (await signedInUser(t.app)).cookie
    api = clientFor(t.app, cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('counts the sold items at $0 cost and their revenue, per year on the Tax Summary and in all on the Dashboard', async () => {
    // Revenue is sale price plus postage charged (spec 9); the cost is what decides, flagged or typed as 0.
    await sold('2024-03-01', '400.00', { postageCharged: '10.00', needsCost: true })
    await sold('2024-06-01', '300.00', { costOfGoods: '0' })
    await sold('2024-12-31', '370.00')
    await sold('2024-07-01', '999.00', { costOfGoods: '0.01' })
    await sold('2025-01-01', '50.25')
    await post({ status: 'listed', costOfGoods: '0', salePrice: '80.00' })
    await sold('2024-05-05', '500.00', {}, other)

    expect((await taxSummary(2024)).needsCost).toEqual({ count: 3, revenue: 108000 })
    expect(needsCostText((await taxSummary(2024)).needsCost)).toBe(
      '3 items sold at $0 cost: $1,080.00 of revenue',
    )
    expect((await taxSummary(2025)).needsCost).toEqual({ count: 1, revenue: 5025 })
    expect((await taxSummary(2023)).needsCost).toEqual({ count: 0, revenue: 0 })
    expect((await dashboard()).needsCost).toEqual({ count: 4, revenue: 113025 })
    expect((await dashboard(other)).needsCost).toEqual({ count: 1, revenue: 50000 })
  })

  it('counts their revenue as sold, a refund of one not taken off: its cost is missing all the same', async () => {
    const refunded = await sold('2024-03-01', '400.00', { postageCharged: '10.00', needsCost: true })
    const returned = await sold('2024-04-01', '100.00', { needsCost: true })
    const refund = (id: string, json: { refundDate: string; amount: string; kind: 'return' | 'allowance' }) =>
      bodyOf(api.items[':id'].refunds.$post({ param: { id }, json }))
    await refund(refunded.id, { refundDate: '2024-03-10', amount: '50.00', kind: 'allowance' })
    await refund(returned.id, { refundDate: '2024-04-10', amount: '100.00', kind: 'return' })
    expect((await taxSummary(2024)).needsCost).toEqual({ count: 2, revenue: 51000 })
    expect((await dashboard()).needsCost).toEqual({ count: 2, revenue: 51000 })
  })

  it('says so in the year pack’s summary, and says nothing of a year without them', async () => {
    await sold('2024-03-01', '400.00', { postageCharged: '10.00', needsCost: true })
    await sold('2024-06-01', '670.00')
    await sold('2024-06-02', '99.00', { costOfGoods: '1.00' })
    await sold('2023-06-02', '99.00', { costOfGoods: '1.00', purchaseDate: '2023-01-01' })
    const summaryText = async (year: number) => {
      const answer = await t.app.request(`${ORIGIN}/api/tax-years/${year}/pack`, {
        headers: { cookie, origin: ORIGIN },
      })
      expect(answer.status).toBe(200)
      const files = unzipSync(new Uint8Array(await answer.arrayBuffer()))
      return pdfText(files[`frogwalk-tax-summary-${year}.pdf`] ?? new Uint8Array()).replace(/\s+/g, ' ')
    }
    expect(await summaryText(2024)).toContain('Needs cost: 2 items sold at $0 cost: $1,080.00 of revenue.')
    expect(await summaryText(2023)).not.toContain('Needs cost')
  })

  it('lists them on Sold with the Needs Cost filter, paged and sorted by the server, and bulk changes follow the filter', async () => {
    const a = await sold('2024-03-01', '10.00')
    const b = await sold('2024-03-02', '20.00')
    const c = await sold('2024-03-03', '30.00')
    const costed = await sold('2024-03-02', '40.00', { costOfGoods: '5.00' })
    await post({ status: 'listed' })
    await sold('2024-03-02', '20.00', {}, other)

    const first = await list({ needsCost: 'true', sort: 'soldDate', dir: 'desc', limit: '2' })
    expect(first.rows.map((row) => row.id)).toEqual([c.id, b.id])
    expect(first.counts).toEqual({ matching: 3, total: 4 })
    // The day headers sum the day's matching items only: the costed sale of 2024-03-02 is not among them.
    expect(first.days.find((day) => day.date === '2024-03-02')).toMatchObject({
      itemCount: 1,
      totalRevenue: 2000,
    })
    const second = await list({
      needsCost: 'true',
      sort: 'soldDate',
      dir: 'desc',
      limit: '2',
      cursor: first.nextCursor ?? '',
    })
    expect(second.rows.map((row) => row.id)).toEqual([a.id])
    expect(second.nextCursor).toBeNull()
    const bySku = await list({ needsCost: 'true', sort: 'sku', dir: 'asc' })
    expect(bySku.rows.map((row) => row.sku)).toEqual([a.sku, b.sku, c.sku].sort())
    expect((await list({ needsCost: 'false' })).rows).toHaveLength(4)
    expect((await list({})).rows.map((row) => row.id)).toContain(costed.id)
    expect(
      await errorOf(api.items.$get({ query: { status: 'sold', needsCost: 'yes' as 'true' } })),
    ).toMatchObject({
      status: 400,
      fields: { needsCost: 'Must be true or false' },
    })

    // One year's of them: the list a Tax Summary's notice opens.
    const d = await sold('2025-02-02', '9.00')
    const ofYear = await list({ needsCost: 'true', soldYear: '2024', sort: 'soldDate', dir: 'asc' })
    expect(ofYear.rows.map((row) => row.id)).toEqual([a.id, b.id, c.id])
    expect((await list({ needsCost: 'true', soldYear: '2025' })).rows).toHaveLength(1)
    for (const soldYear of ['0000', '1899', '20245', 'next'])
      expect(await errorOf(api.items.$get({ query: { status: 'sold', soldYear } }))).toMatchObject({
        status: 400,
        fields: { soldYear: 'Year must be between 1900 and 9999' },
      })

    // The export writes what the filtered list shows.
    const csv = await api.items['export.csv'].$get({
      query: { status: 'sold', needsCost: 'true', sort: 'sku', dir: 'asc' },
    })
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([a.sku, b.sku, c.sku, d.sku].sort())

    // 'Select all N matching' with the filter on reaches only the items without a cost.
    const changed = await bodyOf(
      api.items['bulk-status'].$post({
        json: { selection: { matching: { status: 'sold', q: '', needsCost: true } }, status: 'listed' },
      }),
    )
    expect(changed).toEqual({ changed: 4 })
    expect(await get(costed.id)).toMatchObject({ status: 'sold' })
  })

  it('enters many costs at once, clearing needs cost, and the counts follow', async () => {
    const a = await sold('2024-03-01', '400.00', { needsCost: true })
    const b = await sold('2024-03-02', '300.00', { needsCost: true })
    const c = await sold('2024-03-03', '380.00')
    expect(
      await bodyOf(
        enter([
          { id: a.id, costOfGoods: '12.34' },
          { id: b.id, costOfGoods: 500 },
        ]),
      ),
    ).toEqual({ changed: 2 })
    expect(await get(a.id)).toMatchObject({ costOfGoods: 1234, needsCost: false })
    expect(await get(b.id)).toMatchObject({ costOfGoods: 500, needsCost: false })
    expect(await get(c.id)).toMatchObject({ costOfGoods: 0 })
    expect((await taxSummary(2024)).needsCost).toEqual({ count: 1, revenue: 38000 })
    expect((await taxSummary(2024)).summary.costOfGoodsSold).toBe(1734)
    expect((await list({ needsCost: 'true' })).rows.map((row) => row.id)).toEqual([c.id])
  })

  it('refuses bad input with a clear error and changes nothing', async () => {
    const a = await sold('2024-03-01', '10.00')
    const b = await sold('2024-03-02', '20.00')
    const cases: [unknown, string][] = [
      [{ costs: [] }, 'Enter at least one cost'],
      [{ costs: [{ id: a.id, costOfGoods: '0' }] }, 'Enter a cost above $0.00'],
      [{ costs: [{ id: a.id, costOfGoods: '-1' }] }, 'Enter a cost above $0.00'],
      [{ costs: [{ id: a.id, costOfGoods: '' }] }, 'Enter a cost'],
      [{ costs: [{ id: a.id, costOfGoods: '1.234' }] }, 'Use at most two decimal places'],
      [{ costs: [{ id: a.id, costOfGoods: '10000000' }] }, 'Must be at most $9,999,999.99'],
      [
        {
          costs: [
            { id: a.id, costOfGoods: '1' },
            { id: a.id, costOfGoods: '2' },
          ],
        },
        'Enter each item’s cost once',
      ],
      [{ costs: [{ id: 'nope', costOfGoods: '1' }] }, ''],
      [
        { costs: Array.from({ length: 501 }, () => ({ id: a.id, costOfGoods: '1' })) },
        'Enter at most 500 costs at once',
      ],
    ]
    for (const [json, message] of cases) {
      const refused = await errorOf(
        api.items['bulk-cost'].$post({ json: json as { costs: { id: string; costOfGoods: string }[] } }),
      )
      expect(refused.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      if (message !== '') expect(JSON.stringify(refused.fields), message).toContain(message)
    }
    // One good cost and one of another user's items: nothing is saved, as if that item did not exist.
    const theirs = await sold('2024-03-02', '20.00', {}, other)
    expect(
      await errorOf(
        enter([
          { id: a.id, costOfGoods: '1.00' },
          { id: theirs.id, costOfGoods: '1.00' },
        ]),
      ),
    ).toMatchObject({ status: 404, code: 'not_found', message: 'Item not found' })
    expect(await get(a.id)).toMatchObject({ costOfGoods: 0 })
    expect(await get(theirs.id, other)).toMatchObject({ costOfGoods: 0 })
    expect((await taxSummary(2024)).needsCost).toEqual({ count: 2, revenue: 3000 })
    expect(b.costOfGoods).toBe(0)
  })

  it('refuses the costs of a closed year’s items, all of them, and takes them once it is reopened', async () => {
    const closed = await sold('2024-03-01', '10.00', { purchaseDate: '2024-01-01' })
    const open = await sold(`${new Date().getUTCFullYear()}-01-01`, '20.00', {
      purchaseDate: `${new Date().getUTCFullYear()}-01-01`,
    })
    await bodyOf(api['tax-years'][':year'].close.$post({ param: { year: '2024' } }))
    expect(
      await errorOf(
        enter([
          { id: open.id, costOfGoods: '3.00' },
          { id: closed.id, costOfGoods: '4.00' },
        ]),
      ),
    ).toMatchObject({ status: 409, code: 'conflict', message: closedYearMessage(2024) })
    expect(await get(open.id)).toMatchObject({ costOfGoods: 0 })
    expect(await get(closed.id)).toMatchObject({ costOfGoods: 0 })
    await bodyOf(api['tax-years'][':year'].reopen.$post({ param: { year: '2024' } }))
    expect(await bodyOf(enter([{ id: closed.id, costOfGoods: '4.00' }]))).toEqual({ changed: 1 })
  })

  it('reads the count from the partial index of the items without a cost', async () => {
    const plan = await t.db.execute(
      sql.raw(
        `explain select count(*) from inventory_items where user_id = '00000000-0000-0000-0000-000000000000' and status = 'sold' and cost_of_goods = 0 and sold_date >= '2024-01-01' and sold_date < '2025-01-01'`,
      ),
    )
    expect(JSON.stringify(plan)).toContain('inventory_items_needs_cost_idx')
  })
})
