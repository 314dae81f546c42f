import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { profitOf } from './profit'
import { EMPTY_ITEM_TOTALS, profitOfTotals, totalsByStatus, totalsOf } from './totals'

const cents = fc.integer({ min: 0, max: 10_000_000 })
const soldItem = fc.record({
  costOfGoods: cents,
  salePrice: cents,
  postageCharged: cents,
  postageCost: cents,
  generalFees: cents,
  promoFees: cents,
  salesTax: fc.integer({ min: 0, max: 10_000 }).map((t) => t / 10_000),
  status: fc.constant('sold' as const),
})

describe('item totals', () => {
  it('profit of the sums equals the sum of the profits (the formulas are linear)', () => {
    fc.assert(
      fc.property(fc.array(soldItem), (items) => {
        expect(profitOfTotals(totalsOf(items))).toBe(items.reduce((sum, item) => sum + profitOf(item), 0))
      }),
    )
  })

  it('sums each field and rounds sales tax per item', () => {
    const items = [
      {
        costOfGoods: 500,
        salePrice: 2500,
        postageCharged: 800,
        postageCost: 650,
        generalFees: 330,
        promoFees: 120,
        salesTax: 0.0663,
      },
      {
        costOfGoods: 100,
        salePrice: 2500,
        postageCharged: 0,
        postageCost: 0,
        generalFees: 0,
        promoFees: 0,
        salesTax: 0.0663,
      },
    ]
    expect(totalsOf(items)).toEqual({
      count: 2,
      costOfGoods: 600,
      salePrice: 5000,
      postageCharged: 800,
      postageCost: 650,
      generalFees: 330,
      promoFees: 120,
      salesTaxCollected: 332, // 165.75 → 166, twice (not 331.5 → 332 once by chance: see next case)
    })
    expect(
      totalsOf([
        { ...items[1]!, salePrice: 1500 },
        { ...items[1]!, salePrice: 1500 },
      ]).salesTaxCollected,
    ).toBe(198) // 99.45 → 99, twice
  })

  it('groups by status', () => {
    const base = {
      costOfGoods: 100,
      salePrice: 0,
      postageCharged: 0,
      postageCost: 0,
      generalFees: 0,
      promoFees: 0,
      salesTax: 0,
    }
    const byStatus = totalsByStatus([
      { ...base, status: 'listed' },
      { ...base, status: 'listed' },
      { ...base, status: 'defective' },
    ])
    expect(byStatus.listed.count).toBe(2)
    expect(byStatus.listed.costOfGoods).toBe(200)
    expect(byStatus.sold).toEqual(EMPTY_ITEM_TOTALS)
  })
})
