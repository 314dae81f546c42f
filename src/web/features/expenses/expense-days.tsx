import { Pencil, Plus, Receipt, Repeat, Trash2 } from 'lucide-react'
import { useMemo } from 'react'

import { groupByDay } from '../../../domain/day-groups'
import { expenseCategoryLabel } from '../../../domain/expenses/categories'
import { writeFailureMessage } from '../../../domain/messages'
import { useDeleteExpense, type ExpensePage } from '../../api/expenses'
import { useConfirm } from '../../components/confirm/confirm-context'
import { EmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { PagingStatus } from '../../components/table/paging-status'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import type { ListPaging } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import type { Expense } from './expense-types'

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
  const pages = list.query.data?.pages
  const days = useMemo(() => {
    const sums = new Map<string, { count: number; total: number }>()
    for (const page of pages ?? []) for (const day of page.days) sums.set(day.date, day)
    return groupByDay(list.rows, (expense) => expense.date).map((group) => ({
      ...group,
      sums: sums.get(group.date) ?? { count: group.items.length, total: 0 },
    }))
  }, [pages, list.rows])

  if (list.rows.length === 0) {
    return isFiltered ? (
      <EmptyState icon={Receipt} title="No expenses found" hint="Try another search, category or month." />
    ) : (
      <EmptyState
        icon={Receipt}
        title="No expenses yet"
        hint="Record supplies, fees and services you pay for the business."
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Expense
          </Button>
        }
      />
    )
  }

  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2 px-1">
            <h2 id={`day-${day.date}`} className="text-sm font-semibold text-slate-900 dark:text-white">
              {day.displayDate}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatCount(day.sums.count)} {day.sums.count === 1 ? 'expense' : 'expenses'} ·{' '}
              <MoneyText cents={day.sums.total} className="font-medium text-slate-900 dark:text-white" />
            </p>
          </header>
          <ul className="space-y-3">
            {day.items.map((expense) => (
              <li key={expense.id}>
                <ExpenseCard expense={expense} onEdit={() => onEdit(expense)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="flex justify-center py-2">
        {list.paging.hasNextPage && !list.paging.isFetchingNextPage && !list.paging.isFetchNextPageError ? (
          <Button variant="secondary" onClick={() => void list.paging.fetchNextPage()}>
            Load More Expenses
          </Button>
        ) : (
          <PagingStatus paging={list.paging} />
        )}
      </div>
    </div>
  )
}

/** One expense: vendor, description, amount, its badges, the details recorded, and edit and delete. */
function ExpenseCard({ expense, onEdit }: { expense: Expense; onEdit: () => void }) {
  const confirm = useConfirm()
  const remove = useDeleteExpense()
  const onDelete = async () => {
    const isSure = await confirm({
      question: 'Are you sure you want to delete this expense?',
      confirmLabel: 'Delete',
      tone: 'danger',
    })
    if (!isSure) return
    remove.mutate(expense.id, {
      onError: (error) => notifyFailure(writeFailureMessage('delete', 'expense'), error),
    })
  }
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
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit expense ${expense.description}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onDelete()}
          disabled={remove.isPending}
          aria-label={`Delete expense ${expense.description}`}
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  )
}
