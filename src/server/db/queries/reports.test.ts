import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { bucketsOfRows } from '../../../../tests/helpers/inventory-buckets'
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../domain/expenses/categories'
import { DISPOSAL_REASONS, ITEM_STATUSES } from '../../../domain/items/status'
import { milesToTenths } from '../../../domain/miles'
import { mileageDeduction } from '../../../domain/mileage/deduction'
import { SPEC_STANDARD_MILEAGE_RATE } from '../../../domain/mileage/irs-rates'
import { monthlyMileageRows } from '../../../domain/mileage/monthly-rows'
import { odometerStats } from '../../../domain/mileage/stats'
import { financialOverview, recentItems } from '../../../domain/reports/dashboard'
import { quickStats } from '../../../domain/reports/item-stats'
import { monthlySalesReport } from '../../../domain/reports/monthly-sales'
import {
  dailySalesReference,
  itemStatsReference,
  itemTotalsReference,
  monthTotalsReference,
  salesInsightsReference,
} from '../../../domain/references'
import { partThree } from '../../../domain/reports/part-three'
import { scheduleCLines } from '../../../domain/reports/schedule-c'
import { financialSummary } from '../../../domain/reports/tax-summary'
import type { Database } from '../client'
import {
  expenses,
  inventoryItems,
  odometerReadings,
  receiptLineItems,
  receipts,
  businessMileagePercentages,
} from '../schema'

import { dashboardFigures } from './reports'
import { monthlySales, salesInsights, salesYears, soldInMonth } from './reports-sales'
import { taxSummary, taxYears } from './reports-tax'
import { soldInMonthQuerySchema } from '../../../shared/schemas/report'

/*
 * Every report figure the database sums is checked against the domain's rule computed on the same rows
 * (the rows the database holds, read back), on generated accounts: the two must agree to the cent.
 */

const TODAY = '2026-11-22'
const YEAR = 2026

/** A date between 2025-12-25 and 2027-01-10, so years, months and the days around today all occur. */
const dateArb = fc
  .integer({ min: 0, max: 381 })
  .map((offset) => new Date(Date.UTC(2025, 11, 25 + offset)).toISOString().slice(0, 10))
const nearTodayArb = fc.constantFrom(TODAY, '2026-11-21', '2026-11-20')
const cents = fc.integer({ min: 0, max: 2_000_00 })

/**
 * A sold item's dates in the order every writer keeps them (decision 012: never sold before it was bought),
 * by swapping the two generated dates when they came out the other way round.
 */
const datedInOrder = <T extends { soldDate: string | null; purchaseDate: string | null }>(item: T): T =>
  item.soldDate !== null && item.purchaseDate !== null && item.soldDate < item.purchaseDate
    ? { ...item, soldDate: item.purchaseDate, purchaseDate: item.soldDate }
    : item

const itemArb = fc
  .record({
    status: fc.constantFrom(...ITEM_STATUSES),
    soldDate: fc.oneof(dateArb, nearTodayArb),
    purchaseDate: fc.option(dateArb, { nil: null }),
    brand: fc.constantFrom<string>('Levi', 'levi', 'Nike', 'Coach', 'Zara'),
    purchaseLocation: fc.constantFrom<string | null>(
      null,
      '',
      '  ',
      'Goodwill',
      'goodwill ',
      'Estate Sale',
      'Thrift',
    ),
    costOfGoods: cents,
    salePrice: cents,
    postageCharged: fc.integer({ min: 0, max: 20_00 }),
    postageCost: fc.integer({ min: 0, max: 20_00 }),
    generalFees: fc.integer({ min: 0, max: 40_00 }),
    promoFees: fc.integer({ min: 0, max: 10_00 }),
    salesTax: fc.integer({ min: 0, max: 1500 }).map((n) => n / 10_000),
  })
  .map((item) => datedInOrder({ ...item, soldDate: item.status === 'sold' ? item.soldDate : null }))
  .chain((item) =>
    fc.constantFrom(...DISPOSAL_REASONS).map((reason) => ({
      ...item,
      // A disposed item has the day and the reason it left (decision 025), never before it was bought.
      disposedDate:
        item.status !== 'disposed'
          ? null
          : item.purchaseDate !== null && item.purchaseDate > '2026-06-30'
            ? item.purchaseDate
            : '2026-06-30',
      disposalReason: item.status === 'disposed' ? reason : null,
    })),
  )

