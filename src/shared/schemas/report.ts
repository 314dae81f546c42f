import { z } from 'zod'

import { monthSchema } from './common'
import { listQuerySchema } from './list'

/** A report year (Monthly Sales, Tax Summary); absent means the user's current year. */
export const reportYearQuerySchema = z.strictObject({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1, 'Year must be between 1 and 9999')
    .max(9999, 'Year must be between 1 and 9999')
    .optional(),
})

/** The items sold in one month, newest sold date first (Monthly Sales, sold items by day). */
export const soldInMonthQuerySchema = listQuerySchema({
  sorts: ['soldDate'],
  defaultSort: 'soldDate',
  defaultDirection: 'desc',
  filters: { month: monthSchema },
})

export type ReportYearQuery = z.infer<typeof reportYearQuerySchema>
export type SoldInMonthQuery = z.infer<typeof soldInMonthQuerySchema>
