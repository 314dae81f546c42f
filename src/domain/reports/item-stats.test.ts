import { describe, expect, it } from 'vitest'

import { EMPTY_ITEM_TOTALS } from '../items/totals'
import { itemStats, itemStatsOf, listedSummary, quickStats } from './item-stats'

const item = {
  costOfGoods: 500,
  salePrice: 0,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  salesTax: 0.0663,
  soldDate: null,
}
const items = [
  { ...item, status: 'unlisted' as const, costOfGoods: 300 },
  { ...item, status: 'listed' as const, salePrice: 4000, costOfGoods: 1200 },
  { ...item, status: 'defective' as const, costOfGoods: 900 },
  // Donated: an item recorded, neither a sale nor inventory.
  { ...item, status: 'disposed' as const, salePrice: 7000, costOfGoods: 450 },
  // Sold on a date: revenue 33.00, costs 16.00, profit 17.00, tax 1.66.
  {
    ...item,
    status: 'sold' as const,
    soldDate: '2026-11-20',
    salePrice: 2500,
    postageCharged: 800,
    postageCost: 650,
    generalFees: 330,
    promoFees: 120,
  },
  // Sold without a sold date, at a loss: revenue 1.00, costs 5.00.
  { ...item, status: 'sold' as const, salePrice: 100 },
]

describe('itemStatsOf', () => {
  const stats = itemStatsOf(items)

  it('counts per status and totals every sold item, a disposed item no sale', () => {
    expect(stats).toMatchObject({
      total: 6,
      unlisted: 1,
      listed: 1,
      sold: 2,
      defective: 1,
      disposed: 1,
      totalRevenue: 3400,
      totalCosts: 2100,
      totalProfit: 1300,
    })
  })

  it('keeps the dated sales separately', () => {
    expect(stats).toMatchObject({
      soldProfit: 1700,
      soldRevenue: 3300,
      soldCosts: 1600,
      soldCostOfGoods: 500,
      salesTaxCollected: 166,
      shippingCosts: 650,
      generalFees: 330,
      promoFees: 120,
    })
  })

  it('values the inventory at the cost of unlisted and listed items', () => {
    expect(stats.inventoryCostOfGoods).toBe(1500)
  })
})

describe('quickStats', () => {
  it('derives average profit, success rate and margin', () => {
    expect(quickStats(itemStatsOf(items))).toEqual({
      averageProfitPerSale: 650,
      successRateTenths: 500, // 2 of (6 − 1 defective − 1 disposed)
      profitMarginTenths: 382, // 13.00 / 34.00 = 38.24%
    })
  })

  it('is zero with nothing sold and zero revenue', () => {
    const none = itemStats({
      byStatus: {
        unlisted: EMPTY_ITEM_TOTALS,
        listed: EMPTY_ITEM_TOTALS,
        sold: EMPTY_ITEM_TOTALS,
        defective: { ...EMPTY_ITEM_TOTALS, count: 2 },
        disposed: EMPTY_ITEM_TOTALS,
      },
      soldWithDate: EMPTY_ITEM_TOTALS,
    })
    expect(quickStats(none)).toEqual({ averageProfitPerSale: 0, successRateTenths: 0, profitMarginTenths: 0 })
  })

  it('gives a negative margin for a loss', () => {
    expect(quickStats(itemStatsOf([items[5]!])).profitMarginTenths).toBe(-4000)
  })
})

describe('listedSummary', () => {
  it('values listed items at their asking price', () => {
    expect(listedSummary({ ...EMPTY_ITEM_TOTALS, count: 1, salePrice: 4000, costOfGoods: 1200 })).toEqual({
      totalListedValue: 4000,
      potentialProfit: 2800,
    })
  })
})
