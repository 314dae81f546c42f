import { z } from 'zod'

import { moneySchema } from './common'
import { marketplaceSchema } from './sales-imports'

/** A tax year in a path: the years the 1099-K table keeps (1900 to 9999). */
const taxYearSchema = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(1900, 'Year must be between 1900 and 9999')
  .max(9999, 'Year must be between 1900 and 9999')

/** /api/tax-years/:year/form-1099k */
export const form1099kYearParamSchema = z.strictObject({ year: taxYearSchema })

/** /api/tax-years/:year/form-1099k/:marketplace */
export const form1099kParamSchema = z.strictObject({ year: taxYearSchema, marketplace: marketplaceSchema })

export const GROSS_MESSAGES = {
  required: 'Enter the gross amount from box 1a of the 1099-K',
  grouping: 'Enter an amount such as 12,345.67',
  negative: 'The gross on a 1099-K is never negative',
}

/**
 * Commas in a typed amount must group thousands ('12,345.67'): '12,34.5' is a typing slip, not $1,234.50,
 * and a figure copied from a tax form is worth checking rather than guessing.
 */
function hasWellPlacedCommas(text: string): boolean {
  if (!text.includes(',')) return true
  const whole = text.replace(/[$\s+-]/g, '').split('.')[0] ?? ''
  return /^\d{1,3}(,\d{3})+$/.test(whole)
}

const grossSchema = z
  .union([z.number(), z.string()], { error: GROSS_MESSAGES.required })
  .refine((input) => typeof input !== 'string' || hasWellPlacedCommas(input), GROSS_MESSAGES.grouping)
  .pipe(moneySchema({ required: GROSS_MESSAGES.required, minMessage: GROSS_MESSAGES.negative }))

export const TRANSACTIONS_MESSAGE = 'Transactions must be a whole number, 0 or more'
/** The most transactions a form may say (the column is an integer). */
const MAX_TRANSACTIONS = 2_147_483_647

/** Box 3, the number of transactions: optional; empty text, null or absent mean not typed. */
const transactionsSchema = z
  .union([z.number(), z.string(), z.null()], { error: TRANSACTIONS_MESSAGE })
  .optional()
  .transform((input, ctx) => {
    if (input === undefined || input === null) return null
    let value: number
    if (typeof input === 'number') value = input
    else {
      const text = input.trim()
      if (text === '') return null
      if (!/^\d+$/.test(text) && !/^\d{1,3}(,\d{3})+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: TRANSACTIONS_MESSAGE })
        return z.NEVER
      }
      value = Number(text.replaceAll(',', ''))
    }
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_TRANSACTIONS) {
      ctx.addIssue({ code: 'custom', message: TRANSACTIONS_MESSAGE })
      return z.NEVER
    }
    return value
  })

/**
 * What a marketplace's Form 1099-K says for a year, as typed from the form: the gross of box 1a (money text
 * such as '23,456.78', or whole cents) and optionally the number of transactions of box 3.
 */
export const form1099kFigureSchema = z.strictObject({
  grossAmount: grossSchema,
  transactions: transactionsSchema,
})

export type Form1099kFigure = z.infer<typeof form1099kFigureSchema>
export type Form1099kFigureInput = z.input<typeof form1099kFigureSchema>
