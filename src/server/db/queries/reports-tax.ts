import { sql } from 'drizzle-orm'

import { localDate } from '../../../domain/dates'
import type { ExpenseCategory } from '../../../domain/expenses/categories'
import { milesToTenths } from '../../../domain/miles'
import { mileageDeduction } from '../../../domain/mileage/deduction'
import { SPEC_STANDARD_MILEAGE_RATE } from '../../../domain/mileage/irs-rates'
import { monthlyMileageRows } from '../../../domain/mileage/monthly-rows'
import { odometerStats } from '../../../domain/mileage/stats'
import { disposedInYearOf, partThree as partThreeOfBuckets } from '../../../domain/reports/part-three'
import { costOfGoodsSoldDifference, scheduleCLines } from '../../../domain/reports/schedule-c'
import { financialSummary } from '../../../domain/reports/tax-summary'
import { userToday } from '../../today'
import type { Database } from '../client'
import { expenseMonthTotals, itemStatusCounts, odometerReadings, saleMonthTotals } from '../schema'

import {
  jsonField,
  jsonMap,
  jsonRow,
  jsonRows,
  readAtOnce,
  readJson,
  type Answers,
  type JsonRead,
} from './json-read'
import { withinYear } from './lists'
import { inventoryBucketsRead } from './part-three'
import { needsCostRead } from './needs-cost'
import { NO_SALES, sumsBy, yearSalesRead } from './reports-sales'
import { businessUseRead, timeZoneRead } from './settings'

/**
 * The years with data for a tax summary: sales, refunds, expenses or odometer readings in them, newest first. The
 * sales' and refunds' months and the expenses' are the kept totals' rows (decisions 036 and 038: a row per month
 * with any). Each table is probed over its (user, month or date) index, never read: from the earliest year of any
 * to the latest, a year is kept when a row of one of them lies in it, a few index probes a year where reading the
 * kept months of every year and sorting out their years cost most of the Tax Summary's statement.
 */
export function taxYearsRead(userId: string): JsonRead<number[]> {
  const tables = [
    { table: saleMonthTotals, owner: saleMonthTotals.userId, day: saleMonthTotals.month },
    { table: expenseMonthTotals, owner: expenseMonthTotals.userId, day: expenseMonthTotals.month },
    { table: odometerReadings, owner: odometerReadings.userId, day: odometerReadings.readingDate },
  ]
  const edge = (end: 'min' | 'max') =>
    sql.join(
      tables.map(
        ({ table, owner, day }) =>
          sql`(select extract(year from ${sql.raw(end)}(${day}))::int from ${table} where ${owner} = ${userId})`,
      ),
      sql`, `,
    )
  const within = sql.join(
    tables.map(
      ({ table, owner, day }) =>
        sql`exists (select 1 from ${table} where ${owner} = ${userId} and ${day} >= make_date(y, 1, 1) and ${day} < make_date(y + 1, 1, 1))`,
    ),
    sql` or `,
  )
  return {
    query: sql`select coalesce(json_agg(y order by y desc), '[]'::json)
      from generate_series(least(${edge('min')}), greatest(${edge('max')})) as y where ${within}`,
    decode: (value) => (value as number[]).map(Number),
  }
}

/** The years with data for a tax summary (`taxYearsRead`), alone in a statement. */
export async function taxYears(db: Database, userId: string) {
  return readJson(db, taxYearsRead(userId))
}

/** The year's expenses per category: the running totals of its months. */
function expensesByCategoryRead(userId: string, year: number) {
  const kept = expenseMonthTotals
  return jsonRows(
    {
      category: jsonField.text<ExpenseCategory>(kept.category),
      amount: jsonField.money(sql`sum(${kept.amount})`),
      count: jsonField.int(sql`sum(${kept.count})`),
    },
    sql`from ${kept} where ${kept.userId} = ${userId} and ${withinYear(kept.month, year)} group by ${kept.category}`,
  )
}

/** The cost of goods of the items held today (unlisted and listed): the running totals per status. */
function heldCostRead(userId: string) {
  const kept = itemStatusCounts
  return jsonMap(
    jsonRow(
      { cost: jsonField.money(sql`coalesce(sum(${kept.costOfGoods}), 0)`) },
      sql`from ${kept} where ${kept.userId} = ${userId} and ${kept.status} in ('unlisted', 'listed')`,
    ),
    (row) => row?.cost ?? 0,
  )
}

/**
 * The earliest reading of each month from January of `year` to January of the next (a month's end
 * reading is the next month's first, spec 4): at most 13 rows, read over the (user, date) index.
 */
function monthStartReadingsRead(userId: string, year: number) {
  const readings = odometerReadings
  const day = readings.readingDate
  const month = sql`date_trunc('month', ${day})`
  return jsonRows(
    {
      readingDate: jsonField.text<string>(sql`r.reading_date`),
      odometerMiles: jsonField.decimal(sql`r.odometer_miles`),
    },
    sql`from (select distinct on (${month}) ${day} as reading_date, ${readings.odometerMiles} as odometer_miles
      from ${readings}
      where ${readings.userId} = ${userId} and ${day} >= make_date(${year}, 1, 1) and ${day} < make_date(${year + 1}, 2, 1)
      order by ${month}, ${day}) as r`,
  )
}

