import type { ExpensePage } from '../../api/expenses'

/** One expense as the list answers it. */
export type Expense = ExpensePage['rows'][number]
