import { describe, expect, it } from 'vitest'

import { EMPTY_ITEM_TOTALS } from '../items/totals'
import { elapsedDays, monthTotalsOf, monthlySalesReport } from './monthly-sales'

const TODAY = '2026-11-22'
const sale = (
  soldDate: string | null,
  salePrice: number,
  costOfGoods: number,
  status: 'sold' | 'listed' = 'sold',
) => ({
  status,
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
  sale('2026-03-05', 3000, 1000),
  sale('2026-03-28', 1500, 2000), // a loss of 5.00
  sale('2026-11-02', 10000, 2300),
  sale('2025-12-31', 99999, 1),
  sale(null, 500, 100),
  sale('2026-03-10', 5000, 100, 'listed'),
]

describe('monthlySalesReport', () => {
  const report = monthlySalesReport(2026, monthTotalsOf(items, 2026), TODAY)

  it('labels month tabs with counts or No sales', () => {
    expect(report.tabs.map((tab) => tab.label)).toEqual([
      'No sales',
      'No sales',
      '2 items',
      'No sales',
      'No sales',
      'No sales',
      'No sales',
      'No sales',
      'No sales',
      'No sales',
      '1 item',
      'No sales',
    ])
    expect(report.tabs[2]).toMatchObject({ month: '2026-03', name: 'March', itemCount: 2 })
  })

  it('groups the digits of a large count as the cards do', () => {
    const many = Array.from({ length: 2000 }, () => sale('2026-05-01', 100, 50))
    expect(monthlySalesReport(2026, monthTotalsOf(many, 2026), TODAY).tabs[4]?.label).toBe('2,000 items')
  })

  it('sums the year to date', () => {
    expect(report.yearToDate).toEqual({ itemsSold: 3, totalCostOfGoods: 5300, totalProfit: 9200, refunds: 0 })
  })

  it('nets a month’s profit of the refunds dated in it, with the fees credited and a return’s cost back', () => {
    const refunded = Array.from({ length: 12 }, () => ({ refunds: 0, feesCredited: 0, returnedCost: 0 }))
    refunded[4] = { refunds: 2500, feesCredited: 100, returnedCost: 900 }
    refunded[6] = { refunds: 700, feesCredited: 0, returnedCost: 0 }
    const net = monthlySalesReport(2026, monthTotalsOf(items, 2026), TODAY, refunded)
    const may = report.months[4]!
    expect(net.months[4]).toMatchObject({
      itemsSold: may.itemsSold,
      totalRevenue: may.totalRevenue,
      refunds: 2500,
      netProfit: may.netProfit - 2500 + 100 + 900,
    })
    // A month with no sale but a refund loses it, every day of it.
    expect(net.months[6]).toMatchObject({ itemsSold: 0, refunds: 700, netProfit: -700 })
    expect(net.months[6]?.averageDailyProfit).toBe(Math.round(-700 / 31))
    expect(net.yearToDate).toEqual({
      itemsSold: 3,
      totalCostOfGoods: 5300,
      totalProfit: 9200 - 2500 + 100 + 900 - 700,
      refunds: 3200,
    })
  })

  it('opens this year on the current month, with or without sales in it', () => {
    expect(report.defaultMonth).toBe(TODAY.slice(0, 7))
  })

  it('opens another year on its first month with sales', () => {
    const past = [sale('2025-04-02', 100, 50), sale('2025-09-30', 100, 50)]
    expect(monthlySalesReport(2025, monthTotalsOf(past, 2025), TODAY).defaultMonth).toBe('2025-04')
  })

  it('fills the five cards and the metrics of a past month', () => {
    expect(report.months[2]).toEqual({
      month: '2026-03',
      itemsSold: 2,
      costOfGoodsSold: 3000,
      totalRevenue: 4500,
      refunds: 0,
      netProfit: 1500,
      averageDailyProfit: 48, // 15.00 / 31 days
      averageSalePrice: 2250,
      averageCostPerItem: 1500,
      averageProfitPerItem: 750,
      profitMarginTenths: 333,
    })
  })

  it('averages the current month over the days so far', () => {
    expect(report.months[10]?.averageDailyProfit).toBe(350) // 77.00 / 22 days
  })

  it('is all zeros for a month without sales', () => {
    expect(report.months[0]).toMatchObject({
      itemsSold: 0,
      averageSalePrice: 0,
      profitMarginTenths: 0,
      averageDailyProfit: 0,
    })
  })

  it('defaults to the current month without sales', () => {
    const empty = Array.from({ length: 12 }, () => EMPTY_ITEM_TOTALS)
    expect(monthlySalesReport(2026, empty, TODAY).defaultMonth).toBe('2026-11')
    expect(monthlySalesReport(2025, empty, TODAY).defaultMonth).toBe('2025-01')
  })

  it('refuses anything but twelve months', () => {
    expect(() => monthlySalesReport(2026, [], TODAY)).toThrow(RangeError)
  })
})

describe('elapsedDays', () => {
  it.each([
    ['2026-02', 28],
    ['2024-02', 29],
    ['2026-11', 22],
    ['2026-12', 0],
  ])('%s → %d days', (month, days) => {
    expect(elapsedDays(month, TODAY)).toBe(days)
  })
})
