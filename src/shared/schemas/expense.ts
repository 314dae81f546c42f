import { z } from 'zod'

import {
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  recurringFields,
  type RecurringFrequency,
} from '../../domain/expenses/categories'
import { normalizeTags } from '../../domain/expenses/tags'
import { MAX_CENTS } from '../../domain/money'

import { isoDateSchema, optionalText, requiredText } from './common'

/** Tags are trimmed, unique and non-empty (spec 5). */
const tagsSchema = z
  .array(z.string().max(50, 'A tag is at most 50 characters'), { error: 'Tags must be a list of words' })
  .max(50, 'At most 50 tags')
  .transform(normalizeTags)

const fields = {
  vendor: requiredText('Vendor is required', 200),
  description: requiredText('Description is required', 1000),
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category' }),
  amount: z
    .number({ error: 'Amount is required' })
    .int('Must be a whole number of cents')
    .min(1, 'Amount must be greater than 0')
    .max(MAX_CENTS, 'Is too large'),
  date: isoDateSchema('Date is required'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  receiptNumber: optionalText(100),
  notes: optionalText(),
  isRecurring: z.boolean(),
  recurringFrequency: z
    .enum(RECURRING_FREQUENCIES, { error: 'Choose monthly, quarterly or yearly' })
    .nullable(),
  tags: tagsSchema,
}

const baseNewExpense = z.strictObject({
  ...fields,
  category: fields.category.default('office_supplies'),
  paymentMethod: fields.paymentMethod.default('Credit Card'),
  isRecurring: z.boolean().default(false),
  recurringFrequency: fields.recurringFrequency.default(null),
  tags: tagsSchema.default([]),
})

/** Spec 5: a recurring expense needs a frequency. Returns the message when the rule is broken. */
export function checkRecurrenceOf(expense: {
  isRecurring: boolean
  recurringFrequency: RecurringFrequency | null
}): string | null {
  const outcome = recurringFields(expense.isRecurring, expense.recurringFrequency)
  return outcome.ok ? null : outcome.message
}

function checkRecurrence(
  expense: { isRecurring: boolean; recurringFrequency: RecurringFrequency | null },
  ctx: z.RefinementCtx,
) {
  const problem = checkRecurrenceOf(expense)
  if (problem) ctx.addIssue({ code: 'custom', path: ['recurringFrequency'], message: problem })
}

/** A new expense (spec 3 and 5). Amount in cents, above 0. */
export const newExpenseSchema = baseNewExpense.superRefine(checkRecurrence).transform((expense) => ({
  ...expense,
  recurringFrequency: expense.isRecurring ? expense.recurringFrequency : null,
}))

/** Changes to an expense; the server checks the merged result against the recurrence rule. */
export const expenseUpdateSchema = z.strictObject(fields).partial()

export type NewExpense = z.infer<typeof newExpenseSchema>
export type ExpenseUpdate = z.infer<typeof expenseUpdateSchema>
