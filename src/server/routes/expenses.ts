import { desc } from 'drizzle-orm'
import { checkRecurrenceOf, expenseUpdateSchema, newExpenseSchema } from '../../shared/schemas/expense'
import { expenseRows } from '../db/queries/expenses'
import { expenses } from '../db/schema'
import { AppError } from '../errors'

import { crudRoutes } from './crud'

export const expenseRoutes = crudRoutes({
  rows: expenseRows,
  one: 'expense',
  many: 'expenses',
  label: 'Expense',
  orderBy: () => [desc(expenses.date), desc(expenses.createdAt)],
  create: newExpenseSchema,
  update: expenseUpdateSchema,
  // The recurrence rule spans two fields, so a change is checked against the row it lands on.
  prepareUpdate: async (_c, existing, changes) => {
    const merged = { ...existing, ...changes } as Parameters<typeof checkRecurrenceOf>[0]
    const problem = checkRecurrenceOf(merged)
    if (problem) throw new AppError('validation_failed', problem, { recurringFrequency: problem })
    return merged.isRecurring ? changes : { ...changes, recurringFrequency: null }
  },
})
