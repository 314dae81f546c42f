import { Hono } from 'hono'

import {
  expenseListQuerySchema,
  expenseUpdateSchema,
  newExpenseSchema,
  recurrenceSchema,
  type ExpenseUpdate,
} from '../../shared/schemas/expense'
import type { AppEnv } from '../context'
import type { Database } from '../db/client'
import { expenseRows, expenseStats, listExpenses } from '../db/queries/expenses'
import { userToday } from '../today'
import { validationError } from '../validate'
import { insertNamingVendor, updateNamingVendor } from '../vendor-names'

import { resourceRoutes } from './resource'

/**
 * A change to an expense, checked against the stored expense: the recurrence rule spans two fields
 * (spec 5: frequency required when recurring; spec 4: unchecking recurring clears it).
 */
async function changeExpense(db: Database, userId: string, id: string, changes: ExpenseUpdate) {
  const [stored] = await expenseRows.get(db, userId, id)
  if (stored === undefined) return []
  const recurrence = recurrenceSchema.safeParse({ ...stored, ...changes })
  if (!recurrence.success) throw validationError(recurrence.error)
  return expenseRows.update(db, userId, id, { ...changes, ...recurrence.data })
}

/** /api/expenses (spec 2, External Purchases), with the expense figures. */
export const expenseRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => {
    const today = await userToday(c.var.db, c.var.userId)
    return c.json({ stats: await expenseStats(c.var.db, c.var.userId, today) }, 200)
  })
  .route(
    '/',
    resourceRoutes({
      label: 'Expense',
      answer: (expense) => ({ expense }),
      rows: expenseRows,
      list: { query: expenseListQuerySchema, run: listExpenses },
      // A vendor no vendor of the user's is named is created with the expense (vendor-names.ts).
      create: { body: newExpenseSchema, run: insertNamingVendor(expenseRows.insert) },
      update: { body: expenseUpdateSchema, run: updateNamingVendor(changeExpense) },
    }),
  )
