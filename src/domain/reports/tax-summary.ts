/**
 * Yearly financial summary of spec 2 (Yearly Tax Summary) and spec 9: gross profit = revenue − cost of goods
 * sold; net profit before tax = gross profit − (shipping + general fees + promo fees) − deductible
 * expenses; every category is deductible except taxes_fees. Inputs are sums (sold items of the year by sold
 * date, expense amounts per category of the year, inventory cost of goods now), so SQL can aggregate.
 * Money in cents; percentages in tenths of a percent, rounded half away from zero.
 */

import type { ExpenseCategory } from '../expenses/categories'
import { EXPENSE_CATEGORIES, expenseCategoryLabel, isDeductibleCategory } from '../expenses/categories'
import type { ItemTotals } from '../items/totals'
import { revenueOfTotals } from '../items/totals'
import type { Cents } from '../money'
import { formatPercentTenths, percentTenths } from '../money'

/** Sums the summary is made of. */
interface TaxSummaryInput {
  /** Totals of items sold in the year (status sold, sold date in the year). */
  sold: ItemTotals
  /** Expense amounts and counts per category for the year; missing categories count as 0. */
  expensesByCategory: readonly { category: ExpenseCategory; amount: Cents; count: number }[]
  /**
   * The inventory's cost of goods: of the unlisted and listed items today (spec 9) for the current year; of
   * the items held at the end of a year that has ended (Part III line 41), which later sales do not change.
   */
  inventoryCostOfGoods: Cents
  /** When the inventory is counted: today, or at the end of a year that has ended. Today when not said. */
  inventoryAt?: InventoryValueAt
  /**
   * The refunds dated in the year (decision 032): what was given back of sales (returns and allowances,
   * Schedule C line 2) and the fees the marketplaces credited back with them. None when not said.
   */
  refunds?: { amount: Cents; feesCredited: Cents; count: number }
}

/** When the Tax Summary counts the inventory: today (the current year), or at the end of a past year. */
export type InventoryValueAt = 'today' | 'yearEnd'

/** The inventory card's label and hint, by when it is counted. */
export const INVENTORY_VALUE_TEXT: Record<InventoryValueAt, { label: string; hint: string }> = {
  today: { label: 'Current Inventory Value', hint: 'Cost of goods of unlisted and listed items today' },
  yearEnd: {
    label: 'Inventory Value at Year End',
    hint: 'Cost of goods of the items held on December 31 (Part III, line 41)',
  },
}

/** A row of the Expense Category Breakdown table (spec 2). */
export interface ExpenseBreakdownRow {
  category: ExpenseCategory
  label: string
  amount: Cents
  /** Share of total operating expenses, tenths of a percent. */
  percentageTenths: number
  isDeductible: boolean
}

/** Financial summary of spec 3, cents. */
export interface FinancialSummary {
  itemsSold: number
  expenseTransactions: number
  grossSalesRevenue: Cents
  /** Refunds dated in the year: returns and allowances (Schedule C line 2). */
  returnsAndAllowances: Cents
  /** How many refunds make it. */
  refundCount: number
  costOfGoodsSold: Cents
  grossProfit: Cents
  totalOperatingExpenses: Cents
  totalDeductibleExpenses: Cents
  totalShippingCosts: Cents
  totalGeneralFees: Cents
  totalPromoFees: Cents
  totalSellingFees: Cents
  totalInventoryCostOfGoods: Cents
  /** When `totalInventoryCostOfGoods` is counted. */
  inventoryAt: InventoryValueAt
  netProfitBeforeTax: Cents
  salesTaxCollected: Cents
  /** Gross profit / gross sales revenue, tenths of a percent; 0 when revenue is 0. */
  grossMarginTenths: number
  /** Net profit before tax / gross sales revenue, tenths of a percent; 0 when revenue is 0. */
  netMarginTenths: number
  expenseBreakdown: ExpenseBreakdownRow[]
}

