/**
 * Per-item money rules of spec 9: revenue, costs, profit and sales tax collected. All amounts are whole
 * cents; the formulas are sums and differences, so they apply equally to one row or to column sums.
 */

import type { Cents } from '../money'
import { multiplyByRate } from '../money'
import type { ItemStatus } from './status'

/** The money fields of an inventory item (spec 3), in cents. */
export interface ItemMoney {
  costOfGoods: Cents
  salePrice: Cents
  postageCharged: Cents
  postageCost: Cents
  generalFees: Cents
  promoFees: Cents
}

/** Revenue of a sale (spec 9: salePrice + postageCharged), in cents. */
export function revenueOf(item: Pick<ItemMoney, 'salePrice' | 'postageCharged'>): Cents {
  return item.salePrice + item.postageCharged
}

/** Total costs of an item (spec 9: costOfGoods + postageCost + generalFees + promoFees), in cents. */
export function costsOf(
  item: Pick<ItemMoney, 'costOfGoods' | 'postageCost' | 'generalFees' | 'promoFees'>,
): Cents {
  return item.costOfGoods + item.postageCost + item.generalFees + item.promoFees
}

/** Profit of the sale figures, sold or not (revenue − costs), in cents; may be negative. */
export function saleProfitOf(item: ItemMoney): Cents {
  return revenueOf(item) - costsOf(item)
}

/**
 * Profit per item (spec 9): (salePrice + postageCharged) − (costOfGoods + postageCost + generalFees +
 * promoFees) for a sold item, and 0 for any other status. Whole cents, no rounding needed.
 */
export function profitOf(item: ItemMoney & { status: ItemStatus }): Cents {
  return item.status === 'sold' ? saleProfitOf(item) : 0
}

/**
 * Sales tax collected on a sale (spec 9: salePrice x salesTax). The rate is a decimal fraction with four
 * decimals (0.0663); the product is rounded once to the cent, halves away from zero.
 */
export function salesTaxCollectedOf(item: { salePrice: Cents; salesTax: number }): Cents {
  return multiplyByRate(item.salePrice, item.salesTax)
}

/** The live Estimated Profit box of the Mark as Sold dialog (spec 2): revenue, total costs, profit, in cents. */
interface SaleEstimate {
  revenue: Cents
  totalCosts: Cents
  profit: Cents
  /** The profit shows red when negative and green when 0 or more. */
  isLoss: boolean
}

/** Estimated profit of the figures typed into the Mark as Sold dialog (spec 2), as if the item were sold. */
export function estimateSale(item: ItemMoney): SaleEstimate {
  const revenue = revenueOf(item)
  const totalCosts = costsOf(item)
  const profit = revenue - totalCosts
  return { revenue, totalCosts, profit, isLoss: profit < 0 }
}
