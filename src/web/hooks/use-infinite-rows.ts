import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { ListPage } from '../api/lists'

/** The paging half of a list, as DataTable and CardList take it. */
export interface ListPaging {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** The last attempt at the next page failed: stop asking on scroll and offer a retry instead. */
  isFetchNextPageError?: boolean
  fetchNextPage: () => unknown
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
