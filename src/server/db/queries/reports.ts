import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { addDays, type IsoDate } from '../../../domain/dates'
import { ITEM_STATUSES, type ItemStatus } from '../../../domain/items/status'
import { EMPTY_ITEM_TOTALS, type ItemTotals } from '../../../domain/items/totals'
import {
  compareDays,
  DASHBOARD_RECENT_ITEMS,
  DASHBOARD_RECENT_SALES,
  financialOverview,
  panelOfTotals,
} from '../../../domain/reports/dashboard'
import { itemStats, quickStats } from '../../../domain/reports/item-stats'
import type { Database } from '../client'
import { inventoryItems, itemStatusCounts } from '../schema'

import { itemRows } from './items'
import { needsCostTotals } from './needs-cost'
import { ownedBy } from './owned'
import { allRefundSums } from './refund-sums'
import { unconvertedCounts } from './receipts'

/*
 * The report figures (spec 2: Dashboard, Monthly Sales, Yearly Tax Summary) are sums the database makes
 * over the user's rows; the domain's report functions (src/domain/reports) turn the sums into figures,
 * the same functions that define them on rows, so SQL and rule agree to the cent (reports.test.ts).
 */

const items = inventoryItems
const moneySum = (expression: SQL | AnyPgColumn) =>
  sql`coalesce(sum(${expression}), 0)`.mapWith(items.salePrice)

/** How many items and the sums of their money columns (ItemMoney), as the fields of one SELECT. */
export const itemMoneyFields = {
  count: count(),
  costOfGoods: moneySum(items.costOfGoods),
  salePrice: moneySum(items.salePrice),
  postageCharged: moneySum(items.postageCharged),
  postageCost: moneySum(items.postageCost),
  generalFees: moneySum(items.generalFees),
  promoFees: moneySum(items.promoFees),
}

/**
 * The column sums of items (ItemTotals) as the fields of one SELECT. Sales tax collected is rounded per
 * sale before summing (round() on numeric rounds halves away from zero, as the domain does).
 */
export const itemTotalsFields = {
  ...itemMoneyFields,
  salesTaxCollected: moneySum(sql`round(${items.salePrice} * ${items.salesTax}, 2)`),
}

/** The ItemTotals of a row selected with itemTotalsFields (dropping the grouping columns). */
export function pickTotals(row: ItemTotals): ItemTotals {
  const { count, costOfGoods, salePrice, postageCharged, postageCost, generalFees, promoFees } = row
  const { salesTaxCollected } = row
  return {
    count,
    costOfGoods,
    salePrice,
    postageCharged,
    postageCost,
    generalFees,
    promoFees,
    salesTaxCollected,
  }
}

/** The user's sold items (spec 4: every sold item has a sold date, a check constraint keeps it so). */
export const soldItemsOf = (userId: string): SQL =>
  sql`${ownedBy(items, userId)} and ${eq(items.status, 'sold')}`

/**
 * The user's items per status, summed (ItemTotals with the status): the counters with sums that the
 * triggers on inventory_items keep (item_status_counts, migration 0005; decision 018), four rows at most,
 * whatever the size of the inventory.
 */
export async function itemTotalsByStatus(db: Database, userId: string) {
  const { status, count, costOfGoods, salePrice, postageCharged, postageCost } = itemStatusCounts
  const { generalFees, promoFees, salesTaxCollected } = itemStatusCounts
  return db
    .select({
      status,
      count,
      costOfGoods,
      salePrice,
      postageCharged,
      postageCost,
      generalFees,
      promoFees,
      salesTaxCollected,
    })
    .from(itemStatusCounts)
    .where(eq(itemStatusCounts.userId, userId))
}

/** The first sales of a day in the list's order (newest first): the daily panel shows 3. */
async function firstSalesOf(db: Database, userId: string, date: IsoDate) {
  return db
    .select(itemRows.columns)
    .from(items)
    .where(and(soldItemsOf(userId), eq(items.soldDate, date)))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(DASHBOARD_RECENT_SALES)
}

/**
 * The Dashboard (spec 2) for `today`, the user's local date: the count cards, Daily Sales of today and
 * yesterday, the Financial Overview, Quick Stats, the 5 recent items and the unconverted receipt lines.
 * The all-time sums per status are the running totals (decision 018); the days are index range reads.
 */
export async function dashboardFigures(db: Database, userId: string, today: IsoDate) {
  const yesterday = addDays(today, -1)
  const mine = ownedBy(items, userId)
  const byStatusRows = await itemTotalsByStatus(db, userId)
  const dayRows = await db
    .select({ date: sql<string>`${items.soldDate}`, ...itemTotalsFields })
    .from(items)
    .where(and(soldItemsOf(userId), inArray(items.soldDate, [today, yesterday])))
    .groupBy(items.soldDate)
  const todaySales = await firstSalesOf(db, userId, today)
  const yesterdaySales = await firstSalesOf(db, userId, yesterday)
  const recentItems = await db
    .select(itemRows.columns)
    .from(items)
    .where(mine)
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(DASHBOARD_RECENT_ITEMS)
  const unconverted = await unconvertedCounts(db, userId)
  const needsCost = await needsCostTotals(db, userId)
  const refunded = await allRefundSums(db, userId)

  const byStatus = Object.fromEntries(
    ITEM_STATUSES.map((status) => {
      const row = byStatusRows.find((entry) => entry.status === status)
      return [status, row ? pickTotals(row) : { ...EMPTY_ITEM_TOTALS }]
    }),
  ) as Record<ItemStatus, ItemTotals>
  const stats = itemStats({ byStatus, soldWithDate: byStatus.sold })
  const dayTotals = (date: IsoDate) => {
    const row = dayRows.find((entry) => entry.date === date)
    return row ? pickTotals(row) : { ...EMPTY_ITEM_TOTALS }
  }
  return {
    today,
    stats,
    quickStats: quickStats(stats),
    overview: financialOverview(stats, refunded),
    daily: compareDays(
      panelOfTotals(today, dayTotals(today), todaySales),
      panelOfTotals(yesterday, dayTotals(yesterday), yesterdaySales),
    ),
    recentItems,
    unconverted,
    needsCost,
    isNewAccount: stats.total === 0,
  }
}
