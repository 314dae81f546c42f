import { describe, expect, it } from 'vitest'

import { groupBySoldDate } from './sold-groups'

const sold = (sku: string, soldDate: string | null, salePrice: number, costOfGoods = 500) => ({
  sku,
  status: 'sold' as const,
  soldDate,
  salePrice,
  postageCharged: 100,
  costOfGoods,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
})

describe('groupBySoldDate', () => {
  const groups = groupBySoldDate([
    sold('a', '2026-11-20', 2000),
    sold('b', '2026-11-22', 1000),
    sold('c', null, 900),
    sold('d', '2026-11-20', 300, 1000),
  ])

  it('orders days newest first, with undated sales last', () => {
    expect(groups.map((g) => g.date)).toEqual(['2026-11-22', '2026-11-20', null])
    expect(groups.map((g) => g.displayDate)).toEqual([
      'Sunday, November 22, 2026',
      'Friday, November 20, 2026',
      'No sold date',
    ])
  })

  it('totals revenue, profit and count per day, negative profit included', () => {
    const day = groups[1]!
    expect(day.items.map((item) => item.sku)).toEqual(['a', 'd'])
    expect(day.itemCount).toBe(2)
    expect(day.totalRevenue).toBe(2100 + 400)
    // a: 2100 − 500 = 1600; d: 400 − 1000 = −600
    expect(day.totalProfit).toBe(1000)
  })

  it('returns no groups for no items', () => {
    expect(groupBySoldDate([])).toEqual([])
  })
})
