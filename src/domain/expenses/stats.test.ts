import { describe, expect, it } from 'vitest'

import { categoryTotals, expenseStats, matchesExpenseFilter } from './stats'

const TODAY = '2026-11-22'
const expenses = [
  { vendor: 'USPS', category: 'shipping_supplies', amount: 1250, date: '2026-11-03' },
  { vendor: 'usps', category: 'shipping_supplies', amount: 750, date: '2026-02-14' },
  { vendor: 'Staples', category: 'office_supplies', amount: 2000, date: '2026-11-20' },
  { vendor: 'County', category: 'taxes_fees', amount: 5000, date: '2025-12-31' },
] as const

describe('expenseStats', () => {
  const stats = expenseStats(expenses, TODAY)

  it('counts and totals by this month and this year', () => {
    expect(stats.totalExpenses).toBe(4)
    expect(stats.totalAmount).toBe(9000)
    expect(stats.monthlyTotal).toBe(3250)
    expect(stats.yearlyTotal).toBe(4000)
    expect(stats.averageExpense).toBe(2250)
  })

  it('breaks amounts down by category, largest first, ties in the spec order', () => {
    expect(stats.categoryBreakdown).toEqual([
      { category: 'taxes_fees', amount: 5000, count: 1 },
      { category: 'office_supplies', amount: 2000, count: 1 },
      { category: 'shipping_supplies', amount: 2000, count: 2 },
    ])
  })

  it('ranks vendors by amount, matching names case-insensitively', () => {
    expect(stats.topVendors.slice(0, 2)).toEqual([
      { name: 'County', amount: 5000, count: 1 },
      { name: 'Staples', amount: 2000, count: 1 },
    ])
    expect(stats.topVendors[2]).toEqual({ name: 'USPS', amount: 2000, count: 2 })
  })

  it('is zero without expenses', () => {
    expect(expenseStats([], TODAY)).toMatchObject({
      totalExpenses: 0,
      averageExpense: 0,
      categoryBreakdown: [],
    })
    expect(categoryTotals([])).toEqual([])
  })
})

describe('matchesExpenseFilter', () => {
  const expense = {
    ...expenses[0],
    description: 'Priority mail boxes',
    notes: null,
    receiptNumber: 'R-77',
    tags: ['ebay'],
  }
  it.each([
    [{ query: '', category: '', month: '' }, true],
    [{ query: 'BOXES', category: '', month: '' }, true],
    [{ query: 'EBAY', category: '', month: '' }, true],
    [{ query: 'r-77', category: 'shipping_supplies', month: '2026-11' }, true],
    [{ query: '', category: 'travel', month: '' }, false],
    [{ query: '', category: '', month: '2026-10' }, false],
    [{ query: 'staples', category: '', month: '' }, false],
  ] as const)('%j → %s', (filter, expected) => {
    expect(matchesExpenseFilter(expense, filter)).toBe(expected)
  })
})
