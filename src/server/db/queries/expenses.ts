import { and, eq, lte, sql, type SQL } from 'drizzle-orm'

import { EXPENSE_CATEGORIES } from '../../../domain/expenses/categories'
import { averageCents, sumCents } from '../../../domain/money'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import type { ExpenseListQuery } from '../../../shared/schemas/expense'
import type { Database } from '../client'
import { expenseMonthTotal, keptCount } from '../kept-totals'
import { expenseMonthTotals, expenseSearchTexts, expenseVendorTotals, expenses } from '../schema'

import { listPage, searchLoweredCondition, withinMonth, withinYear, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's expenses. */
export const expenseRows = ownedRows(expenses, ['searchText'])

/** Expense orders (spec 7: newest date first; the same day newest first); indexes expenses_date_idx and expenses_category_date_idx. */
const ORDERS: Record<ExpenseListQuery['sort'], ListOrder> = {
  date: {
    keys: [
      { expression: expenses.date, kind: 'date' },
      { expression: expenses.createdAt, kind: 'timestamp' },
    ],
  },
}

/**
 * One page of the user's expenses (spec 2): searched in vendor, description, notes, receipt number and
 * tags, of one category and one month, newest first, with each day's count and total over every
 * matching expense of that day (the day headers), not only the rows on this page.
 */
export async function listExpenses(db: Database, userId: string, query: ExpenseListQuery) {
  const filtered = and(
    query.category === undefined ? undefined : eq(expenseMonthTotals.category, query.category),
    query.month === undefined ? undefined : eq(expenseMonthTotals.month, `${query.month}-01`),
  )
  return listPage(db, {
    table: expenses,
    id: expenses.id,
    scope: ownedBy(expenses, userId),
    filters: [
      searchLoweredCondition(query.q, expenses.searchText),
      query.category === undefined ? undefined : eq(expenses.category, query.category),
      query.month === undefined ? undefined : withinMonth(expenses.date, query.month),
    ],
    order: ORDERS[query.sort],
    query,
    rows: async (parts) => expenseRows.page(db, parts, {}),
    total: keptCount(expenseMonthTotal, userId),
    // Filtered without a search: the totals of the category and month know the matches. Searched only: the
    // narrow copies of the searched text count them (migration 0009: the stored text is the expenses' last
    // column, which the database steps over every other column to reach). With a search and a category or
    // a month, the expenses' own indexes narrow the rows to check first (the engine counts them).
    matching:
      query.q === ''
        ? keptCount(expenseMonthTotal, userId, filtered)
        : filtered === undefined
          ? sql<number>`(select count(*)::int from ${expenseSearchTexts} where ${and(
              eq(expenseSearchTexts.userId, userId),
              searchLoweredCondition(query.q, expenseSearchTexts.searchText),
            )})`
          : undefined,
    days: { kind: 'whole', date: expenses.date, amount: expenses.amount },
  })
}

/**
 * The expense figures of spec 2 and 3 (Expense stats), from the running totals (decision 018) rather than
 * the expenses: how many, the total, this month and this year (of `today`, the user's date; the months'
 * totals summed), the average, the amount per category (largest first, ties in the spec's order) and the
 * top 10 vendors by amount (names compared case-insensitively) with their count.
 */
export async function expenseStats(db: Database, userId: string, today: string) {
  const { month, category } = expenseMonthTotals
  const amountOf = (condition?: SQL) =>
    sql`coalesce(sum(${expenseMonthTotals.amount})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.mapWith(
      expenseMonthTotals.amount,
    )
  // One row per category; the totals over all categories are their sums, added here in whole cents.
  const rows = await db
    .select({
      category,
      count: sql<number>`sum(${expenseMonthTotals.count})::int`,
      amount: amountOf(),
      monthlyTotal: amountOf(sql`${month} = ${`${today.slice(0, 7)}-01`}::date`),
      yearlyTotal: amountOf(withinYear(month, Number(today.slice(0, 4)))),
    })
    .from(expenseMonthTotals)
    .where(eq(expenseMonthTotals.userId, userId))
    .groupBy(category)
  // The vendors ranked 10th or better by amount, ties at the 10th included, so that the order by name below
  // breaks them as over all vendors; the database sends those few rows rather than every vendor.
  const ranked = db
    .select({
      // One spelling per vendor, whatever the database's collation: byte order ('USPS' before 'usps').
      name: sql<string>`min(${expenseVendorTotals.vendor} collate "C")`.as('name'),
      amount: sql`sum(${expenseVendorTotals.amount})`.mapWith(expenseVendorTotals.amount).as('amount'),
      count: sql<number>`sum(${expenseVendorTotals.count})::int`.as('count'),
      rank: sql<number>`rank() over (order by sum(${expenseVendorTotals.amount}) desc)`.as('rank'),
    })
    .from(expenseVendorTotals)
    .where(eq(expenseVendorTotals.userId, userId))
    .groupBy(sql`lower(${expenseVendorTotals.vendor})`)
    .as('ranked')
  const vendorRows = await db
    .select({ name: ranked.name, amount: ranked.amount, count: ranked.count })
    .from(ranked)
    .where(lte(ranked.rank, TOP_LIST_LIMIT))
  const categoryBreakdown = rows
    .map(({ category: name, amount, count }) => ({ category: name, amount, count }))
    .sort(
      (a, b) =>
        b.amount - a.amount ||
        EXPENSE_CATEGORIES.indexOf(a.category) - EXPENSE_CATEGORIES.indexOf(b.category),
    )
  const topVendors = vendorRows
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
    .slice(0, TOP_LIST_LIMIT)
  const totalExpenses = rows.reduce((sum, row) => sum + row.count, 0)
  const totalAmount = sumCents(rows.map((row) => row.amount))
  return {
    totalExpenses,
    totalAmount,
    monthlyTotal: sumCents(rows.map((row) => row.monthlyTotal)),
    yearlyTotal: sumCents(rows.map((row) => row.yearlyTotal)),
    averageExpense: averageCents(totalAmount, totalExpenses),
    categoryBreakdown,
    topVendors,
  }
}
