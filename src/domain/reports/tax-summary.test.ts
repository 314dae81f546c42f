import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EMPTY_ITEM_TOTALS } from '../items/totals'
import { financialSummary, marginText, taxCalculationBreakdown, taxSummaryTitle } from './tax-summary'

const sold = {
  count: 3,
  salePrice: 100000,
  postageCharged: 5000,
  costOfGoods: 30000,
  postageCost: 6000,
  generalFees: 13000,
  promoFees: 2000,
  salesTaxCollected: 6630,
}
const expensesByCategory = [
  { category: 'shipping_supplies', amount: 4000, count: 2 },
  { category: 'taxes_fees', amount: 5000, count: 1 },
  { category: 'software', amount: 1000, count: 1 },
] as const

describe('financialSummary', () => {
  const summary = financialSummary({ sold, expensesByCategory, inventoryCostOfGoods: 12345 })

  it('follows the spec formulas', () => {
    expect(summary).toMatchObject({
      itemsSold: 3,
      expenseTransactions: 4,
      grossSalesRevenue: 105000,
      costOfGoodsSold: 30000,
      grossProfit: 75000,
      totalOperatingExpenses: 10000,
      totalDeductibleExpenses: 5000, // taxes_fees is not deductible
      totalShippingCosts: 6000,
      totalGeneralFees: 13000,
      totalPromoFees: 2000,
      totalSellingFees: 21000,
      totalInventoryCostOfGoods: 12345,
      netProfitBeforeTax: 49000, // 75000 − 21000 − 5000
      salesTaxCollected: 6630,
      grossMarginTenths: 714, // 71.43%
      netMarginTenths: 467, // 46.67%
    })
  })

  it('breaks expenses down by category with shares and deductibility', () => {
    expect(summary.expenseBreakdown).toEqual([
      {
        category: 'taxes_fees',
        label: 'Taxes & Fees',
        amount: 5000,
        percentageTenths: 500,
        isDeductible: false,
      },
      {
        category: 'shipping_supplies',
        label: 'Shipping Supplies',
        amount: 4000,
        percentageTenths: 400,
        isDeductible: true,
      },
      { category: 'software', label: 'Software', amount: 1000, percentageTenths: 100, isDeductible: true },
    ])
  })

  it('lists the calculation in the spec order', () => {
    expect(
      taxCalculationBreakdown(summary).map((line) => `${line.kind} ${line.label} ${line.amount}`),
    ).toEqual([
      'start Gross Sales Revenue 105000',
      'less Cost of Goods Sold 30000',
      'result Gross Profit 75000',
      'less Shipping Costs 6000',
      'less General Fees 13000',
      'less Promo Fees 2000',
      'less Deductible Operating Expenses 5000',
      'result Net Profit Before Tax 49000',
    ])
  })

  it('shows margins of 0 and no breakdown for an empty year', () => {
    const empty = financialSummary({
      sold: EMPTY_ITEM_TOTALS,
      expensesByCategory: [],
      inventoryCostOfGoods: 0,
    })
    expect(empty).toMatchObject({
      grossMarginTenths: 0,
      netMarginTenths: 0,
      netProfitBeforeTax: 0,
      expenseBreakdown: [],
    })
    expect(marginText(empty.grossMarginTenths, empty.grossSalesRevenue)).toEqual({
      text: '0',
      isNegative: false,
    })
  })

  it('shows a loss as a negative, red margin', () => {
    const loss = financialSummary({
      sold: { ...EMPTY_ITEM_TOTALS, count: 1, salePrice: 1000, costOfGoods: 1500 },
      expensesByCategory: [],
      inventoryCostOfGoods: 0,
    })
    expect(loss.grossProfit).toBe(-500)
    expect(marginText(loss.grossMarginTenths, loss.grossSalesRevenue)).toEqual({
      text: '-50.0',
      isNegative: true,
    })
  })

  it('net profit equals item profits minus deductible expenses for any sums', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000_000 })
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, cents, cents, cents, (sp, pc, cg, ps, gf, pf, a, b) => {
        const summary = financialSummary({
          sold: {
            count: 1,
            salePrice: sp,
            postageCharged: pc,
            costOfGoods: cg,
            postageCost: ps,
            generalFees: gf,
            promoFees: pf,
            salesTaxCollected: 0,
          },
          expensesByCategory: [
            { category: 'travel', amount: a, count: 1 },
            { category: 'taxes_fees', amount: b, count: 1 },
          ],
          inventoryCostOfGoods: 0,
        })
        expect(summary.netProfitBeforeTax).toBe(sp + pc - (cg + ps + gf + pf) - a)
        expect(summary.totalOperatingExpenses).toBe(a + b)
      }),
    )
  })

  it('titles the page by year', () => {
    expect(taxSummaryTitle(2026)).toBe('2026 Tax Summary')
  })
})
