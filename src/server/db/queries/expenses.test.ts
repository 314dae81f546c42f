import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { expenseListQuerySchema, newExpenseSchema } from '../../../shared/schemas/expense'
import type { Database } from '../client'

import { expenseRows, expenseStats, listExpenses } from './expenses'

const TODAY = '2026-11-22'

/** Saves expenses as the API would: each through the shared schema. */
async function addExpenses(db: Database, userId: string, expenses: Record<string, unknown>[]) {
  for (const expense of expenses) await expenseRows.insert(db, userId, newExpenseSchema.parse(expense))
}

describe.each(ENGINES)('expense lists and figures on %s', (engine) => {
  const t = useTestDatabase(engine)
  let user: string

  beforeAll(async () => {
    user = await createUser(t.db)
    await addExpenses(t.db, user, [
      {
        vendor: 'USPS',
        category: 'shipping_supplies',
        amount: 1250,
        date: '2026-11-03',
        description: 'Priority mail boxes',
        receiptNumber: 'R-77',
        tags: ['ebay'],
      },
      {
        vendor: 'usps',
        category: 'shipping_supplies',
        amount: 750,
        date: '2026-02-14',
        description: 'Tape',
        notes: 'Packing tape, clear',
      },
      {
        vendor: 'Staples',
        category: 'office_supplies',
        amount: 2000,
        date: '2026-11-20',
        description: 'Printer paper',
        tags: ['office', 'paper'],
      },
      {
        vendor: 'County',
        category: 'taxes_fees',
        amount: 5000,
        date: '2025-12-31',
        description: 'Business license',
        receiptNumber: 'LIC-2026',
      },
    ])
  })

  it.each([
    [{}, ['Printer paper', 'Priority mail boxes', 'Tape', 'Business license']],
    [{ q: 'BOXES' }, ['Priority mail boxes']],
    [{ q: 'EBAY' }, ['Priority mail boxes']],
    [{ q: 'r-77', category: 'shipping_supplies', month: '2026-11' }, ['Priority mail boxes']],
    [{ q: 'usps' }, ['Priority mail boxes', 'Tape']],
    [{ q: 'staples' }, ['Printer paper']],
    [{ q: 'clear' }, ['Tape']],
    [{ q: 'lic-' }, ['Business license']],
    [{ q: 'PAPER' }, ['Printer paper']],
    [{ category: 'shipping_supplies' }, ['Priority mail boxes', 'Tape']],
    [{ category: 'travel' }, []],
    [{ month: '2026-11' }, ['Printer paper', 'Priority mail boxes']],
    [{ month: '2025-12' }, ['Business license']],
    [{ month: '2026-10' }, []],
    [{ q: 'tape', month: '2026-11' }, []],
    [{ q: 'walmart' }, []],
    // Each field is searched on its own: no match spans the vendor and the description.
    [{ q: 'uspstape' }, []],
  ])('searches and filters %j', async (query, descriptions) => {
    const page = await listExpenses(t.db, user, expenseListQuerySchema.parse(query))
    expect(page.rows.map((expense) => expense.description)).toEqual(descriptions)
    expect(page.counts).toEqual({ matching: descriptions.length, total: 4 })
  })

  it('counts and totals all, this month and this year of the user’s today, and the average', async () => {
    expect(await expenseStats(t.db, user, TODAY)).toMatchObject({
      totalExpenses: 4,
      totalAmount: 9000,
      monthlyTotal: 3250,
      yearlyTotal: 4000,
      averageExpense: 2250,
    })
    // On New Year's Day the month and the year start again.
    expect(await expenseStats(t.db, user, '2027-01-01')).toMatchObject({ monthlyTotal: 0, yearlyTotal: 0 })
  })

  it('breaks amounts down by category, largest first, ties in the spec’s order', async () => {
    expect((await expenseStats(t.db, user, TODAY)).categoryBreakdown).toEqual([
      { category: 'taxes_fees', amount: 5000, count: 1 },
      { category: 'office_supplies', amount: 2000, count: 1 },
      { category: 'shipping_supplies', amount: 2000, count: 2 },
    ])
    const tied = await createUser(t.db)
    const expense = { vendor: 'V', description: 'D', date: '2026-11-01', amount: 500 }
    await addExpenses(t.db, tied, [
      { ...expense, category: 'subscriptions' },
      { ...expense, category: 'utilities' },
      { ...expense, category: 'other', amount: 499 },
    ])
    expect((await expenseStats(t.db, tied, TODAY)).categoryBreakdown.map((row) => row.category)).toEqual([
      'utilities',
      'subscriptions',
      'other',
    ])
  })

  it('ranks the top 10 vendors by amount, matching names case-insensitively', async () => {
    expect((await expenseStats(t.db, user, TODAY)).topVendors).toEqual([
      { name: 'County', amount: 5000, count: 1 },
      { name: 'Staples', amount: 2000, count: 1 },
      { name: 'USPS', amount: 2000, count: 2 },
    ])
    const many = await createUser(t.db)
    await addExpenses(
      t.db,
      many,
      Array.from({ length: 12 }, (_, n) => ({
        vendor: `V${n}`,
        description: 'D',
        date: '2026-11-01',
        amount: 100 + n,
      })),
    )
    const top = (await expenseStats(t.db, many, TODAY)).topVendors
    expect(top.map((vendor) => vendor.name)).toEqual([
      'V11',
      'V10',
      'V9',
      'V8',
      'V7',
      'V6',
      'V5',
      'V4',
      'V3',
      'V2',
    ])
  })

  it('breaks a tie at the 10th place by name, as over all vendors', async () => {
    const tie = await createUser(t.db)
    const leaders = Array.from({ length: 8 }, (_, n) => ({ vendor: `Lead ${n}`, amount: 1000 + n }))
    const tied = ['Zeta', 'Mu', 'Beta', 'Alpha'].map((vendor) => ({ vendor, amount: 500 }))
    await addExpenses(
      t.db,
      tie,
      [...leaders, ...tied].map((row) => ({ ...row, description: 'D', date: '2026-11-01' })),
    )
    const top = (await expenseStats(t.db, tie, TODAY)).topVendors.map((vendor) => vendor.name)
    expect(top.slice(8)).toEqual(['Alpha', 'Beta'])
    expect(top).toHaveLength(10)
  })

  it('rounds the average half away from zero, and is all zeros without expenses', async () => {
    const halves = await createUser(t.db)
    await addExpenses(t.db, halves, [
      { vendor: 'V', description: 'D', date: '2026-11-01', amount: 1 },
      { vendor: 'V', description: 'D', date: '2026-11-01', amount: 2 },
    ])
    expect((await expenseStats(t.db, halves, TODAY)).averageExpense).toBe(2)
    expect(await expenseStats(t.db, await createUser(t.db), TODAY)).toEqual({
      totalExpenses: 0,
      totalAmount: 0,
      monthlyTotal: 0,
      yearlyTotal: 0,
      averageExpense: 0,
      categoryBreakdown: [],
      topVendors: [],
    })
  })
})
