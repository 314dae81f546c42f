/**
 * Insights of the Monthly Sales year (beyond the spec): the brands and the purchase locations whose items
 * sold in the year made the most profit, each with items sold, revenue, profit, return on cost (profit /
 * cost of goods) and the average days from purchase to sale. Inputs are sums per group, so SQL can group;
 * `salesInsightsOf` builds them from rows. Money in cents; ratios in tenths of a percent and days in tenths
 * of a day, rounded half away from zero.
 */

import type { IsoDate } from '../dates'
import { daysBetween } from '../dates'
import { revenueOf, saleProfitOf, type ItemMoney } from '../items/profit'
import type { ItemStatus } from '../items/status'
import {
  addTotals,
  EMPTY_ITEM_TOTALS,
  totalsOfItem,
  type ItemMoneySums,
  type ItemTotals,
} from '../items/totals'
import type { Cents } from '../money'
import { divideRounded, percentTenths } from '../money'
import { TOP_LIST_LIMIT } from './top-lists'

/** The name an item without a purchase location is counted under (as the CSV import names it). */
export const UNKNOWN_LOCATION = 'Unknown'

/**
 * What an insight row is made of: the group's name, how many items it sold with the sums of their money
 * columns (no sales tax: no insight shows it), and its days purchase → sale.
 */
interface InsightSums {
  name: string
  totals: ItemMoneySums
  /** Sum of (sold date − purchase date) in days over the items that have a purchase date. */
  daysToSellTotal: number
  /** How many items have a purchase date. */
  daysToSellCount: number
}

/** One row of an insights table. */
export interface InsightRow {
  name: string
  itemsSold: number
  revenue: Cents
  profit: Cents
  costOfGoods: Cents
  /** Profit / cost of goods, tenths of a percent; 0 when the cost of goods is 0. */
  returnOnCostTenths: number
  /** Average days from purchase to sale, tenths of a day; null when no item has a purchase date. */
  averageDaysToSellTenths: number | null
}

/** The row of one group's sums. */
export function insightRow(sums: InsightSums): InsightRow {
  const profit = saleProfitOf(sums.totals)
  return {
    name: sums.name,
    itemsSold: sums.totals.count,
    revenue: revenueOf(sums.totals),
    profit,
    costOfGoods: sums.totals.costOfGoods,
    returnOnCostTenths: percentTenths(profit, sums.totals.costOfGoods),
    averageDaysToSellTenths:
      sums.daysToSellCount === 0 ? null : divideRounded(sums.daysToSellTotal * 10, sums.daysToSellCount),
  }
}

/** Ranking of a top list: most profit first, ties by name (code-unit order, as SQL's "C" collation). */
function byProfitThenName(a: InsightRow, b: InsightRow): number {
  if (a.profit !== b.profit) return b.profit - a.profit
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/** The insights of a year: the top 10 brands and purchase locations by profit. */
export interface SalesInsights {
  brands: InsightRow[]
  locations: InsightRow[]
}

type InsightItem = ItemMoney & {
  salesTax: number
  status: ItemStatus
  soldDate: IsoDate | null
  purchaseDate: IsoDate | null
  brand: string
  purchaseLocation: string | null
}

/** The group key of a location: its name without outer spaces, or UNKNOWN_LOCATION when blank or missing. */
export function locationName(location: string | null): string {
  const trimmed = location?.replace(/^ +| +$/g, '') ?? ''
  return trimmed === '' ? UNKNOWN_LOCATION : trimmed
}

/**
 * Insights from rows: items sold in `year` grouped by brand and by purchase location, names compared
 * case-insensitively and shown in the spelling that sorts first.
 */
export function salesInsightsOf(items: readonly InsightItem[], year: number): SalesInsights {
  const sold = items.filter(
    (item) => item.status === 'sold' && item.soldDate !== null && item.soldDate.startsWith(`${year}-`),
  )
  const groupBy = (nameOf: (item: InsightItem) => string) => {
    const groups = new Map<string, InsightSums & { totals: ItemTotals }>()
    for (const item of sold) {
      const name = nameOf(item)
      const key = name.toLowerCase()
      const group = groups.get(key) ?? {
        name,
        totals: { ...EMPTY_ITEM_TOTALS },
        daysToSellTotal: 0,
        daysToSellCount: 0,
      }
      group.name = name < group.name ? name : group.name
      group.totals = addTotals(group.totals, totalsOfItem(item))
      if (item.purchaseDate !== null && item.soldDate !== null) {
        group.daysToSellTotal += daysBetween(item.purchaseDate, item.soldDate)
        group.daysToSellCount += 1
      }
      groups.set(key, group)
    }
    return [...groups.values()].map(insightRow).sort(byProfitThenName).slice(0, TOP_LIST_LIMIT)
  }
  return {
    brands: groupBy((item) => item.brand),
    locations: groupBy((item) => locationName(item.purchaseLocation)),
  }
}
