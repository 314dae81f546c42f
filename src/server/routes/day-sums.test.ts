import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { soldDaysReference } from '../../domain/references'
import { expenses, inventoryItems, receipts } from '../db/schema'

/*
 * The day headers of the sold list, the expenses and the receipts (spec 2) come with each page: one per
 * date on the page, summed over every matching row of that date, also the rows on other pages.
 */

/** Every page of a list, from the first to the one without a next cursor. */
async function pagesOf<Page extends { nextCursor: string | null }>(
  fetchPage: (cursor?: string) => Promise<Page>,
) {
  const pages: Page[] = []
  let cursor: string | undefined
  do {
    const page = await fetchPage(cursor)
    pages.push(page)
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined && pages.length <= 100)
  return pages
}

/** The dates of a page's rows, newest first, once each. */
const datesOf = (dates: (string | null)[]) => [...new Set(dates)].sort().reverse()

const SOLD_DATES = ['2026-11-20', '2026-11-21', '2026-11-22']

/**
 * The pages of a list grouped by date (their rows' dates) hold `matching` rows in all, and a page ends
 * within a date, the next page going on with it, only when that date fills the whole page.
 */
function expectWholeDays(pages: string[][], matching: number) {
  expect(pages.flat()).toHaveLength(matching)
  for (const [n, dates] of pages.entries()) {
    if (pages[n + 1]?.[0] === dates.at(-1)) expect(new Set(dates).size).toBe(1)
  }
}

