import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { createUser, ENGINES } from '../../../tests/helpers/database'
import type { ListCounts } from '../../shared/schemas/list'
import type { Database } from '../db/client'
import {
  brands,
  expenses,
  inventoryItems,
  odometerReadings,
  purchaseLocations,
  receiptLineItems,
  receipts,
  vendorCategories,
  vendors,
} from '../db/schema'

/*
 * Keyset paging of every list (decision 009): walking the pages of a list with a small page size returns
 * each matching row exactly once, in the order of a full sort of the rows, with the counts on the first
 * page only. The data is full of ties of the sort keys (one brand, one date, no date, one instant of
 * creation), where a cursor that forgets the tie-breaker repeats or skips rows.
 */

interface Page {
  rows: { id: string }[]
  nextCursor: string | null
  counts: ListCounts | null
}

/** Every page of a list, from the first to the one without a next cursor. */
async function walk(fetchPage: (cursor: string | undefined) => Promise<Page>) {
  const pages: Page[] = []
  let cursor: string | undefined
  do {
    const page = await fetchPage(cursor)
    pages.push(page)
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined && pages.length <= 200)
  return pages
}

/** Ids of `rows` in a list order: by `keys` (compared as text), then by id, all in one direction. */
function inOrder<Row extends { id: string }>(rows: Row[], keys: (row: Row) => string[], dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [keys(a), keys(b)]
      for (let i = 0; i < ka.length; i++) {
        const order = compare(ka[i] ?? '', kb[i] ?? '')
        if (order !== 0) return sign * order
      }
      return sign * compare(a.id, b.id)
    })
    .map((row) => row.id)
}

const instant = (row: { createdAt: Date }) => row.createdAt.toISOString()
const lower = (text: string) => text.toLowerCase()

/** Rows of every list for one user, inserted a few statements at a time so that many share an instant. */
async function seed(db: Database, userId: string) {
  const itemValues = Array.from({ length: 36 }, (_, n) => {
    const status = n % 4 === 0 ? ('sold' as const) : n % 4 === 3 ? ('unlisted' as const) : ('listed' as const)
    return {
      userId,
      sku: `${n % 2 ? 'sku' : 'SKU'}-${String((n * 7) % 36).padStart(2, '0')}`,
      brand: ['Nike', 'nike', 'Levi'][n % 3] ?? '',
      description: n % 6 === 0 ? 'Nikon camera' : 'Jeans',
      purchaseDate: [null, '2026-01-01', '2026-01-01', '2025-06-30', null][n % 5],
      status,
      soldDate: status === 'sold' ? ['2026-11-01', '2026-11-02', '2026-11-02'][n % 3] : null,
    }
  })
  const items = [
    ...(await db.insert(inventoryItems).values(itemValues.slice(0, 18)).returning()),
    ...(await db.insert(inventoryItems).values(itemValues.slice(18)).returning()),
  ]
  const names = [
    'alpha',
    'Bravo',
    'charlie',
    'Delta',
    'echo',
    'Foxtrot',
    'golf',
    'Hotel',
    'india',
    'Juliet',
    'kilo',
  ]
  const named = names.map((name) => ({ userId, name }))
  const receiptRows = await db
    .insert(receipts)
    .values(
      Array.from({ length: 14 }, (_, n) => ({
        userId,
        receiptNumber: `R-${n}`,
        vendor: 'Goodwill',
        purchaseDate: ['2026-11-01', '2026-10-15', '2026-11-01'][n % 3] ?? '',
      })),
    )
    .returning()
  const [first, second] = receiptRows
  if (!first || !second) throw new Error('No receipts seeded')
  return {
    items,
    brands: await db.insert(brands).values(named).returning(),
    locations: await db.insert(purchaseLocations).values(named).returning(),
    vendors: await db
      .insert(vendors)
      .values(named.map((row, n) => ({ ...row, isActive: n % 3 !== 0 })))
      .returning(),
    categories: await db.insert(vendorCategories).values(named).returning(),
    expenses: await db
      .insert(expenses)
      .values(
        Array.from({ length: 19 }, (_, n) => ({
          userId,
          vendor: n % 2 ? 'USPS' : 'Uline',
          description: 'Boxes',
          category: n % 3 ? ('shipping_supplies' as const) : ('office_supplies' as const),
          amount: 100 + n,
          date: ['2026-11-01', '2026-10-31', '2026-11-01', '2025-12-31'][n % 4] ?? '',
        })),
      )
      .returning(),
    receipts: receiptRows,
    lineItems: await db
      .insert(receiptLineItems)
      .values(
        Array.from({ length: 17 }, (_, n) => ({
          userId,
          receiptId: n % 2 ? first.id : second.id,
          description: `Line ${n}`,
          brand: 'B',
          quantity: 1,
          unitCost: 100,
          totalCost: 100,
          isConverted: n % 3 === 0,
        })),
      )
      .returning(),
    readings: await db
      .insert(odometerReadings)
      .values(
        Array.from({ length: 13 }, (_, n) => ({
          userId,
          readingDate: `${2025 + (n % 2)}-0${1 + (n % 9)}-1${n % 10}`,
          odometerMiles: 1000 + n,
        })),
      )
      .returning(),
    receiptIds: [first.id, second.id] as const,
  }
}

