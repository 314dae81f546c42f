import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { allocateProportionally, allocateReceiptTax } from './tax-allocation'

describe('allocateProportionally', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [101, [1, 1, 1], [34, 34, 33]],
    [1000, [500, 300, 200], [500, 300, 200]],
    [7, [250, 250, 500], [2, 2, 3]],
    [0, [5, 5], [0, 0]],
    [10, [0, 0, 0, 0], [3, 3, 2, 2]],
    [10, [0, 100], [0, 10]],
    [5, [], []],
  ])('%d over %j → %j', (total, weights, shares) => {
    expect(allocateProportionally(total, weights)).toEqual(shares)
  })

  it('gives the leftover cents to the largest remainders, not the first weights', () => {
    // Exact shares 1.4, 1.4, 4.2 → floors 1, 1, 4 and one cent left: it goes to a .4, the first of them.
    expect(allocateProportionally(7, [1, 1, 3])).toEqual([2, 1, 4])
    // Exact shares 0.9, 2.7, 6.3 → floors 0, 2, 6; the two largest remainders are .9 and .7.
    expect(allocateProportionally(10, [100, 300, 700])).toEqual([1, 3, 6])
  })

  it.each([-1, 1.5])('refuses a total of %d', (total) => {
    expect(() => allocateProportionally(total, [1])).toThrow()
  })

  it('refuses a negative or fractional weight', () => {
    expect(() => allocateProportionally(1, [-1])).toThrow(RangeError)
    expect(() => allocateProportionally(1, [0.5])).toThrow(RangeError)
  })

  it('always adds up to the total, each share within a cent of its exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.array(fc.integer({ min: 0, max: 999_999_999 }), { minLength: 1, maxLength: 60 }),
        (total, weights) => {
          const shares = allocateProportionally(total, weights)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
          const sum = weights.reduce((a, b) => a + b, 0)
          shares.forEach((share, index) => {
            const exact = sum === 0 ? total / weights.length : (total * (weights[index] ?? 0)) / sum
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6)
          })
        },
      ),
    )
  })
})

describe('allocateReceiptTax', () => {
  it('gives each unit of each line its share, in the lines order', () => {
    // $1.00 tax over a $4.99 jeans x2 and a $10.02 coat: unit weights 499, 499, 1002 of 2000.
    expect(
      allocateReceiptTax(100, [
        { quantity: 2, unitCost: 499 },
        { quantity: 1, unitCost: 1002 },
      ]),
    ).toEqual([[25, 25], [50]])
  })

  it('gives the same shares to a line whether its receipt is converted at once or line by line', () => {
    const lines = [
      { quantity: 3, unitCost: 333 },
      { quantity: 1, unitCost: 1 },
      { quantity: 2, unitCost: 1250 },
    ]
    const all = allocateReceiptTax(199, lines)
    expect(all.flat().reduce((a, b) => a + b, 0)).toBe(199)
    expect(allocateReceiptTax(199, lines)[2]).toEqual(all[2])
  })
})
