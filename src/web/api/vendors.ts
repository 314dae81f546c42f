import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import type {
  NewVendor,
  NewVendorCategory,
  VendorCategoryUpdate,
  vendorListQuerySchema,
  VendorUpdate,
} from '../../shared/schemas/vendor'
import type { PickerOption } from '../lib/picker-option'

import { api, call, send } from './client'
import { listQuery } from './lists'

export const vendorKeys = {
  all: ['vendors'] as const,
  lists: ['vendors', 'list'] as const,
  stats: ['vendors', 'stats'] as const,
  active: ['vendors', 'active'] as const,
}

const vendorCategoryKeys = {
  all: ['vendor-categories'] as const,
  lists: ['vendor-categories', 'list'] as const,
}

/** What a vendor list is asked for (the URL holds it); the paging is the query's. */
type VendorFilters = Omit<z.input<typeof vendorListQuerySchema>, 'cursor' | 'limit'>

/** The user's vendors with their spending, a page at a time, searched and filtered by the server. */
export const vendorsQuery = (filters: VendorFilters = {}) =>
  listQuery(vendorKeys.lists, filters, (query, init) => fetchVendorPage(query, init))

/** The vendor figures of the stat cards (spec 2), summed by the server. */
export const vendorStatsQuery = () =>
  queryOptions({
    queryKey: vendorKeys.stats,
    queryFn: async ({ signal }) =>
      (await call(api.vendors.stats.$get(undefined, { init: { signal } }))).stats,
  })

/** How many active vendors a picker offers per search; the person narrows with the text. */
const PICKER_LIMIT = 20

/**
 * The active vendors whose names hold `text`, as picker options (spec 4: only active vendors are offered in
 * the expense and receipt pickers).
 */
export const activeVendorOptionsQuery = (text: string) =>
  queryOptions({
    queryKey: [...vendorKeys.active, text],
    queryFn: async ({ signal }): Promise<PickerOption[]> => {
      const page = await call(
        api.vendors.$get(
          { query: { status: 'active', q: text, limit: String(PICKER_LIMIT) } },
          { init: { signal } },
        ),
      )
      return page.rows.map((vendor) => ({ id: vendor.id, label: vendor.name }))
    },
  })

/** Every write to vendors changes the list, the figures and the pickers. */
function useInvalidateVendors() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.all })
}

export function useAddVendor() {
  const invalidate = useInvalidateVendors()
  return useMutation({
    mutationFn: async (vendor: NewVendor) => (await call(api.vendors.$post({ json: vendor }))).vendor,
    onSuccess: invalidate,
  })
}

export function useUpdateVendor() {
  const invalidate = useInvalidateVendors()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: VendorUpdate }) =>
      (await call(api.vendors[':id'].$patch({ param: { id }, json: changes }))).vendor,
    onSuccess: invalidate,
  })
}

export function useDeleteVendor() {
  const invalidate = useInvalidateVendors()
  return useMutation({
    mutationFn: (id: string) => send(api.vendors[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}

function useInvalidateCategories() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: vendorCategoryKeys.all })
}

export function useAddVendorCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({
    mutationFn: async (category: NewVendorCategory) =>
      (await call(api['vendor-categories'].$post({ json: category }))).vendorCategory,
    onSuccess: invalidate,
  })
}

export function useUpdateVendorCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: VendorCategoryUpdate }) =>
      (await call(api['vendor-categories'][':id'].$patch({ param: { id }, json: changes }))).vendorCategory,
    onSuccess: invalidate,
  })
}

export function useDeleteVendorCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({
    mutationFn: (id: string) => send(api['vendor-categories'][':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}

/** How many categories the vendor form offers; a person keeps a handful, the API pages at most 500. */
const CATEGORY_CHOICES_LIMIT = 500

/** Every category of the user, by name, for the vendor form's choice and the table's colours. */
export const vendorCategoryChoicesQuery = () =>
  queryOptions({
    queryKey: [...vendorCategoryKeys.all, 'choices'],
    queryFn: ({ signal }) => fetchCategoryChoices(signal),
  })

async function fetchCategoryChoices(signal: AbortSignal) {
  const query = { limit: String(CATEGORY_CHOICES_LIMIT) }
  return (await call(api['vendor-categories'].$get({ query }, { init: { signal } }))).rows
}

const fetchVendorPage = (query: VendorFilters & { cursor?: string }, init: RequestInit) =>
  call(api.vendors.$get({ query }, { init }))

/** One vendor with its spending, as the list answers it. */
export type Vendor = Awaited<ReturnType<typeof fetchVendorPage>>['rows'][number]
/** One vendor category as the API answers it. */
export type VendorCategory = Awaited<ReturnType<typeof fetchCategoryChoices>>[number]
