import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { businessMileTenths, mileageDeduction, percentageToTenths } from './deduction'

describe('businessMileTenths', () => {
  it.each([
    [3453, 100, 3453],
    [3453, 50, 1727], // 172.65 → 172.7
    [1000, 66.7, 667],
    [1000, 0, 0],
    [0, 100, 0],
  ])('%d tenths at %d%% → %d tenths', (miles, pct, business) => {
    expect(businessMileTenths(miles, pct)).toBe(business)
  })
})

describe('mileageDeduction', () => {
  it.each([
    [10000, 100, 670, 67000], // 1,000 miles at $0.67 = $670.00
    [3453, 100, 670, 23135], // 345.3 x 0.67 = 231.351
    [3453, 50, 670, 11568], // 172.65 x 0.67 = 115.6755 → 115.68
    [10, 100, 575, 58], // 1 mile at 57.5 cents → 58 cents
    [1000, 75.5, 725, 5474], // 75.5 miles x 0.725 = 54.7375
    [0, 100, 760, 0],
  ])('%d tenths at %d%% and %d → %d cents', (miles, pct, rate, cents) => {
    expect(mileageDeduction(miles, pct, rate)).toBe(cents)
  })

  it('is full miles x rate at 100% and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (tenths, pctTenths) => {
          const deduction = mileageDeduction(tenths, pctTenths / 10, 670)
          expect(deduction).toBeGreaterThanOrEqual(0)
          expect(deduction).toBeLessThanOrEqual(mileageDeduction(tenths, 100, 670))
        },
      ),
    )
    expect(percentageToTenths(66.7)).toBe(667)
  })
})