const expenseArb = fc.record({
  category: fc.constantFrom(...EXPENSE_CATEGORIES),
  amount: fc.integer({ min: 1, max: 900_00 }),
  date: dateArb,
})

const readingArb = fc.record({ date: dateArb, tenths: fc.integer({ min: 1, max: 3_000_000 }) })

const accountArb = fc.record({
  items: fc.array(itemArb, { maxLength: 40 }),
  expenses: fc.array(expenseArb, { maxLength: 25 }),
  readings: fc.uniqueArray(readingArb, { selector: (reading) => reading.date, maxLength: 20 }),
  percentage: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
})

type Account = typeof accountArb extends fc.Arbitrary<infer A> ? A : never

/** A new user with the account's rows, each item created a second apart (the lists' order). */
async function storeAccount(db: Database, account: Account) {
  const userId = await createUser(db)
  const base = Date.UTC(2026, 0, 1)
  const stored =
    account.items.length === 0
      ? []
      : await db
          .insert(inventoryItems)
          .values(
            account.items.map((item, n) => ({
              ...item,
              userId,
              sku: `SKU-${n}`,
              description: `Item ${n}`,
              createdAt: new Date(base + n * 1000),
            })),
          )
          .returning()
  if (account.expenses.length > 0)
    await db.insert(expenses).values(
      account.expenses.map((expense, n) => ({
        ...expense,
        userId,
        vendor: `Vendor ${n % 3}`,
        description: `Expense ${n}`,
      })),
    )
  if (account.readings.length > 0)
    await db.insert(odometerReadings).values(
      account.readings.map((reading) => ({
        userId,
        readingDate: reading.date,
        odometerMiles: reading.tenths / 10,
      })),
    )
  await db.insert(businessMileagePercentages).values({ userId, fromYear: 1, percentage: account.percentage })
  return { userId, stored }
}

const yearsOf = (dates: string[]) => [...new Set(dates.map((date) => Number(date.slice(0, 4))))]

