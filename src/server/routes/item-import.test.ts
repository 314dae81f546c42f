import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorIn,
  send,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { CSV_EXPORT_COLUMNS, exportRow } from '../../domain/csv/export'
import { isGeneratedSku } from '../../domain/items/sku'
import { MAX_BODY_BYTES } from '../app'

/*
 * CSV import (spec 2, 4, 5): one request with the file, one transaction. These tests send files as a
 * browser does (text/csv body) and read the outcome back through the API.
 */
describe.each(ENGINES)('CSV import on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  let otherApi: Api
  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    const other = await signedInUser(t.app)
    otherApi = clientFor(t.app, other.cookie)
  })

  const importCsv = (text: string, cookie = user.cookie, type = 'text/csv') =>
    send(t.app, 'POST', '/api/import/items', { cookie, rawBody: text, headers: { 'content-type': type } })
  const allItems = async (client: Api = api) =>
    (await bodyOf(client.items.$get({ query: { limit: '500' } }))).rows

  it('imports a file with the spec’s aliases, cleaning, defaults, receipts, and new brands and locations', async () => {
    await bodyOf(api.items.$post({ json: { sku: 'OLD-1', brand: 'Nike', description: 'Kept' } }))
    const { receipt } = await bodyOf(
      api.receipts.$post({
        json: { receiptNumber: 'GW-20261101', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
      }),
    )
    await bodyOf(
      otherApi.receipts.$post({
        json: { receiptNumber: 'THEIRS-1', vendor: 'X', purchaseDate: '2026-11-01' },
      }),
    )
    const file = [
      'SKU,Brand,Description,Cost of Goods,Sale,Date,Location,Status,Sold Date,Receipt,Sales Tax',
      'A-1,Levi,"Jeans, 32"" waist","$1,234.50",45,11/20/2026,Savers,Listed,,gw-20261101,0.07',
      ',Coach,"Bag',
      'with a second line",12,,,,sold,,THEIRS-1,',
      'old-1,Nike,Duplicate,1,1,2026-01-01,,,,,',
      'B-2,,No brand,1,1,2026-01-01,,,,,',
      '',
    ].join('\r\n')
    const answer = await importCsv(file)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      summary: {
        imported: 2,
        // A-1 is listed; the Coach bag is sold.
        byStatus: { listed: 1, sold: 1 },
        skipped: 2,
        // Rows are the file's records, the header being row 1 (a quoted line break does not start one).
        errors: ['Row 4: SKU "old-1" already exists', 'Row 5: Missing brand or description'],
      },
    })

    const items = await allItems()
    const levi = items.find((item) => item.sku === 'A-1')
    expect(levi).toMatchObject({
      brand: 'Levi',
      description: 'Jeans, 32" waist',
      costOfGoods: 123450,
      salePrice: 4500,
      purchaseDate: '2026-11-20',
      purchaseLocation: 'Savers',
      status: 'listed',
      soldDate: null,
      salesTax: 0.07,
      receiptId: receipt.id,
    })
    const coach = items.find((item) => item.brand === 'Coach')
    expect(coach).toMatchObject({
      description: 'Bag\r\nwith a second line',
      costOfGoods: 1200,
      purchaseLocation: 'Unknown',
      status: 'sold',
      salesTax: 0.0663,
      receiptId: null,
    })
    expect(isGeneratedSku(coach?.sku ?? '')).toBe(true)
    // Sold with no sold date: the purchase date, itself today when missing (spec 4, 5).
    expect(coach?.soldDate).toBe(coach?.purchaseDate)

    const brands = (await bodyOf(api.brands.$get({ query: {} }))).rows.map((row) => row.name)
    expect(brands).toEqual(expect.arrayContaining(['Coach', 'Levi', 'Nike']))
    const locations = await bodyOf(api['purchase-locations'].$get({ query: {} }))
    expect(locations.rows.map((row) => [row.name, row.roundTripDistance])).toEqual(
      expect.arrayContaining([
        ['Savers', 0],
        ['Unknown', 0],
      ]),
    )
    expect((await bodyOf(api.items.counts.$get())).counts).toMatchObject({ listed: 1, sold: 1, unlisted: 1 })
    expect(await allItems(otherApi)).toEqual([])
  })

  it('skips the rows whose cells it cannot read, or sold before bought, saying why, and imports the rest', async () => {
    const file = [
      'SKU,Brand,Description,Cost of Goods,Purchase Date,Status,Sold Date,Sales Tax Rate',
      'READ-1,Levi,Fine,12,2026-11-01,listed,,',
      'READ-2,Levi,Cost in words,twelve,2026-11-01,listed,,',
      'READ-3,Levi,Impossible date,12,2026-13-45,listed,,',
      'READ-4,Levi,Sold too early,12,2026-11-05,sold,2026-11-04,',
      'READ-5,Levi,Percent without sign,12,2026-11-01,listed,,6.63',
      'READ-6,Levi,Empty cells take defaults,,,listed,,',
    ].join('\r\n')
    const answer = await importCsv(file)
    expect(answer.body).toEqual({
      summary: {
        imported: 2,
        byStatus: { listed: 2 },
        skipped: 4,
        errors: [
          'Row 3: Cost of goods "twelve" is not an amount',
          'Row 4: Purchase date "2026-13-45" is not a date (such as 2026-11-22 or 11/22/2026)',
          'Row 5: Sold date cannot be before the purchase date',
          'Row 6: Sales tax rate "6.63" must be between 0 and 1, such as 0.0663 or 6.63%',
        ],
      },
    })
    const imported = (await allItems()).filter((item) => item.sku.startsWith('READ-'))
    expect(imported.map((item) => [item.sku, item.costOfGoods, item.salesTax])).toEqual(
      expect.arrayContaining([
        ['READ-1', 1200, 0.0663],
        ['READ-6', 0, 0.0663],
      ]),
    )
    expect(imported).toHaveLength(2)
  })

  it.each([
    ['sku,brand,description\r\n', 'CSV file must contain at least a header row and one data row'],
    ['', 'CSV file must contain at least a header row and one data row'],
    ['sku,price\r\nA,1\r\n', 'Missing required columns: brand, description'],
    ['brand,description\r\n"Nike,Shoe\r\n', 'A quoted field is not closed (row 2)'],
    ['brand,description\r\nNi\u0000ke,Shoe\r\n', 'The file holds a NUL character, which is not text'],
  ])('refuses %j with %j and writes nothing', async (file, message) => {
    const before = (await allItems()).length
    const answer = await importCsv(file)
    expect(answer.status).toBe(400)
    expect(errorIn(answer.body).message).toBe(message)
    expect(await allItems()).toHaveLength(before)
  })

  it('takes only CSV files', async () => {
    const answer = await importCsv('brand,description\nA,B\n', user.cookie, 'application/json')
    expect(answer.status).toBe(400)
    expect(errorIn(answer.body).message).toBe('Only CSV files (text/csv) can be imported')
  })

  it('writes all of a file or none of it: a row that fails late leaves nothing behind', async () => {
    // A fault in the database itself, on the 2,400th row: after the brands and the first 2,000 items.
    await t.db.execute(sql`create function explode() returns trigger language plpgsql as $$
      begin if new.description = 'Explode' then raise exception 'late failure'; end if; return new; end $$`)
    await t.db.execute(
      sql`create trigger explode before insert on inventory_items for each row execute function explode()`,
    )
    try {
      const before = await allItems()
      const rows = Array.from({ length: 2500 }, (_, index) =>
        index === 2400 ? `LATE-${index},Late Brand,Explode,1` : `LATE-${index},Late Brand,Thing,1`,
      )
      const answer = await importCsv(['sku,brand,description,cost', ...rows].join('\n'))
      expect(answer.status).toBe(500)
      expect(await allItems()).toEqual(before)
      expect((await bodyOf(api.brands.$get({ query: { q: 'Late Brand' } }))).rows).toEqual([])
    } finally {
      await t.db.execute(sql`drop trigger explode on inventory_items`)
      await t.db.execute(sql`drop function explode`)
    }
  })

  it('takes a file larger than other requests may be, and its export imports back to the same items', async () => {
    const fresh = await signedInUser(t.app)
    const freshApi = clientFor(t.app, fresh.cookie)
    const rows = Array.from({ length: 12_000 }, (_, index) =>
      [
        `BIG-${index}`,
        `Brand ${index % 50}`,
        `Item number ${index}, "quoted", from the big spreadsheet`,
        '3.25',
        '0',
        '2026-02-03',
        `Store ${index % 7}`,
      ].join(','),
    )
    const file = [
      'sku,brand,description,cost,price,date,location',
      ...rows.map((row) =>
        row.replace(
          /^([^,]*,[^,]*,)(.*)(,3\.25.*)$/,
          (_m, a: string, d: string, c: string) => `${a}"${d.replaceAll('"', '""')}"${c}`,
        ),
      ),
    ].join('\n')
    expect(file.length).toBeGreaterThan(MAX_BODY_BYTES)
    const answer = await importCsv(file, fresh.cookie)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ summary: { imported: 12_000, skipped: 0, errors: [] } })
    expect((await bodyOf(freshApi.items.counts.$get())).counts.unlisted).toBe(12_000)

    // Round trip: export a page of items, import it for another user, and get the same items back.
    const page = (
      await bodyOf(freshApi.items.$get({ query: { limit: '50', sort: 'sku', status: 'unlisted' } }))
    ).rows
    const exported = [
      CSV_EXPORT_COLUMNS.join(','),
      ...page.map((item) =>
        exportRow(item)
          .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
          .join(','),
      ),
    ].join('\r\n')
    const third = await signedInUser(t.app)
    expect((await importCsv(exported, third.cookie)).body).toMatchObject({ summary: { imported: 50 } })
    const copied = (
      await bodyOf(
        clientFor(t.app, third.cookie).items.$get({
          query: { limit: '50', sort: 'sku', status: 'unlisted' },
        }),
      )
    ).rows
    const comparable = (item: (typeof page)[number]) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = item
      return rest
    }
    expect(copied.map(comparable)).toEqual(page.map(comparable))
  })
})
