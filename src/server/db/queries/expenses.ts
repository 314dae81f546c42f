import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'

import { EXPENSE_CATEGORIES } from '../../../domain/expenses/categories'
import { averageCents } from '../../../domain/money'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import type { ExpenseListQuery, ExpenseUpdate, NewExpense } from '../../../shared/schemas/expense'
import type { Database } from '../client'
import { expenses } from '../schema'
import { sqlList } from '../schema/columns'

import { listPage, searchCondition, withinMonth, withinYear, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(expenses)

/** Expense orders (spec 7: newest date first; the same day newest first); indexes expenses_date_idx and expenses_category_date_idx. */
const ORDERS: Record<ExpenseListQuery['sort'], ListOrder> = {
  date: {
    keys: [
      { expression: expenses.date, kind: 'date' },
      { expression: expenses.createdAt, kind: 'timestamp' },
    ],
  },
}

const amountSum = sql`coalesce(sum(${expenses.amount}), 0)`.mapWith(expenses.amount)

/** The sum of the amounts of the expenses that meet `condition`, in cents. */
const sumWhere = (condition: SQL) =>
  sql`coalesce(sum(${expenses.amount}) filter (where ${condition}), 0)`.mapWith(expenses.amount)

/**
 * One page of the user's expenses (spec 2): searched in vendor, description, notes, receipt number and
 * tags, of one category and one month, newest first, with each day's count and total over every
 * matching expense of that day (the day headers), not only the rows on this page.
 */
export async function listExpenses(db: Database, userId: string, query: ExpenseListQuery) {
  const { vendor, description, notes, receiptNumber, tags } = expenses
  const scope = ownedBy(expenses, userId)
  const filters = [
    searchCondition(query.q, [vendor, description, notes, receiptNumber, sql`array_to_string(${tags}, ' ')`]),
    query.category === undefined ? undefined : eq(expenses.category, query.category),
    query.month === undefined ? undefined : withinMonth(expenses.date, query.month),
  ]
  const page = await listPage(db, {
    table: expenses,
    id: expenses.id,
    scope,
    filters,
    order: ORDERS[query.sort],
    query,
    fetch: async (parts) =>
      db
        .select({ ...columns, cursorKey: parts.cursorKey })
        .from(expenses)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit),
  })
  const dates = [...new Set(page.rows.map((row) => row.date))]
  const days =
    dates.length === 0
      ? []
      : await db
          .select({ date: expenses.date, count: count(), total: amountSum })
          .from(expenses)
          .where(and(scope, ...filters, inArray(expenses.date, dates)))
          .groupBy(expenses.date)
          .orderBy(desc(expenses.date))
  return { ...page, days }
}

/**
 * The expense figures of spec 2 and 3 (Expense stats), all summed by the database: how many, the total,
 * this month and this year (of `today`, the user's date), the average, the amount per category (largest
 * first) and the top 10 vendors by amount with their count.
 */
export async function expenseStats(db: Database, userId: string, today: string) {
  const scope = ownedBy(expenses, userId)
  const [totals] = await db
    .select({
      totalExpenses: count(),
      totalAmount: amountSum,
      monthlyTotal: sumWhere(withinMonth(expenses.date, today.slice(0, 7))),
      yearlyTotal: sumWhere(withinYear(expenses.date, Number(today.slice(0, 4)))),
    })
    .from(expenses)
    .where(scope)
  const categoryAmount = sql`sum(${expenses.amount})`.mapWith(expenses.amount)
  // Categories of equal amounts keep the spec's order of categories (spec 3), not the alphabet's.
  const specOrder = sql`array_position(array[${sqlList(EXPENSE_CATEGORIES)}], ${expenses.category})`
  const categoryBreakdown = await db
    .select({ category: expenses.category, amount: categoryAmount, count: count() })
    .from(expenses)
    .where(scope)
    .groupBy(expenses.category)
    .orderBy(desc(categoryAmount), specOrder)
  const vendorAmount = sql`sum(${expenses.amount})`.mapWith(expenses.amount)
  const topVendors = await db
    // One spelling per vendor, whatever the database's collation: byte order ('USPS' before 'usps').
    .select({ name: sql<string>`min(${expenses.vendor} collate "C")`, amount: vendorAmount, count: count() })
    .from(expenses)
    .where(scope)
    .groupBy(sql`lower(${expenses.vendor})`)
    .orderBy(desc(vendorAmount), sql`lower(${expenses.vendor})`)
    .limit(TOP_LIST_LIMIT)
  const totalExpenses = totals?.totalExpenses ?? 0
  const totalAmount = totals?.totalAmount ?? 0
  return {
    totalExpenses,
    totalAmount,
    monthlyTotal: totals?.monthlyTotal ?? 0,
    yearlyTotal: totals?.yearlyTotal ?? 0,
    averageExpense: averageCents(totalAmount, totalExpenses),
    categoryBreakdown,
    topVendors,
  }
}

export async function getExpense(db: Database, userId: string, id: string) {
  const [expense] = await db
    .select(columns)
    .from(expenses)
    .where(ownedBy(expenses, userId, id))
  return expense
}

export async function createExpense(db: Database, userId: string, input: NewExpense) {
  return inserted(
    await db
      .insert(expenses)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updateExpense(db: Database, userId: string, id: string, changes: ExpenseUpdate) {
  const [expense] = await db
    .update(expenses)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(expenses, userId, id))
    .returning(columns)
  return expense
}

export async function deleteExpense(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(expenses)
    .where(ownedBy(expenses, userId, id))
    .returning({ id: expenses.id })
  return deleted.length > 0
}
