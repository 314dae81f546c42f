import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import type { BrandUpdate, NewBrand, brandListQuerySchema } from '../../shared/schemas/brand'
import type { PickerOption } from '../lib/picker-option'

import { api, call, send } from './client'
import { itemKeys } from './items'
import { listQuery } from './lists'

export const brandKeys = {
  all: ['brands'] as const,
  lists: ['brands', 'list'] as const,
}

/** What a brand list is asked for: search text and order (the URL holds them); the paging is the query's. */
type BrandFilters = Omit<z.input<typeof brandListQuerySchema>, 'cursor' | 'limit'>

const fetchBrandPage = (query: BrandFilters & { cursor?: string }, init: RequestInit) =>
  call(api.brands.$get({ query }, { init }))

/** The user's brands, a page at a time, searched and sorted by the server, each with its item count. */
export const brandsQuery = (filters: BrandFilters = {}) => listQuery(brandKeys.lists, filters, fetchBrandPage)

/** The first brands whose names hold `text`, as the item form's Brand picker offers them. */
export async function searchBrandOptions(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const page = await call(api.brands.$get({ query: { q: text, limit: '20' } }, { init: { signal } }))
  return page.rows.map((row) => ({ id: row.id, label: row.name }))
}

/** One brand as its list shows it. */
export type BrandRow = Awaited<ReturnType<typeof fetchBrandPage>>['rows'][number]

/** A brand write changes the brand lists; a rename also changes the items that name the brand. */
function useInvalidateBrands() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKeys.all }),
      queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    ])
}

export function useAddBrand() {
  const invalidate = useInvalidateBrands()
  return useMutation({
    mutationFn: async (brand: NewBrand) => (await call(api.brands.$post({ json: brand }))).brand,
    onSuccess: invalidate,
  })
}

export function useUpdateBrand() {
  const invalidate = useInvalidateBrands()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: BrandUpdate }) =>
      (await call(api.brands[':id'].$patch({ param: { id }, json: changes }))).brand,
    onSuccess: invalidate,
  })
}

export function useDeleteBrand() {
  const invalidate = useInvalidateBrands()
  return useMutation({
    mutationFn: (id: string) => send(api.brands[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}
