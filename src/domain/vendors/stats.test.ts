import { describe, expect, it } from 'vitest'

import { matchesVendorFilter, pickableVendors, trimOptional, vendorSpending, vendorStats } from './stats'

const vendors = [
  { name: 'USPS', isActive: true },
  { name: 'Staples', isActive: false },
  { name: 'Uline', isActive: true },
]
const expenses = [
  { vendor: 'usps ', amount: 1250 },
  { vendor: 'USPS', amount: 750 },
  { vendor: 'STAPLES', amount: 3000 },
  { vendor: 'Walmart', amount: 99999 },
]

describe('vendorStats', () => {
  it('matches spending by name case-insensitively and ignores unknown vendors', () => {
    expect(vendorStats(vendors, expenses)).toEqual({
      totalVendors: 3,
      activeVendors: 2,
      totalSpent: 5000,
      averageExpensePerVendor: 1667, // 1666.67
      topVendorsBySpending: [
        { vendor: 'Staples', totalSpent: 3000, expenseCount: 1 },
        { vendor: 'USPS', totalSpent: 2000, expenseCount: 2 },
      ],
    })
  })

  it('is zero without vendors', () => {
    expect(vendorStats([], expenses)).toEqual({
      totalVendors: 0,
      activeVendors: 0,
      totalSpent: 0,
      averageExpensePerVendor: 0,
      topVendorsBySpending: [],
    })
  })

  it('lists spending per vendor in vendor order', () => {
    expect(vendorSpending(vendors, expenses).map((v) => v.totalSpent)).toEqual([2000, 3000, 0])
  })
})

describe('vendor filters', () => {
  const vendor = { name: 'Uline', isActive: false, category: 'Shipping', contactEmail: 'sales@uline.com' }
  it.each([
    ['', 'all', true],
    ['SHIP', 'all', true],
    ['sales@', 'inactive', true],
    ['', 'active', false],
    ['usps', 'all', false],
  ] as const)('query %j status %s → %s', (query, status, expected) => {
    expect(matchesVendorFilter(vendor, query, status)).toBe(expected)
  })

  it('offers only active vendors in pickers', () => {
    expect(pickableVendors(vendors).map((v) => v.name)).toEqual(['USPS', 'Uline'])
  })

  it.each([
    ['  a@b.c ', 'a@b.c'],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('trimOptional(%j) → %j', (value, expected) => {
    expect(trimOptional(value)).toBe(expected)
  })
})
