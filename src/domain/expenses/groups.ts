/** Expenses grouped by day, newest first, each day with its total in cents (spec 2, External Purchases). */

import type { DayGroup } from '../day-groups'
import { groupByDay } from '../day-groups'
import type { IsoDate } from '../dates'
import type { Cents } from '../money'

/** Groups expenses by their date, newest day first; a day's total is the sum of its amounts. */
export function groupExpensesByDay<T extends { date: IsoDate; amount: Cents }>(
  expenses: readonly T[],
): DayGroup<T>[] {
  return groupByDay(
    expenses,
    (expense) => expense.date,
    (expense) => expense.amount,
  )
}
