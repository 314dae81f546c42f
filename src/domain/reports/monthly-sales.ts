/**
 * Monthly Sales report of spec 2 for one year: month tabs, the year-to-date summary, the five cards and the
 * performance metrics of the selected month, and the default month. Input is, per sold month (twelve
 * entries, January first), how many items were sold and the sums of their money columns, so SQL can group
 * by month; `monthTotalsOf` builds them from rows. Money in cents, averages rounded half away from zero,
 * margin in tenths of a percent.
 */

import type { IsoDate, MonthKey } from '../dates'
import { NO_REFUND_SUMS, profitAfterRefunds, type RefundSums } from '../marketplaces/refunds'
import { daysInMonth, monthKey, MONTH_NAMES } from '../dates'
import { revenueOf, saleProfitOf, type ItemMoney } from '../items/profit'
import type { ItemMoneySums, ItemTotals } from '../items/totals'
import { EMPTY_ITEM_TOTALS, addTotals, totalsOfItem } from '../items/totals'
import type { ItemStatus } from '../items/status'
import type { Cents } from '../money'
import { averageCents, percentTenths, sumCents } from '../money'

/** Totals of sold items per month of `year` by sold date, January first; items of other years are left out. */
export function monthTotalsOf(
  items: readonly (ItemMoney & { salesTax: number; status: ItemStatus; soldDate: IsoDate | null })[],
  year: number,
): ItemTotals[] {
  const months = Array.from({ length: 12 }, () => ({ ...EMPTY_ITEM_TOTALS }))
  for (const item of items) {
    if (item.status !== 'sold' || !item.soldDate || Number(item.soldDate.slice(0, 4)) !== year) continue
    const index = Number(item.soldDate.slice(5, 7)) - 1
    months[index] = addTotals(months[index]!, totalsOfItem(item))
  }
  return months
}

/** A month tab (spec 2): the month and its item count, or 'No sales'. */
interface MonthTab {
  month: MonthKey
  name: string
  itemCount: number
  label: string
}

/** The five cards and the performance metrics of one month (spec 2). */
export interface MonthSummary {
  month: MonthKey
  itemsSold: number
  costOfGoodsSold: Cents
  totalRevenue: Cents
  /** What the month's refunds gave back (returns and allowances dated in it), whenever its items sold. */
  refunds: Cents
  /**
   * The profit of the month's sales less its refunds, with the fees they credited and the cost of the items
   * returns brought back (in inventory again): as the Tax Summary and Sales by Marketplace net them.
   */
  netProfit: Cents
  /** Net profit / days of the month so far (whole month when past, through today when current). */
  averageDailyProfit: Cents
  averageSalePrice: Cents
  averageCostPerItem: Cents
  averageProfitPerItem: Cents
  /** Net profit / total revenue, tenths of a percent; 0 when revenue is 0. */
  profitMarginTenths: number
}

/** The report of `year`, with `today` the user's local date. */
interface MonthlySalesReport {
  tabs: MonthTab[]
  yearToDate: { itemsSold: number; totalCostOfGoods: Cents; totalProfit: Cents; refunds: Cents }
  defaultMonth: MonthKey
  months: MonthSummary[]
}

/** Days of `month` that count for the daily average, as of `today`: all when past, 0 when future. */
export function elapsedDays(month: MonthKey, today: IsoDate): number {
  const current = today.slice(0, 7)
  if (month < current) return daysInMonth(month)
  if (month > current) return 0
  return Number(today.slice(8, 10))
}

/** Summary of one month's sums and refunds. */
function monthSummary(
  month: MonthKey,
  totals: ItemMoneySums,
  refunded: RefundSums,
  today: IsoDate,
): MonthSummary {
  const revenue = revenueOf(totals)
  const profit = profitAfterRefunds(saleProfitOf(totals), refunded)
  return {
    month,
    itemsSold: totals.count,
    costOfGoodsSold: totals.costOfGoods,
    totalRevenue: revenue,
    refunds: refunded.refunds,
    netProfit: profit,
    averageDailyProfit: averageCents(profit, elapsedDays(month, today)),
    averageSalePrice: averageCents(totals.salePrice, totals.count),
    averageCostPerItem: averageCents(totals.costOfGoods, totals.count),
    averageProfitPerItem: averageCents(profit, totals.count),
    profitMarginTenths: percentTenths(profit, revenue),
  }
}

/** A tab's count as the cards write counts: '2,000 items'. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US')

/**
 * The whole report. Default month: this year opens on today's month, where a reseller's week is (spec 2
 * opened on the first month with sales, January for most, which a person then had to leave each time);
 * another year opens on its first month with sales, else January.
 */
export function monthlySalesReport(
  year: number,
  monthTotals: readonly ItemMoneySums[],
  today: IsoDate,
  monthRefunds: readonly RefundSums[] = [],
): MonthlySalesReport {
  if (monthTotals.length !== 12) throw new RangeError('Expected twelve months of totals')
  const keys = MONTH_NAMES.map((_, index) => monthKey(year, index + 1))
  const tabs = keys.map((month, index) => {
    const itemCount = monthTotals[index]!.count
    return {
      month,
      name: MONTH_NAMES[index]!,
      itemCount,
      label:
        itemCount === 0
          ? 'No sales'
          : `${COUNT_FORMAT.format(itemCount)} ${itemCount === 1 ? 'item' : 'items'}`,
    }
  })
  const months = keys.map((month, index) =>
    monthSummary(month, monthTotals[index]!, monthRefunds[index] ?? NO_REFUND_SUMS, today),
  )
  const firstWithSales = tabs.find((tab) => tab.itemCount > 0)
  const isThisYear = today.startsWith(`${year}-`)
  return {
    tabs,
    // Profit is a sum of the money columns, so the year's is the sum of its months'.
    yearToDate: {
      itemsSold: months.reduce((sold, summary) => sold + summary.itemsSold, 0),
      totalCostOfGoods: sumCents(months.map((summary) => summary.costOfGoodsSold)),
      totalProfit: sumCents(months.map((summary) => summary.netProfit)),
      refunds: sumCents(months.map((summary) => summary.refunds)),
    },
    defaultMonth: isThisYear ? today.slice(0, 7) : (firstWithSales?.month ?? monthKey(year, 1)),
    months,
  }
}
