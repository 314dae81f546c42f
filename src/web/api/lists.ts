import { infiniteQueryOptions } from '@tanstack/react-query'

import { LIST_PAGING, type ListPage } from '../hooks/use-infinite-rows'

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
