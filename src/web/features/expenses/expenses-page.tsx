import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Receipt, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { EXPENSE_CATEGORIES } from '../../../domain/expenses/categories'
import { expenseStatsQuery, expensesQuery } from '../../api/expenses'
import { MoneyText } from '../../components/money-text'
import { RecordsPage } from '../../components/records-page'
import { PeriodTotalCards, StatCard, StatGrid } from '../../components/stat-card'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useUrlState } from '../../hooks/use-url-state'
import { formatCount } from '../../lib/format'

import { ExpenseDays } from './expense-days'
import { ExpenseFilters } from './expense-filters'
import { ExpenseFormDialog } from './expense-form'
import type { Expense } from './expense-types'

/** Search, category and month live in the URL (kit guide: lists keep their filters there). */
const PARAMS = {
  q: z.string().default(''),
  category: z.enum(['', ...EXPENSE_CATEGORIES]).catch(''),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .or(z.literal(''))
    .catch(''),
}

/** What the form shows: nothing, a new expense, or one being edited. */
type Editing = { expense: Expense | null } | null

/** External Purchases (spec 2): the figures, the filters and the expenses by day, newest first. */
export function ExpensesPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [editing, setEditing] = useState<Editing>(null)
  const stats = useQuery(expenseStatsQuery())
  const filters = {
    q: params.q,
    ...(params.category ? { category: params.category } : {}),
    ...(params.month ? { month: params.month } : {}),
  }
  const list = useInfiniteRows(useInfiniteQuery(expensesQuery(filters)))
  const isFiltered = params.q !== '' || params.category !== '' || params.month !== ''

  return (
    <RecordsPage
      header={{
        title: 'External Purchases',
        description: 'Business expenses beyond your inventory: supplies, services, fees and subscriptions',
        add: { label: 'Add Expense', onClick: () => setEditing({ expense: null }) },
      }}
      loadingLabel="Loading expenses..."
      errorMessage="Failed to load expenses"
      stats={stats}
      renderStats={(figures) => (
        <StatGrid className="mb-6">
          <StatCard
            label="Total Expenses"
            value={<MoneyText cents={figures.totalAmount} />}
            hint={`${formatCount(figures.totalExpenses)} ${figures.totalExpenses === 1 ? 'expense' : 'expenses'}`}
            icon={Receipt}
          />
          <PeriodTotalCards monthlyTotal={figures.monthlyTotal} yearlyTotal={figures.yearlyTotal} />
          <StatCard
            label="Average Expense"
            value={<MoneyText cents={figures.averageExpense} />}
            icon={TrendingUp}
            tone="warning"
          />
        </StatGrid>
      )}
      filters={
        <ExpenseFilters params={params} onChange={setParams} isFiltered={isFiltered} counts={list.counts} />
      }
      list={list.query}
      renderList={() => (
        <ExpenseDays
          list={list}
          isFiltered={isFiltered}
          onAdd={() => setEditing({ expense: null })}
          onEdit={(expense) => setEditing({ expense })}
        />
      )}
      dialogs={
        editing ? <ExpenseFormDialog expense={editing.expense} onClose={() => setEditing(null)} /> : null
      }
    />
  )
}
