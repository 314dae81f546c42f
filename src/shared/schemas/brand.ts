import { z } from 'zod'

import { NAME_TAKEN_MESSAGES } from '../../domain/unique'

import { requiredText } from './common'

/** Brand input (spec 5: name required, trimmed, unique case-insensitively). */
export const brandInputSchema = z.strictObject({
  name: requiredText('Brand name is required', 100),
})

export type BrandInput = z.infer<typeof brandInputSchema>

export const BRAND_TAKEN_MESSAGE = NAME_TAKEN_MESSAGES.brand
