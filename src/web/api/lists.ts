import { infiniteQueryOptions } from '@tanstack/react-query'

import type { ListCounts } from '../../shared/schemas/list'

/**
 * One page of a list answer from the API: the rows, the cursor of the next page (null at the end), and the
 * counts on the first page. A list may add keys of its own (the sold list's `days` sums).
 */
export interface ListPage<Row> {
  rows: Row[]
  nextCursor: string | null
  counts: ListCounts | null
}

/**
 * Paging options for `infiniteQueryOptions` of a list endpoint: start without a cursor, then follow
 * `nextCursor` until it is null.
 *
 *   infiniteQueryOptions({ queryKey, queryFn: ({ pageParam }) => listItems(filters, pageParam), ...LIST_PAGING })
 */
export const LIST_PAGING = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
}

/**
 * The infinite query of one list endpoint (decision 009) for one set of filters: the first page without a
 * cursor, then each `nextCursor` until it is null. `fetchPage` is the typed call of the endpoint.
 *
 *   export const brandsQuery = (filters: BrandFilters) =>
 *     listQuery(brandKeys.lists, filters, (query, init) => call(api.brands.$get({ query }, { init })))
 */
export function listQuery<Filters extends object, Page extends ListPage<unknown>>(
  key: readonly unknown[],
  filters: Filters,
  fetchPage: (query: Filters & { cursor?: string }, init: RequestInit) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey: [...key, filters],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageParam === null ? filters : { ...filters, cursor: pageParam }, { signal }),
    ...LIST_PAGING,
  })
}
