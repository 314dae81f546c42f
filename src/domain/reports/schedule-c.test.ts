import { describe, expect, it } from 'vitest'

import { EXPENSE_CATEGORIES } from '../expenses/categories'
import { SCHEDULE_C_MAPPING, otherExpensesLine, scheduleCLineOf, scheduleCLines } from './schedule-c'
import { financialSummary } from './tax-summary'

const summary = financialSummary({
  sold: {
    count: 3,
    salePrice: 100000,
    postageCharged: 5000,
    costOfGoods: 30000,
    postageCost: 6000,
    generalFees: 13000,
    promoFees: 2000,
    salesTaxCollected: 0,
  },
  expensesByCategory: EXPENSE_CATEGORIES.map((category, index) => ({
    category,
    amount: (index + 1) * 100,
    count: 1,
  })),
  inventoryCostOfGoods: 0,
})

describe('scheduleCLines', () => {
  const lines = scheduleCLines(summary, { businessMiles: 1000, deduction: 70000 }, 2025)
  const amount = (line: string) => lines.find((l) => l.line === line)?.amount

  it.each([
    ['1', 105000], // sales + postage charged
    ['4', 30000],
    ['8', 700], // marketing
    ['9', 70000],
    ['10', 15000], // general 130.00 + promo 20.00
    ['15', 1200], // insurance
    ['17', 800], // professional services
    ['18', 100 + 300], // office supplies + office expenses
    ['22', 200 + 1000], // shipping supplies + equipment
    ['23', 1300], // taxes & fees
    ['24a', 900], // travel
    ['25', 400], // utilities
    ['27b', 6000 + 1100 + 500 + 600 + 1400], // postage + software + subscriptions + online purchases + other
  ])('line %s carries %d cents', (line, cents) => {
    expect(amount(line)).toBe(cents)
  })

  it('maps every expense category exactly once', () => {
    const mapped = SCHEDULE_C_MAPPING.flatMap((entry) =>
      entry.sources.flatMap((source) => (typeof source === 'object' ? [source.category] : [])),
    )
    expect([...mapped].sort()).toEqual([...EXPENSE_CATEGORIES].sort())
  })

  it('accounts for every deductible dollar of the net profit', () => {
    const deducted = lines
      .filter((line) => line.line !== '1' && line.isInNetProfit)
      .reduce((sum, line) => sum + line.amount, 0)
    expect(summary.grossSalesRevenue - deducted).toBe(summary.netProfitBeforeTax)
  })

  it('uses line 27a up to 2024 and 27b from 2025', () => {
    expect(otherExpensesLine(2024)).toBe('27a')
    expect(otherExpensesLine(2025)).toBe('27b')
    expect(
      scheduleCLines(summary, { businessMiles: 0, deduction: 0 }, 2024).some((l) => l.line === '27a'),
    ).toBe(true)
  })

  it('carries business miles for Part IV line 44a on line 9', () => {
    expect(lines.find((l) => l.line === '9')?.businessMiles).toBe(1000)
    expect(lines.find((l) => l.line === '10')?.businessMiles).toBeUndefined()
  })

  it('names the sources of a line', () => {
    expect(lines.find((l) => l.line === '18')?.sources).toEqual(['Office Supplies', 'Office Expenses'])
  })
})

describe('scheduleCLineOf', () => {
  it.each([
    ['marketing', 2026, '8', 'Advertising'],
    ['office_supplies', 2026, '18', 'Office expense'],
    ['shipping_supplies', 2026, '22', 'Supplies'],
    ['taxes_fees', 2026, '23', 'Taxes and licenses'],
    ['software', 2024, '27a', 'Other expenses'],
    ['software', 2025, '27b', 'Other expenses'],
  ] as const)('%s in %d lands on line %s', (category, year, line, label) => {
    expect(scheduleCLineOf(category, year)).toEqual({ line, label })
  })

  it('has a line for every category', () => {
    for (const category of EXPENSE_CATEGORIES) expect(scheduleCLineOf(category, 2026).line).not.toBe('')
  })
})
