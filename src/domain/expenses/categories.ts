/** Expense categories of spec 3, in the spec's order. */
export const EXPENSE_CATEGORIES = [
  'office_supplies',
  'shipping_supplies',
  'office_expenses',
  'utilities',
  'subscriptions',
  'online_purchases',
  'marketing',
  'professional_services',
  'travel',
  'equipment',
  'software',
  'insurance',
  'taxes_fees',
  'other',
] as const

/** One of the expense category values of spec 3 (office_supplies … other). */
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number]

/** Payment methods of spec 3; the stored value is the label itself. */
export const PAYMENT_METHODS = [
  'Credit Card',
  'Debit Card',
  'Cash',
  'Check',
  'Bank Transfer',
  'PayPal',
  'Venmo',
  'Other',
] as const

/** One of the payment methods of spec 3, stored as its label. */
type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Recurring expense frequencies of spec 3. */
export const RECURRING_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const

/** How often a recurring expense repeats (spec 3: monthly, quarterly, yearly). */
type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number]

/** Label, short description and deductibility of an expense category (spec 3, spec 9). */
interface ExpenseCategoryInfo {
  label: string
  description: string
  /** Spec 9: every expense category is deductible except taxes_fees. */
  isDeductible: boolean
}

/**
 * Category details. The spec gives only the label 'Taxes & Fees' and says each category has a short
 * description without showing the text; the other labels are the values in title case.
 */
export const EXPENSE_CATEGORY_INFO: Record<ExpenseCategory, ExpenseCategoryInfo> = {
  office_supplies: {
    label: 'Office Supplies',
    description: 'Paper, ink, pens and desk supplies',
    isDeductible: true,
  },
  shipping_supplies: {
    label: 'Shipping Supplies',
    description: 'Boxes, mailers, tape, labels and packing material',
    isDeductible: true,
  },
  office_expenses: {
    label: 'Office Expenses',
    description: 'Running costs of the workspace',
    isDeductible: true,
  },
  utilities: { label: 'Utilities', description: 'Internet, phone, electricity', isDeductible: true },
  subscriptions: {
    label: 'Subscriptions',
    description: 'Recurring services and memberships',
    isDeductible: true,
  },
  online_purchases: {
    label: 'Online Purchases',
    description: 'Business purchases made online',
    isDeductible: true,
  },
  marketing: { label: 'Marketing', description: 'Advertising and promotion', isDeductible: true },
  professional_services: {
    label: 'Professional Services',
    description: 'Accounting, legal and consulting',
    isDeductible: true,
  },
  travel: { label: 'Travel', description: 'Business trips, lodging and fares', isDeductible: true },
  equipment: { label: 'Equipment', description: 'Scales, cameras, printers and tools', isDeductible: true },
  software: { label: 'Software', description: 'Listing tools and business software', isDeductible: true },
  insurance: { label: 'Insurance', description: 'Business insurance', isDeductible: true },
  taxes_fees: {
    label: 'Taxes & Fees',
    description: 'Licences, permits and tax payments',
    isDeductible: false,
  },
  other: { label: 'Other', description: 'Anything else', isDeductible: true },
}

/** Whether `value` is one of the expense categories. */
export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value)
}

/** Spec 9: every expense category is deductible except taxes_fees. */
export function isDeductibleCategory(category: ExpenseCategory): boolean {
  return EXPENSE_CATEGORY_INFO[category].isDeductible
}

/** Label of a category for display ('taxes_fees' → 'Taxes & Fees'). */
export function expenseCategoryLabel(category: ExpenseCategory): string {
  return EXPENSE_CATEGORY_INFO[category].label
}

/** Defaults of a new expense (spec 5): category office_supplies, payment method Credit Card. */
export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'office_supplies'
/** Default payment method of a new expense (spec 5: Credit Card). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Credit Card'

/**
 * The recurring fields after the recurring box changes (spec 4, 5): unchecking clears the frequency; a
 * recurring expense needs a frequency, reported as data when missing.
 */
export function recurringFields(
  isRecurring: boolean,
  frequency: RecurringFrequency | null,
):
  | { ok: true; isRecurring: boolean; recurringFrequency: RecurringFrequency | null }
  | { ok: false; code: 'frequency_required'; message: string } {
  if (!isRecurring) return { ok: true, isRecurring: false, recurringFrequency: null }
  if (frequency === null) {
    return { ok: false, code: 'frequency_required', message: 'Frequency is required for recurring expenses' }
  }
  return { ok: true, isRecurring: true, recurringFrequency: frequency }
}
