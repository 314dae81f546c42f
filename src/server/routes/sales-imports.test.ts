import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sql } from 'drizzle-orm'
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
import { isGeneratedSku } from '../../domain/items/sku'
import { readCsvText } from '../../domain/marketplaces/csv-text'
import { reportFile } from '../../domain/marketplaces/fixtures/report-writer'
import { keptSalesReadings } from '../sales-import'
import type {
  RowChoice,
  SalesImportPreview,
  SalesImportResult,
  SavedMapping,
} from '../../shared/schemas/sales-imports'

/*
 * Marketplace sales import (decision 020): POST /api/sales-imports previews a report (nothing written) or
 * imports it with the person's choices in one transaction; a sale imported once is never written again.
 */

const FIXTURES = fileURLToPath(new URL('../../domain/marketplaces/fixtures/', import.meta.url))
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')
const FIXTURE_FILES = readdirSync(FIXTURES).filter((name) => name.endsWith('.csv'))

const EBAY_SAMPLE = fixture('ebay-transaction-report.sample-fake.csv')
const MERCARI_SAMPLE = fixture('mercari-sales-report.sample-fake.csv')

/** The columns of the eBay transaction report, as its header file writes them. */
const EBAY_COLUMNS = (() => {
  const read = readCsvText(fixture('ebay-transaction-report.header.csv'), ',')
  if (!read.ok) throw new Error(read.message)
  return read.rows[0] ?? []
})()

/** A small eBay transaction report of the given sales (the custom label is the seller's SKU). */
function ebayReport(sales: { order: string; date: string; title: string; label: string; price: string }[]) {
  return reportFile(
    EBAY_COLUMNS,
    sales.map((sale) => ({
      'Transaction creation date': sale.date,
      Type: 'Order',
      'Order number': sale.order,
      'Item title': sale.title,
      'Custom label': sale.label || '--',
      Quantity: '1',
      'Item subtotal': sale.price,
      'Shipping and handling': '4.00',
      'eBay collected tax': '0.80',
      'Final Value Fee - fixed': '-0.40',
      'Final Value Fee - variable': '-1.20',
      'Transaction currency': 'USD',
    })),
  )
}

