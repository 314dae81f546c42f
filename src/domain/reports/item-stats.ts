/**
 * Item stats of spec 3 (Computed structures) and the quick figures of spec 9: counts per status, revenue,
 * costs and profit of sold items, the same totals over sold items that have a sold date, and the inventory
 * cost of goods (unlisted + listed). Input is column sums per status, so the server can aggregate in SQL;
 * `itemStatsOf` sums rows first. Money in cents; ratios in tenths of a percent, rounded half away from zero.
 */

import type { IsoDate } from '../dates'
import type { ItemMoney } from '../items/profit'
import type { ItemStatus } from '../items/status'
import type { ItemTotals } from '../items/totals'
import { costsOfTotals, profitOfTotals, revenueOfTotals, totalsByStatus, totalsOf } from '../items/totals'
import type { Cents } from '../money'
import { averageCents, percentTenths } from '../money'

/** Sums the stats are made of: totals per status, and totals of sold items that have a sold date. */
interface ItemStatsInput {
  byStatus: Record<ItemStatus, ItemTotals>
  soldWithDate: ItemTotals
}

/** Item stats (spec 3), cents. totalRevenue, totalCosts and totalProfit cover every sold item. */
export interface ItemStats {
  total: number
  unlisted: number
  listed: number
  sold: number
  defective: number
  /** Items that left without a sale (decision 025): neither sales nor inventory, but items recorded. */
  disposed: number
  totalRevenue: Cents
  totalCosts: Cents
  totalProfit: Cents
  /** Over sold items with a sold date (spec 3). */
  soldProfit: Cents
  soldRevenue: Cents
  soldCosts: Cents
  soldCostOfGoods: Cents
  salesTaxCollected: Cents
  shippingCosts: Cents
  generalFees: Cents
  promoFees: Cents
  /** Cost of goods of unlisted and listed items (spec 9). */
  inventoryCostOfGoods: Cents
}

/** Item stats from sums. */
export function itemStats(input: ItemStatsInput): ItemStats {
  const { byStatus, soldWithDate } = input
  const sold = byStatus.sold
  return {
    total:
      byStatus.unlisted.count +
      byStatus.listed.count +
      sold.count +
      byStatus.defective.count +
      byStatus.disposed.count,
    unlisted: byStatus.unlisted.count,
    listed: byStatus.listed.count,
    sold: sold.count,
    defective: byStatus.defective.count,
    disposed: byStatus.disposed.count,
    totalRevenue: revenueOfTotals(sold),
    totalCosts: costsOfTotals(sold),
    totalProfit: profitOfTotals(sold),
    soldProfit: profitOfTotals(soldWithDate),
    soldRevenue: revenueOfTotals(soldWithDate),
    soldCosts: costsOfTotals(soldWithDate),
    soldCostOfGoods: soldWithDate.costOfGoods,
    salesTaxCollected: soldWithDate.salesTaxCollected,
    shippingCosts: soldWithDate.postageCost,
    generalFees: soldWithDate.generalFees,
    promoFees: soldWithDate.promoFees,
    inventoryCostOfGoods: byStatus.unlisted.costOfGoods + byStatus.listed.costOfGoods,
  }
}

/** Item stats from rows. */
export function itemStatsOf(
  items: readonly (ItemMoney & { salesTax: number; status: ItemStatus; soldDate: IsoDate | null })[],
): ItemStats {
  return itemStats({
    byStatus: totalsByStatus(items),
    soldWithDate: totalsOf(items.filter((item) => item.status === 'sold' && item.soldDate)),
  })
}

/** Quick Stats of the dashboard (spec 2, 9). Ratios are tenths of a percent (1234 = 123.4%). */
interface QuickStats {
  /** Total profit / sold count (spec 9), cents; 0 without sales. */
  averageProfitPerSale: Cents
  /**
   * sold / (total − defective − disposed) (spec 9; a disposed item, like a defective one, left the stock
   * for sale without a sale, decision 025); 0 when nothing counts.
   */
  successRateTenths: number
  /** total profit / total revenue (spec 9); 0 when revenue is 0. */
  profitMarginTenths: number
}

/** Quick stats from item stats. */
export function quickStats(stats: ItemStats): QuickStats {
  return {
    averageProfitPerSale: averageCents(stats.totalProfit, stats.sold),
    successRateTenths: percentTenths(stats.sold, stats.total - stats.defective - stats.disposed),
    profitMarginTenths: percentTenths(stats.totalProfit, stats.totalRevenue),
  }
}

/**
 * Listed items report (spec 9 names total listed value and potential profit without formulas). Chosen:
 * listed value = sale prices asked (salePrice + postageCharged) of listed items; potential profit = that
 * value − their costs (cost of goods, postage cost and fees entered so far). Cents.
 */
export function listedSummary(listed: ItemTotals): { totalListedValue: Cents; potentialProfit: Cents } {
  return { totalListedValue: revenueOfTotals(listed), potentialProfit: profitOfTotals(listed) }
}
