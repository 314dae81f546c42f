import { z } from 'zod'

/** The year of a tax year's pack (GET /api/tax-years/:year/pack): a whole number from 1 to 9999. */
export const taxYearPackParamSchema = z.strictObject({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(1, 'Year must be between 1 and 9999')
    .max(9999, 'Year must be between 1 and 9999'),
})

export type TaxYearPackParam = z.infer<typeof taxYearPackParamSchema>
