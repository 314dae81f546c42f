import type { z } from 'zod'

import type { brandListQuerySchema } from '../../shared/schemas/brand'

import { api, call } from './client'
import { listQuery } from './lists'

export const brandKeys = {
  all: ['brands'] as const,
  lists: ['brands', 'list'] as const,
}

/** What a brand list is asked for: search text and order (the URL holds them); the paging is the query's. */
export type BrandFilters = Omit<z.input<typeof brandListQuerySchema>, 'cursor' | 'limit'>

/** The user's brands, a page at a time, searched and sorted by the server. */
export const brandsQuery = (filters: BrandFilters = {}) =>
  listQuery(brandKeys.lists, filters, (query, init) => call(api.brands.$get({ query }, { init })))
