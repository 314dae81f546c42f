import { queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { InferResponseType } from 'hono/client'
import type { z } from 'zod'

import { generateSku } from '../../domain/items/sku'
import type { RefundKind } from '../../domain/marketplaces/refunds'
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
import type { newRefundSchema } from '../../shared/schemas/refund'

import { browserTimeZone } from '../lib/format'

import { api, call, send } from './client'
import type { Prepared } from './files'
import { writeOrKeep } from './kept-writes'
import { listQuery, type ListPage } from './lists'
import { reportKeys } from './reports'

export const itemKeys = {
  all: ['items'] as const,
  counts: ['items', 'counts'] as const,
  lists: ['items', 'list'] as const,
  summaries: ['items', 'summary'] as const,
  one: (id: string) => ['items', 'one', id] as const,
  newSku: ['items', 'new-sku'] as const,
  refunds: (id: string) => ['items', 'refunds', id] as const,
  unsoldSearch: (text: string) => ['items', 'unsold-search', text] as const,
}

/** An item as the API shows it: money in cents, dates as 'YYYY-MM-DD'. */
export type Item = InferResponseType<(typeof api.items)[':id']['$get'], 200>['item'] & {
  /** On list rows: the id of the item's first photo, its cover (decision 021). */
  coverId?: string | null
  /** On the sold list's rows: what its refunds gave back (cents), and whether one was a return (decision 032). */
  refunded?: number
  isReturned?: boolean
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
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.all }),
        // brandKeys.all and purchaseLocationKeys.all: spelled out, as those modules import this one.
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: ['purchase-locations'] }),
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]),
    [queryClient],
  )
}

/** A new item and its photos, as the Add Item form sends them. */
interface NewItemWrite {
  item: z.output<typeof newItemSchema>
  photos?: readonly Prepared[]
}
type PostedItem = InferResponseType<typeof api.items.$post, 201>['item']

/** A write to items that first sends the deletes waiting for their Undo (sendWaitingDeletes). */
function afterWaitingDeletes<Input, Output>(write: (input: Input) => Promise<Output>) {
  return async (input: Input): Promise<Output> => {
    await sendWaitingDeletes()
    return write(input)
  }
}

export function useAddItem() {
  const refresh = useRefreshItems()
  return useMutation({
    // Without the network the item is kept on this device, with its photos, and sent when it returns
    // (decision 024); online the photos are the caller's to send onto the item made.
    mutationFn: afterWaitingDeletes<NewItemWrite, PostedItem | null>(
      async ({ item, photos = [] }) =>
        (
          await writeOrKeep<InferResponseType<typeof api.items.$post, 201>>(
            'item',
            '/api/items',
            item,
            photos,
          )
        )?.item ?? null,
    ),
    // A write kept offline does not wait for the lists, which cannot be read again until the network returns.
    onSuccess: (saved) => (saved === null ? void refresh() : refresh()),
  })
}

export function useUpdateItem() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: afterWaitingDeletes(
      async ({ id, changes }: { id: string; changes: ItemUpdate }) =>
        (await call(api.items[':id'].$patch({ param: { id }, json: changes }))).item,
    ),
    onSuccess: refresh,
  })
}

export function useSellItem() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: afterWaitingDeletes(
      async ({ id, sale }: { id: string; sale: z.output<typeof markSoldSchema> }) =>
        (await call(api.items[':id'].sell.$post({ param: { id }, json: sale }))).item,
    ),
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

/** A delete that waits for its Undo (useDeleteItemWithUndo). */
export interface WaitingDelete {
  /** Takes the delete back while it waits: the item shows again. False once it was sent. */
  undo: () => boolean
  /** Sends the delete now (the message was closed); resolves once answered, `done` saying how. */
  sendNow: () => Promise<void>
  /** Settles when the delete was answered (rejected with the failure) or taken back. */
  done: Promise<void>
}

/**
 * Deletes one item with a chance to take it back: the item leaves every list and count at once, and the
 * delete is sent `delayMs` later, unless undone meanwhile. A photo or a receipt's file leaves with its item
 * for good, so the delete waits rather than being re-created on Undo. Leaving the page while it waits sends
 * it at once (a request the browser finishes after the page is gone).
 */
