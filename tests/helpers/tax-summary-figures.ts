import { and, eq, sql } from 'drizzle-orm'

import { EMPTY_ITEM_TOTALS } from '../../src/domain/items/totals'
import type { MarketplaceId } from '../../src/domain/marketplaces/marketplaces'
import { businessUseOfYear } from '../../src/domain/mileage/business-use'
import type { Database } from '../../src/server/db/client'
import { withinYear } from '../../src/server/db/queries/lists'
import { refundsWithReturnedItems } from '../../src/server/db/queries/refund-sums'
import { itemTotalsFields } from '../../src/server/db/queries/item-sums'
import { soldItemsOf } from '../../src/server/db/queries/reports'
import type { YearSalesSums } from '../../src/server/db/queries/reports-sales'
import type { TaxSummaryFigures } from '../../src/server/db/queries/reports-tax'
import {
  businessMileagePercentages,
  expenses,
  inventoryItems,
  odometerReadings,
  refunds,
  userSettings,
} from '../../src/server/db/schema'

import { bucketsFromRows } from './inventory-buckets'

const items = inventoryItems

/**
 * What the Tax Summary of `year` is made from, computed from the user's rows (items, refunds, expenses, readings,
 * settings) as the reports read them before the totals were kept: the reference the kept reads of
 * `taxSummaryReads` (decisions 036, 038, 040) are held to, figure by figure, in running-totals.test.ts.
 */
export async function taxSummaryFiguresFromRows(
  db: Database,
  userId: string,
  year: number,
): Promise<TaxSummaryFigures> {
  const month = sql<number>`extract(month from ${items.soldDate})::int`
  const refundMonth = sql<number>`extract(month from ${refunds.refundDate})::int`
  const refundMarketplace = sql<MarketplaceId | null>`coalesce(${items.marketplace}, ${refunds.marketplace})`
  const sold = await db
    .select({ month, marketplace: items.marketplace, ...itemTotalsFields })
    .from(items)
    .where(and(soldItemsOf(userId), withinYear(items.soldDate, year)))
    .groupBy(month, items.marketplace)
  const refunded = await refundsWithReturnedItems(db, userId, {
    month: refundMonth,
    marketplace: refundMarketplace,
    refundCount: sql<number>`count(*)::int`,
  })
    .where(and(eq(refunds.userId, userId), withinYear(refunds.refundDate, year)))
    .groupBy(refundMonth, refundMarketplace)
  const sales = new Map<string, YearSalesSums>()
  const keyOf = (row: { month: number; marketplace: string | null }) =>
    `${row.month}|${row.marketplace ?? ''}`
  for (const row of sold)
    sales.set(keyOf(row), { ...row, refundCount: 0, refunds: 0, feesCredited: 0, returnedCost: 0 })
  for (const row of refunded) {
    const kept = sales.get(keyOf(row)) ?? {
      ...EMPTY_ITEM_TOTALS,
      month: row.month,
      marketplace: row.marketplace,
    }
    sales.set(keyOf(row), { ...kept, ...row })
  }

  const itemRows = await db.select().from(items).where(eq(items.userId, userId))
  const refundRows = await db.select().from(refunds).where(eq(refunds.userId, userId))
  const expenseRows = await db.select().from(expenses).where(eq(expenses.userId, userId))
  const readingRows = await db.select().from(odometerReadings).where(eq(odometerReadings.userId, userId))
  const steps = await db
    .select()
    .from(businessMileagePercentages)
    .where(eq(businessMileagePercentages.userId, userId))
  const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))

  const yearOf = (date: string) => Number(date.slice(0, 4))
  const inYear = (date: string | null) => date !== null && yearOf(date) === year
  const years = new Set([
    ...itemRows.flatMap((item) => (item.status === 'sold' && item.soldDate ? [yearOf(item.soldDate)] : [])),
    ...refundRows.map((refund) => yearOf(refund.refundDate)),
    ...expenseRows.map((expense) => yearOf(expense.date)),
    ...readingRows.map((reading) => yearOf(reading.readingDate)),
  ])
  const byCategory = new Map<string, TaxSummaryFigures['expensesByCategory'][number]>()
  for (const expense of expenseRows.filter((row) => inYear(row.date))) {
    const entry = byCategory.get(expense.category) ?? { category: expense.category, amount: 0, count: 0 }
    byCategory.set(expense.category, {
      ...entry,
      amount: entry.amount + expense.amount,
      count: entry.count + 1,
    })
  }
  const needingCost = itemRows.filter(
    (item) => item.status === 'sold' && item.costOfGoods === 0 && inYear(item.soldDate),
  )
  return {
    timeZone: settings?.timeZone ?? 'UTC',
    sales: [...sales.values()],
    years: [...years].sort((a, b) => b - a),
    expensesByCategory: [...byCategory.values()],
    buckets: await bucketsFromRows(db, userId),
    heldCost: itemRows
      .filter((item) => item.status === 'unlisted' || item.status === 'listed')
      .reduce((sum, item) => sum + item.costOfGoods, 0),
    businessPercentage: businessUseOfYear(steps, year),
    // Every reading from January to the next January: the monthly rows take each month's earliest.
    readings: readingRows.filter(
      (reading) => reading.readingDate >= `${year}-01-01` && reading.readingDate < `${year + 1}-02-01`,
    ),
    needsCost: {
      count: needingCost.length,
      revenue: needingCost.reduce((sum, item) => sum + item.salePrice + item.postageCharged, 0),
    },
  }
}
