import { Controller, useWatch } from 'react-hook-form'

import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_INFO,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  type ExpenseCategory,
} from '../../../domain/expenses/categories'
import { centsToDecimal } from '../../../domain/money'
import { scheduleCLineOf } from '../../../domain/reports/schedule-c'
import { newExpenseSchema } from '../../../shared/schemas/expense'
import { useAddExpense, useUpdateExpense } from '../../api/expenses'
import { CheckboxField } from '../../components/fields/checkbox-field'
import { DateField } from '../../components/fields/date-field'
import { MoneyField } from '../../components/fields/money-field'
import { SelectField } from '../../components/fields/select-field'
import { TagsField } from '../../components/fields/tags-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { Attachment } from '../../components/files/attachment'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useClosedYears } from '../../hooks/use-closed-years'
import { localToday } from '../../lib/format'
import { VendorPicker } from '../../components/fields/vendor-picker'

import type { Expense } from './expense-types'

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({
  value,
  label: EXPENSE_CATEGORY_INFO[value].label,
}))
const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: value }))
const FREQUENCY_LABELS = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const
const FREQUENCY_OPTIONS = RECURRING_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))

/** What the category choice means: its short description and the Schedule C line it lands on. */
function categoryHint(category: ExpenseCategory, date: string): string {
  const year = Number(date.slice(0, 4)) || new Date().getFullYear()
  const { line, label } = scheduleCLineOf(category, year)
  return `${EXPENSE_CATEGORY_INFO[category].description}. Schedule C line ${line} (${label}).`
}

/** The values the form starts with: the expense's, or a new one's defaults (spec 5). */
function startingValues(expense: Expense | null) {
  if (expense === null) {
    return {
      vendor: '',
      description: '',
      category: 'office_supplies' as ExpenseCategory,
      amount: '',
      date: localToday(),
      paymentMethod: 'Credit Card' as const,
      isRecurring: false,
      recurringFrequency: '' as const,
      tags: [],
      receiptNumber: '',
      notes: '',
    }
  }
  return {
    vendor: expense.vendor,
    description: expense.description,
    category: expense.category,
    amount: centsToDecimal(expense.amount),
    date: expense.date,
    paymentMethod: expense.paymentMethod,
    isRecurring: expense.isRecurring,
    recurringFrequency: expense.recurringFrequency ?? ('' as const),
    tags: expense.tags,
    receiptNumber: expense.receiptNumber ?? '',
    notes: expense.notes ?? '',
  }
}

const FORM: RecordFormKind = { words: recordWords('Expense'), draft: 'expense' }

/**
 * Add or edit an expense (spec 5): vendor from the active vendors or a new name, which the save makes an
 * active vendor (decision 015), description, category with its description and Schedule C line, amount
 * above 0, date (today by default), payment method (Credit Card by default), recurring with a required
 * frequency (unchecking clears it), tags, receipt number and notes. A refused save keeps everything typed
 * and says why.
 */
export function ExpenseFormDialog({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const mutations = { add: useAddExpense(), update: useUpdateExpense() }
  const form = useSchemaForm(newExpenseSchema, { defaultValues: startingValues(expense) })
  const closed = useClosedYears()
  const closedYear = expense ? closed.yearOf(expense.date) : null
  const [category, date, isRecurring] = useWatch({
    control: form.control,
    name: ['category', 'date', 'isRecurring'],
  })
  const recurring = form.register('isRecurring', {
    // Spec 4: unchecking the recurring box clears the frequency.
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) form.setValue('recurringFrequency', '')
    },
  })

  return (
    <RecordFormDialog
      kind={FORM}
      record={expense}
      form={form}
      mutations={mutations}
      closedYear={closedYear}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="vendor"
        render={({ field, fieldState }) => <VendorPicker {...field} error={fieldState.error?.message} />}
      />
      <TextField label="Description" {...form.field('description')} />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        hint={categoryHint(category ?? 'office_supplies', date ?? '')}
        {...form.field('category')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label="Amount" {...form.field('amount')} />
        <DateField
          label="Date"
          {...form.field('date')}
          error={(closedYear === null ? closed.dateError(date) : undefined) ?? form.errorOf('date')}
        />
      </div>
      <SelectField label="Payment Method" options={PAYMENT_OPTIONS} {...form.field('paymentMethod')} />
      <CheckboxField label="Recurring expense" {...recurring} error={form.errorOf('isRecurring')} />
      {isRecurring ? (
        <SelectField
          label="Frequency"
          placeholder="Choose a frequency"
          options={FREQUENCY_OPTIONS}
          {...form.field('recurringFrequency')}
        />
      ) : null}
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsField label="Tags" {...field} value={field.value ?? []} error={fieldState.error?.message} />
        )}
      />
      <TextField label="Receipt Number" {...form.field('receiptNumber')} />
      <TextareaField label="Notes" rows={3} {...form.field('notes')} />
      {expense ? (
        <Attachment owner={{ expenseId: expense.id }} title="Receipt File" takesPdf />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Attach a photo or PDF of the receipt after saving.
        </p>
      )}
    </RecordFormDialog>
  )
}