export function useDeleteItemWithUndo() {
  const queryClient = useQueryClient()
  const refresh = useRefreshItems()
  return useCallback(
    (item: Pick<Item, 'id' | 'status'>, delayMs: number): WaitingDelete => {
      hideItem(queryClient, item)
      let isWaiting = true
      let settle: { resolve: () => void; reject: (error: unknown) => void } = {
        resolve: () => undefined,
        reject: () => undefined,
      }
      const done = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      })
      const stopWaiting = () => {
        isWaiting = false
        clearTimeout(timer)
        window.removeEventListener('pagehide', onPageHide)
      }
      const sendNow = async (keepalive = false): Promise<void> => {
        if (!isWaiting) return
        stopWaiting()
        try {
          await send(api.items[':id'].$delete({ param: { id: item.id } }, { init: { keepalive } }))
          settle.resolve()
        } catch (error) {
          settle.reject(error)
        }
        // Read again, the item back in its list when the delete was refused; not as the page goes.
        if (!keepalive) await refresh()
      }
      const onPageHide = () => void sendNow(true)
      const timer = setTimeout(() => void sendNow(), delayMs)
      window.addEventListener('pagehide', onPageHide)
      waitingDeletes.add(sendNow)
      done.then(
        () => waitingDeletes.delete(sendNow),
        () => waitingDeletes.delete(sendNow),
      )
      return {
        undo: () => {
          if (!isWaiting) return false
          stopWaiting()
          settle.resolve()
          void refresh()
          return true
        },
        sendNow: () => sendNow(),
        done,
      }
    },
    [queryClient, refresh],
  )
}

/** The deletes waiting for their Undo, each sending itself when called. */
const waitingDeletes = new Set<() => Promise<void>>()

/**
 * Sends every waiting delete now: before any other write to items, whose answer reads the lists again and
 * would otherwise show a hidden item again, or act on it (a change to every matching item).
 */
async function sendWaitingDeletes(): Promise<void> {
  await Promise.all([...waitingDeletes].map((sendNow) => sendNow()))
}

/** Takes an item out of the lists and counts held in the cache, as its delete will (useDeleteItemWithUndo). */
function hideItem(queryClient: ReturnType<typeof useQueryClient>, item: Pick<Item, 'id' | 'status'>) {
  void queryClient.cancelQueries({ queryKey: itemKeys.lists })
  queryClient.setQueriesData<InfiniteData<ListPage<Item>>>({ queryKey: itemKeys.lists }, (data) => {
    if (!data?.pages.some((page) => page.rows.some((row) => row.id === item.id))) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        rows: page.rows.filter((row) => row.id !== item.id),
        counts: page.counts && {
          matching: Math.max(0, page.counts.matching - 1),
          total: Math.max(0, page.counts.total - 1),
        },
      })),
    }
  })
  queryClient.setQueryData<Record<string, number>>(itemKeys.counts, (counts) =>
    counts === undefined
      ? counts
      : {
          ...counts,
          [item.status]: Math.max(0, (counts[item.status] ?? 0) - 1),
          total: Math.max(0, (counts.total ?? 0) - 1),
        },
  )
}

export function useBulkStatus() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: afterWaitingDeletes(
      async (change: { selection: ItemSelection; status: ItemStatus }) =>
        (await call(api.items['bulk-status'].$post({ json: change }))).changed,
    ),
    onSuccess: refresh,
  })
}

export function useBulkDelete() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: afterWaitingDeletes(
      async (selection: ItemSelection) =>
        (await call(api.items['bulk-delete'].$post({ json: { selection } }))).deleted,
    ),
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

/** The refunds of a sold item, oldest first (decision 032). */
export const refundsQuery = (itemId: string) =>
  queryOptions({
    queryKey: itemKeys.refunds(itemId),
    queryFn: async ({ signal }) =>
      (await call(api.items[':id'].refunds.$get({ param: { id: itemId } }, { init: { signal } }))).refunds,
  })

/** Records a refund typed on a sold item; a return puts the item back in inventory (a new unlisted item). */
export function useAddRefund() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async ({ itemId, refund }: { itemId: string; refund: z.output<typeof newRefundSchema> }) =>
      (await call(api.items[':id'].refunds.$post({ param: { id: itemId }, json: refund }))).refund,
    onSuccess: refresh,
  })
}

/** Deletes a refund of a sold item (and the item a return put back in inventory, while it is still there). */
export function useDeleteRefund() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: ({ itemId, refundId }: { itemId: string; refundId: string }) =>
      send(api.items[':id'].refunds[':refundId'].$delete({ param: { id: itemId, refundId } })),
    onSuccess: refresh,
  })
}

/** Says again whether a refund's item came back: a return puts it back in inventory, an allowance takes it out. */
export function useChangeRefundKind() {
  const refresh = useRefreshItems()
  return useMutation({
    mutationFn: async ({ itemId, refundId, kind }: { itemId: string; refundId: string; kind: RefundKind }) =>
      (
        await call(
          api.items[':id'].refunds[':refundId'].$patch({ param: { id: itemId, refundId }, json: { kind } }),
        )
      ).refund,
    onSuccess: refresh,
  })
}
