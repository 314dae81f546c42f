import { queryOptions } from '@tanstack/react-query'

import { api, call } from './client'

export const itemKeys = {
  all: ['items'] as const,
  counts: ['items', 'counts'] as const,
}

/** How many items the user has in each status (sidebar and dashboard). */
export const itemCountsQuery = () =>
  queryOptions({
    queryKey: itemKeys.counts,
    queryFn: async ({ signal }) =>
      (await call(api.items.counts.$get(undefined, { init: { signal } }))).counts,
  })
