import { Receipt, Repeat } from 'lucide-react'

import { expenseCategoryLabel } from '../../../domain/expenses/categories'
import { writeFailureMessage } from '../../../domain/messages'
import { useDeleteExpense, type ExpensePage } from '../../api/expenses'
import { DayGroups } from '../../components/day-groups'
import { EmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { RowActions } from '../../components/row-actions'
import { Badge } from '../../components/ui/badge'
import type { ListPaging } from '../../hooks/use-infinite-rows'

import type { Expense } from './expense-types'

/** Which day an expense belongs to. */
const expenseDate = (expense: Expense) => expense.date

const FREQUENCY_LABELS = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const

interface ExpenseList {
  rows: Expense[]
  query: { data?: { pages: ExpensePage[] } | undefined }
  paging: ListPaging
}

/**
 * The expenses by day, newest first (spec 2). Each day's header shows how many expenses it has and their
 * total over every matching expense of that day, as the server summed them, not only the loaded ones.
 */
export function ExpenseDays({
  list,
  isFiltered,
  onAdd,
  onEdit,
}: {
  list: ExpenseList
  isFiltered: boolean
  onAdd: () => void
  onEdit: (expense: Expense) => void
}) {
  return (
    <DayGroups
      rows={list.rows}
      pages={list.query.data?.pages}
      dateOf={expenseDate}
      rowKey={(expense) => expense.id}
      renderRow={(expense) => <ExpenseCard expense={expense} onEdit={() => onEdit(expense)} />}
      noun={{ one: 'expense', other: 'expenses' }}
      paging={list.paging}
      loadMoreLabel="Load More Expenses"
      empty={
        isFiltered ? (
          <EmptyState
            icon={Receipt}
            title="No expenses found"
            hint="Try another search, category or month."
          />
        ) : (
          <EmptyState
            icon={Receipt}
            title="No expenses yet"
            hint="Record supplies, fees and services you pay for the business."
            add={{ label: 'Add Expense', onClick: onAdd }}
          />
        )
      }
    />
  )
}

/** One expense: vendor, description, amount, its badges, the details recorded, and edit and delete. */
function ExpenseCard({ expense, onEdit }: { expense: Expense; onEdit: () => void }) {
  const remove = useDeleteExpense()
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">{expense.vendor}</h3>
          <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
            {expense.description}
          </p>
        </div>
        <MoneyText
          cents={expense.amount}
          className="shrink-0 text-lg font-semibold text-slate-900 dark:text-white"
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone="blue">{expenseCategoryLabel(expense.category)}</Badge>
        {expense.isRecurring ? (
          <Badge tone="purple">
            <Repeat aria-hidden="true" className="size-3" />
            Recurring{expense.recurringFrequency ? ` · ${FREQUENCY_LABELS[expense.recurringFrequency]}` : ''}
          </Badge>
        ) : null}
        {expense.tags.map((tag) => (
          <Badge key={tag} tone="green">
            #{tag}
          </Badge>
        ))}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-400">
        <div className="flex gap-1.5">
          <dt>Payment:</dt>
          <dd className="text-slate-800 dark:text-slate-200">{expense.paymentMethod}</dd>
        </div>
        {expense.receiptNumber ? (
          <div className="flex gap-1.5">
            <dt>Receipt #:</dt>
            <dd className="break-all text-slate-800 dark:text-slate-200">{expense.receiptNumber}</dd>
          </div>
        ) : null}
        {expense.notes ? (
          <div className="flex gap-1.5 sm:col-span-2">
            <dt>Notes:</dt>
            <dd className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
              {expense.notes}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <RowActions
          name={`expense ${expense.description}`}
          onEdit={onEdit}
          showText
          deletion={{
            id: expense.id,
            mutation: remove,
            question: 'Are you sure you want to delete this expense?',
            failureMessage: writeFailureMessage('delete', 'expense'),
          }}
        />
      </div>
    </article>
  )
}
