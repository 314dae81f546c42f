import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'

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
import { inventoryItems, itemStatusCounts, lineItemCounts } from '../schema'

import { itemRows } from './items'
import { itemTotalsJsonFields, keptTotalsJsonFields, pickTotals } from './item-sums'
import { jsonField, jsonMap, jsonRow, jsonRows, readAtOnce } from './json-read'
import { needsCostRead } from './needs-cost'
import { ownedBy } from './owned'
import { allRefundSumsRead } from './refund-sums'

/*
 * The report figures (spec 2: Dashboard, Monthly Sales, Yearly Tax Summary) are sums the database makes
 * over the user's rows; the domain's report functions (src/domain/reports) turn the sums into figures,
 * the same functions that define them on rows, so SQL and rule agree to the cent (reports.test.ts).
 */

const items = inventoryItems

/** The user's sold items (spec 4: every sold item has a sold date, a check constraint keeps it so). */
export const soldItemsOf = (userId: string): SQL =>
  sql`${ownedBy(items, userId)} and ${eq(items.status, 'sold')}`

/**
 * The user's items per status, summed (ItemTotals with the status): the counters with sums that the
 * triggers on inventory_items keep (item_status_counts, migration 0005; decision 018), four rows at most,
 * whatever the size of the inventory; as one JSON read.
 */
function totalsByStatusRead(userId: string) {
  const kept = itemStatusCounts
  return jsonRows(
    { status: jsonField.text<ItemStatus>(kept.status), ...keptTotalsJsonFields(kept) },
    sql`from ${kept} where ${kept.userId} = ${userId}`,
  )
}

/** The sold items of `days` summed per day (ItemTotals with the date): an index range read of the days' sales. */
function dayTotalsRead(userId: string, days: IsoDate[]) {
  return jsonRows(
    { date: jsonField.text<IsoDate>(items.soldDate), ...itemTotalsJsonFields() },
    sql`from ${items} where ${and(soldItemsOf(userId), inArray(items.soldDate, days))} group by ${items.soldDate}`,
  )
}

/** The newest first, ties by id: the order of the recent items and of a day's first sales. */
const NEWEST_FIRST = [desc(items.createdAt), desc(items.id)]

/** The first sales of a day in the list's order (newest first): the daily panel shows 3. */
function firstSalesRead(userId: string, date: IsoDate) {
  return itemRows.jsonRows(
    userId,
    and(eq(items.status, 'sold'), eq(items.soldDate, date)),
    NEWEST_FIRST,
    DASHBOARD_RECENT_SALES,
  )
}

/** How many receipt lines are not yet items, and their units: the running totals of the line items. */
function unconvertedRead(userId: string) {
  const kept = lineItemCounts
  return jsonMap(
    jsonRow(
      {
        lineItemCount: jsonField.int(sql`coalesce(sum(${kept.count}), 0)`),
        unitCount: jsonField.int(sql`coalesce(sum(${kept.units}), 0)`),
      },
      sql`from ${kept} where ${kept.userId} = ${userId} and ${kept.isConverted} = false`,
    ),
    (row) => row ?? { lineItemCount: 0, unitCount: 0 },
  )
}

/**
 * The Dashboard's reads (`dashboardFigures`) for `today` and `yesterday`: the kept totals per status, the two
 * days' sales summed and their first sales, the recent items, the unconverted receipt lines, the sold items
 * without a cost and every refund summed. Sent as one statement (`readAtOnce`, decision 040).
 */
export function dashboardReads(userId: string, today: IsoDate, yesterday: IsoDate) {
  return {
    byStatus: totalsByStatusRead(userId),
    days: dayTotalsRead(userId, [today, yesterday]),
    todaySales: firstSalesRead(userId, today),
    yesterdaySales: firstSalesRead(userId, yesterday),
    recentItems: itemRows.jsonRows(userId, undefined, NEWEST_FIRST, DASHBOARD_RECENT_ITEMS),
    unconverted: unconvertedRead(userId),
    needsCost: needsCostRead(userId),
    refunded: allRefundSumsRead(userId),
  }
}

/**
 * The Dashboard (spec 2) for `today`, the user's local date: the count cards, Daily Sales of today and
 * yesterday, the Financial Overview, Quick Stats, the 5 recent items and the unconverted receipt lines.
 * The all-time sums per status are the running totals (decision 018); the days are index range reads; all of
 * them one statement (decision 040).
 */
export async function dashboardFigures(db: Database, userId: string, today: IsoDate) {
  const yesterday = addDays(today, -1)
  const read = await readAtOnce(db, dashboardReads(userId, today, yesterday))
  const { byStatus: byStatusRows, days: dayRows, todaySales, yesterdaySales } = read
  const { recentItems, unconverted, needsCost, refunded } = read

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
