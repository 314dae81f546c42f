/**
 * Expense figures of spec 2 (External Purchases) and spec 3, 9 (Expense stats): count, total, this month
 * (date prefix YYYY-MM of `today`), this year, average per expense, breakdown by category and the top 10
 * vendors by amount with their count. Money in cents; the average is rounded half away from zero.
 */

import type { IsoDate } from '../dates'
import { inMonth } from '../day-groups'
import { containsText } from '../items/search'
import type { Cents } from '../money'
import { averageCents } from '../money'
import type { TopEntry } from '../receipts/stats'
import { topByAmount } from '../receipts/stats'
import type { ExpenseCategory } from './categories'
import { EXPENSE_CATEGORIES } from './categories'

/** What the stats need of an expense. */
export interface ExpenseForStats {
  vendor: string
  category: ExpenseCategory
  amount: Cents
  date: IsoDate
}

/** Amount and count of one category. */
export interface CategoryTotal {
  category: ExpenseCategory
  amount: Cents
  count: number
}

/** Expense stats (spec 3). */
export interface ExpenseStats {
  totalExpenses: number
  totalAmount: Cents
  monthlyTotal: Cents
  yearlyTotal: Cents
  averageExpense: Cents
  /** Categories with at least one expense, largest amount first. */
  categoryBreakdown: CategoryTotal[]
  topVendors: TopEntry[]
}

/** Amount and count per category, largest first (ties in the spec's category order); empty ones left out. */
export function categoryTotals(
  expenses: readonly Pick<ExpenseForStats, 'category' | 'amount'>[],
): CategoryTotal[] {
  const totals = new Map<ExpenseCategory, CategoryTotal>()
  for (const expense of expenses) {
    const total = totals.get(expense.category) ?? { category: expense.category, amount: 0, count: 0 }
    total.amount += expense.amount
    total.count += 1
    totals.set(expense.category, total)
  }
  const order = (category: ExpenseCategory) => EXPENSE_CATEGORIES.indexOf(category)
  return [...totals.values()].sort((a, b) => b.amount - a.amount || order(a.category) - order(b.category))
}

/** Expense stats over `expenses`, with this month and this year taken from `today`. */
export function expenseStats(expenses: readonly ExpenseForStats[], today: IsoDate): ExpenseStats {
  const month = today.slice(0, 7)
  const year = today.slice(0, 4)
  let totalAmount = 0
  let monthlyTotal = 0
  let yearlyTotal = 0
  for (const expense of expenses) {
    totalAmount += expense.amount
    if (expense.date.startsWith(month)) monthlyTotal += expense.amount
    if (expense.date.startsWith(year)) yearlyTotal += expense.amount
  }
  return {
    totalExpenses: expenses.length,
    totalAmount,
    monthlyTotal,
    yearlyTotal,
    averageExpense: averageCents(totalAmount, expenses.length),
    categoryBreakdown: categoryTotals(expenses),
    topVendors: topByAmount(
      expenses,
      (e) => e.vendor,
      (e) => e.amount,
    ),
  }
}

/** Filters of the External Purchases list (spec 2): text, category ('' for all), month 'YYYY-MM' ('' for all). */
export interface ExpenseFilter {
  query: string
  category: ExpenseCategory | ''
  month: string
}

/** Whether an expense passes the list filters; the search looks at vendor, description, notes, receipt number and tags. */
export function matchesExpenseFilter(
  expense: ExpenseForStats & {
    description: string
    notes: string | null
    receiptNumber: string | null
    tags: readonly string[]
  },
  filter: ExpenseFilter,
): boolean {
  const q = filter.query.trim()
  const matchesQuery =
    q === '' ||
    [expense.vendor, expense.description, expense.notes, expense.receiptNumber, ...expense.tags].some(
      (field) => containsText(field, q),
    )
  return (
    matchesQuery &&
    (filter.category === '' || expense.category === filter.category) &&
    inMonth(expense.date, filter.month)
  )
}
