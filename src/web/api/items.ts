import { queryOptions } from '@tanstack/react-query'

import type { ItemStatus } from '../../domain/items/status'

import { call } from './client'

export type ItemCounts = Record<ItemStatus | 'total', number>

export const itemKeys = {
  all: ['items'] as const,
  counts: ['items', 'counts'] as const,
}

/** How many items the user has in each status (sidebar and dashboard). */
export const itemCountsQuery = () =>
  queryOptions({
    queryKey: itemKeys.counts,
    queryFn: async ({ signal }) =>
      (await call<{ counts: ItemCounts }>('/api/items/counts', { signal })).counts,
  })
