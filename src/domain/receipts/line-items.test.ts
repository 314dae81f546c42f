import { describe, expect, it } from 'vitest'

import { lineItemTotal, quickAddSkipQuestion } from './line-items'

describe('lineItemTotal', () => {
  it.each([
    [1, 0, 0],
    [3, 199, 597],
    [12, 1050, 12600],
  ])('%d x %d cents → %d', (quantity, unitCost, total) => {
    expect(lineItemTotal(quantity, unitCost)).toBe(total)
  })
  it.each([0, -1, 1.5])('refuses quantity %d', (quantity) => {
    expect(() => lineItemTotal(quantity, 100)).toThrow(RangeError)
  })
})

describe('quickAddSkipQuestion', () => {
  it('says how many rows are skipped and how many saved', () => {
    expect(quickAddSkipQuestion(2, 3)).toBe(
      '2 item(s) have missing required fields and will be skipped. Continue with saving 3 valid item(s)?',
    )
  })
})
