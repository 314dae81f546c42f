import { describe, expect, it } from 'vitest'

import { checkItemization } from './itemization'

const receipt = (totalAmount: number, taxAmount: number, lineItemsTotal: number, lineItemCount = 2) => ({
  totalAmount,
  taxAmount,
  lineItemsTotal,
  lineItemCount,
})

describe('checkItemization', () => {
  it.each([
    ['line items equal to the total less tax', receipt(4800, 300, 4500)],
    ['no tax', receipt(4500, 0, 4500)],
    ['a free receipt with a free line item', receipt(0, 0, 0, 1)],
    ['the largest amounts', receipt(999_999_999_999, 1, 999_999_999_998, 5000)],
  ])('says nothing for %s', (_case, input) => {
    expect(checkItemization(input)).toEqual({ kind: 'matches' })
  })

  it('says nothing for a receipt with no line items yet', () => {
    expect(checkItemization(receipt(4500, 0, 0, 0))).toEqual({ kind: 'not_itemized' })
  })

  it('names the cents not itemized', () => {
    expect(checkItemization(receipt(4800, 300, 4000))).toEqual({
      kind: 'under',
      lineItemsTotal: 4000,
      expected: 4500,
      difference: 500,
      message: "Line items add up to $40.00; the receipt's total less tax is $45.00: $5.00 not itemized",
    })
  })

  it('names the cents the line items go over', () => {
    expect(checkItemization(receipt(4800, 300, 5000))).toMatchObject({
      kind: 'over',
      difference: 500,
      message:
        "Line items add up to $50.00; the receipt's total less tax is $45.00: $5.00 more than the receipt",
    })
  })

  it.each([
    [
      receipt(4501, 0, 4500),
      'under',
      "Line items add up to $45.00; the receipt's total less tax is $45.01: $0.01 not itemized",
    ],
    [
      receipt(4500, 0, 4501),
      'over',
      "Line items add up to $45.01; the receipt's total less tax is $45.00: $0.01 more than the receipt",
    ],
    [
      receipt(123_456_789, 9_876_543, 100_000_000),
      'under',
      "Line items add up to $1,000,000.00; the receipt's total less tax is $1,135,802.46: $135,802.46 not itemized",
    ],
  ])('is exact to the cent: %j', (input, kind, message) => {
    expect(checkItemization(input)).toMatchObject({ kind, message })
  })

  it('shows a tax larger than the total as it is', () => {
    expect(checkItemization(receipt(1000, 1500, 0, 1))).toMatchObject({
      kind: 'over',
      expected: -500,
      difference: 500,
      message:
        "Line items add up to $0.00; the receipt's total less tax is -$5.00: $5.00 more than the receipt",
    })
  })

  it('refuses amounts that are not whole cents, a programmer’s mistake', () => {
    expect(() => checkItemization(receipt(10.5, 0, 0))).toThrow(TypeError)
  })
})
