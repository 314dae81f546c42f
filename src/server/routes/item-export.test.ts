import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, send, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { CSV_EXPORT_COLUMNS } from '../../domain/csv/export'
import { allListItems } from '../db/queries/items'

/*
 * GET /api/items/export.csv: the server writes the CSV of every item a list shows (its status, search and
 * order), reading the list page by page (decision 013).
 */
describe.each(ENGINES)('the CSV export of an item list on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let userId: string

  beforeAll(async () => {
    const signedIn = await signedInUser(t.app)
    api = clientFor(t.app, signedIn.cookie)
    userId = signedIn.id
    const other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    await bodyOf(
      other.items.$post({
        json: { sku: 'THEIRS', brand: 'Levi', description: 'Not mine', status: 'listed' },
      }),
    )
    for (let n = 0; n < 25; n++)
      await bodyOf(
        api.items.$post({
          json: {
            sku: `L-${String(n).padStart(2, '0')}`,
            brand: n % 2 === 0 ? 'Levi' : 'Nike',
            description: n === 3 ? 'Jeans 32" waist,\nline two' : `Item ${n}`,
            costOfGoods: 1250 + n,
            salesTax: 0.07,
            status: 'listed',
          },
        }),
      )
    await bodyOf(api.items.$post({ json: { sku: 'U-1', brand: 'Levi', description: 'Unlisted' } }))
  })

  const exported = async (query: Record<string, string>) => {
    const answer = await api.items['export.csv'].$get({ query: { status: 'listed', ...query } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    const parsed = Papa.parse<string[]>(await answer.text(), { skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    const [header, ...rows] = parsed.data
    expect(header).toEqual([...CSV_EXPORT_COLUMNS])
    return rows
  }

  it('writes every item of the list in its order, with the spec columns, quoted so the text survives', async () => {
    const rows = await exported({ sort: 'sku', dir: 'desc' })
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 25 }, (_, n) => `L-${String(24 - n).padStart(2, '0')}`),
    )
    const tricky = rows.find((row) => row[0] === 'L-03')
    expect(tricky?.slice(0, 5)).toEqual(['L-03', 'Nike', 'Jeans 32" waist,\nline two', '12.53', '0.00'])
    expect(tricky?.[8]).toBe('0.0700')
  })

  it('keeps to the search', async () => {
    const rows = await exported({ q: 'levi', sort: 'sku', dir: 'asc' })
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 13 }, (_, n) => `L-${String(2 * n).padStart(2, '0')}`),
    )
  })

  it('reads the list page by page by keyset, each item once', async () => {
    const pages: string[][] = []
    for await (const rows of allListItems(
      t.db,
      userId,
      { status: 'listed', q: '', mode: 'general', sort: 'brand', dir: 'asc' },
      4,
    ))
      pages.push(rows.map((row) => row.sku))
    expect(pages.length).toBe(7)
    expect(pages.every((page) => page.length <= 4)).toBe(true)
    const skus = pages.flat()
    expect(new Set(skus).size).toBe(25)
    expect((await exported({ sort: 'brand', dir: 'asc' })).map((row) => row[0])).toEqual(skus)
  })
  it('marks text a spreadsheet would run as a formula, and the import reads the file back to the same text', async () => {
    const owner = await signedInUser(t.app)
    const ownerApi = clientFor(t.app, owner.cookie)
    const texts = [
      { sku: '-1+2', brand: '+Brand', description: '=HYPERLINK("http://example.com","click")' },
      { sku: 'F-2', brand: '@SUM(A1)', description: "'=a quote of my own before a formula" },
      { sku: 'F-3', brand: 'Levi', description: "'90s denim jacket" },
    ]
    for (const [n, text] of texts.entries())
      await bodyOf(
        ownerApi.items.$post({
          json: { ...text, purchaseLocation: n === 0 ? '=cmd|"/c calc"!A1' : 'Goodwill', costOfGoods: 1250 },
        }),
      )
    const answer = await ownerApi.items['export.csv'].$get({
      query: { status: 'unlisted', sort: 'sku', dir: 'asc' },
    })
    const file = await answer.text()
    const [, ...rows] = Papa.parse<string[]>(file, { skipEmptyLines: true }).data
    expect(rows.map((row) => [row[0], row[1], row[2], row[3], row[6]])).toEqual([
      ["'-1+2", "'+Brand", `'=HYPERLINK("http://example.com","click")`, '12.50', `'=cmd|"/c calc"!A1`],
      ['F-2', "'@SUM(A1)", "''=a quote of my own before a formula", '12.50', 'Goodwill'],
      ['F-3', 'Levi', "'90s denim jacket", '12.50', 'Goodwill'],
    ])
    // The text of every cell is quoted where it needs to be, so the mark stays at the start of its cell.
    expect(file).toContain(`"'=HYPERLINK(""http://example.com"",""click"")"`)

    const copy = await signedInUser(t.app)
    const imported = await send(t.app, 'POST', '/api/import/items', {
      cookie: copy.cookie,
      rawBody: file,
      headers: { 'content-type': 'text/csv' },
    })
    expect(imported.body).toMatchObject({ summary: { imported: 3, skipped: 0 } })
    const copied = (
      await bodyOf(
        clientFor(t.app, copy.cookie).items.$get({ query: { status: 'unlisted', sort: 'sku', dir: 'asc' } }),
      )
    ).rows
    expect(copied.map(({ sku, brand, description }) => ({ sku, brand, description }))).toEqual(texts)
    expect(copied[0]?.purchaseLocation).toBe('=cmd|"/c calc"!A1')
  })
})
