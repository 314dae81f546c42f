/**
 * Dashboard figures of spec 2 and 9: the Today and Yesterday sales panels (local dates, YYYY-MM-DD), daily
 * changes, the average sale price today, the financial overview and the recent items. Money in cents;
 * averages rounded half away from zero.
 */

import { NO_REFUND_SUMS, profitAfterRefunds, type RefundSums } from '../marketplaces/refunds'
import type { IsoDate } from '../dates'
import { addDays } from '../dates'
import type { ItemMoney } from '../items/profit'
import type { ItemStatus } from '../items/status'
import type { ItemTotals } from '../items/totals'
import { profitOfTotals, revenueOfTotals, totalsOf } from '../items/totals'
import type { Cents } from '../money'
import { averageCents, percentTenths } from '../money'
import type { ItemStats } from './item-stats'

/** Recent items shown on the dashboard (spec 9: 5). */
export const DASHBOARD_RECENT_ITEMS = 5
/** Sales listed per daily panel before the '+N more items' note (spec 9: 3). */
export const DASHBOARD_RECENT_SALES = 3

type Sale = ItemMoney & { salesTax: number; status: ItemStatus; soldDate: IsoDate | null }

/** One daily panel (spec 2): items sold, profit, average profit per item sold, and the first 3 sales. */
export interface DailyPanel<T> {
  date: IsoDate
  itemsSold: number
  revenue: Cents
  salePriceTotal: Cents
  profit: Cents
  /** Profit / items sold that day; the spec's 'average daily profit' of a single day. */
  averageProfit: Cents
  recentSales: T[]
  /** How many sales the '+N more items' note counts (0 hides it). */
  moreCount: number
}

/**
 * A panel from the totals of the day's sales (count and money sums, as SQL sums them) and its first sales
 * in the list's order (newest first), of which the first 3 show.
 */
export function panelOfTotals<T>(date: IsoDate, totals: ItemTotals, firstSales: readonly T[]): DailyPanel<T> {
  const profit = profitOfTotals(totals)
  return {
    date,
    itemsSold: totals.count,
    revenue: revenueOfTotals(totals),
    salePriceTotal: totals.salePrice,
    profit,
    averageProfit: averageCents(profit, totals.count),
    recentSales: firstSales.slice(0, DASHBOARD_RECENT_SALES),
    moreCount: Math.max(0, totals.count - DASHBOARD_RECENT_SALES),
  }
}

/** The panel of `date` from sold items (those with that sold date), keeping their order. */
export function dailyPanel<T extends Sale>(items: readonly T[], date: IsoDate): DailyPanel<T> {
  const sales = items.filter((item) => item.status === 'sold' && item.soldDate === date)
  return panelOfTotals(date, totalsOf(sales), sales)
}

/** The '+N more items' note of a panel, or null when all sales show. */
export function moreItemsNote(moreCount: number): string | null {
  return moreCount > 0 ? `+${moreCount} more items` : null
}

/** Daily Sales section (spec 2): today's and yesterday's panels and, when either has sales, the changes. */
export interface DailySales<T> {
  today: DailyPanel<T>
  yesterday: DailyPanel<T>
  /** Whether the Daily Change and Avg. Sale Price Today cards show (either day has sales). */
  showsComparison: boolean
  itemChange: number
  profitChange: Cents
  /** Change of profit relative to yesterday, tenths of a percent; null when yesterday's profit is 0. */
  profitChangeTenths: number | null
  /** Today's sale prices / items sold today, cents; 0 without sales. */
  averageSalePriceToday: Cents
}

/** Daily Sales for `today` (the user's local date) and the day before. */
export function dailySales<T extends Sale>(items: readonly T[], today: IsoDate): DailySales<T> {
  return compareDays(dailyPanel(items, today), dailyPanel(items, addDays(today, -1)))
}

/** Daily Sales from today's and yesterday's panels: the changes and the average sale price today. */
export function compareDays<T>(todayPanel: DailyPanel<T>, yesterdayPanel: DailyPanel<T>): DailySales<T> {
  const profitChange = todayPanel.profit - yesterdayPanel.profit
  return {
    today: todayPanel,
    yesterday: yesterdayPanel,
    showsComparison: todayPanel.itemsSold > 0 || yesterdayPanel.itemsSold > 0,
    itemChange: todayPanel.itemsSold - yesterdayPanel.itemsSold,
    profitChange,
    profitChangeTenths:
      yesterdayPanel.profit === 0 ? null : percentTenths(profitChange, Math.abs(yesterdayPanel.profit)),
    averageSalePriceToday: averageCents(todayPanel.salePriceTotal, todayPanel.itemsSold),
  }
}

/**
 * Financial Overview (spec 2): Total Revenue, Total Costs and Net Profit of sold items, cents, the profit
 * after every refund (`refunded`: what they gave back, less the fees credited back and the returned items'
 * cost, decision 032), and what the refunds gave back.
 */
export function financialOverview(
  stats: ItemStats,
  refunded: RefundSums = NO_REFUND_SUMS,
): {
  totalRevenue: Cents
  totalCosts: Cents
  netProfit: Cents
  refunds: Cents
} {
  return {
    totalRevenue: stats.totalRevenue,
    totalCosts: stats.totalCosts,
    netProfit: profitAfterRefunds(stats.totalProfit, refunded),
    refunds: refunded.refunds,
  }
}

/** The dashboard's Recent Items (spec 2, 9): the first 5 of a list already ordered newest first. */
export function recentItems<T>(itemsNewestFirst: readonly T[]): T[] {
  return itemsNewestFirst.slice(0, DASHBOARD_RECENT_ITEMS)
}
