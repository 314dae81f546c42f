import { z } from 'zod'

/** The year of a close or reopen request, from the path: /api/tax-years/2024/close. */
export const taxYearParamSchema = z.strictObject({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1900, 'Year must be between 1900 and 9999')
    .max(9999, 'Year must be between 1900 and 9999'),
})

/** One closing of a year, with the day it was reopened (null while the year is closed). ISO timestamps. */
export interface TaxYearClosing {
  year: number
  closedAt: string
  reopenedAt: string | null
}

/** The user's closed years (oldest first) and every closing and reopening, newest first. */
export interface TaxYearClosures {
  closed: { year: number; closedAt: string }[]
  history: TaxYearClosing[]
}

export type TaxYearParam = z.infer<typeof taxYearParamSchema>