describe.each(ENGINES)('day sums on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let userId: string

  beforeAll(async () => {
    const user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    userId = user.id
  })

  /** The user's sold items, replaced by `items`, as stored. */
  const replaceSoldItems = async (
    items: {
      soldDate: string
      salePrice: number
      postageCharged: number
      costOfGoods: number
      promoFees: number
    }[],
  ) => {
    await t.db.delete(inventoryItems).where(eq(inventoryItems.userId, userId))
    if (items.length === 0) return []
    return t.db
      .insert(inventoryItems)
      .values(
        items.map((item, n) => ({
          ...item,
          userId,
          sku: `S-${n}`,
          brand: 'Levi',
          description: n % 3 ? 'Jeans' : 'Nikon camera',
          status: 'sold' as const,
          postageCost: n * 10,
          generalFees: 33,
        })),
      )
      .returning()
  }

  /** The sold list's day sums, each as it came with every page, by date. */
  const soldDays = async (limit: string, q?: string) => {
    const pages = await pagesOf((cursor) =>
      bodyOf(
        api.items.$get({
          query: {
            status: 'sold',
            sort: 'soldDate',
            limit,
            ...(q ? { q } : {}),
            ...(cursor ? { cursor } : {}),
          },
        }),
      ),
    )
    for (const page of pages)
      expect(page.days.map((day) => day.date)).toEqual(datesOf(page.rows.map((item) => item.soldDate)))
    return pages.flatMap((page) => page.days)
  }

  it('sums each sold day over all its items, also those on other pages, as the TypeScript reference does', async () => {
    const stored = await replaceSoldItems(
      Array.from({ length: 14 }, (_, n) => ({
        soldDate: SOLD_DATES[n % 3] ?? '',
        salePrice: 1000 + n * 101,
        postageCharged: n % 2 ? 500 : 0,
        costOfGoods: 350 * n,
        promoFees: n,
      })),
    )
    for (const [limit, q, isMatch] of [
      ['3', undefined, () => true],
      ['2', 'nikon', (item: { description: string }) => item.description === 'Nikon camera'],
    ] as const) {
      const expected = soldDaysReference(stored.filter(isMatch)).map(
        ({ date, itemCount, totalRevenue, totalProfit }) => ({
          date,
          itemCount,
          totalRevenue,
          totalProfit,
        }),
      )
      const days = await soldDays(limit, q)
      // Some day is split across pages, and its header is the same on each of them.
      expect(days.length).toBeGreaterThan(expected.length)
      for (const day of days) expect(day).toEqual(expected.find((group) => group.date === day.date))
    }
  })

  it('sums sold days like the TypeScript reference for any sales and any page size', async () => {
    const cents = fc.integer({ min: 0, max: 50_000_00 })
    const sale = fc.record({
      soldDate: fc.constantFrom(...SOLD_DATES),
      salePrice: cents,
      postageCharged: cents,
      costOfGoods: cents,
      promoFees: fc.integer({ min: 0, max: 100_00 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (sales, limit) => {
          const stored = await replaceSoldItems(sales)
          const expected = new Map(soldDaysReference(stored).map((group) => [group.date, group]))
          const days = await soldDays(String(limit))
          expect(new Set(days.map((day) => day.date))).toEqual(new Set(expected.keys()))
          for (const day of days)
            expect(day).toEqual({
              date: day.date,
              itemCount: expected.get(day.date)?.itemCount,
              totalRevenue: expected.get(day.date)?.totalRevenue,
              totalProfit: expected.get(day.date)?.totalProfit,
            })
        },
      ),
      { seed: 1122, numRuns: 25 },
    )
  })

  it('sums each expense day over all matching expenses of that date', async () => {
    const stored = await t.db
      .insert(expenses)
      .values(
        Array.from({ length: 13 }, (_, n) => ({
          userId,
          vendor: n % 2 ? 'USPS' : 'Uline',
          description: 'Boxes',
          category: n % 4 ? ('shipping_supplies' as const) : ('office_supplies' as const),
          amount: 100 + n * 37,
          date: SOLD_DATES[n % 3] ?? '',
        })),
      )
      .returning()
    for (const [limit, query, isMatch] of [
      ['3', {}, () => true],
      ['1', { q: 'usps' }, (expense: (typeof stored)[number]) => expense.vendor === 'USPS'],
      [
        '2',
        { category: 'shipping_supplies' },
        (expense: (typeof stored)[number]) => expense.category === 'shipping_supplies',
      ],
    ] as const) {
      const pages = await pagesOf((cursor) =>
        bodyOf(api.expenses.$get({ query: { ...query, limit, ...(cursor ? { cursor } : {}) } })),
      )
      for (const page of pages) {
        expect(page.days.map((day) => day.date)).toEqual(datesOf(page.rows.map((expense) => expense.date)))
        for (const day of page.days) {
          const ofDay = stored.filter((expense) => isMatch(expense) && expense.date === day.date)
          expect(day).toEqual({
            date: day.date,
            count: ofDay.length,
            total: ofDay.reduce((sum, expense) => sum + expense.amount, 0),
          })
        }
      }
      expectWholeDays(
        pages.map((page) => page.rows.map((expense) => expense.date)),
        stored.filter(isMatch).length,
      )
      // Some day is split across pages, and its header is the same on each of them.
      const days = pages.flatMap((page) => page.days)
      expect(days.length).toBeGreaterThan(datesOf(days.map((day) => day.date)).length)
    }
  })

  it('sums each receipt day over all matching receipts of that date', async () => {
    const stored = await t.db
      .insert(receipts)
      .values(
        Array.from({ length: 11 }, (_, n) => ({
          userId,
          receiptNumber: `DAY-${n}`,
          vendor: n % 3 ? 'Goodwill' : 'Savers',
          purchaseDate: n % 4 ? (SOLD_DATES[n % 2] ?? '') : '2026-10-05',
          totalAmount: 1000 + n * 55,
        })),
      )
      .returning()
    for (const [limit, query, isMatch] of [
      ['3', {}, () => true],
      [
        '2',
        { q: 'goodwill', month: '2026-11' },
        (receipt: (typeof stored)[number]) =>
          receipt.vendor === 'Goodwill' && receipt.purchaseDate.startsWith('2026-11'),
      ],
    ] as const) {
      const pages = await pagesOf((cursor) =>
        bodyOf(api.receipts.$get({ query: { ...query, limit, ...(cursor ? { cursor } : {}) } })),
      )
      for (const page of pages) {
        expect(page.days.map((day) => day.date)).toEqual(
          datesOf(page.rows.map((receipt) => receipt.purchaseDate)),
        )
        for (const day of page.days) {
          const ofDay = stored.filter((receipt) => isMatch(receipt) && receipt.purchaseDate === day.date)
          expect(day).toEqual({
            date: day.date,
            count: ofDay.length,
            total: ofDay.reduce((sum, receipt) => sum + receipt.totalAmount, 0),
          })
        }
      }
      expectWholeDays(
        pages.map((page) => page.rows.map((receipt) => receipt.purchaseDate)),
        stored.filter(isMatch).length,
      )
      const days = pages.flatMap((page) => page.days)
      expect(days.length).toBeGreaterThan(datesOf(days.map((day) => day.date)).length)
    }
  })
})
