import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import type { ListPaging } from '../../hooks/use-infinite-rows'

/** Rows from the end at which the next page is asked for, so it usually arrives before it is needed. */
const PREFETCH_ROWS = 10

/**
 * Window-scrolled virtual rows for DataTable and CardList: only the rows near the viewport are in the DOM
 * (each measured, so rows of any height work), with spacer heights standing in for the rest; and when the
 * last rendered row comes within PREFETCH_ROWS of the end, the next page is fetched.
 */
export function useWindowRows<ListElement extends HTMLElement>({
  count,
  estimateSize,
  paging,
}: {
  count: number
  estimateSize: number
  paging: ListPaging | undefined
}) {
  const listRef = useRef<ListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)

  // Where the list starts on the page; content above it (headers, banners) can change after the first
  // paint, and any such change resizes the body.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan: 8,
    scrollMargin,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items.at(-1)
  const paddingTop = first ? first.start - scrollMargin : 0
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0

  const lastIndex = last?.index ?? -1
  const shouldFetch =
    paging !== undefined &&
    paging.hasNextPage &&
    !paging.isFetchingNextPage &&
    !paging.isFetchNextPageError &&
    count > 0 &&
    lastIndex >= count - 1 - PREFETCH_ROWS
  // Asked once each time the end comes near; a parent's new `paging` object must not ask again.
  const fetchNextPageRef = useRef(paging?.fetchNextPage)
  useLayoutEffect(() => {
    fetchNextPageRef.current = paging?.fetchNextPage
  })
  useEffect(() => {
    if (shouldFetch) void fetchNextPageRef.current?.()
  }, [shouldFetch])

  return {
    listRef,
    items,
    paddingTop,
    paddingBottom: Math.max(0, paddingBottom),
    measureElement: virtualizer.measureElement,
  }
}
