import { Receipt, Repeat } from 'lucide-react'

import { expenseCategoryLabel } from '../../../domain/expenses/categories'
import { writeFailureMessage } from '../../../domain/messages'
import { useDeleteExpense } from '../../api/expenses'
import { DayGroups, type DayList } from '../../components/day-groups'
import { ListEmptyState } from '../../components/empty-state'
import { RecordCard } from '../../components/record-card'
import { RowActions } from '../../components/row-actions'
import { Badge } from '../../components/ui/badge'

import type { Expense } from './expense-types'

/** Which day an expense belongs to. */
const expenseDate = (expense: Expense) => expense.date

const FREQUENCY_LABELS = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const

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
  list: DayList<Expense>
  isFiltered: boolean
  onAdd: () => void
  onEdit: (expense: Expense) => void
}) {
  return (
    <DayGroups
      list={list}
      dateOf={expenseDate}
      rowKey={(expense) => expense.id}
      renderRow={(expense) => <ExpenseCard expense={expense} onEdit={() => onEdit(expense)} />}
      noun={{ one: 'expense', other: 'expenses' }}
      loadMoreLabel="Load More Expenses"
      empty={
        <ListEmptyState
          isFiltered={isFiltered}
          icon={Receipt}
          notFound={{ title: 'No expenses found', hint: 'Try another search, category or month.' }}
          none={{
            title: 'No expenses yet',
            hint: 'Record supplies, fees and services you pay for the business.',
          }}
          add={{ label: 'Add Expense', onClick: onAdd }}
        />
      }
    />
  )
}

/** One expense: vendor, description, amount, its badges, the details recorded, and edit and delete. */
function ExpenseCard({ expense, onEdit }: { expense: Expense; onEdit: () => void }) {
  const remove = useDeleteExpense()
  return (
    <RecordCard
      title={expense.vendor}
      subtitle={expense.description}
      amount={expense.amount}
      actions={
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
      }
    >
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
    </RecordCard>
  )
}
