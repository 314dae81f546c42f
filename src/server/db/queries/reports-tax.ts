import { and, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { ExpenseCategory } from '../../../domain/expenses/categories'
import { milesToTenths } from '../../../domain/miles'
import { sumCents } from '../../../domain/money'
import { mileageDeduction } from '../../../domain/mileage/deduction'
import { SPEC_STANDARD_MILEAGE_RATE } from '../../../domain/mileage/irs-rates'
import { monthlyMileageRows } from '../../../domain/mileage/monthly-rows'
import { odometerStats } from '../../../domain/mileage/stats'
import { costOfGoodsSoldDifference, scheduleCLines } from '../../../domain/reports/schedule-c'
import { financialSummary } from '../../../domain/reports/tax-summary'
import type { Database } from '../client'
import { expenseMonthTotals, odometerReadings, saleMonthTotals } from '../schema'

import { withinYear } from './lists'
import { ownedBy } from './owned'
import { partThreeOf } from './part-three'
import { needsCostTotals } from './needs-cost'
import { itemTotalsByStatus, yearsWith } from './reports'
import { yearSales, type YearSalesSums } from './reports-sales'
import { businessUseOf } from './settings'

/**
 * The years with data for a tax summary: sales, refunds, expenses or odometer readings in them, newest first. The
 * sales' and refunds' months and the expenses' are the kept totals' rows (decisions 036 and 038: a row per month
 * with any), the readings' years are probes of their (user, date) index.
 */
export async function taxYears(db: Database, userId: string) {
  const yearOf = (month: AnyPgColumn) => sql<number>`extract(year from ${month})::int`
  const [sales, expenseYears, readings] = await Promise.all([
    db
      .selectDistinct({ year: yearOf(saleMonthTotals.month) })
      .from(saleMonthTotals)
      .where(eq(saleMonthTotals.userId, userId)),
    db
      .selectDistinct({ year: yearOf(expenseMonthTotals.month) })
      .from(expenseMonthTotals)
      .where(eq(expenseMonthTotals.userId, userId)),
    yearsWith(db, odometerReadings, odometerReadings.readingDate, ownedBy(odometerReadings, userId)),
  ])
  const years = new Set([...sales, ...expenseYears].map((row) => row.year).concat(readings))
  return [...years].sort((a, b) => b - a)
}

/**
 * The earliest reading of each month from January of `year` to January of the next (a month's end
 * reading is the next month's first, spec 4): at most 13 rows, read over the (user, date) index.
 */
async function monthStartReadings(db: Database, userId: string, year: number) {
  const month = sql`date_trunc('month', ${odometerReadings.readingDate})`
  return db
    .selectDistinctOn([month], {
      readingDate: odometerReadings.readingDate,
      odometerMiles: odometerReadings.odometerMiles,
    })
    .from(odometerReadings)
    .where(
      and(
        ownedBy(odometerReadings, userId),
        sql`${odometerReadings.readingDate} >= make_date(${year}, 1, 1) and ${odometerReadings.readingDate} < make_date(${year + 1}, 2, 1)`,
      ),
    )
    .orderBy(month, odometerReadings.readingDate)
}

/**
 * The mileage of `year` at the user's business percentage: the monthly rows (spec 2, Odometer), the
 * year's miles and business miles, the deduction at the IRS rate of each month (Schedule C line 9), and
 * the spec's estimate at $0.67 a mile for comparison.
 */
async function yearMileage(db: Database, userId: string, year: number) {
  const businessMileagePercentage = await businessUseOf(db, userId, year)
  const readings = await monthStartReadings(db, userId, year)
  const rows = monthlyMileageRows(readings, year, businessMileagePercentage)
  const stats = odometerStats(readings, rows, businessMileagePercentage)
  return {
    businessPercentage: businessMileagePercentage,
    months: rows,
    totalMiles: stats.yearlyMilesDriven,
    businessMiles: stats.yearlyBusinessMiles,
    deduction: stats.potentialDeduction,
    specEstimate: mileageDeduction(
      milesToTenths(stats.yearlyMilesDriven),
      businessMileagePercentage,
      SPEC_STANDARD_MILEAGE_RATE,
    ),
  }
}

/**
 * The Yearly Tax Summary of `year` (spec 2, 9) and its Schedule C view: the year's sales and refunds from the
 * kept totals of its months (decision 036), the year's expenses per category (the running totals of its months), the inventory's
 * cost of goods (for the current year, of unlisted and listed items today, the running totals per status;
 * for a year that has ended, Part III's ending inventory, as the year's figures must not move with today's
 * sales, decision 026), and the year's mileage; the domain makes the figures and the form's lines.
 * Part III (cost of goods sold by the book, with the items disposed of in the year per reason) feeds line 4,
 * with why it differs from the summary's cost of the items sold in the year. `currentYear` is the user's;
 * `sums`, the year's sales and refunds as `yearSalesSums` reads them from the kept totals, when the caller has
 * them.
 */
export async function taxSummary(
  db: Database,
  userId: string,
  year: number,
  currentYear: number,
  sums?: readonly YearSalesSums[],
) {
  const { sold, refunded, refundCount } = await yearSales(db, userId, year, sums)
  const expensesByCategory = await db
    .select({
      category: sql<ExpenseCategory>`${expenseMonthTotals.category}`,
      amount: sql`sum(${expenseMonthTotals.amount})`.mapWith(expenseMonthTotals.amount),
      count: sql<number>`sum(${expenseMonthTotals.count})::int`,
    })
    .from(expenseMonthTotals)
    .where(and(eq(expenseMonthTotals.userId, userId), withinYear(expenseMonthTotals.month, year)))
    .groupBy(expenseMonthTotals.category)
  const { partThree, disposedInYear, buckets } = await partThreeOf(db, userId, year)
  const hasEnded = year < currentYear
  const inventoryCostOfGoods = hasEnded
    ? partThree.line41EndingInventory
    : sumCents(
        (await itemTotalsByStatus(db, userId))
          .filter((row) => row.status === 'unlisted' || row.status === 'listed')
          .map((row) => row.costOfGoods),
      )
  const summary = financialSummary({
    sold,
    refunds: { amount: refunded.refunds, feesCredited: refunded.feesCredited, count: refundCount },
    expensesByCategory,
    inventoryCostOfGoods,
    inventoryAt: hasEnded ? 'yearEnd' : 'today',
  })
  const mileage = await yearMileage(db, userId, year)
  // Sold items of the year without a cost: their revenue is all profit until their costs are entered.
  const needsCost = await needsCostTotals(db, userId, year)
  const line42 = partThree.line42CostOfGoodsSold
  return {
    year,
    summary,
    expenseCounts: Object.fromEntries(expensesByCategory.map((row) => [row.category, row.count])),
    mileage,
    needsCost,
    partThree,
    disposedInYear,
    scheduleC: scheduleCLines(
      summary,
      { businessMiles: mileage.businessMiles, deduction: mileage.deduction },
      year,
      line42,
    ),
    lineFour: costOfGoodsSoldDifference(buckets, year, line42, summary.costOfGoodsSold),
    /** The years items were bought or left inventory in: each has a Part III to show, sales or not. */
    inventoryYears: [
      ...new Set(
        buckets.flatMap((bucket) => [
          bucket.acquiredYear,
          ...(bucket.exitYear === null ? [] : [bucket.exitYear]),
        ]),
      ),
    ],
  }
}
