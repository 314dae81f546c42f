import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_CENTS } from '../money'
import type { ItemMoney } from './profit'
import { costsOf, estimateSale, profitOf, revenueOf, salesTaxCollectedOf } from './profit'
import { ITEM_STATUSES } from './status'

const sale: ItemMoney = {
  costOfGoods: 500,
  salePrice: 2500,
  postageCharged: 800,
  postageCost: 650,
  generalFees: 330,
  promoFees: 120,
}

describe('profitOf', () => {
  it('is revenue minus costs for a sold item', () => {
    // (25.00 + 8.00) − (5.00 + 6.50 + 3.30 + 1.20) = 17.00
    expect(profitOf({ ...sale, status: 'sold' })).toBe(1700)
    expect(revenueOf(sale)).toBe(3300)
    expect(costsOf(sale)).toBe(1600)
  })

  it.each(['unlisted', 'listed', 'defective'] as const)('is 0 for a %s item', (status) => {
    expect(profitOf({ ...sale, status })).toBe(0)
  })

  it('can be negative', () => {
    expect(profitOf({ ...sale, salePrice: 100, postageCharged: 0, status: 'sold' })).toBe(-1500)
  })

  it('equals revenue − costs for any cents', () => {
    const cents = fc.integer({ min: 0, max: MAX_CENTS })
    fc.assert(
      fc.property(
        fc.record({
          costOfGoods: cents,
          salePrice: cents,
          postageCharged: cents,
          postageCost: cents,
          generalFees: cents,
          promoFees: cents,
        }),
        fc.constantFrom(...ITEM_STATUSES),
        (money, status) => {
          const { salePrice, postageCharged, costOfGoods, postageCost, generalFees, promoFees } = money
          const expected =
            status === 'sold'
              ? salePrice + postageCharged - costOfGoods - postageCost - generalFees - promoFees
              : 0
          expect(profitOf({ ...money, status })).toBe(expected)
          expect(Number.isSafeInteger(profitOf({ ...money, status }))).toBe(true)
        },
      ),
    )
  })
})

describe('salesTaxCollectedOf', () => {
  it.each([
    [10000, 0.0663, 663],
    [2500, 0.0663, 166], // 165.75 → 166
    [1999, 0.0663, 133],
    [0, 0.0663, 0],
    [10000, 0, 0],
  ])('%d cents at %d → %d cents', (salePrice, salesTax, tax) => {
    expect(salesTaxCollectedOf({ salePrice, salesTax })).toBe(tax)
  })
})

describe('estimateSale', () => {
  it('shows a loss in red', () => {
    expect(estimateSale({ ...sale, salePrice: 0 })).toEqual({
      revenue: 800,
      totalCosts: 1600,
      profit: -800,
      isLoss: true,
    })
  })
  it('shows zero profit as not a loss', () => {
    expect(estimateSale({ ...sale, salePrice: 800 }).isLoss).toBe(false)
    expect(estimateSale({ ...sale, salePrice: 800 }).profit).toBe(0)
  })
})
