import { z } from 'zod'

import {
  DEFAULT_EXPENSE_CATEGORY,
  DEFAULT_PAYMENT_METHOD,
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  recurringFields,
} from '../../domain/expenses/categories'
import { normalizeTags } from '../../domain/expenses/tags'
import { MAX_EXPENSE_TAGS, TEXT_LIMITS } from '../../domain/text-limits'

import { isoDateSchema, monthSchema, moneySchema, optionalText, requiredText, textSchema } from './common'
import { listQuerySchema } from './list'

export const expenseCategorySchema = z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category' })

/** Tags are trimmed, unique and non-empty (spec 5). */
const tagsSchema = z
  .array(textSchema(TEXT_LIMITS.expenses.tags, 'A tag must be text'), {
    error: 'Tags must be a list of words',
  })
  .max(MAX_EXPENSE_TAGS, `At most ${MAX_EXPENSE_TAGS} tags`)
  .transform(normalizeTags)

/** A frequency, or none (an empty select). */
const frequencySchema = z
  .union([z.literal(''), z.enum(RECURRING_FREQUENCIES)], { error: 'Choose monthly, quarterly or yearly' })
  .nullable()
  .transform((value) => (value ? value : null))

const fields = {
  vendor: requiredText('Vendor is required', TEXT_LIMITS.expenses.vendor),
  description: requiredText('Description is required', TEXT_LIMITS.expenses.description),
  category: expenseCategorySchema,
  amount: moneySchema({
    required: 'Amount is required',
    min: 1,
    minMessage: 'Amount must be greater than 0',
  }),
  date: isoDateSchema('Date is required'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  receiptNumber: optionalText(TEXT_LIMITS.expenses.receiptNumber),
  notes: optionalText(TEXT_LIMITS.expenses.notes),
  isRecurring: z.boolean({ error: 'Recurring must be true or false' }),
  recurringFrequency: frequencySchema,
  tags: tagsSchema,
}

/**
 * Spec 5: a recurring expense needs a frequency; spec 4: one that is not recurring has none. Checked on a
 * whole expense: a new one, or a stored one with a change applied.
 */
export const recurrenceSchema = z
  .object({ isRecurring: z.boolean(), recurringFrequency: z.enum(RECURRING_FREQUENCIES).nullable() })
  .transform((expense, ctx) => {
    const outcome = recurringFields(expense.isRecurring, expense.recurringFrequency)
    if (outcome.ok)
      return { isRecurring: outcome.isRecurring, recurringFrequency: outcome.recurringFrequency }
    ctx.addIssue({ code: 'custom', path: ['recurringFrequency'], message: outcome.message })
    return z.NEVER
  })

/** A new expense (spec 3 and 5). Amount in cents, above 0. */
export const newExpenseSchema = z
  .strictObject({
    ...fields,
    category: fields.category.default(DEFAULT_EXPENSE_CATEGORY),
    paymentMethod: fields.paymentMethod.default(DEFAULT_PAYMENT_METHOD),
    isRecurring: fields.isRecurring.default(false),
    recurringFrequency: fields.recurringFrequency.default(null),
    tags: fields.tags.default([]),
  })
  .transform((expense, ctx) => {
    const recurrence = recurrenceSchema.safeParse(expense)
    if (recurrence.success) return { ...expense, ...recurrence.data }
    for (const issue of recurrence.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    return z.NEVER
  })

/** Changes to an expense; the server checks the recurrence rule on the stored expense with the change. */
export const expenseUpdateSchema = z.strictObject(fields).partial()

/** The expense list (spec 2: search, category and month filters; spec 7: newest date first). */
export const expenseListQuerySchema = listQuerySchema({
  sorts: ['date'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  filters: {
    category: expenseCategorySchema.optional(),
    month: monthSchema.optional(),
  },
})

export type NewExpense = z.infer<typeof newExpenseSchema>
export type ExpenseUpdate = z.infer<typeof expenseUpdateSchema>
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>
