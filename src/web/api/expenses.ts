import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { z } from 'zod'

import type { ExpenseUpdate, NewExpense, expenseListQuerySchema } from '../../shared/schemas/expense'

import { api, call, send } from './client'
import { writeOrKeep } from './kept-writes'
import { listQuery } from './lists'
import { vendorKeys } from './vendors'

const expenseKeys = {
  all: ['expenses'] as const,
  lists: ['expenses', 'list'] as const,
  stats: ['expenses', 'stats'] as const,
}

/** What an expense list is asked for: search, category and month (the URL holds them). */
type ExpenseFilters = Omit<z.input<typeof expenseListQuerySchema>, 'cursor' | 'limit'>

/** The user's expenses, newest first, a page at a time with each day's count and total. */
const fetchExpensePage = (query: ExpenseFilters & { cursor?: string }, init: RequestInit) =>
  call(api.expenses.$get({ query }, { init }))

export const expensesQuery = (filters: ExpenseFilters = {}) =>
  listQuery(expenseKeys.lists, filters, fetchExpensePage)

/** The expense figures of the stat cards (spec 2), summed by the server. */
export const expenseStatsQuery = () =>
  queryOptions({
    queryKey: expenseKeys.stats,
    queryFn: async ({ signal }) =>
      (await call(api.expenses.stats.$get(undefined, { init: { signal } }))).stats,
  })

/**
 * An expense write changes the expense list and figures, and the vendors' spending; a saved expense may
 * also name a new vendor, which the server creates (the vendor list, figures and pickers).
 */
function useInvalidateExpenses() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
    ])
}

export function useAddExpense() {
  const invalidate = useInvalidateExpenses()
  return useMutation({
    // Without the network the expense is kept on this device and sent when it returns (decision 024).
    mutationFn: async (expense: NewExpense) =>
      (
        await writeOrKeep<InferResponseType<typeof api.expenses.$post, 201>>(
          'expense',
          '/api/expenses',
          expense,
        )
      )?.expense ?? null,
    // A write kept offline does not wait for the lists, which cannot be read again until the network returns.
    onSuccess: (saved) => (saved === null ? void invalidate() : invalidate()),
  })
}

export function useUpdateExpense() {
  const invalidate = useInvalidateExpenses()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ExpenseUpdate }) =>
      (await call(api.expenses[':id'].$patch({ param: { id }, json: changes }))).expense,
    onSuccess: invalidate,
  })
}

export function useDeleteExpense() {
  const invalidate = useInvalidateExpenses()
  return useMutation({
    mutationFn: (id: string) => send(api.expenses[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}

/** One page of the expense list as the server answers it. */
export type ExpensePage = Awaited<ReturnType<typeof fetchExpensePage>>
