import { describe, expect, it } from 'vitest'

import { needsCostClosingQuestion, needsCostOf, needsCostText } from './needs-cost'

describe('needsCostText', () => {
  it('says how many sold items have no cost and their revenue, to the cent', () => {
    expect(needsCostText({ count: 3, revenue: 108000 })).toBe('3 items sold at $0 cost: $1,080.00 of revenue')
    expect(needsCostText({ count: 1, revenue: 1250 })).toBe('1 item sold at $0 cost: $12.50 of revenue')
    expect(needsCostText({ count: 0, revenue: 0 })).toBe('0 items sold at $0 cost: $0.00 of revenue')
  })

  it('asks before a year is closed with them', () => {
    expect(needsCostClosingQuestion(2025, { count: 2, revenue: 4001 })).toBe(
      '2 items sold at $0 cost: $40.01 of revenue in 2025. Their whole revenue counts as profit until their costs are entered. Close 2025 anyway?',
    )
  })
})

describe('needsCostOf', () => {
  it('is a sold item at a cost of $0, and no other', () => {
    expect(needsCostOf({ status: 'sold', costOfGoods: 0 })).toBe(true)
    expect(needsCostOf({ status: 'sold', costOfGoods: 1 })).toBe(false)
    expect(needsCostOf({ status: 'listed', costOfGoods: 0 })).toBe(false)
    expect(needsCostOf({ status: 'disposed', costOfGoods: 0 })).toBe(false)
  })
})
