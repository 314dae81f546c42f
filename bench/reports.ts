/**
 * The report reads of `npm run bench` (decision 016): the Dashboard, one month of Monthly Sales, the year's
 * insights and the Tax Summary with its Schedule C view, each through the API, beside the spec's design
 * for the same figures measured in the same run: download every item, expense and reading of the user,
 * then compute them in JavaScript with the domain's functions. Prints p50, p95, the ratio to the floor of
 * the stack and to the spec's design; asserts nothing.
 */
import { and, eq, sql } from 'drizzle-orm'

import { localDate } from '../src/domain/dates'
import { milesToTenths } from '../src/domain/miles'
import { centsToDecimal } from '../src/domain/money'
import { mileageDeduction } from '../src/domain/mileage/deduction'
import { SPEC_STANDARD_MILEAGE_RATE } from '../src/domain/mileage/irs-rates'
import { monthlyMileageRows } from '../src/domain/mileage/monthly-rows'
import { odometerStats } from '../src/domain/mileage/stats'
import { financialOverview, recentItems } from '../src/domain/reports/dashboard'
import { quickStats } from '../src/domain/reports/item-stats'
import { monthlySalesReport } from '../src/domain/reports/monthly-sales'
import {
  dailySalesReference,
  itemStatsReference,
  itemTotalsReference,
  monthTotalsReference,
  salesInsightsReference,
} from '../src/domain/references'
import { partThree } from '../src/domain/reports/part-three'
import { scheduleCLines } from '../src/domain/reports/schedule-c'
import { financialSummary } from '../src/domain/reports/tax-summary'
import type { ExpenseCategory } from '../src/domain/expenses/categories'
import type { Database } from '../src/server/db/client'
import { expenseRows } from '../src/server/db/queries/expenses'
import { itemRows } from '../src/server/db/queries/items'
import { needsCostTotals } from '../src/server/db/queries/needs-cost'
import { odometerReadingRows } from '../src/server/db/queries/odometer'
import { expenses, inventoryItems, odometerReadings } from '../src/server/db/schema'
import { bucketsOfRows } from '../tests/helpers/inventory-buckets'

import { benchKeptSales } from './kept-sales'
import { timingLine, verdictOf, type Timing } from './verdict'

export interface ReportBench {
  db: Database
  userId: string
  get: (path: string) => Promise<unknown>
  measure: (label: string, run: () => Promise<unknown>) => Promise<Timing>
  /** The floor (one row by key), measured beside this part. */
  floor: Timing
}

/** What the spec's browser held: every row of the user's three tables, as it travels (JSON) and is read. */
async function downloadEverything(db: Database, userId: string) {
  const [items, expenseList, readings] = [
    await db.select(itemRows.columns).from(inventoryItems).where(eq(inventoryItems.userId, userId)),
    await db.select(expenseRows.columns).from(expenses).where(eq(expenses.userId, userId)),
    await db
      .select(odometerReadingRows.columns)
      .from(odometerReadings)
      .where(eq(odometerReadings.userId, userId)),
  ]
  type Rows = { items: typeof items; expenses: typeof expenseList; readings: typeof readings }
  const parsed = JSON.parse(JSON.stringify({ items, expenses: expenseList, readings })) as Rows
  return parsed
}

