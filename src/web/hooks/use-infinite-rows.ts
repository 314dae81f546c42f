import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

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

/** The paging half of a list, as DataTable and CardList take it. */
export interface ListPaging {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** The last attempt at the next page failed: stop asking on scroll and offer a retry instead. */
  isFetchNextPageError?: boolean
  fetchNextPage: () => unknown
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
 * A list's infinite query made ready for the screen: every loaded row in order, the counts (and any extra
 * keys) of the first page, and the paging props for DataTable or CardList.
 *
 *   const list = useInfiniteRows(useInfiniteQuery(itemsQuery(filters)))
 *   <p>{list.counts?.matching} of {list.counts?.total} items</p>
 *   <DataTable rows={list.rows} paging={list.paging} isLoading={list.isPending} ... />
 */
export function useInfiniteRows<Page extends ListPage<unknown>>(
  query: UseInfiniteQueryResult<InfiniteData<Page, unknown>, unknown>,
) {
  const pages = query.data?.pages
  const rows = useMemo<Page['rows']>(() => pages?.flatMap((page) => page.rows) ?? [], [pages])
  const firstPage = pages?.[0]
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  const paging = useMemo<ListPaging>(
    () => ({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }),
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  )
  return {
    rows,
    counts: firstPage?.counts ?? null,
    firstPage,
    paging,
    isPending: query.isPending,
    query,
  }
}
