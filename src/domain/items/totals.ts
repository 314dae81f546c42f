/**
 * Column sums of inventory items. Every report formula of spec 9 is a sum or a difference of these fields,
 * so a report can be computed from rows (summed here) or from sums the database made (SUM(...) per
 * column), with the same function and the same result. Money in cents. Sales tax collected is rounded per
 * item before summing (each sale collects whole cents), which a query does with round(sale_price *
 * sales_tax, 2) per row.
 */

import type { Cents } from '../money'
import type { ItemMoney } from './profit'
import { costsOf, revenueOf, salesTaxCollectedOf } from './profit'
import type { ItemStatus } from './status'
import { ITEM_STATUSES } from './status'

/** Sums over a set of items: how many, and each money field, in cents. Revenue and profit are made of these. */
export interface ItemMoneySums extends ItemMoney {
  count: number
}

/** Sums over a set of items: how many, each money field, and sales tax collected, in cents. */
export interface ItemTotals extends ItemMoneySums {
  salesTaxCollected: Cents
}

/** Totals of no items. */
export const EMPTY_ITEM_TOTALS: Readonly<ItemTotals> = Object.freeze({
  count: 0,
  costOfGoods: 0,
  salePrice: 0,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  salesTaxCollected: 0,
})

/** The sum of two totals. */
export function addTotals(a: ItemTotals, b: ItemTotals): ItemTotals {
  return {
    count: a.count + b.count,
    costOfGoods: a.costOfGoods + b.costOfGoods,
    salePrice: a.salePrice + b.salePrice,
    postageCharged: a.postageCharged + b.postageCharged,
    postageCost: a.postageCost + b.postageCost,
    generalFees: a.generalFees + b.generalFees,
    promoFees: a.promoFees + b.promoFees,
    salesTaxCollected: a.salesTaxCollected + b.salesTaxCollected,
  }
}

/** Totals of one item row. */
export function totalsOfItem(item: ItemMoney & { salesTax: number }): ItemTotals {
  return {
    count: 1,
    costOfGoods: item.costOfGoods,
    salePrice: item.salePrice,
    postageCharged: item.postageCharged,
    postageCost: item.postageCost,
    generalFees: item.generalFees,
    promoFees: item.promoFees,
    salesTaxCollected: salesTaxCollectedOf(item),
  }
}

/** Totals of many item rows. */
export function totalsOf(items: Iterable<ItemMoney & { salesTax: number }>): ItemTotals {
  let totals: ItemTotals = { ...EMPTY_ITEM_TOTALS }
  for (const item of items) totals = addTotals(totals, totalsOfItem(item))
  return totals
}

/** Totals per status (spec 3 statuses), for rows. */
export function totalsByStatus(
  items: Iterable<ItemMoney & { salesTax: number; status: ItemStatus }>,
): Record<ItemStatus, ItemTotals> {
  const result = Object.fromEntries(ITEM_STATUSES.map((s) => [s, { ...EMPTY_ITEM_TOTALS }])) as Record<
    ItemStatus,
    ItemTotals
  >
  for (const item of items) result[item.status] = addTotals(result[item.status], totalsOfItem(item))
  return result
}

/** Revenue of totals (salePrice + postageCharged), in cents. */
export function revenueOfTotals(totals: ItemTotals): Cents {
  return revenueOf(totals)
}

/** Costs of totals (costOfGoods + postageCost + generalFees + promoFees), in cents. */
export function costsOfTotals(totals: ItemTotals): Cents {
  return costsOf(totals)
}

/** Profit of totals of sold items (revenue − costs), in cents. */
export function profitOfTotals(totals: ItemTotals): Cents {
  return revenueOf(totals) - costsOf(totals)
}