export async function benchReports({ db, userId, get, measure, floor }: ReportBench): Promise<void> {
  const today = localDate(new Date(), 'UTC')
  const year = Number(today.slice(0, 4))
  const month = today.slice(0, 7)

  const ours = [
    await measure('dashboard', () => get('/api/reports/dashboard')),
    await measure('monthly sales, one month', async () => {
      await get(`/api/reports/monthly-sales?year=${year}`)
      await get(`/api/reports/monthly-sales/items?month=${month}`)
    }),
    await measure('insights of the year', () => get(`/api/reports/insights?year=${year}`)),
    await measure('tax summary with Schedule C', () => get(`/api/reports/tax-summary?year=${year}`)),
  ]
  const spec = [
    await measure('spec design: dashboard', async () => {
      const { items } = await downloadEverything(db, userId)
      const newestFirst = [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      const stats = itemStatsReference(items)
      return [
        quickStats(stats),
        financialOverview(stats),
        dailySalesReference(newestFirst, today),
        recentItems(newestFirst),
      ]
    }),
    await measure('spec design: monthly sales', async () => {
      const { items } = await downloadEverything(db, userId)
      return monthlySalesReport(year, monthTotalsReference(items, year), today)
    }),
    await measure('spec design: insights', async () => {
      const { items } = await downloadEverything(db, userId)
      return salesInsightsReference(items, year)
    }),
    await measure('spec design: tax summary', async () => {
      const all = await downloadEverything(db, userId)
      const byCategory = new Map<ExpenseCategory, { amount: number; count: number }>()
      for (const expense of all.expenses.filter((e) => e.date.startsWith(`${year}-`))) {
        const entry = byCategory.get(expense.category) ?? { amount: 0, count: 0 }
        byCategory.set(expense.category, { amount: entry.amount + expense.amount, count: entry.count + 1 })
      }
      const summary = financialSummary({
        sold: itemTotalsReference(all.items.filter((item) => item.soldDate?.startsWith(`${year}-`))),
        expensesByCategory: [...byCategory].map(([category, entry]) => ({ category, ...entry })),
        inventoryCostOfGoods: all.items
          .filter((item) => item.status === 'unlisted' || item.status === 'listed')
          .reduce((sum, item) => sum + item.costOfGoods, 0),
      })
      const rows = monthlyMileageRows(all.readings, year, 100)
      const stats = odometerStats(all.readings, rows, 100)
      return [
        scheduleCLines(
          summary,
          { businessMiles: stats.yearlyBusinessMiles, deduction: stats.potentialDeduction },
          year,
          // Line 4 is Part III line 42 (decision 025), from the rows' inventory buckets.
          partThree(
            // The rows travelled as JSON: their creation instants are text again.
            bucketsOfRows(
              all.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) })),
              'UTC',
            ),
            year,
          ).line42CostOfGoodsSold,
        ),
        mileageDeduction(milesToTenths(stats.yearlyMilesDriven), 100, SPEC_STANDARD_MILEAGE_RATE),
      ]
    }),
  ]

  const needsCost = await benchNeedsCost({ db, userId, get, measure, floor }, year)

  console.log(
    '  reports (target p95 ≤ 150 ms, p50 ≤ 15× floor; the dashboard, from kept totals, ≤ 4×), beside the spec design (download all, compute):',
  )
  console.log(timingLine(floor, ''))
  ours.forEach((t, index) => {
    const design = spec[index]
    console.log(timingLine(t, verdictOf(t, floor, { limitMs: 150, ratio: t.label === 'dashboard' ? 4 : 15 })))
    if (design)
      console.log(
        `  ${design.label.padEnd(46)} p50 ${design.p50.toFixed(1).padStart(6)} ms  p95 ${design.p95.toFixed(1).padStart(6)} ms  ` +
          `spec design / ours ${(design.p95 / t.p95).toFixed(1)}×`,
      )
  })
  console.log(
    '  sold items without a cost (decision 034): the count and revenue the Dashboard and the Tax Summary add, with none and with 2,000 of them:',
  )
  for (const t of needsCost) console.log(timingLine(t, ''))
  await benchKeptSales(db, userId, year, measure)
}

/**
 * The count and revenue of the sold items without a cost, the one read the Dashboard (all years) and the
 * Tax Summary (a year) add (decision 034): on the account as generated (none), then with 2,000 of its sold
 * items at $0 cost, as an imported year makes them, the Dashboard and the Tax Summary read again. The costs
 * are put back after, so the parts that follow read the account as generated.
 */
async function benchNeedsCost({ db, userId, get, measure }: ReportBench, year: number): Promise<Timing[]> {
  const timings = [
    await measure('needs cost, all years (none)', () => needsCostTotals(db, userId)),
    await measure('needs cost, one year (none)', () => needsCostTotals(db, userId, year)),
  ]
  // The costs taken away are kept here, not in a temporary table: on PostgreSQL each statement may run on
  // another connection of the pool, which would not see it.
  const taken = await db
    .select({ id: inventoryItems.id, cost: inventoryItems.costOfGoods })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, 'sold')))
    .orderBy(inventoryItems.id)
    .limit(2000)
  const ids = `{${taken.map((row) => row.id).join(',')}}`
  await db.execute(sql`update inventory_items set cost_of_goods = 0
    where user_id = ${userId} and id = any(${ids}::uuid[])`)
  await db.execute(sql`analyze inventory_items`)
  try {
    timings.push(
      await measure('needs cost, all years (2,000)', () => needsCostTotals(db, userId)),
      await measure('needs cost, one year (2,000)', () => needsCostTotals(db, userId, year)),
      await measure('dashboard (2,000 without a cost)', () => get('/api/reports/dashboard')),
      await measure('tax summary (2,000 without a cost)', () => get(`/api/reports/tax-summary?year=${year}`)),
    )
  } finally {
    const costs = JSON.stringify(taken.map((row) => ({ id: row.id, cost: centsToDecimal(row.cost) })))
    await db.execute(sql`update inventory_items i set cost_of_goods = b.cost
      from json_to_recordset(${costs}::json) as b(id uuid, cost numeric) where i.id = b.id and i.user_id = ${userId}`)
  }
  return timings
}