/** The summary from sums. */
export function financialSummary(input: TaxSummaryInput): FinancialSummary {
  const { sold } = input
  const revenue = revenueOfTotals(sold)
  const refunds = input.refunds ?? { amount: 0, feesCredited: 0, count: 0 }
  // Net sales (line 3 of Schedule C) less the cost of the goods sold; fees credited back lower the general fees.
  const netSales = revenue - refunds.amount
  const grossProfit = netSales - sold.costOfGoods
  const generalFees = sold.generalFees - refunds.feesCredited
  const sellingFees = sold.postageCost + generalFees + sold.promoFees
  const amounts = new Map<ExpenseCategory, { amount: Cents; count: number }>()
  for (const row of input.expensesByCategory) {
    const entry = amounts.get(row.category) ?? { amount: 0, count: 0 }
    amounts.set(row.category, { amount: entry.amount + row.amount, count: entry.count + row.count })
  }
  let operating = 0
  let deductible = 0
  let transactions = 0
  for (const [category, entry] of amounts) {
    operating += entry.amount
    transactions += entry.count
    if (isDeductibleCategory(category)) deductible += entry.amount
  }
  const net = grossProfit - sellingFees - deductible
  const breakdown = EXPENSE_CATEGORIES.filter((category) => (amounts.get(category)?.amount ?? 0) !== 0)
    .map((category) => {
      const amount = amounts.get(category)?.amount ?? 0
      return {
        category,
        label: expenseCategoryLabel(category),
        amount,
        percentageTenths: percentTenths(amount, operating),
        isDeductible: isDeductibleCategory(category),
      }
    })
    .sort((a, b) => b.amount - a.amount)
  return {
    itemsSold: sold.count,
    expenseTransactions: transactions,
    grossSalesRevenue: revenue,
    returnsAndAllowances: refunds.amount,
    refundCount: refunds.count,
    costOfGoodsSold: sold.costOfGoods,
    grossProfit,
    totalOperatingExpenses: operating,
    totalDeductibleExpenses: deductible,
    totalShippingCosts: sold.postageCost,
    totalGeneralFees: generalFees,
    totalPromoFees: sold.promoFees,
    totalSellingFees: sellingFees,
    totalInventoryCostOfGoods: input.inventoryCostOfGoods,
    inventoryAt: input.inventoryAt ?? 'today',
    netProfitBeforeTax: net,
    salesTaxCollected: sold.salesTaxCollected,
    grossMarginTenths: percentTenths(grossProfit, netSales),
    netMarginTenths: percentTenths(net, netSales),
    expenseBreakdown: breakdown,
  }
}

/** A margin for the page (spec 2): one decimal, or '0' when revenue is 0; negative margins show red. */
export function marginText(
  marginTenths: number,
  grossSalesRevenue: Cents,
): { text: string; isNegative: boolean } {
  return { text: formatPercentTenths(marginTenths, grossSalesRevenue === 0), isNegative: marginTenths < 0 }
}

/** A line of the Tax Calculation Breakdown (spec 2): subtracted lines carry a positive amount and `less`. */
interface TaxCalculationLine {
  label: string
  amount: Cents
  kind: 'start' | 'less' | 'result'
}

/** The Tax Calculation Breakdown, in the spec's order. */
export function taxCalculationBreakdown(summary: FinancialSummary): TaxCalculationLine[] {
  return [
    { label: 'Gross Sales Revenue', amount: summary.grossSalesRevenue, kind: 'start' },
    // Shown once a year has refunds (decision 032); a year without keeps the spec's lines.
    ...(summary.returnsAndAllowances === 0
      ? []
      : [{ label: 'Returns and Allowances', amount: summary.returnsAndAllowances, kind: 'less' as const }]),
    { label: 'Cost of Goods Sold', amount: summary.costOfGoodsSold, kind: 'less' },
    { label: 'Gross Profit', amount: summary.grossProfit, kind: 'result' },
    { label: 'Shipping Costs', amount: summary.totalShippingCosts, kind: 'less' },
    { label: 'General Fees', amount: summary.totalGeneralFees, kind: 'less' },
    { label: 'Promo Fees', amount: summary.totalPromoFees, kind: 'less' },
    { label: 'Deductible Operating Expenses', amount: summary.totalDeductibleExpenses, kind: 'less' },
    { label: 'Net Profit Before Tax', amount: summary.netProfitBeforeTax, kind: 'result' },
  ]
}

/** Title of the page (spec 2): '{year} Tax Summary'. */
export function taxSummaryTitle(year: number): string {
  return `${year} Tax Summary`
}

/** Important Tax Notes (spec 2), informational only. */
/**
 * The name of totalSellingFees on the summary and its PDF. Spec 2 calls it Total Selling Fees, yet it sums
 * the postage paid with the general and promo fees (spec 9); the name says so, so that it is not read as
 * the fees alone.
 */
export const SELLING_COSTS_LABEL = 'Total Shipping and Selling Fees'

export const TAX_NOTES = [
  'Remit the sales tax you collected to the proper tax authorities.',
  'Consult a tax professional about which deductions apply to you.',
  'Keep records and receipts of all business income and expenses.',
  'If you are profitable, consider making quarterly estimated tax payments.',
] as const
