import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { pageDays, pageOf, type DayTotal } from './lists'

/*
 * Pages of a list grouped by date end at the end of a date when they can (pageOf with breakAt), and
 * pageDays sums a page's days from its own rows, asking the database only for a date at an edge of the
 * page that goes on beyond it. Checked here against the sums over every row of a whole list.
 */

interface Row {
  id: string
  cursorKey: string[]
  date: string
  amount: number
}

const of = { date: (row: { date: string }) => row.date, amount: (row: { amount: number }) => row.amount }

/** Each date's count and total over `rows`, as the database's grouping of every matching row gives. */
function daysOf(rows: readonly Row[], dates: readonly string[]): DayTotal[] {
  return dates.map((date) => {
    const ofDay = rows.filter((row) => row.date === date)
    return { date, count: ofDay.length, total: ofDay.reduce((sum, row) => sum + row.amount, 0) }
  })
}

/** Rows of the given dates and amounts, in that order, as a list query reads them. */
function listOf(rows: readonly { date: string; amount: number }[]): Row[] {
  return rows.map((row, n) => ({
    ...row,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    cursorKey: [row.date],
  }))
}

/**
 * Every page of `list` (already in its order) as listPage reads them: `limit + 1` rows after the previous
 * page's last row, cut by pageOf, with the day sums of pageDays and the dates it asked the database for.
 */
async function pagesOf(list: readonly Row[], limit: number) {
  const pages = []
  let start = 0
  let cursorDate: string | null = null
  do {
    const fetched = list.slice(start, start + limit + 1)
    const page = pageOf(fetched, limit, of.date)
    const asked: string[][] = []
    const rows = fetched.slice(0, page.rows.length)
    const days = await pageDays({ rows, after: fetched[rows.length], cursorDate }, of, async (dates) => {
      asked.push(dates)
      return daysOf(list, dates)
    })
    pages.push({ ...page, rows, days, asked })
    start += rows.length
    cursorDate = rows.at(-1)?.date ?? null
    if (page.nextCursor === null) break
  } while (pages.length <= list.length)
  return pages
}

const byDateDesc = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0

describe('pages of a list grouped by date', () => {
  it('end before a date that the next page would go on with, and read no date then', async () => {
    const list = listOf([
      { date: '2026-11-03', amount: 100 },
      { date: '2026-11-02', amount: 250 },
      { date: '2026-11-02', amount: 5 },
      { date: '2026-11-01', amount: 7 },
      { date: '2026-11-01', amount: 8 },
    ])
    const pages = await pagesOf(list, 4)
    expect(pages.map((page) => page.rows.map((row) => row.date))).toEqual([
      ['2026-11-03', '2026-11-02', '2026-11-02'],
      ['2026-11-01', '2026-11-01'],
    ])
    expect(pages.map((page) => page.asked)).toEqual([[], []])
    expect(pages[0]?.days).toEqual([
      { date: '2026-11-03', count: 1, total: 100 },
      { date: '2026-11-02', count: 2, total: 255 },
    ])
  })

  it('go on within a date that fills a whole page, and read that date on each of its pages', async () => {
    const list = listOf([
      { date: '2026-11-04', amount: 1 },
      { date: '2026-11-03', amount: 2 },
      { date: '2026-11-03', amount: 3 },
      { date: '2026-11-03', amount: 4 },
      { date: '2026-11-03', amount: 5 },
      { date: '2026-11-01', amount: 6 },
    ])
    const pages = await pagesOf(list, 2)
    expect(pages.map((page) => page.rows.map((row) => row.amount))).toEqual([[1], [2, 3], [4, 5], [6]])
    expect(pages.map((page) => page.asked)).toEqual([[], [['2026-11-03']], [['2026-11-03']], []])
    for (const page of pages.slice(1, 3)) expect(page.days).toEqual(daysOf(list, ['2026-11-03']))
  })

  it('hold every row once, and give every page the sums over the whole list, in either order', async () => {
    const row = fc.record({
      date: fc.constantFrom('2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'),
      amount: fc.integer({ min: 1, max: 99_999_999 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 14 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        async (rows, limit, isAscending) => {
          const sorted = [...rows].sort(byDateDesc)
          const list = listOf(isAscending ? sorted.reverse() : sorted)
          const pages = await pagesOf(list, limit)
          expect(pages.flatMap((page) => page.rows)).toEqual(list)
          for (const [n, page] of pages.entries()) {
            const dates = [...new Set(page.rows.map((item) => item.date))]
            expect(page.rows.length).toBeLessThanOrEqual(limit)
            if (list.length > 0) expect(page.rows.length).toBeGreaterThan(0)
            expect(page.days).toEqual(daysOf(list, [...dates].sort().reverse()))
            // A date goes on to the next page only from a page that holds nothing else; only such a
            // date is read from the database.
            const next = pages[n + 1]?.rows[0]
            if (next !== undefined && next.date === page.rows.at(-1)?.date) expect(dates).toHaveLength(1)
            for (const date of page.asked.flat())
              expect(list.filter((item) => item.date === date).length).toBeGreaterThan(limit)
          }
        },
      ),
      { seed: 2211, numRuns: 300 },
    )
  })
})