describe.each(ENGINES)('report figures on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('sums the dashboard as the domain computes it on the rows', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (account) => {
        const { userId, stored } = await storeAccount(t.db, account)
        const newestFirst = [...stored].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        const figures = await dashboardFigures(t.db, userId, TODAY)
        const stats = itemStatsReference(stored)
        expect(figures.stats).toEqual(stats)
        expect(figures.quickStats).toEqual(quickStats(stats))
        expect(figures.overview).toEqual(financialOverview(stats))
        const daily = dailySalesReference(newestFirst, TODAY)
        const ids = (panel: { recentSales: { id: string }[] }) => panel.recentSales.map((item) => item.id)
        expect({ ...figures.daily.today, recentSales: ids(figures.daily.today) }).toEqual({
          ...daily.today,
          recentSales: ids(daily.today),
        })
        expect({ ...figures.daily.yesterday, recentSales: ids(figures.daily.yesterday) }).toEqual({
          ...daily.yesterday,
          recentSales: ids(daily.yesterday),
        })
        const { today: _t, yesterday: _y, ...changes } = figures.daily
        const { today: _t2, yesterday: _y2, ...expected } = daily
        expect(changes).toEqual(expected)
        expect(figures.recentItems.map((item) => item.id)).toEqual(recentItems(newestFirst).map((i) => i.id))
        expect(figures.isNewAccount).toBe(stored.length === 0)
      }),
      { seed: 20261122, numRuns: 20 },
    )
  })

  it('sums monthly sales, the days, the years and the insights as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, fc.constantFrom(2025, 2026, 2027), async (account, year) => {
        const { userId, stored } = await storeAccount(t.db, account)
        const report = await monthlySales(t.db, userId, year, TODAY)
        expect(report).toEqual(monthlySalesReport(year, monthTotalsReference(stored, year), TODAY))
        const sold = stored.filter((item) => item.soldDate !== null)
        expect((await salesYears(t.db, userId)).sort()).toEqual(
          yearsOf(sold.map((item) => item.soldDate ?? '')).sort(),
        )
        expect(await salesInsights(t.db, userId, year)).toEqual(salesInsightsReference(stored, year))
        const month = report.defaultMonth
        const inMonth = sold.filter((item) => item.soldDate?.startsWith(month))
        const page = await soldInMonth(t.db, userId, soldInMonthQuerySchema.parse({ month, limit: 500 }))
        const { days } = page
        expect(days.reduce((sum, day) => sum + day.itemCount, 0)).toBe(inMonth.length)
        const monthIndex = Number(month.slice(5, 7)) - 1
        expect(days.reduce((sum, day) => sum + day.totalProfit, 0)).toBe(report.months[monthIndex]?.netProfit)
        expect(page.rows.map((item) => item.id).sort()).toEqual(inMonth.map((item) => item.id).sort())
        expect(page.counts).toEqual({
          matching: inMonth.length,
          total: stored.filter((item) => item.status === 'sold').length,
        })
      }),
      { seed: 1122, numRuns: 15 },
    )
  })

  it('groups the insights case-insensitively, blank locations as Unknown, each named by its first spelling', async () => {
    // More groups than the top lists hold, every item sold, most of them in the year.
    const brandArb = fc.constantFrom(
      ...['Levi', 'levi', 'LEVI', 'Nike', 'nike', 'Coach', 'Zara', 'Gap', 'Ralph Lauren', 'ralph lauren'],
      ...['J.Crew', 'Patagonia', 'Eileen Fisher', 'Pendleton'],
    )
    const locationArb = fc.constantFrom(
      ...[null, '', '  ', 'Unknown', 'unknown', 'Goodwill', 'goodwill ', ' GOODWILL', 'Estate Sale'],
      ...['Thrift', 'Savers', 'Salvation Army', 'Flea Market', 'Auction', 'Yard Sale', 'Church Sale'],
    )
    const soldArb = fc
      .tuple(itemArb, dateArb, brandArb, locationArb)
      .map(([item, soldDate, brand, purchaseLocation]) =>
        datedInOrder({
          ...item,
          status: 'sold' as const,
          soldDate,
          brand,
          purchaseLocation,
          disposedDate: null,
          disposalReason: null,
        }),
      )
    await fc.assert(
      fc.asyncProperty(fc.array(soldArb, { minLength: 1, maxLength: 80 }), async (sold) => {
        const { userId, stored } = await storeAccount(t.db, {
          items: sold,
          expenses: [],
          readings: [],
          percentage: 0,
        })
        expect(await salesInsights(t.db, userId, YEAR)).toEqual(salesInsightsReference(stored, YEAR))
      }),
      { seed: 2311, numRuns: 15 },
    )
  })

  it('sums the tax summary, the mileage and the Schedule C lines as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, fc.constantFrom(2025, 2026, 2027), async (account, year) => {
        const { userId, stored } = await storeAccount(t.db, account)
        const answer = await taxSummary(t.db, userId, year, YEAR)
        const byCategory = new Map<ExpenseCategory, { amount: number; count: number }>()
        for (const expense of account.expenses.filter((e) => e.date.startsWith(`${year}-`))) {
          const entry = byCategory.get(expense.category) ?? { amount: 0, count: 0 }
          byCategory.set(expense.category, { amount: entry.amount + expense.amount, count: entry.count + 1 })
        }
        const summary = financialSummary({
          sold: itemTotalsReference(stored.filter((item) => item.soldDate?.startsWith(`${year}-`))),
          expensesByCategory: [...byCategory].map(([category, entry]) => ({ category, ...entry })),
          // A year that has ended counts the inventory held at its end; the current year, today's.
          ...(year < YEAR
            ? {
                inventoryCostOfGoods: partThree(bucketsOfRows(stored, 'UTC'), year).line41EndingInventory,
                inventoryAt: 'yearEnd' as const,
              }
            : {
                inventoryCostOfGoods: stored
                  .filter((item) => item.status === 'unlisted' || item.status === 'listed')
                  .reduce((sum, item) => sum + item.costOfGoods, 0),
              }),
        })
        expect(answer.summary).toEqual(summary)
        const readings = account.readings.map((r) => ({ readingDate: r.date, odometerMiles: r.tenths / 10 }))
        const rows = monthlyMileageRows(readings, year, account.percentage)
        const stats = odometerStats(readings, rows, account.percentage)
        expect(answer.mileage.months).toEqual(rows)
        expect(answer.mileage).toMatchObject({
          totalMiles: stats.yearlyMilesDriven,
          businessMiles: stats.yearlyBusinessMiles,
          deduction: stats.potentialDeduction,
          specEstimate: mileageDeduction(
            milesToTenths(stats.yearlyMilesDriven),
            account.percentage,
            SPEC_STANDARD_MILEAGE_RATE,
          ),
        })
        expect(answer.scheduleC).toEqual(
          scheduleCLines(
            summary,
            { businessMiles: stats.yearlyBusinessMiles, deduction: stats.potentialDeduction },
            year,
            partThree(bucketsOfRows(stored, 'UTC'), year).line42CostOfGoodsSold,
          ),
        )
        const dates = [
          ...stored.flatMap((item) => (item.soldDate ? [item.soldDate] : [])),
          ...account.expenses.map((expense) => expense.date),
          ...account.readings.map((reading) => reading.date),
        ]
        expect(await taxYears(t.db, userId)).toEqual(yearsOf(dates).sort((a, b) => b - a))
      }),
      { seed: 2211, numRuns: 15 },
    )
  })

  it('counts the unconverted receipt lines and their units, of this user only', async () => {
    const userId = await createUser(t.db)
    const other = await createUser(t.db)
    for (const owner of [userId, other]) {
      const [receipt] = await t.db
        .insert(receipts)
        .values({ userId: owner, receiptNumber: 'R-1', vendor: 'Goodwill', purchaseDate: TODAY })
        .returning()
      if (!receipt) throw new Error('no receipt')
      await t.db.insert(receiptLineItems).values(
        [
          { quantity: 3, isConverted: false },
          { quantity: 2, isConverted: false },
          { quantity: 4, isConverted: true },
        ].map((line, n) => ({
          ...line,
          userId: owner,
          receiptId: receipt.id,
          description: `Line ${n}`,
          brand: 'Levi',
          unitCost: 100,
          totalCost: 100 * line.quantity,
        })),
      )
    }
    const figures = await dashboardFigures(t.db, userId, TODAY)
    expect(figures.unconverted).toEqual({ lineItemCount: 2, unitCount: 5 })
    expect(figures.isNewAccount).toBe(true)
  })

  it('reads nothing of another user', async () => {
    const account: Account = {
      items: [
        {
          status: 'sold',
          soldDate: TODAY,
          purchaseDate: '2026-01-02',
          brand: 'Levi',
          purchaseLocation: 'Goodwill',
          costOfGoods: 100,
          salePrice: 900,
          postageCharged: 0,
          postageCost: 0,
          generalFees: 0,
          promoFees: 0,
          salesTax: 0,
          disposedDate: null,
          disposalReason: null,
        },
      ],
      expenses: [{ category: 'marketing', amount: 500, date: TODAY }],
      readings: [{ date: '2026-03-01', tenths: 1000 }],
      percentage: 100,
    }
    await storeAccount(t.db, account)
    const stranger = await createUser(t.db)
    const dashboard = await dashboardFigures(t.db, stranger, TODAY)
    expect(dashboard.stats.total).toBe(0)
    expect(dashboard.recentItems).toEqual([])
    expect((await taxSummary(t.db, stranger, YEAR, YEAR)).summary.grossSalesRevenue).toBe(0)
    expect(await taxYears(t.db, stranger)).toEqual([])
    expect(await salesYears(t.db, stranger)).toEqual([])
    expect(await salesInsights(t.db, stranger, YEAR)).toEqual({ brands: [], locations: [] })
  })
})