describe.each(ENGINES)('paging every list on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let data: Awaited<ReturnType<typeof seed>>

  beforeAll(async () => {
    const user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    data = await seed(t.db, user.id)
    // Another user's rows never show up in a list or its counts.
    await seed(t.db, await createUser(t.db))
  })

  /** The walk of one list: its pages, and the ids and counts they must add up to. */
  interface Walk {
    name: string
    pages: (limit: string) => (cursor: string | undefined) => Promise<Page>
    expected: () => string[]
    total: () => number
  }

  const page = (cursor: string | undefined, limit: string) => ({ limit, ...(cursor ? { cursor } : {}) })

  const itemWalk = (
    name: string,
    query: {
      status?: 'listed' | 'sold'
      sort?: 'createdAt' | 'sku' | 'brand' | 'purchaseDate' | 'soldDate'
      q?: string
    },
    dir: 'asc' | 'desc',
    keys: (item: (typeof data.items)[number]) => string[],
    isMatch: (item: (typeof data.items)[number]) => boolean = () => true,
  ): Walk => ({
    name: `items ${name} ${dir}`,
    pages: (limit) => (cursor) =>
      bodyOf(api.items.$get({ query: { ...query, dir, ...page(cursor, limit) } })),
    expected: () =>
      inOrder(
        data.items.filter((item) => (query.status ? item.status === query.status : true) && isMatch(item)),
        keys,
        dir,
      ),
    total: () => data.items.filter((item) => (query.status ? item.status === query.status : true)).length,
  })

  const byName = (
    list: 'brands' | 'purchase-locations' | 'vendor-categories',
    rows: () => { id: string; name: string }[],
    dir: 'asc' | 'desc',
  ): Walk => ({
    name: `${list} by name ${dir}`,
    pages: (limit) => (cursor) => bodyOf<Page>(api[list].$get({ query: { dir, ...page(cursor, limit) } })),
    expected: () => inOrder(rows(), (row) => [lower(row.name)], dir),
    total: () => rows().length,
  })

  const WALKS: Walk[] = [
    ...(['desc', 'asc'] as const).flatMap((dir) => [
      itemWalk('of every status, newest first', {}, dir, (item) => [instant(item)]),
      itemWalk('listed, newest first', { status: 'listed' }, dir, (item) => [instant(item)]),
      itemWalk('listed by SKU', { status: 'listed', sort: 'sku' }, dir, (item) => [lower(item.sku)]),
      itemWalk('listed by brand', { status: 'listed', sort: 'brand' }, dir, (item) => [
        lower(item.brand),
        instant(item),
      ]),
      itemWalk('listed by purchase date', { status: 'listed', sort: 'purchaseDate' }, dir, (item) => [
        item.purchaseDate ?? '1970-01-01',
        instant(item),
      ]),
      itemWalk('sold by sold date', { status: 'sold', sort: 'soldDate' }, dir, (item) => [
        item.soldDate ?? '',
        instant(item),
      ]),
      byName('brands', () => data.brands, dir),
      byName('purchase-locations', () => data.locations, dir),
      byName('vendor-categories', () => data.categories, dir),
    ]),
    itemWalk(
      'listed, searched',
      { status: 'listed', q: 'NIK' },
      'desc',
      (item) => [instant(item)],
      (item) => /nik/i.test(`${item.brand} ${item.description} ${item.sku}`),
    ),
    {
      name: 'active vendors searched',
      pages: (limit) => (cursor) =>
        bodyOf(api.vendors.$get({ query: { status: 'active', q: 'O', ...page(cursor, limit) } })),
      expected: () =>
        inOrder(
          data.vendors.filter((vendor) => vendor.isActive && /o/i.test(vendor.name)),
          (vendor) => [lower(vendor.name)],
          'asc',
        ),
      total: () => data.vendors.length,
    },
    ...(['desc', 'asc'] as const).map((dir): Walk => ({
      name: `expenses by date ${dir}`,
      pages: (limit) => (cursor) => bodyOf(api.expenses.$get({ query: { dir, ...page(cursor, limit) } })),
      expected: () => inOrder(data.expenses, (expense) => [expense.date, instant(expense)], dir),
      total: () => data.expenses.length,
    })),
    {
      name: 'expenses of one category and month',
      pages: (limit) => (cursor) =>
        bodyOf(
          api.expenses.$get({
            query: { category: 'shipping_supplies', month: '2026-11', ...page(cursor, limit) },
          }),
        ),
      expected: () =>
        inOrder(
          data.expenses.filter(
            (expense) => expense.category === 'shipping_supplies' && expense.date.startsWith('2026-11'),
          ),
          (expense) => [expense.date, instant(expense)],
          'desc',
        ),
      total: () => data.expenses.length,
    },
    {
      name: 'receipts by purchase date',
      pages: (limit) => (cursor) => bodyOf(api.receipts.$get({ query: page(cursor, limit) })),
      expected: () => inOrder(data.receipts, (receipt) => [receipt.purchaseDate, instant(receipt)], 'desc'),
      total: () => data.receipts.length,
    },
    {
      name: 'receipts of one month',
      pages: (limit) => (cursor) =>
        bodyOf(api.receipts.$get({ query: { month: '2026-11', ...page(cursor, limit) } })),
      expected: () =>
        inOrder(
          data.receipts.filter((receipt) => receipt.purchaseDate.startsWith('2026-11')),
          (receipt) => [receipt.purchaseDate, instant(receipt)],
          'desc',
        ),
      total: () => data.receipts.length,
    },
    {
      name: 'line items, newest first',
      pages: (limit) => (cursor) => bodyOf(api['receipt-line-items'].$get({ query: page(cursor, limit) })),
      expected: () => inOrder(data.lineItems, (line) => [instant(line)], 'desc'),
      total: () => data.lineItems.length,
    },
    {
      name: 'unconverted line items of one receipt',
      pages: (limit) => (cursor) =>
        bodyOf(
          api['receipt-line-items'].$get({
            query: { receiptId: data.receiptIds[0], converted: 'false', ...page(cursor, limit) },
          }),
        ),
      expected: () =>
        inOrder(
          data.lineItems.filter((line) => line.receiptId === data.receiptIds[0] && !line.isConverted),
          (line) => [instant(line)],
          'desc',
        ),
      total: () => data.lineItems.length,
    },
    ...(['desc', 'asc'] as const).map((dir): Walk => ({
      name: `odometer readings by date ${dir}`,
      pages: (limit) => (cursor) =>
        bodyOf(api['odometer-readings'].$get({ query: { dir, ...page(cursor, limit) } })),
      expected: () => inOrder(data.readings, (reading) => [reading.readingDate], dir),
      total: () => data.readings.length,
    })),
    {
      name: 'odometer readings of one year',
      pages: (limit) => (cursor) =>
        bodyOf(api['odometer-readings'].$get({ query: { year: '2025', ...page(cursor, limit) } })),
      expected: () =>
        inOrder(
          data.readings.filter((reading) => reading.readingDate.startsWith('2025')),
          (reading) => [reading.readingDate],
          'desc',
        ),
      total: () => data.readings.length,
    },
  ]

  it.each(WALKS)('$name: every matching row once, in order, counted on the first page', async (walkCase) => {
    const expected = walkCase.expected()
    expect(expected.length).toBeGreaterThan(0)
    for (const limit of ['1', '4']) {
      const pages = await walk(walkCase.pages(limit))
      expect(pages.flatMap((p) => p.rows.map((row) => row.id))).toEqual(expected)
      expect(pages.every((p) => p.rows.length <= Number(limit))).toBe(true)
      expect(pages.map((p) => p.counts)).toEqual([
        { matching: expected.length, total: walkCase.total() },
        ...pages.slice(1).map(() => null),
      ])
    }
    const [whole] = await walk(walkCase.pages('500'))
    expect(whole?.rows.map((row) => row.id)).toEqual(expected)
    expect(whole?.nextCursor).toBeNull()
  })
})
