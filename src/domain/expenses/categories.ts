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

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Recurring expense frequencies of spec 3. */
export const RECURRING_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const

export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number]