describe.each(ENGINES)('Sales import on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  beforeAll(async () => {
    user = await signedInUser(t.app)
  })

  const post = (body: unknown, options: { preview?: boolean; cookie?: string; query?: string } = {}) =>
    send(
      t.app,
      'POST',
      `/api/sales-imports${options.preview ? '?preview=true' : ''}${options.query ?? ''}`,
      typeof body === 'string'
        ? { cookie: options.cookie ?? user.cookie, rawBody: body, headers: { 'content-type': 'text/csv' } }
        : { cookie: options.cookie ?? user.cookie, json: body },
    )
  const preview = async (csv: string, extra: object = {}, cookie?: string) => {
    const answer = await post({ csv, ...extra }, { preview: true, ...(cookie ? { cookie } : {}) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as SalesImportPreview
  }
  const commit = async (csv: string, choices: RowChoice[] = [], extra: object = {}, cookie?: string) => {
    const answer = await post({ csv, choices, ...extra }, cookie ? { cookie } : {})
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as SalesImportResult
  }
  const newItem = async (
    client: Api,
    fields: { sku: string; description: string; purchaseDate?: string; costOfGoods?: number },
  ) =>
    (
      await bodyOf(
        client.items.$post({
          json: { brand: 'Acme', purchaseDate: '2025-12-01', costOfGoods: 300, ...fields },
        }),
      )
    ).item
  const tableCount = async (table: string) => {
    const result = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
  }

  it.each(FIXTURE_FILES)('previews and imports the sample %s', async (name) => {
    const text = fixture(name)
    const shown = await preview(text)
    expect(shown.report).not.toBeNull()
    expect(shown.needsMapping).toBe(false)
    expect(shown.marketplace?.id).toBe(shown.marketplace?.id ?? 'x')
    const sales = shown.rows.filter((row) => row.kind === 'sale' && row.status !== 'refused')
    if (name.endsWith('.header.csv')) {
      // A report with no rows previews empty: no error.
      expect(shown.rows).toEqual([])
      expect(shown.counts).toEqual({
        matched: 0,
        unmatched: 0,
        alreadyImported: 0,
        refused: 0,
        notSales: 0,
        refunds: 0,
        charges: 0,
        payouts: 0,
      })
    }
    const choices: RowChoice[] = sales
      .filter((row) => row.status === 'unmatched')
      .map((row) => ({ row: row.row, action: 'create' }))
    const result = await commit(text, choices)
    expect(result.counts.created + result.counts.sold + result.counts.alreadyImported).toBe(sales.length)
    // The same file again writes nothing.
    const again = await commit(text, choices)
    expect(again.counts).toMatchObject({ sold: 0, created: 0 })
    // Refunds, charges and payouts are recorded once too.
    const records = shown.counts.refunds + shown.counts.charges + shown.counts.payouts
    expect(result.counts.refunds + result.counts.expenses + result.counts.payouts).toBe(records)
    expect(again.counts).toMatchObject({ refunds: 0, expenses: 0, payouts: 0 })
    expect(again.counts.alreadyImported).toBe(sales.length + records)
  })

  it('keeps a refund whose sale is not imported yet, and links it when the sale is', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mapping = { orderId: 'Order', soldDate: 'Date', title: 'Thing', salePrice: 'Paid' }
    const refundFile = 'Order,Date,Thing,Paid\r\nR-9,2026-02-10,Lamp,-12.50\r\n'
    const shown = await preview(refundFile, { mapping }, cookie)
    expect(shown.rows[0]?.effect).toBe(
      'Records a refund of $12.50, kept until its sale is imported: order R-9 is not in Frogwalk',
    )
    expect((await commit(refundFile, [], { mapping }, cookie)).counts).toMatchObject({ refunds: 1 })
    const refundsOf = async () =>
      (
        (await t.db.execute(
          sql.raw(`select item_id::text as "itemId", amount::text from refunds where user_id = '${id}'`),
        )) as unknown as { rows: { itemId: string | null; amount: string }[] }
      ).rows
    expect(await refundsOf()).toEqual([{ itemId: null, amount: '12.50' }])
    const saleFile = 'Order,Date,Thing,Paid\r\nR-9,2026-02-01,Lamp,40.00\r\n'
    await commit(saleFile, [{ row: 2, action: 'create' }], { mapping }, cookie)
    const [linked] = await refundsOf()
    expect(linked?.itemId).not.toBeNull()
    // The refund file again writes nothing.
    expect((await commit(refundFile, [], { mapping }, cookie)).counts).toMatchObject({
      refunds: 0,
      alreadyImported: 1,
    })
  })

  it('records a refund with no line id against the line of its order with its title', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mapping = { orderId: 'Order', soldDate: 'Date', title: 'Thing', salePrice: 'Paid' }
    const file = [
      'Order,Date,Thing,Paid',
      'M-1,2026-02-01,Red lamp,30.00',
      'M-1,2026-02-01,Blue vase,10.00',
      'M-1,2026-02-05,blue  VASE,-10.00',
    ].join('\r\n')
    const shown = await preview(file, { mapping }, cookie)
    expect(shown.rows[2]?.effect).toBe('Records a refund of $10.00 against the sale of row 3')
    await commit(
      file,
      [
        { row: 2, action: 'create' },
        { row: 3, action: 'create' },
      ],
      { mapping },
      cookie,
    )
    const refunded = (
      (await t.db.execute(
        sql.raw(
          `select i.description, r.amount::text from refunds r join inventory_items i on i.id = r.item_id where r.user_id = '${id}'`,
        ),
      )) as unknown as { rows: { description: string; amount: string }[] }
    ).rows
    expect(refunded).toEqual([{ description: 'Blue vase', amount: '10.00' }])
    // A later file's refund of the same order, with no line id: the line whose items its title describes.
    const later = ['Order,Date,Thing,Paid', 'M-1,2026-02-09,RED LAMP,-6.00'].join('\r\n')
    expect((await commit(later, [], { mapping }, cookie)).counts).toMatchObject({ refunds: 1 })
    const all = (
      (await t.db.execute(
        sql.raw(
          `select i.description, r.amount::text from refunds r join inventory_items i on i.id = r.item_id where r.user_id = '${id}' order by r.refund_date`,
        ),
      )) as unknown as { rows: { description: string; amount: string }[] }
    ).rows
    expect(all).toEqual([
      { description: 'Blue vase', amount: '10.00' },
      { description: 'Red lamp', amount: '6.00' },
    ])
  })

  /** The user's refunds with the SKU and description of the item each is recorded against, by date and item. */
  const refundsWithItems = async (userId: string) =>
    (
      (await t.db.execute(
        sql.raw(
          `select r.order_id as "orderId", i.sku, i.description, r.amount::text, r.sales_tax::text as "salesTax"
           from refunds r left join inventory_items i on i.id = r.item_id
           where r.user_id = '${userId}' order by r.order_id, r.refund_date, i.description`,
        ),
      )) as unknown as {
        rows: {
          orderId: string
          sku: string | null
          description: string | null
          amount: string
          salesTax: string
        }[]
      }
    ).rows

  it('records a later file’s refund with no line id against the line its title names, its items matched', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    // Items typed by hand, described otherwise than the marketplace's titles: the file's SKUs match them.
    await newItem(mine, { sku: 'TL-1', description: 'Lamp' })
    await newItem(mine, { sku: 'TV-1', description: 'Vase' })
    const mapping = { orderId: 'Order', soldDate: 'Date', title: 'Thing', sku: 'SKU', salePrice: 'Paid' }
    const sales = [
      'Order,Date,Thing,SKU,Paid',
      'T-1,2026-02-01,Vintage red table lamp,TL-1,30.00',
      'T-1,2026-02-01,Blue glass bud vase,TV-1,10.00',
    ].join('\r\n')
    expect((await commit(sales, [], { mapping }, cookie)).counts).toMatchObject({ sold: 2, created: 0 })
    const titles = (
      (await t.db.execute(
        sql.raw(`select title from sale_lines where user_id = '${id}' order by title`),
      )) as unknown as { rows: { title: string }[] }
    ).rows
    expect(titles).toEqual([{ title: 'Blue glass bud vase' }, { title: 'Vintage red table lamp' }])
    // The vase's refund, its title spelled otherwise; then one whose title no line has: split by value.
    const later = [
      'Order,Date,Thing,SKU,Paid',
      'T-1,2026-02-09,blue glass  bud VASE,,-10.00',
      'T-1,2026-02-10,Gift wrap,,-4.00',
    ].join('\r\n')
    expect((await preview(later, { mapping }, cookie)).rows.map((row) => row.effect)).toEqual([
      'Records a refund of $10.00 against order T-1, imported before',
      'Records a refund of $4.00 against order T-1, imported before',
    ])
    expect((await commit(later, [], { mapping }, cookie)).counts).toMatchObject({ refunds: 2 })
    expect((await refundsWithItems(id)).map(({ sku, amount }) => ({ sku, amount }))).toEqual([
      { sku: 'TV-1', amount: '10.00' },
      { sku: 'TL-1', amount: '3.00' },
      { sku: 'TV-1', amount: '1.00' },
    ])
    // The same file again writes nothing.
    expect((await commit(later, [], { mapping }, cookie)).counts).toMatchObject({
      refunds: 0,
      alreadyImported: 2,
    })
    expect(await refundsWithItems(id)).toHaveLength(3)
  })

  it('links a refund kept before its sale to the line its row named, by line id, else title, else split by value', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mapping = { orderId: 'Order', lineId: 'Line', soldDate: 'Date', title: 'Thing', salePrice: 'Paid' }
    const refundFile = [
      'Order,Line,Date,Thing,Paid',
      'W-1,,2026-02-10,BLUE vase,-10.00',
      'W-2,2,2026-02-10,A cup,-5.00',
      'W-3,,2026-02-10,,-4.00',
    ].join('\r\n')
    expect((await commit(refundFile, [], { mapping }, cookie)).counts).toMatchObject({ refunds: 3 })
    expect((await refundsWithItems(id)).every((refund) => refund.sku === null)).toBe(true)
    const saleFile = [
      'Order,Line,Date,Thing,Paid',
      'W-1,1,2026-02-01,Red lamp,30.00',
      'W-1,2,2026-02-01,Blue vase,10.00',
      'W-2,1,2026-02-01,Red plate,30.00',
      'W-2,2,2026-02-01,Green cup,10.00',
      'W-3,1,2026-02-01,Red chair,30.00',
      'W-3,2,2026-02-01,Blue stool,10.00',
    ].join('\r\n')
    const create: RowChoice[] = [2, 3, 4, 5, 6, 7].map((row) => ({ row, action: 'create' }))
    expect((await commit(saleFile, create, { mapping }, cookie)).counts).toMatchObject({ created: 6 })
    expect(
      (await refundsWithItems(id)).map(({ orderId, description, amount }) => ({
        orderId,
        description,
        amount,
      })),
    ).toEqual([
      { orderId: 'W-1', description: 'Blue vase', amount: '10.00' },
      { orderId: 'W-2', description: 'Green cup', amount: '5.00' },
      { orderId: 'W-3', description: 'Blue stool', amount: '1.00' },
      { orderId: 'W-3', description: 'Red chair', amount: '3.00' },
    ])
    // Either file again writes nothing.
    expect((await commit(refundFile, [], { mapping }, cookie)).counts).toMatchObject({
      refunds: 0,
      alreadyImported: 3,
    })
    expect((await commit(saleFile, create, { mapping }, cookie)).counts).toMatchObject({
      created: 0,
      alreadyImported: 6,
    })
    expect(await refundsWithItems(id)).toHaveLength(4)
  })

  it('links a refund kept before its sale, dated in a closed year, whole to its line', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mapping = { orderId: 'Order', soldDate: 'Date', title: 'Thing', salePrice: 'Paid', salesTax: 'Tax' }
    const refundFile = ['Order,Date,Thing,Paid,Tax', 'Y-1,2025-01-05,,-4.00,-0.40'].join('\r\n')
    expect((await commit(refundFile, [], { mapping }, cookie)).counts).toMatchObject({ refunds: 1 })
    expect((await send(t.app, 'POST', '/api/tax-years/2025/close', { cookie })).status).toBe(200)
    // Sold in 2024, an open year: the split would change 2025's refund, so it is linked whole.
    const saleFile = [
      'Order,Date,Thing,Paid,Tax',
      'Y-1,2024-12-20,Red chair,30.00,3.00',
      'Y-1,2024-12-20,Blue stool,10.00,1.00',
    ].join('\r\n')
    const create: RowChoice[] = [2, 3].map((row) => ({ row, action: 'create' }))
    expect((await commit(saleFile, create, { mapping }, cookie)).counts).toMatchObject({ created: 2 })
    const linked = await refundsWithItems(id)
    expect(linked).toHaveLength(1)
    expect(linked[0]).toMatchObject({ orderId: 'Y-1', amount: '4.00', salesTax: '0.40' })
    expect(linked[0]?.sku).not.toBeNull()
  })

  it('imports what its preview read, and reads the file again once it, its reading or the records changed', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    await newItem(mine, { sku: 'KR-1', description: 'Kept lamp' })
    const file = ebayReport([
      { order: '31-1', date: 'Jan 10, 2026', title: 'Kept lamp', label: 'KR-1', price: '20.00' },
      { order: '31-2', date: 'Jan 11, 2026', title: 'Later vase', label: 'KR-2', price: '15.00' },
    ])
    expect((await preview(file, {}, cookie)).counts).toMatchObject({ matched: 1, unmatched: 1 })
    // An item made after the preview: the import reads the file again and sells it too.
    await newItem(mine, { sku: 'KR-2', description: 'Later vase' })
    let reused = keptSalesReadings.reused
    expect((await commit(file, [], {}, cookie)).counts).toMatchObject({ sold: 2, skipped: 0 })
    expect(keptSalesReadings.reused).toBe(reused)

    // The same file and records as the preview's: the import uses its reading, and still checks the report.
    await newItem(mine, { sku: 'KR-3', description: 'Third jug' })
    const next = ebayReport([
      { order: '31-3', date: 'Jan 12, 2026', title: 'Third jug', label: 'KR-3', price: '12.00' },
    ])
    expect((await preview(next, {}, cookie)).counts).toMatchObject({ matched: 1 })
    const otherReport = await post({ csv: next, reportId: 'mercari-sales' }, { cookie })
    expect(errorIn(otherReport.body).message).toMatch(/^The file is no longer the report previewed/)
    reused = keptSalesReadings.reused
    expect((await commit(next, [], { reportId: 'ebay-transactions' }, cookie)).counts).toMatchObject({
      sold: 1,
    })
    expect(keptSalesReadings.reused).toBe(reused + 1)

    // Another file than the one previewed is read anew.
    await newItem(mine, { sku: 'KR-4', description: 'Fourth cup' })
    await preview(next, {}, cookie)
    const changed = ebayReport([
      { order: '31-4', date: 'Jan 13, 2026', title: 'Fourth cup', label: 'KR-4', price: '9.00' },
    ])
    reused = keptSalesReadings.reused
    expect((await commit(changed, [], {}, cookie)).counts).toMatchObject({ sold: 1 })
    expect(keptSalesReadings.reused).toBe(reused)
  })

  it('adds the fees of a later file to a sale imported before with none, once', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const orders = 'Order,Date,Thing,Paid\r\nF-1,2026-02-03,Lamp,40.00\r\n'
    const ordersMapping = { orderId: 'Order', soldDate: 'Date', title: 'Thing', salePrice: 'Paid' }
    const first = await preview(orders, { mapping: ordersMapping }, cookie)
    expect(first.noFees).toBe(true)
    await commit(orders, [{ row: 2, action: 'create' }], { mapping: ordersMapping }, cookie)
    const withFees =
      'Order,Date,Thing,Paid,Commission,Processing\r\nF-1,2026-02-03,Lamp,40.00,-4.00,-1.50\r\n'
    const feesMapping = { ...ordersMapping, fees: ['Commission', 'Processing'] }
    const shown = await preview(withFees, { mapping: feesMapping }, cookie)
    expect(shown.noFees).toBe(false)
    expect(shown.rows[0]).toMatchObject({
      status: 'already-imported',
      effect: 'Adds its fees ($5.50) to the sale imported before',
    })
    const added = await commit(withFees, [], { mapping: feesMapping }, cookie)
    expect(added.counts).toMatchObject({ feesAdded: 1, sold: 0, created: 0 })
    const sold = await bodyOf(mine.items.$get({ query: { status: 'sold' } }))
    expect(sold.rows.map((item) => item.generalFees)).toEqual([550])
    // Again: the sale has its fees now, nothing is written.
    const again = await commit(withFees, [], { mapping: feesMapping }, cookie)
    expect(again.counts).toMatchObject({ feesAdded: 0, alreadyImported: 1 })
    expect((await preview(withFees, { mapping: feesMapping }, cookie)).rows[0]?.effect).toBeNull()
  })

  it('matches by custom label and title, shows refunds apart, and imports matched sales with their figures', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const byTitle = await newItem(mine, { sku: 'T-1', description: 'A Test Item', costOfGoods: 250 })
    const shown = await preview(EBAY_SAMPLE, {}, cookie)
    expect(shown.report).toEqual({ id: 'ebay-transactions', name: expect.any(String) })
    expect(shown.marketplace).toEqual({ id: 'ebay', name: 'eBay' })
    const sale = shown.rows.find((row) => row.orderId?.startsWith('11-00000-00001') && row.kind === 'sale')
    expect(sale).toMatchObject({
      status: 'matched',
      soldDate: '2026-01-05',
      salePrice: 1000,
      fees: { general: 150, promo: 0 },
      match: { method: 'title', items: [{ itemId: byTitle.id, cost: 250, sku: 'T-1' }] },
      profit: 1000 - 150 - 250,
    })
    const refund = shown.rows.find((row) => row.kind === 'refund')
    expect(refund).toMatchObject({
      status: 'to-record',
      profit: null,
      amount: -(10200 - 714),
      effect: 'Records a refund of $94.86 and $7.14 of sales tax against the sale of row 12',
    })
    expect(shown.counts.matched).toBe(1)
    expect(shown.counts.notSales).toBeGreaterThan(0)

    // Nothing is written by a preview.
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: byTitle.id } }))).item.status).toBe('unlisted')

    const result = await commit(EBAY_SAMPLE, [], {}, cookie)
    expect(result.counts).toMatchObject({ sold: 1, created: 0, refused: 0 })
    expect(result.counts.skipped).toBe(shown.counts.unmatched)
    const sold = (await bodyOf(mine.items[':id'].$get({ param: { id: byTitle.id } }))).item
    expect(sold).toMatchObject({
      status: 'sold',
      soldDate: '2026-01-05',
      salePrice: 1000,
      generalFees: 150,
      promoFees: 0,
      marketplace: 'ebay',
      marketplaceOrderId: sale?.orderId,
      needsCost: false,
      costOfGoods: 250,
      salesTax: 0,
    })
    // Refunds are never sales: no other item was created.
    const all = (await bodyOf(mine.items.$get({ query: { limit: '500' } }))).rows
    expect(all).toHaveLength(1)
  })

  it('imports the same file twice and writes nothing the second time', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    await newItem(mine, { sku: 'TW-1', description: 'First thing' })
    await newItem(mine, { sku: 'TW-2', description: 'Second thing' })
    const file = ebayReport([
      { order: '01-1', date: 'Jan 10, 2026', title: 'First thing sold', label: 'TW-1', price: '20.00' },
      { order: '01-2', date: 'Jan 11, 2026', title: 'Second thing sold', label: 'tw-2', price: '30.00' },
      { order: '01-3', date: 'Jan 12, 2026', title: 'Nothing like it', label: 'NOPE', price: '40.00' },
    ])
    const first = await preview(file, {}, cookie)
    expect(first.counts).toMatchObject({ matched: 2, unmatched: 1, alreadyImported: 0 })
    expect(first.rows.map((row) => row.match.method)).toEqual(['custom-label', 'custom-label', 'none'])
    const unmatched = first.rows.find((row) => row.status === 'unmatched')
    expect(unmatched?.reason).toBe('No unsold item has the custom label "NOPE"')
    const result = await commit(file, [{ row: unmatched?.row ?? 0, action: 'create' }], {}, cookie)
    expect(result.counts).toEqual({
      sold: 2,
      created: 1,
      skipped: 0,
      alreadyImported: 0,
      refused: 0,
      refunds: 0,
      expenses: 0,
      payouts: 0,
      feesAdded: 0,
    })

    const itemsBefore = await tableCount('inventory_items')
    const salesBefore = await tableCount('sale_lines')
    const lastChange = async () =>
      (
        (await t.db.execute(sql`select max(updated_at)::text as at from inventory_items`)) as unknown as {
          rows: unknown[]
        }
      ).rows
    const stamp = await lastChange()
    const again = await preview(file, {}, cookie)
    expect(again.counts).toMatchObject({ matched: 0, unmatched: 0, alreadyImported: 3 })
    expect(again.rows.every((row) => row.status === 'already-imported' && row.profit === null)).toBe(true)
    const second = await commit(file, [{ row: unmatched?.row ?? 0, action: 'create' }], {}, cookie)
    expect(second.counts).toEqual({
      sold: 0,
      created: 0,
      skipped: 0,
      alreadyImported: 3,
      refused: 0,
      refunds: 0,
      expenses: 0,
      payouts: 0,
      feesAdded: 0,
    })
    expect(await tableCount('inventory_items')).toBe(itemsBefore)
    expect(await tableCount('sale_lines')).toBe(salesBefore)
    expect(await lastChange()).toEqual(stamp)

    // Deleting a sale's item forgets the sale: it can be imported again.
    const mine2 = (await bodyOf(mine.items.$get({ query: { q: 'TW-1', mode: 'sku' } }))).rows[0]
    const deletedItem = await send(t.app, 'DELETE', `/api/items/${mine2?.id ?? ''}`, { cookie })
    expect(deletedItem.status).toBe(204)
    expect((await preview(file, {}, cookie)).counts).toMatchObject({ alreadyImported: 2, unmatched: 1 })
    expect(await tableCount('sale_lines')).toBe(salesBefore - 1)

    // An overlapping later file imports only its new sale.
    const later = ebayReport([
      { order: '01-3', date: 'Jan 12, 2026', title: 'Nothing like it', label: 'NOPE', price: '40.00' },
      { order: '01-4', date: 'Jan 13, 2026', title: 'Brand new sale', label: '', price: '5.00' },
    ])
    const third = await commit(later, [{ row: 3, action: 'create' }], {}, cookie)
    expect(third.counts).toEqual({
      sold: 0,
      created: 1,
      skipped: 0,
      alreadyImported: 1,
      refused: 0,
      refunds: 0,
      expenses: 0,
      payouts: 0,
      feesAdded: 0,
    })
  })

  it('creates sold items that need their cost, and keeps the buyer’s sales tax out of revenue', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const shown = await preview(MERCARI_SAMPLE, {}, cookie)
    expect(shown.report?.id).toBe('mercari-sales')
    const dior = shown.rows.find((row) => row.title === 'Dior Spray')
    expect(dior).toMatchObject({ salePrice: 7900, postageCharged: 740, salesTax: 745, status: 'unmatched' })
    const result = await commit(
      MERCARI_SAMPLE,
      shown.rows.map((row) => ({ row: row.row, action: row.title === 'Dior Spray' ? 'create' : 'skip' })),
      {},
      cookie,
    )
    expect(result.counts).toMatchObject({ created: 1, skipped: 1 })
    const items = (await bodyOf(mine.items.$get({ query: { status: 'sold' } }))).rows
    expect(items).toHaveLength(1)
    const created = items[0]
    expect(created).toMatchObject({
      brand: 'Unknown',
      description: 'Dior Spray',
      costOfGoods: 0,
      needsCost: true,
      status: 'sold',
      soldDate: '2023-06-21',
      salePrice: 7900,
      postageCharged: 740,
      buyerSalesTax: 745,
      salesTax: 0,
      marketplace: 'mercari',
      marketplaceOrderId: 'm111',
    })
    expect(isGeneratedSku(created?.sku ?? '')).toBe(true)
    const monthly = await bodyOf(mine.reports['monthly-sales'].$get({ query: { year: '2023' } }))
    expect(monthly.byMarketplace).toEqual([
      {
        marketplace: 'mercari',
        revenue: 7900 + 740,
        refunds: 0,
        fees: expect.any(Number),
        profit: expect.any(Number),
        count: 1,
      },
    ])
    const tax = await bodyOf(mine.reports['tax-summary'].$get({ query: { year: '2023' } }))
    expect(tax.taxSummary.summary).toMatchObject({ grossSalesRevenue: 8640, salesTaxCollected: 0 })
    expect(tax.byMarketplace).toEqual([
      {
        marketplace: 'mercari',
        revenue: 8640,
        refunds: 0,
        fees: expect.any(Number),
        profit: expect.any(Number),
        count: 1,
      },
    ])
  })

  it('never proposes an item bought after the sale: the row waits for a choice, and no import is refused whole', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const later = await newItem(mine, {
      sku: 'LATE-1',
      description: 'Late thing',
      purchaseDate: '2026-02-01',
    })
    const earlier = await newItem(mine, {
      sku: 'EARLY-1',
      description: 'Early thing',
      purchaseDate: '2026-01-02',
    })
    const file = ebayReport([
      { order: '02-1', date: 'Jan 10, 2026', title: 'Late thing', label: 'LATE-1', price: '20.00' },
      { order: '02-2', date: 'Jan 10, 2026', title: 'Other', label: 'X', price: '20.00' },
    ])
    const shown = await preview(file, {}, cookie)
    // Marked in the preview with why, its item not proposed, open to a choice there.
    expect(shown.rows[0]).toMatchObject({
      status: 'unmatched',
      reason: 'LATE-1 was bought on Feb 1, 2026, after this sale: choose another item, or create a sold item',
      match: { method: 'none', items: [] },
    })
    const skipped = await commit(file, [], {}, cookie)
    expect(skipped.counts).toMatchObject({ sold: 0, refused: 0, skipped: 2 })
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: later.id } }))).item.status).toBe('unlisted')
    // Chosen anyway, the item bought later refuses its row only; the other row's choice is imported.
    const result = await commit(
      file,
      [
        { row: 2, action: 'match', itemId: earlier.id },
        { row: 3, action: 'match', itemId: later.id },
      ],
      {},
      cookie,
    )
    expect(result.counts).toMatchObject({ sold: 1, refused: 1 })
    expect(result.refusals).toEqual([{ row: 3, reason: 'Sold date cannot be before the purchase date' }])
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: earlier.id } }))).item.status).toBe('sold')
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: later.id } }))).item.status).toBe('unlisted')
  })

  it('searches the unsold items for the Match dialog by every word, bought by the sale’s day', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    await newItem(mine, { sku: 'W-1', description: '501 jeans, blue', purchaseDate: '2025-01-05' })
    await newItem(mine, { sku: 'W-2', description: 'Blue shirt', purchaseDate: '2025-01-05' })
    await newItem(mine, { sku: 'W-3', description: 'Jeans 501 black', purchaseDate: '2025-03-01' })
    const search = async (q: string, boughtBy?: string) =>
      (
        await bodyOf(
          mine.items.$get({
            query: { status: 'unsold', mode: 'words', q, ...(boughtBy ? { boughtBy } : {}) },
          }),
        )
      ).rows
        .map((row) => row.sku)
        .sort()
    // Every word, in any order, in brand, description or SKU; the whole phrase is not needed.
    expect(await search('jeans 501')).toEqual(['W-1', 'W-3'])
    expect(await search('acme blue')).toEqual(['W-1', 'W-2'])
    expect(await search('jeans  shirt')).toEqual([])
    // Never an item bought after the sale.
    expect(await search('jeans 501', '2025-02-01')).toEqual(['W-1'])
    expect(await search('jeans', '2025-03-01')).toEqual(['W-1', 'W-3'])
    const refused = await errorOf(mine.items.$get({ query: { status: 'unsold', boughtBy: '2025-02-30' } }))
    expect(refused).toMatchObject({
      status: 400,
      fields: { boughtBy: 'Bought by must be a date (YYYY-MM-DD)' },
    })
  })

  it('keeps every user to their own items and sales', async () => {
    const a = await signedInUser(t.app)
    const b = await signedInUser(t.app)
    const apiA = clientFor(t.app, a.cookie)
    const apiB = clientFor(t.app, b.cookie)
    const itemA = await newItem(apiA, { sku: 'SHARED-1', description: 'Shared thing' })
    const file = ebayReport([
      { order: '03-1', date: 'Jan 10, 2026', title: 'Shared thing', label: 'SHARED-1', price: '20.00' },
    ])
    // B has no such item: unmatched, and A's item cannot be chosen.
    const shownB = await preview(file, {}, b.cookie)
    expect(shownB.counts).toMatchObject({ matched: 0, unmatched: 1 })
    const refused = await post(
      { csv: file, choices: [{ row: 2, action: 'match', itemId: itemA.id }] },
      { cookie: b.cookie },
    )
    expect(refused.status).toBe(400)
    expect(errorIn(refused.body).message).toBe('Row 2: the chosen item is not one of your unsold items')
    await commit(file, [{ row: 2, action: 'create' }], {}, b.cookie)
    // B's import is not A's: A still matches and imports it.
    const shownA = await preview(file, {}, a.cookie)
    expect(shownA.counts).toMatchObject({ matched: 1, alreadyImported: 0 })
    expect((await commit(file, [], {}, a.cookie)).counts.sold).toBe(1)
    expect((await bodyOf(apiA.items[':id'].$get({ param: { id: itemA.id } }))).item.status).toBe('sold')
    expect((await bodyOf(apiB.items.$get({ query: {} }))).rows).toHaveLength(1)
  })

  it('changes a match by hand and skips what the person skips', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const proposed = await newItem(mine, { sku: 'H-1', description: 'Hand thing' })
    const chosen = await newItem(mine, { sku: 'H-2', description: 'Other thing' })
    const file = ebayReport([
      { order: '04-1', date: 'Jan 10, 2026', title: 'Hand thing', label: 'H-1', price: '20.00' },
      { order: '04-2', date: 'Jan 10, 2026', title: 'Skipped', label: 'H-9', price: '20.00' },
    ])
    const result = await commit(
      file,
      [
        { row: 2, action: 'match', itemId: chosen.id },
        { row: 3, action: 'skip' },
      ],
      {},
      cookie,
    )
    expect(result.counts).toEqual({
      sold: 1,
      created: 0,
      skipped: 1,
      alreadyImported: 0,
      refused: 0,
      refunds: 0,
      expenses: 0,
      payouts: 0,
      feesAdded: 0,
    })
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: chosen.id } }))).item.status).toBe('sold')
    expect((await bodyOf(mine.items[':id'].$get({ param: { id: proposed.id } }))).item.status).toBe(
      'unlisted',
    )
    // A skipped sale was not recorded: a later import may still bring it.
    expect((await preview(file, {}, cookie)).counts).toMatchObject({ alreadyImported: 1, unmatched: 1 })
  })

  it('never sells an item disposed of, whether the report names it or the person picks it', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const donated = (
      await bodyOf(
        mine.items.$post({
          json: {
            sku: 'G-1',
            brand: 'Acme',
            description: 'Given lamp',
            purchaseDate: '2025-12-01',
            status: 'disposed',
            disposedDate: '2026-01-02',
            disposalReason: 'donated',
          },
        }),
      )
    ).item
    const file = ebayReport([
      { order: '05-1', date: 'Jan 10, 2026', title: 'Given lamp', label: 'G-1', price: '20.00' },
    ])
    const [row] = (await preview(file, {}, cookie)).rows
    expect(row).toMatchObject({
      status: 'unmatched',
      reason: 'The item with the custom label "G-1" was disposed of',
    })
    const picked = await post(
      { csv: file, choices: [{ row: 2, action: 'match', itemId: donated.id }] },
      { cookie },
    )
    expect(picked.status).toBe(400)
    const kept = (await bodyOf(mine.items[':id'].$get({ param: { id: donated.id } }))).item
    expect(kept).toMatchObject({ status: 'disposed', disposalReason: 'donated', soldDate: null })
  })

  it('answers a clear 400 for files and choices it cannot take, and changes nothing', async () => {
    const before = await tableCount('inventory_items')
    const bad = ebayReport([{ order: '05-1', date: 'Jan 10, 2026', title: 'Bad', label: 'B', price: 'abc' }])
    const answer = await post({ csv: bad }, { preview: true })
    expect(answer.status).toBe(400)
    expect(errorIn(answer.body).message).toBe('Row 2, column "Item subtotal": "abc" is not an amount')
    expect((await post(bad)).status).toBe(400)

    const file = ebayReport([{ order: '05-2', date: 'Jan 10, 2026', title: 'Good', label: 'G', price: '1' }])
    const noRow = await post({ csv: file, choices: [{ row: 9, action: 'create' }] })
    expect(errorIn(noRow.body).message).toBe('Row 9 is not a sale of the file')
    const twice = await post({
      csv: file,
      choices: [
        { row: 2, action: 'create' },
        { row: 2, action: 'skip' },
      ],
    })
    expect(errorIn(twice.body).message).toBe('Row 2 has two choices')
    const badChoice = await post({ csv: file, choices: [{ row: 2, action: 'sell' }] })
    expect(badChoice.status).toBe(400)
    const wrongType = await send(t.app, 'POST', '/api/sales-imports?preview=true', {
      cookie: user.cookie,
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(wrongType.status).toBe(415)
    const empty = await post('', { preview: true })
    expect(errorIn(empty.body).message).toBe('The file is empty')
    const otherReport = await post({ csv: file, reportId: 'mercari-sales' })
    expect(errorIn(otherReport.body).message).toMatch(/^The file is no longer the report previewed/)
    expect(await tableCount('inventory_items')).toBe(before)
  })

  it('imports a file as text/csv with the server’s matches', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    await newItem(mine, { sku: 'CSV-1', description: 'Csv thing' })
    const file = ebayReport([{ order: '06-1', date: 'Jan 10, 2026', title: 'x', label: 'CSV-1', price: '9' }])
    const shown = await post(file, { preview: true, cookie })
    expect((shown.body as SalesImportPreview).counts.matched).toBe(1)
    const done = await post(file, { cookie })
    expect(done.status).toBe(200)
    expect((done.body as SalesImportResult).counts.sold).toBe(1)
  })

  it('offers a mapping for a file it does not know, reads it by the mapping, and saves mappings per user', async () => {
    const { cookie } = await signedInUser(t.app)
    const other = await signedInUser(t.app)
    const file = ['Ref,When,What,Amount,Ship,Tax', 'R-1,2026-03-01,Blue vase,12.50,3.00,1.00'].join('\n')
    const shown = await preview(file, {}, cookie)
    expect(shown).toMatchObject({
      report: null,
      marketplace: null,
      needsMapping: true,
      header: ['Ref', 'When', 'What', 'Amount', 'Ship', 'Tax'],
      rows: [],
      savedMappings: [],
    })
    expect(shown.proposedMapping).toMatchObject({ salePrice: 'Amount', salesTax: 'Tax' })
    // Importing it without a mapping is refused.
    const refused = await post({ csv: file }, { cookie })
    expect(errorIn(refused.body).message).toBe('Choose the columns of this file before importing it')

    const mapping = {
      orderId: 'Ref',
      soldDate: 'When',
      title: 'What',
      salePrice: 'Amount',
      postageCharged: 'Ship',
      salesTax: 'Tax',
    }
    const badMapping = await post({ csv: file, mapping: { soldDate: 'Nope' } }, { preview: true, cookie })
    expect(errorIn(badMapping.body).message).toBe('The file has no column "Nope"')
    const mapped = await preview(file, { mapping, marketplace: 'facebook' }, cookie)
    expect(mapped.needsMapping).toBe(false)
    expect(mapped.marketplace).toEqual({ id: 'facebook', name: 'Facebook Marketplace' })
    expect(mapped.rows[0]).toMatchObject({
      orderId: 'R-1',
      salePrice: 1250,
      postageCharged: 300,
      salesTax: 100,
    })
    // The mapping in the query of a text/csv body reads the same.
    const byQuery = await post(file, {
      preview: true,
      cookie,
      query: `&mapping=${encodeURIComponent(JSON.stringify(mapping))}&marketplace=facebook`,
    })
    expect((byQuery.body as SalesImportPreview).rows[0]).toMatchObject({ orderId: 'R-1', salePrice: 1250 })

    const saved = await send(t.app, 'POST', '/api/sales-import-mappings', {
      cookie,
      json: { name: 'Shop sheet', headerKey: shown.headerKey, mapping, marketplace: 'facebook' },
    })
    expect(saved.status).toBe(201)
    const savedMapping = (saved.body as { mapping: SavedMapping }).mapping
    expect(savedMapping).toMatchObject({ name: 'Shop sheet', mapping, marketplace: 'facebook' })
    // The same name again replaces it.
    const replaced = await send(t.app, 'POST', '/api/sales-import-mappings', {
      cookie,
      json: { name: 'shop sheet', headerKey: shown.headerKey, mapping: { ...mapping, salesTax: '' } },
    })
    expect((replaced.body as { mapping: SavedMapping }).mapping.id).toBe(savedMapping.id)
    const offered = await preview(file, {}, cookie)
    expect(offered.savedMappings.map((m) => m.name)).toEqual(['shop sheet'])
    expect(offered.savedMappings[0]?.mapping.salesTax).toBeUndefined()
    // Another user sees none of them and cannot delete them.
    expect((await preview(file, {}, other.cookie)).savedMappings).toEqual([])
    const list = await send(t.app, 'GET', '/api/sales-import-mappings', { cookie: other.cookie })
    expect(list.body).toEqual({ rows: [] })
    const theirs = await send(t.app, 'DELETE', `/api/sales-import-mappings/${savedMapping.id}`, {
      cookie: other.cookie,
    })
    expect(theirs.status).toBe(404)
    const deleted = await send(t.app, 'DELETE', `/api/sales-import-mappings/${savedMapping.id}`, { cookie })
    expect(deleted.status).toBe(204)

    const result = await commit(
      file,
      [{ row: 2, action: 'create' }],
      { mapping, marketplace: 'facebook' },
      cookie,
    )
    expect(result.counts.created).toBe(1)
    const again = await commit(
      file,
      [{ row: 2, action: 'create' }],
      { mapping, marketplace: 'facebook' },
      cookie,
    )
    expect(again.counts).toMatchObject({ created: 0, alreadyImported: 1 })
  })

  it('keeps an item’s marketplace, filters lists by it, lists unsold items, and settles needs cost with a cost', async () => {
    const { cookie } = await signedInUser(t.app)
    const mine = clientFor(t.app, cookie)
    const listed = (
      await bodyOf(
        mine.items.$post({
          json: {
            sku: 'M-1',
            brand: 'Acme',
            description: 'Poshed',
            marketplace: 'poshmark',
            status: 'listed',
          },
        }),
      )
    ).item
    expect(listed).toMatchObject({ marketplace: 'poshmark', needsCost: false, buyerSalesTax: 0 })
    const plain = await newItem(mine, { sku: 'M-2', description: 'Plain' })
    expect(plain.marketplace).toBeNull()
    const defective = (
      await bodyOf(
        mine.items.$post({ json: { sku: 'M-3', brand: 'Acme', description: 'Broken', status: 'defective' } }),
      )
    ).item
    const sold = (
      await bodyOf(
        mine.items[':id'].sell.$post({
          param: { id: plain.id },
          json: { salePrice: 1000, soldDate: '2026-01-10', marketplace: 'depop' },
        }),
      )
    ).item
    expect(sold).toMatchObject({ status: 'sold', marketplace: 'depop' })
    // An item disposed of is not held any more: no sale can be matched to it.
    await bodyOf(
      mine.items.$post({
        json: {
          sku: 'M-4',
          brand: 'Acme',
          description: 'Given away',
          status: 'disposed',
          disposedDate: '2026-01-05',
          disposalReason: 'donated',
        },
      }),
    )
    const changed = (
      await bodyOf(mine.items[':id'].$patch({ param: { id: listed.id }, json: { marketplace: 'ebay' } }))
    ).item
    expect(changed.marketplace).toBe('ebay')

    const ebayOnly = await bodyOf(mine.items.$get({ query: { marketplace: 'ebay' } }))
    expect(ebayOnly.rows.map((item) => item.sku)).toEqual(['M-1'])
    expect(ebayOnly.counts).toMatchObject({ matching: 1 })
    const unsold = await bodyOf(mine.items.$get({ query: { status: 'unsold', q: 'm-', mode: 'sku' } }))
    expect(unsold.rows.map((item) => item.sku).sort()).toEqual(['M-1', 'M-3'])
    const unsoldAll = await bodyOf(mine.items.$get({ query: { status: 'unsold' } }))
    expect(unsoldAll.counts).toEqual({ matching: 2, total: 2 })
    expect(defective.status).toBe('defective')
    const badMarketplace = await send(t.app, 'GET', '/api/items?marketplace=ebayy', { cookie })
    expect(badMarketplace.status).toBe(400)
    const badBody = await send(t.app, 'POST', '/api/items', {
      cookie,
      json: { sku: 'M-9', brand: 'Acme', description: 'x', marketplace: 'craigslist' },
    })
    expect(errorIn(badBody.body).fields).toMatchObject({
      marketplace: expect.stringMatching(/^Marketplace must be one of/),
    })

    // A sold item created from a sale needs its cost until one is entered.
    const file = ebayReport([
      { order: '07-1', date: 'Jan 10, 2026', title: 'Made up', label: 'NONE', price: '9' },
    ])
    await commit(file, [{ row: 2, action: 'create' }], {}, cookie)
    const created = (await bodyOf(mine.items.$get({ query: { status: 'sold', marketplace: 'ebay' } })))
      .rows[0]
    expect(created).toMatchObject({ needsCost: true, costOfGoods: 0, brand: 'Unknown' })
    const costed = (
      await bodyOf(mine.items[':id'].$patch({ param: { id: created?.id ?? '' }, json: { costOfGoods: 350 } }))
    ).item
    expect(costed).toMatchObject({ needsCost: false, costOfGoods: 350 })
  })
})
