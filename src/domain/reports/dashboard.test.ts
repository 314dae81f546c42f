import { describe, expect, it } from 'vitest'

import { itemStatsOf } from './item-stats'
import { dailyPanel, dailySales, financialOverview, moreItemsNote, recentItems } from './dashboard'

const TODAY = '2026-11-22'
const sale = (id: string, soldDate: string, salePrice: number, costOfGoods = 1000) => ({
  id,
  status: 'sold' as const,
  soldDate,
  salePrice,
  postageCharged: 0,
  costOfGoods,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  salesTax: 0,
})
const items = [
  sale('t1', TODAY, 3000),
  sale('t2', TODAY, 2500),
  sale('t3', TODAY, 500),
  sale('t4', TODAY, 4001),
  sale('y1', '2026-11-21', 2000),
  sale('old', '2026-10-01', 9999),
  { ...sale('listed', TODAY, 7000), status: 'listed' as const },
]

describe('dailySales', () => {
  const daily = dailySales(items, TODAY)

  it('fills today’s panel with the first three sales and a more note', () => {
    expect(daily.today).toMatchObject({
      date: TODAY,
      itemsSold: 4,
      profit: 6001,
      averageProfit: 1500,
      moreCount: 1,
    })
    expect(daily.today.recentSales.map((s) => s.id)).toEqual(['t1', 't2', 't3'])
    expect(moreItemsNote(daily.today.moreCount)).toBe('+1 more items')
    expect(moreItemsNote(0)).toBeNull()
  })

  it('compares with yesterday by local date', () => {
    expect(daily.yesterday).toMatchObject({ date: '2026-11-21', itemsSold: 1, profit: 1000 })
    expect(daily).toMatchObject({
      showsComparison: true,
      itemChange: 3,
      profitChange: 5001,
      profitChangeTenths: 5001,
      averageSalePriceToday: 2500, // 100.01 / 4 = 25.0025
    })
  })

  it('crosses month and year boundaries for yesterday', () => {
    expect(dailySales([sale('a', '2025-12-31', 100)], '2026-01-01').yesterday.itemsSold).toBe(1)
  })

  it('hides the comparison when neither day has sales', () => {
    expect(dailySales(items, '2026-06-01')).toMatchObject({
      showsComparison: false,
      itemChange: 0,
      profitChange: 0,
      profitChangeTenths: null,
      averageSalePriceToday: 0,
    })
  })

  it('reports a loss-making day', () => {
    expect(dailyPanel([sale('x', TODAY, 100, 900)], TODAY).profit).toBe(-800)
  })
})

describe('financialOverview and recentItems', () => {
  it('shows revenue, costs and net profit of sold items', () => {
    expect(financialOverview(itemStatsOf(items))).toEqual({
      totalRevenue: 22000,
      totalCosts: 6000,
      netProfit: 16000,
      refunds: 0,
    })
  })

  it('takes every refund off the net profit, with the fees credited and a returned item back', () => {
    expect(
      financialOverview(itemStatsOf(items), { refunds: 2500, feesCredited: 150, returnedCost: 900 }),
    ).toEqual({ totalRevenue: 22000, totalCosts: 6000, netProfit: 16000 - 2500 + 150 + 900, refunds: 2500 })
  })

  it('keeps the first five items', () => {
    expect(recentItems(items).map((i) => i.id)).toEqual(['t1', 't2', 't3', 't4', 'y1'])
  })
})
