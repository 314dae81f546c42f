import { z } from 'zod'

import { isIsoDate, isTimeZone } from '../../domain/dates'
import { MAX_INPUT_CENTS, parseMoney } from '../../domain/money'
import { tooLongMessage } from '../../domain/text-limits'

/*
 * The pieces every input schema is made of. Each piece is the one check of its kind of value, for the
 * API and for the form alike (STYLE: one schema per input). Numbers that people type (money, rates,
 * miles, counts) arrive from a form as the text in the input and from other callers as JSON numbers;
 * both go through the same piece and come out as the same number, so the form never holds a float.
 */

/** NUL cannot be stored in a PostgreSQL text column, and a lone UTF-16 surrogate is not text at all. */
// eslint-disable-next-line no-control-regex -- the control character NUL is what this pattern finds
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be saved'

/** Whether `text` can be stored in a text column: no NUL, no broken characters. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE_TEXT.test(text)
}

/** Any text input: a string without NUL or broken characters, trimmed, at most `max` characters. */
export const textSchema = (max: number, message = 'Must be text') =>
  z
    .string({ error: message })
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .trim()
    .max(max, tooLongMessage(max))

/** Required text, trimmed; `message` is what the person sees when it is empty. */
export const requiredText = (message: string, max: number) => textSchema(max, message).min(1, message)

/** Optional text, trimmed; empty or absent becomes null (spec 5: "sent as absent when empty"). */
export const optionalText = (max: number) =>
  textSchema(max)
    .nullish()
    .transform((value) => (value ? value : null))

/** Optional web address; empty becomes null. */
export const optionalUrl = (max: number) =>
  optionalText(max).refine(
    (value) => value === null || isWebUrl(value),
    'Enter a valid URL (http:// or https://)',
  )

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The years a calendar date may have: what PostgreSQL's date type and JavaScript both hold. */
const MIN_YEAR = 1
const MAX_YEAR = 9999

