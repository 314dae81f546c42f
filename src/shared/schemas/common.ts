import { z } from 'zod'

import { isIsoDate, isTimeZone } from '../../domain/dates'
import { MAX_CENTS } from '../../domain/money'

/** A non-negative amount of money in whole cents (spec 5: money fields min 0, step 0.01). */
export const centsSchema = z
  .number({ error: 'Must be an amount in cents' })
  .int('Must be a whole number of cents')
  .min(0, 'Must be at least 0')
  .max(MAX_CENTS, 'Is too large')

/** Required text, trimmed; `message` is what the person sees when it is empty. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

/** Optional text, trimmed; empty or absent becomes null (spec 5: "sent as absent when empty"). */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))

/** Optional web address; empty becomes null. */
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isWebUrl(value), 'Enter a valid URL (http:// or https://)')

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** A calendar date as 'YYYY-MM-DD' (spec 5: dates are kept as YYYY-MM-DD text). */
export const isoDateSchema = (message = 'Enter a valid date (YYYY-MM-DD)') =>
  z.string({ error: message }).refine(isIsoDate, message)

/** A number that is a whole multiple of `step` (0.1 for miles, 0.0001 for rates). */
export const stepped = (schema: z.ZodNumber, step: number, message: string) =>
  schema.refine((value) => Math.abs(value / step - Math.round(value / step)) < 1e-6, message)

/** Miles with one decimal, at least 0 (spec 5: distance min 0 step 0.1). */
export const milesSchema = stepped(
  z
    .number({ error: 'Must be a number of miles' })
    .min(0, 'Must be at least 0')
    .max(99_999_999.9, 'Is too large'),
  0.1,
  'Use at most one decimal place',
)

/** Sales tax as a decimal fraction between 0 and 1, four decimals (spec 5). */
export const salesTaxRateSchema = stepped(
  z
    .number({ error: 'Sales tax must be a number' })
    .min(0, 'Sales tax must be at least 0')
    .max(1, 'Sales tax must be at most 1'),
  0.0001,
  'Sales tax uses at most four decimal places',
)

/** An IANA time zone name such as 'America/Chicago'. */
export const timeZoneSchema = z.string().refine(isTimeZone, 'Unknown time zone')

/** A record id. */
export const idSchema = z.uuid('Not a valid id')

export const idParamSchema = z.object({ id: idSchema })
