import { describe, expect, it } from 'vitest'

import { locationName, salesInsightsOf, UNKNOWN_LOCATION } from './insights'

const sale = (brand: string, location: string | null, soldDate: string, salePrice: number, cost: number) => ({
  brand,
  purchaseLocation: location,
  purchaseDate: '2026-01-01',
  soldDate,
  status: 'sold' as const,
  salePrice,
  costOfGoods: cost,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  salesTax: 0,
})

describe('salesInsightsOf', () => {
  it('groups a year’s sales case-insensitively, ranks by profit and computes return on cost and days', () => {
    const insights = salesInsightsOf(
      [
        sale('levi', 'Goodwill', '2026-01-11', 3000, 1000),
        sale('Levi', 'goodwill', '2026-01-21', 2000, 1000),
        sale('Nike', null, '2026-02-01', 9000, 1000),
        sale('Nike', 'Thrift', '2025-12-31', 9000, 1000),
        { ...sale('Zara', 'Thrift', '2026-02-01', 9000, 1000), status: 'listed' as const, soldDate: null },
      ],
      2026,
    )
    expect(insights.brands).toEqual([
      {
        name: 'Nike',
        itemsSold: 1,
        revenue: 9000,
        profit: 8000,
        costOfGoods: 1000,
        returnOnCostTenths: 8000,
        averageDaysToSellTenths: 310,
      },
      {
        name: 'Levi',
        itemsSold: 2,
        revenue: 5000,
        profit: 3000,
        costOfGoods: 2000,
        returnOnCostTenths: 1500,
        averageDaysToSellTenths: 150,
      },
    ])
    expect(insights.locations.map((row) => row.name)).toEqual([UNKNOWN_LOCATION, 'Goodwill'])
  })

  it('keeps at most 10 of each', () => {
    const many = Array.from({ length: 12 }, (_, n) => sale(`B${n}`, `L${n}`, '2026-05-01', 1000 + n, 0))
    const insights = salesInsightsOf(many, 2026)
    expect(insights.brands).toHaveLength(10)
    expect(insights.brands[0]?.name).toBe('B11')
  })

  it.each([
    [null, UNKNOWN_LOCATION],
    ['  ', UNKNOWN_LOCATION],
    [' Goodwill ', 'Goodwill'],
  ])('names the location %j as %j', (location, name) => {
    expect(locationName(location)).toBe(name)
  })
})
