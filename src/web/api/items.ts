import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { z } from 'zod'

import { generateSku } from '../../domain/items/sku'
import type { ItemStatus } from '../../domain/items/status'
import type {
  BulkCost,
  ItemMatch,
  ItemSelection,
  ItemUpdate,
  itemListQuerySchema,
  markSoldSchema,
  newItemSchema,
} from '../../shared/schemas/item'

import { browserTimeZone } from '../lib/format'

import { api, call, send } from './client'
import type { Prepared } from './files'
import { writeOrKeep } from './kept-writes'
import { listQuery } from './lists'
import { reportKeys } from './reports'

export const itemKeys = {
  all: ['items'] as const,
  counts: ['items', 'counts'] as const,
  lists: ['items', 'list'] as const,
  summaries: ['items', 'summary'] as const,
  one: (id: string) => ['items', 'one', id] as const,
  newSku: ['items', 'new-sku'] as const,
  unsoldSearch: (text: string) => ['items', 'unsold-search', text] as const,
}

/** An item as the API shows it: money in cents, dates as 'YYYY-MM-DD'. */
export type Item = InferResponseType<(typeof api.items)[':id']['$get'], 200>['item'] & {
  /** On list rows: the id of the item's first photo, its cover (decision 021). */
  coverId?: string | null
}

/** What an item list is asked for: status, search and order (the URL holds them); paging is the query's. */
type ItemFilters = Omit<z.input<typeof itemListQuerySchema>, 'cursor' | 'limit'>

/** How many items the user has in each status (sidebar and dashboard). */
export const itemCountsQuery = () =>
  queryOptions({
    queryKey: itemKeys.counts,
    queryFn: async ({ signal }) =>
      (await call(api.items.counts.$get(undefined, { init: { signal } }))).counts,
  })

/** The user's items of one list, a page at a time, searched and sorted by the server (with day sums on /sold). */
export const itemsQuery = (filters: ItemFilters) =>
  listQuery(itemKeys.lists, filters, (query, init) => call(api.items.$get({ query }, { init })))

/** The /listed page's total listed value and potential profit, over the list's search (decision 012). */
export const itemSummaryQuery = (match: ItemMatch) =>
  queryOptions({
    queryKey: [...itemKeys.summaries, match],
    queryFn: ({ signal }) => call(api.items.summary.$get({ query: match }, { init: { signal } })),
  })

/** A generated unique SKU for a new item (spec 5); never cached, each ask is a new one. */
export async function fetchNewSku(): Promise<string> {
  try {
    return (await call(api.items['new-sku'].$get())).sku
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    // Offline: the same form, made here; one already taken is refused when the item is sent (decision 024).
    return generateSku(new Date(), browserTimeZone(), Math.random)
  }
}

/** The SKU the Add Item form offers: asked anew each time the form opens, never kept in the cache. */
export const newSkuQuery = () =>
  queryOptions({
    queryKey: itemKeys.newSku,
    queryFn: fetchNewSku,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

/** Whether `sku` is free among the user's other items (spec 5, case-insensitive). */
export async function isSkuAvailable(sku: string, excludeId?: string): Promise<boolean> {
  const query = excludeId === undefined ? { sku } : { sku, excludeId }
  try {
    return (await call(api.items['sku-check'].$get({ query }))).available
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    // Offline nobody can tell: the server checks it when the item is sent (decision 024).
    return true
  }
}

/**
 * After any change to items, every list, count, sum and the sidebar read again (spec 2: at once, without a
 * reload); a new brand or location named on an item shows in its list too.
 */
function useRefreshItems() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: itemKeys.all }),
      // brandKeys.all and purchaseLocationKeys.all: spelled out, as those modules import this one.
      queryClient.invalidateQueries({ queryKey: ['brands'] }),
      queryClient.invalidateQueries({ queryKey: ['purchase-locations'] }),
      queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    ])
}

export function useAddItem() {
  const refresh = useRefreshItems()
  return useMutation({
    // Without the network the item is kept on this device, with its photos, and sent when it returns
    // (decision 024); online the photos are the caller's to send onto the item made.
    mutationFn: async ({
      item,
      photos = [],
    }: {
      item: z.output<typeof newItemSchema>
      photos?: readonly Prepared[]
    }) =>
      (await writeOrKeep<InferResponseType<typeof api.items.$post, 201>>('item', '/api/items', item, photos))
        ?.item ?? null,
    // A write kept offline does not wait for the lists, which cannot be read again until the network returns.
    onSuccess: (saved) => (saved === null ? void refresh() : refresh()),
  })
}

export function useUpdateItem() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ItemUpdate }) =>
      (await call(api.items[':id'].$patch({ param: { id }, json: changes }))).item,
    onSuccess: refresh,
  })
}

export function useSellItem() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async ({ id, sale }: { id: string; sale: z.output<typeof markSoldSchema> }) =>
      (await call(api.items[':id'].sell.$post({ param: { id }, json: sale }))).item,
    onSuccess: refresh,
  })
}

export function useDeleteItem() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: (id: string) => send(api.items[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  })
}

export function useBulkStatus() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async (change: { selection: ItemSelection; status: ItemStatus }) =>
      (await call(api.items['bulk-status'].$post({ json: change }))).changed,
    onSuccess: refresh,
  })
}

export function useBulkDelete() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async (selection: ItemSelection) =>
      (await call(api.items['bulk-delete'].$post({ json: { selection } }))).deleted,
    onSuccess: refresh,
  })
}

/** Costs entered at once from the Needs Cost list (decision 034): all saved, or none. */
export function useBulkCost() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async (costs: BulkCost['costs']) =>
      (await call(api.items['bulk-cost'].$post({ json: { costs } }))).changed,
    onSuccess: refresh,
  })
}
