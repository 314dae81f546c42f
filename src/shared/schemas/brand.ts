import { z } from 'zod'

import { requiredText } from './common'

/** Brand input (spec 5: name required, trimmed, unique case-insensitively). */
export const brandInputSchema = z.strictObject({
  name: requiredText('Brand name is required', 100),
})

export type BrandInput = z.infer<typeof brandInputSchema>

export const BRAND_TAKEN_MESSAGE = 'A brand with this name already exists. Please choose a different name.'