/**
 * Everything the Tax Summary of `year` reads, each a few kept rows or index entries, whatever the size of the
 * account: the user's time zone (which says whether the year has ended), the year's sales and refunds per month
 * and marketplace (decision 036), the years with figures, the year's expenses per category, Part III's buckets
 * (decision 038), the cost of the items held today, the year's business use and month-start readings, and the
 * year's sold items without a cost. Sent as one statement (`readAtOnce`, decision 040).
 */
export function taxSummaryReads(userId: string, year: number) {
  return {
    timeZone: timeZoneRead(userId),
    sales: yearSalesRead(userId, year),
    years: taxYearsRead(userId),
    expensesByCategory: expensesByCategoryRead(userId, year),
    buckets: inventoryBucketsRead(userId),
    heldCost: heldCostRead(userId),
    businessPercentage: businessUseRead(userId, year),
    readings: monthStartReadingsRead(userId, year),
    needsCost: needsCostRead(userId, year),
  }
}

/** What the Tax Summary of a year is made from (`taxSummaryReads`). */
export type TaxSummaryFigures = Answers<ReturnType<typeof taxSummaryReads>>

/**
 * The mileage of the year at the user's business percentage: the monthly rows (spec 2, Odometer), the
 * year's miles and business miles, the deduction at the IRS rate of each month (Schedule C line 9), and
 * the spec's estimate at $0.67 a mile for comparison.
 */
function yearMileage({ readings, businessPercentage }: TaxSummaryFigures, year: number) {
  const rows = monthlyMileageRows(readings, year, businessPercentage)
  const stats = odometerStats(readings, rows, businessPercentage)
  return {
    businessPercentage,
    months: rows,
    totalMiles: stats.yearlyMilesDriven,
    businessMiles: stats.yearlyBusinessMiles,
    deduction: stats.potentialDeduction,
    specEstimate: mileageDeduction(
      milesToTenths(stats.yearlyMilesDriven),
      businessPercentage,
      SPEC_STANDARD_MILEAGE_RATE,
    ),
  }
}

/**
 * The Yearly Tax Summary of `year` (spec 2, 9) and its Schedule C view from its figures (`taxSummaryReads`): the
 * year's sales and refunds from the kept totals of its months (decision 036), the year's expenses per category,
 * the inventory's cost of goods (for the current year, of unlisted and listed items today; for a year that has
 * ended, Part III's ending inventory, as the year's figures must not move with today's sales, decision 026), and
 * the year's mileage; the domain makes the figures and the form's lines. Part III (cost of goods sold by the
 * book, with the items disposed of in the year per reason) feeds line 4, with why it differs from the summary's
 * cost of the items sold in the year. `currentYear` is the user's.
 */
export function taxSummaryOf(figures: TaxSummaryFigures, year: number, currentYear: number) {
  const { sold, refunded, refundCount } = sumsBy(figures.sales, () => 'year').get('year') ?? NO_SALES
  const { expensesByCategory, buckets, needsCost } = figures
  const partThree = partThreeOfBuckets(buckets, year)
  const hasEnded = year < currentYear
  const summary = financialSummary({
    sold,
    refunds: { amount: refunded.refunds, feesCredited: refunded.feesCredited, count: refundCount },
    expensesByCategory,
    inventoryCostOfGoods: hasEnded ? partThree.line41EndingInventory : figures.heldCost,
    inventoryAt: hasEnded ? 'yearEnd' : 'today',
  })
  const mileage = yearMileage(figures, year)
  const line42 = partThree.line42CostOfGoodsSold
  return {
    year,
    summary,
    expenseCounts: Object.fromEntries(expensesByCategory.map((row) => [row.category, row.count])),
    mileage,
    // Sold items of the year without a cost: their revenue is all profit until their costs are entered.
    needsCost,
    partThree,
    disposedInYear: disposedInYearOf(buckets, year),
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

/** The Tax Summary of `year` (`taxSummaryOf`), read in one statement. */
export async function taxSummary(db: Database, userId: string, year: number, currentYear: number) {
  return taxSummaryOf(await readAtOnce(db, taxSummaryReads(userId, year)), year, currentYear)
}

/**
 * The Tax Summary screen's, the PDF's and the year pack's reads of `year` (the user's current year unless given):
 * the summary, the years to choose from (with figures, or with items bought or gone), and the year's sales per
 * month and marketplace for Sales by Marketplace. One statement when the year is given, two when it is today's.
 */
export async function yearTaxSummary(db: Database, userId: string, requestedYear?: number) {
  const year = requestedYear ?? Number((await userToday(db, userId)).slice(0, 4))
  const figures = await readAtOnce(db, taxSummaryReads(userId, year))
  const today = localDate(new Date(), figures.timeZone)
  const summary = taxSummaryOf(figures, year, Number(today.slice(0, 4)))
  // A year in which items were only bought (a first year of buying stock) still has its Part III.
  const years = [...new Set([...figures.years, ...summary.inventoryYears])].sort((a, b) => b - a)
  return { year, today, years, taxSummary: summary, sales: figures.sales }
}