/** Whether `text` is a real 'YYYY-MM-DD' date in years 0001 to 9999. */
export function isStorableDate(text: string): boolean {
  if (!isIsoDate(text)) return false
  const year = Number(text.slice(0, 4))
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/** A calendar date as 'YYYY-MM-DD' (spec 5: dates are kept as YYYY-MM-DD text). */
export const isoDateSchema = (message = 'Enter a valid date (YYYY-MM-DD)') =>
  z.string({ error: message }).refine(isStorableDate, message)

/** An optional calendar date: empty text (an empty date input), null or absent become null. */
export const optionalDateSchema = (message = 'Enter a valid date (YYYY-MM-DD)') =>
  z
    .union([z.literal(''), isoDateSchema(message)], { error: message })
    .nullish()
    .transform((value) => (value ? value : null))

/** A calendar month as 'YYYY-MM' (spec 5: date filters use YYYY-MM prefixes). */
export const monthSchema = z
  .string()
  .refine((text) => /^\d{4}-\d{2}$/.test(text) && isStorableDate(`${text}-01`), 'Enter a month as YYYY-MM')

/** Messages of a number a person types. */
interface NumberMessages {
  /** Absent or empty, when the value is required. */
  required: string
  /** Not a number at all. */
  invalid: string
  /** Below the minimum (or at it, with `aboveMin`). */
  min: string
  max: string
  /** More decimals than the field takes. */
  places: string
}

interface DecimalOptions {
  /** Decimal places the value may have (0 for whole numbers). */
  places: number
  min: number
  max: number
  /** The value must be greater than `min`, not equal to it. */
  aboveMin?: boolean
  /** What an empty text stands for when the field is optional (the spec's "unparseable becomes 0" for money). */
  emptyAs?: number
  messages: NumberMessages
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/

/**
 * A decimal number typed as text or sent as a JSON number, with at most `places` decimals, between `min`
 * and `max`. Returns the number (exact for the places it has, e.g. 0.0663 or 12.5).
 */
export function decimalSchema(options: DecimalOptions) {
  const { places, min, max, messages } = options
  const scale = 10 ** places
  return z.union([z.number(), z.string()], { error: messages.required }).transform((input, ctx) => {
    let value: number
    if (typeof input === 'number') {
      value = input
      if (!Number.isFinite(value)) return fail(ctx, messages.invalid)
      if (!isWhole(value * scale)) return fail(ctx, messages.places)
    } else {
      const text = input.trim()
      if (text === '') return options.emptyAs ?? fail(ctx, messages.required)
      if (!DECIMAL_TEXT.test(text)) return fail(ctx, messages.invalid)
      if ((text.split('.')[1] ?? '').length > places) return fail(ctx, messages.places)
      value = Number(text)
    }
    if (value < min || (options.aboveMin && value === min)) return fail(ctx, messages.min)
    if (value > max) return fail(ctx, messages.max)
    // Rounded to the field's places, so 0.1 + 0.2 style binary noise never reaches the database.
    return Math.round(value * scale) / scale + 0
  })
}

function isWhole(value: number): boolean {
  return Math.abs(value - Math.round(value)) < 1e-6
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/**
 * Money (spec 5: min 0, step 0.01), in whole cents. A form sends the text a person typed in dollars
 * ('12.50', '$1,234.50'); other callers send whole cents as a JSON number (1250). Empty text is 0 unless
 * `required` gives the message for it. Amounts are bounded so that any product and sum of them fits the
 * database's numeric(12,2) and JavaScript's exact integers.
 */
export function moneySchema(options: { required?: string; min?: number; minMessage?: string } = {}) {
  const min = options.min ?? 0
  const minMessage = options.minMessage ?? 'Must be at least 0'
  const required = options.required ?? 'Enter an amount'
  return z.union([z.number(), z.string()], { error: required }).transform((input, ctx) => {
    let cents: number
    if (typeof input === 'number') {
      if (!Number.isSafeInteger(input)) return fail(ctx, 'Must be a whole number of cents')
      cents = input
    } else {
      const text = input.trim()
      if (text === '') return options.required ? fail(ctx, options.required) : 0
      const parsed = parseMoney(text)
      if (parsed === null) return fail(ctx, 'Enter an amount such as 12.50')
      if ((text.split('.')[1]?.replace(/\s/g, '') ?? '').length > 2)
        return fail(ctx, 'Use at most two decimal places')
      cents = parsed
    }
    if (cents < min) return fail(ctx, minMessage)
    if (cents > MAX_INPUT_CENTS) return fail(ctx, 'Must be at most $9,999,999.99')
    return cents
  })
}

/** Sales tax as a decimal fraction between 0 and 1, four decimals (spec 5). */
export const salesTaxRateSchema = decimalSchema({
  places: 4,
  min: 0,
  max: 1,
  emptyAs: 0,
  messages: {
    required: 'Sales tax must be a number',
    invalid: 'Sales tax must be a number',
    min: 'Sales tax must be at least 0',
    max: 'Sales tax must be at most 1',
    places: 'Sales tax uses at most four decimal places',
  },
})

/** Miles with one decimal, at least 0 (spec 5: distance min 0 step 0.1). */
export const milesSchema = decimalSchema({
  places: 1,
  min: 0,
  max: 99_999_999.9,
  emptyAs: 0,
  messages: {
    required: 'Must be a number of miles',
    invalid: 'Must be a number of miles',
    min: 'Must be at least 0',
    max: 'Is too large',
    places: 'Use at most one decimal place',
  },
})

/** An IANA time zone name such as 'America/Chicago'. */
export const timeZoneSchema = z.string().max(100).refine(isTimeZone, 'Unknown time zone')

/** A record id. */
export const idSchema = z.uuid('Not a valid id')

/** An optional link to another record: empty text (no choice in a select), null or absent become null. */
export const optionalIdSchema = z
  .union([z.literal(''), idSchema], { error: 'Not a valid id' })
  .nullish()
  .transform((value) => (value ? value : null))

export const idParamSchema = z.object({ id: idSchema })
