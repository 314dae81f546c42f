import { describe, expect, it } from 'vitest'

import { matchesReceiptFilter, receiptStats, topByAmount } from './stats'

const TODAY = '2026-11-22'
const receipts = [
  {
    vendor: 'Goodwill',
    location: 'Goodwill Eastside',
    purchaseDate: '2026-11-02',
    totalAmount: 4550,
    travelDistance: 12.3,
  },
  {
    vendor: 'goodwill',
    location: 'goodwill eastside',
    purchaseDate: '2026-03-10',
    totalAmount: 1000,
    travelDistance: 0.1,
  },
  { vendor: 'Target', location: null, purchaseDate: '2025-11-20', totalAmount: 9999, travelDistance: 40 },
  { vendor: 'Savers', location: 'Savers', purchaseDate: '2026-11-21', totalAmount: 1, travelDistance: 0.2 },
]

describe('receiptStats', () => {
  const stats = receiptStats(receipts, TODAY)

  it('totals all, this month and this year', () => {
    expect(stats.totalReceipts).toBe(4)
    expect(stats.totalAmount).toBe(15550)
    expect(stats.monthlyTotal).toBe(4551)
    expect(stats.yearlyTotal).toBe(5551)
    expect(stats.averageAmount).toBe(3888) // 3887.5 → 3888
  })

  it('adds this year’s travel distances exactly', () => {
    expect(stats.yearlyDistance).toBe(12.6)
  })

  it('ranks locations case-insensitively and skips receipts without one', () => {
    expect(stats.topLocations).toEqual([
      { name: 'Goodwill Eastside', amount: 5550, count: 2 },
      { name: 'Savers', amount: 1, count: 1 },
    ])
    expect(stats.topVendors[0]).toEqual({ name: 'Target', amount: 9999, count: 1 })
  })

  it('is all zeros without receipts', () => {
    expect(receiptStats([], TODAY)).toEqual({
      totalReceipts: 0,
      totalAmount: 0,
      monthlyTotal: 0,
      yearlyTotal: 0,
      yearlyDistance: 0,
      topVendors: [],
      topLocations: [],
      averageAmount: 0,
    })
  })
})

describe('topByAmount', () => {
  it('keeps at most the limit, largest first', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `V${i}`, amount: i * 100 }))
    const top = topByAmount(
      many,
      (r) => r.name,
      (r) => r.amount,
    )
    expect(top).toHaveLength(10)
    expect(top[0]?.name).toBe('V11')
    expect(
      topByAmount(
        many,
        (r) => r.name,
        (r) => r.amount,
        3,
      ).map((t) => t.name),
    ).toEqual(['V11', 'V10', 'V9'])
  })
})

describe('matchesReceiptFilter', () => {
  const receipt = {
    receiptNumber: 'GOODWI-20261102-101500',
    vendor: 'Goodwill',
    location: null,
    notes: 'shoes',
    purchaseDate: '2026-11-02',
  }
  it.each([
    ['', '', true],
    ['SHOES', '', true],
    ['goodwi-2026', '2026-11', true],
    ['', '2026-10', false],
    ['target', '', false],
  ])('query %j month %j → %s', (query, month, expected) => {
    expect(matchesReceiptFilter(receipt, query, month)).toBe(expected)
  })
})
