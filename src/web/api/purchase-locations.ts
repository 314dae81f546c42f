import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'

import type {
  PurchaseLocationUpdate,
  NewPurchaseLocation,
  purchaseLocationListQuerySchema,
} from '../../shared/schemas/purchase-location'
import type { PickerOption } from '../lib/picker-option'

import { api, call, send } from './client'
import { itemKeys } from './items'
import { listQuery } from './lists'

export const purchaseLocationKeys = {
  all: ['purchase-locations'] as const,
  lists: ['purchase-locations', 'list'] as const,
  options: (text: string) => ['purchase-locations', 'options', text] as const,
}

/** What a location list is asked for: search text and order (the URL holds them); the paging is the query's. */
type PurchaseLocationFilters = Omit<z.input<typeof purchaseLocationListQuerySchema>, 'cursor' | 'limit'>

const fetchPurchaseLocationPage = (query: PurchaseLocationFilters & { cursor?: string }, init: RequestInit) =>
  call(api['purchase-locations'].$get({ query }, { init }))

/** The user's purchase locations, a page at a time, searched and sorted by the server, each with its item count. */
export const purchaseLocationsQuery = (filters: PurchaseLocationFilters = {}) =>
  listQuery(purchaseLocationKeys.lists, filters, fetchPurchaseLocationPage)

/** The first locations whose names hold `text`, as the item form's Purchase Location picker offers them. */
export async function searchPurchaseLocationOptions(
  text: string,
  signal: AbortSignal,
): Promise<PickerOption[]> {
  const query = { q: text, limit: '20' }
  const page = await call(api['purchase-locations'].$get({ query }, { init: { signal } }))
  return page.rows.map((row) => ({ id: row.id, label: row.name }))
}

/** One location as its list shows it. */
export type PurchaseLocationRow = Awaited<ReturnType<typeof fetchPurchaseLocationPage>>['rows'][number]

/** A location write changes the location lists; a rename also changes the items that name the location. */
function useInvalidatePurchaseLocations() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchaseLocationKeys.all }),
      queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    ])
}

export function useAddPurchaseLocation() {
  const invalidate = useInvalidatePurchaseLocations()
  return useMutation({
    mutationFn: async (location: NewPurchaseLocation) =>
      (await call(api['purchase-locations'].$post({ json: location }))).purchaseLocation,
    onSuccess: invalidate,
  })
}

export function useUpdatePurchaseLocation() {
  const invalidate = useInvalidatePurchaseLocations()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: PurchaseLocationUpdate }) =>
      (await call(api['purchase-locations'][':id'].$patch({ param: { id }, json: changes })))
        .purchaseLocation,
    onSuccess: invalidate,
  })
}

export function useDeletePurchaseLocation() {
  const invalidate = useInvalidatePurchaseLocations()
  return useMutation({
    mutationFn: (id: string) => send(api['purchase-locations'][':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  })
}
