import { describe, expect, it } from 'vitest'

import { EXPENSE_CATEGORIES } from '../expenses/categories'
import fc from 'fast-check'

import { DISPOSAL_REASONS } from '../items/status'
import { partThree, type InventoryBucket } from './part-three'
import {
  SCHEDULE_C_MAPPING,
  costOfGoodsSoldDifference,
  otherExpensesLine,
  scheduleCLineOf,
  scheduleCLines,
} from './schedule-c'
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
  const lines = scheduleCLines(summary, { businessMiles: 1000, deduction: 70000 }, 2025, 30000)
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
      scheduleCLines(summary, { businessMiles: 0, deduction: 0 }, 2024, 0).some((l) => l.line === '27a'),
    ).toBe(true)
  })

  it('carries business miles for Part IV line 44a on line 9', () => {
    expect(lines.find((l) => l.line === '9')?.businessMiles).toBe(1000)
    expect(lines.find((l) => l.line === '10')?.businessMiles).toBeUndefined()
  })

  it('carries Part III line 42 to line 4, whatever the cost of the items sold in the year', () => {
    const byTheBook = scheduleCLines(summary, { businessMiles: 0, deduction: 0 }, 2025, 34500)
    expect(byTheBook.find((l) => l.line === '4')).toMatchObject({
      amount: 34500,
      sources: ['Part III line 42'],
    })
    expect(summary.costOfGoodsSold).toBe(30000)
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

describe('costOfGoodsSoldDifference', () => {
  const bucket = (
    acquiredYear: number,
    exitYear: number | null,
    exit: InventoryBucket['exit'],
    cost: number,
    count = 1,
  ): InventoryBucket => ({ acquiredYear, exitYear, exit, cost, count })
  const soldIn = (buckets: InventoryBucket[], year: number) =>
    buckets.filter((b) => b.exitYear === year && b.exit === 'sold').reduce((sum, b) => sum + b.cost, 0)
  const differenceOf = (buckets: InventoryBucket[], year: number) =>
    costOfGoodsSoldDifference(
      buckets,
      year,
      partThree(buckets, year).line42CostOfGoodsSold,
      soldIn(buckets, year),
    )

  it('has no parts when line 42 is the cost of the items sold', () => {
    const buckets = [
      bucket(2024, 2025, 'sold', 1000),
      bucket(2025, null, null, 500),
      bucket(2025, 2025, 'donated', 70),
    ]
    expect(differenceOf(buckets, 2025)).toEqual({
      line42: 1000,
      costOfGoodsSold: 1000,
      difference: 0,
      parts: [],
    })
  })

  it('names the discarded items and the items counted in the year they were bought or recorded', () => {
    const buckets = [
      bucket(2025, 2025, 'sold', 1000),
      bucket(2024, 2025, 'discarded', 250, 2),
      // Sold in 2025, recorded (no purchase date) in 2026: in 2026's line 42, not 2025's.
      bucket(2026, 2025, 'sold', 4000, 3),
      // Recorded in 2025, sold in 2024: in 2025's line 42.
      bucket(2025, 2024, 'sold', 600),
    ]
    expect(differenceOf(buckets, 2025)).toEqual({
      line42: 1000 + 250 + 600,
      costOfGoodsSold: 1000 + 4000,
      difference: 250 + 600 - 4000,
      parts: [
        { part: 'discarded', amount: 250, count: 2 },
        { part: 'leftBeforeAcquired', amount: -4000, count: 3 },
        { part: 'acquiredAfterLeaving', amount: 600, count: 1 },
      ],
    })
  })

  it('always adds its parts up to the difference', () => {
    const exits = fc.constantFrom('sold' as const, ...DISPOSAL_REASONS)
    const buckets$ = fc.array(
      fc
        .record({
          acquiredYear: fc.integer({ min: 2018, max: 2026 }),
          held: fc.boolean(),
          exitYear: fc.integer({ min: 2018, max: 2026 }),
          exit: exits,
          cost: fc.integer({ min: 0, max: 9_999_999 }),
        })
        .map(({ acquiredYear, held, exitYear, exit, cost }) =>
          held ? bucket(acquiredYear, null, null, cost) : bucket(acquiredYear, exitYear, exit, cost),
        ),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(buckets$, fc.integer({ min: 2017, max: 2027 }), (buckets, year) => {
        const explained = differenceOf(buckets, year)
        expect(explained.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(explained.difference)
      }),
    )
  })
})
