import { z } from 'zod'

import { TEXT_LIMITS } from '../../domain/text-limits'

import { requiredText } from './common'
import { listQuerySchema } from './list'

/** A brand (spec 5: name required, trimmed, unique case-insensitively; the database holds uniqueness). */
export const newBrandSchema = z.strictObject({
  name: requiredText('Brand name is required', TEXT_LIMITS.brands.name),
})

export const brandUpdateSchema = newBrandSchema.partial()

/** The brand list (spec 2: searchable; spec 7: by name). */
export const brandListQuerySchema = listQuerySchema({
  sorts: ['name'],
  defaultSort: 'name',
  defaultDirection: 'asc',
  filters: {},
})

export type NewBrand = z.infer<typeof newBrandSchema>
export type BrandUpdate = z.infer<typeof brandUpdateSchema>
export type BrandListQuery = z.infer<typeof brandListQuerySchema>
