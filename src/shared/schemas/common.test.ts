import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  isoDateSchema,
  milesSchema,
  moneySchema,
  monthSchema,
  optionalDateSchema,
  salesTaxRateSchema,
  textSchema,
  UNSTORABLE_TEXT_MESSAGE,
} from './common'
import { newExpenseSchema } from './expense'
import { newOdometerReadingSchema } from './odometer'
import { lineItemSchema } from './receipt'

/** What a schema makes of `input`: its value, or the message of its first issue. */
function outcome(schema: z.ZodType, input: unknown): { value: unknown } | { message: string | undefined } {
  const result = schema.safeParse(input)
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message }
}

/** The message `schema` gives for `field` of `input`, or the field's value when it passes. */
function fieldOutcome(schema: z.ZodType, input: Record<string, unknown>, field: string) {
  const result = schema.safeParse(input)
  if (result.success) return { value: Object.entries(result.data ?? {}).find(([key]) => key === field)?.[1] }
  return { message: result.error.issues.find((issue) => issue.path.join('.') === field)?.message }
}

describe('money: the dollars a person typed, or whole cents from other callers', () => {
  it.each([
    [1250, 1250],
    [0, 0],
    [999_999_999, 999_999_999],
    ['12.50', 1250],
    ['12.5', 1250],
    ['$1,234.50', 123450],
    [' 7 ', 700],
    ['.5', 50],
    ['+3', 300],
    ['9,999,999.99', 999_999_999],
    ['', 0],
    ['   ', 0],
  ])('%j is %d cents', (input, cents) => {
    expect(outcome(moneySchema(), input)).toEqual({ value: cents })
  })

  it.each([
    [-1, 'Must be at least 0'],
    ['-0.01', 'Must be at least 0'],
    [12.5, 'Must be a whole number of cents'],
    [Number.NaN, 'Enter an amount'],
    [2 ** 53, 'Must be a whole number of cents'],
    ['abc', 'Enter an amount such as 12.50'],
    ['1.2.3', 'Enter an amount such as 12.50'],
    ['$', 'Enter an amount such as 12.50'],
    ['1e5', 'Enter an amount such as 12.50'],
    ['12.345', 'Use at most two decimal places'],
    [1_000_000_000, 'Must be at most $9,999,999.99'],
    ['10,000,000', 'Must be at most $9,999,999.99'],
    [null, 'Enter an amount'],
    [true, 'Enter an amount'],
    [{ cents: 5 }, 'Enter an amount'],
  ])('refuses %j: %s', (input, message) => {
    expect(outcome(moneySchema(), input)).toEqual({ message })
  })

  it('words a required amount its own way, empty text included', () => {
    const salePrice = moneySchema({ required: 'Sale price is required' })
    for (const input of ['', '  ', undefined])
      expect(outcome(salePrice, input)).toEqual({ message: 'Sale price is required' })
    expect(outcome(salePrice, '0')).toEqual({ value: 0 })
  })

  it('an expense amount is above 0 (spec 5), in text or cents', () => {
    const expense = { vendor: 'USPS', description: 'Boxes', date: '2026-11-01' }
    for (const amount of [0, '0', '0.00'])
      expect(fieldOutcome(newExpenseSchema, { ...expense, amount }, 'amount')).toEqual({
        message: 'Amount must be greater than 0',
      })
    expect(fieldOutcome(newExpenseSchema, { ...expense, amount: '' }, 'amount')).toEqual({
      message: 'Amount is required',
    })
    expect(fieldOutcome(newExpenseSchema, { ...expense, amount: '0.01' }, 'amount')).toEqual({ value: 1 })
    expect(fieldOutcome(newExpenseSchema, { ...expense, amount: '$12.99' }, 'amount')).toEqual({
      value: 1299,
    })
  })
})

