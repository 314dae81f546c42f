import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
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
})
