import { describe, expect, it } from 'vitest'

import {
  DEFAULT_EXPENSE_CATEGORY,
  DEFAULT_PAYMENT_METHOD,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_INFO,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  expenseCategoryLabel,
  isDeductibleCategory,
  isExpenseCategory,
  recurringFields,
} from './categories'

describe('expense categories', () => {
  it('lists the fourteen categories of the spec in order', () => {
    expect(EXPENSE_CATEGORIES).toEqual([
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
    ])
    expect(Object.keys(EXPENSE_CATEGORY_INFO)).toEqual([...EXPENSE_CATEGORIES])
  })

  it.each(EXPENSE_CATEGORIES.filter((c) => c !== 'taxes_fees'))('%s is deductible', (category) => {
    expect(isDeductibleCategory(category)).toBe(true)
  })

  it('taxes_fees is not deductible and is labelled Taxes & Fees', () => {
    expect(isDeductibleCategory('taxes_fees')).toBe(false)
    expect(expenseCategoryLabel('taxes_fees')).toBe('Taxes & Fees')
    expect(expenseCategoryLabel('professional_services')).toBe('Professional Services')
  })

  it.each([
    ['travel', true],
    ['Travel', false],
    ['food', false],
    [undefined, false],
  ])('isExpenseCategory(%j) is %s', (value, expected) => {
    expect(isExpenseCategory(value)).toBe(expected)
  })
})

describe('payment methods, frequencies and defaults', () => {
  it('matches the spec', () => {
    expect(PAYMENT_METHODS).toEqual([
      'Credit Card',
      'Debit Card',
      'Cash',
      'Check',
      'Bank Transfer',
      'PayPal',
      'Venmo',
      'Other',
    ])
    expect(RECURRING_FREQUENCIES).toEqual(['monthly', 'quarterly', 'yearly'])
    expect(DEFAULT_PAYMENT_METHOD).toBe('Credit Card')
    expect(DEFAULT_EXPENSE_CATEGORY).toBe('office_supplies')
  })
})

describe('recurringFields', () => {
  it.each([
    [false, 'monthly', { ok: true, isRecurring: false, recurringFrequency: null }],
    [false, null, { ok: true, isRecurring: false, recurringFrequency: null }],
    [true, 'yearly', { ok: true, isRecurring: true, recurringFrequency: 'yearly' }],
    [
      true,
      null,
      { ok: false, code: 'frequency_required', message: 'Frequency is required for recurring expenses' },
    ],
  ] as const)('recurring %s with %j → %j', (isRecurring, frequency, expected) => {
    expect(recurringFields(isRecurring, frequency)).toEqual(expected)
  })
})