describe('rates, miles and counts: decimal text or JSON numbers', () => {
  it.each([
    [salesTaxRateSchema, '0.0663', { value: 0.0663 }],
    [salesTaxRateSchema, 0.0663, { value: 0.0663 }],
    [salesTaxRateSchema, ' .5 ', { value: 0.5 }],
    [salesTaxRateSchema, '1', { value: 1 }],
    [salesTaxRateSchema, '', { value: 0 }],
    [salesTaxRateSchema, '1.5', { message: 'Sales tax must be at most 1' }],
    [salesTaxRateSchema, '-0.01', { message: 'Sales tax must be at least 0' }],
    [salesTaxRateSchema, '0.06634', { message: 'Sales tax uses at most four decimal places' }],
    [salesTaxRateSchema, 0.06634, { message: 'Sales tax uses at most four decimal places' }],
    [salesTaxRateSchema, '6.63%', { message: 'Sales tax must be a number' }],
    [salesTaxRateSchema, null, { message: 'Sales tax must be a number' }],
    [milesSchema, '12.5', { value: 12.5 }],
    [milesSchema, 12.5, { value: 12.5 }],
    [milesSchema, 0.1 + 0.2, { value: 0.3 }],
    [milesSchema, '', { value: 0 }],
    [milesSchema, '1.25', { message: 'Use at most one decimal place' }],
    [milesSchema, -1, { message: 'Must be at least 0' }],
    [milesSchema, 'ten', { message: 'Must be a number of miles' }],
    [milesSchema, 1e9, { message: 'Is too large' }],
  ])('%#: %j', (schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected)
  })

  it.each([
    ['12345.6', { value: 12345.6 }],
    [0.1, { value: 0.1 }],
    ['0', { message: 'Odometer reading must be greater than 0' }],
    ['', { message: 'Odometer reading is required' }],
    ['12,345', { message: 'Odometer reading must be a number' }],
  ])('odometer miles %j', (odometerMiles, expected) => {
    expect(
      fieldOutcome(newOdometerReadingSchema, { readingDate: '2026-11-01', odometerMiles }, 'odometerMiles'),
    ).toEqual(expected)
  })

  it.each([
    ['2', { value: 2 }],
    [3, { value: 3 }],
    ['1.5', { message: 'Quantity must be a whole number' }],
    ['0', { message: 'Quantity must be at least 1' }],
    ['-2', { message: 'Quantity must be at least 1' }],
    ['', { message: 'Quantity is required' }],
    ['10001', { message: 'Quantity must be at most 10000' }],
  ])('a line item quantity %j', (quantity, expected) => {
    const line = { description: 'Mug', brand: 'Pfaltzgraff', quantity, unitCost: '1.00' }
    expect(fieldOutcome(lineItemSchema, line, 'quantity')).toEqual(expected)
  })
})

describe('text', () => {
  it.each([
    ['a\u0000b', UNSTORABLE_TEXT_MESSAGE],
    ['\u0000', UNSTORABLE_TEXT_MESSAGE],
    ['lone \uD800 high', UNSTORABLE_TEXT_MESSAGE],
    ['lone \uDC00 low', UNSTORABLE_TEXT_MESSAGE],
    ['x'.repeat(11), 'Must be at most 10 characters'],
    [42, 'Must be text'],
  ])('refuses %j', (input, message) => {
    expect(outcome(textSchema(10), input)).toEqual({ message })
  })

  it('trims, and keeps characters outside the basic plane whole', () => {
    expect(outcome(textSchema(10), '  frog 🐸 ')).toEqual({ value: 'frog 🐸' })
  })
})

describe('dates and months', () => {
  it.each([
    ['2026-11-01', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['0000-01-01', false],
    ['10000-01-01', false],
    ['2026-02-30', false],
    ['2026-11-1', false],
    ['', false],
  ])('%j is a date: %s', (text, isDate) => {
    expect(isoDateSchema().safeParse(text).success).toBe(isDate)
  })

  it('an optional date takes empty text (an empty date input) as none', () => {
    expect(outcome(optionalDateSchema(), '')).toEqual({ value: null })
    expect(outcome(optionalDateSchema(), undefined)).toEqual({ value: null })
    expect(outcome(optionalDateSchema(), '2026-02-30')).toEqual({
      message: 'Enter a valid date (YYYY-MM-DD)',
    })
  })

  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['0000-01', false],
    ['2026-1', false],
  ])('%j is a month: %s', (text, isMonth) => {
    expect(monthSchema.safeParse(text).success).toBe(isMonth)
  })
})
