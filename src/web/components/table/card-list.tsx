import type { ReactNode } from 'react'

import type { ListPaging } from '../../hooks/use-infinite-rows'
import { EmptyState } from '../empty-state'
import { LoadingSpinner } from '../ui/loading-spinner'

import { hasPagingStatus, PagingStatus } from './paging-status'
import { useWindowRows } from './use-window-rows'

interface CardListProps<Row> {
  /** What the list holds, for screen readers ('Unlisted items'). */
  label: string
  rows: readonly Row[]
  rowKey: (row: Row) => string
  renderCard: (row: Row) => ReactNode
  rowCount?: number
  paging?: ListPaging
  isLoading?: boolean
  loadingLabel?: string
  empty?: ReactNode
  /** A typical card's height in px, gap included; cards are measured as they render. */
  estimateCardHeight?: number
}

/**
 * The phone presentation of a list: the same rows and paging as DataTable, one card each, virtualised with
 * window scrolling and fetching the next page near the end.
 *
 *   <CardList label="Unlisted items" rows={list.rows} rowKey={(item) => item.id} paging={list.paging}
 *     renderCard={(item) => <ItemCard item={item} />} isLoading={list.isPending} empty={...} />
 */
export function CardList<Row>(props: CardListProps<Row>) {
  const { rows, isLoading, loadingLabel = 'Loading...', empty } = props
  if (isLoading) {
    return (
      <div className="grid place-items-center py-16">
        <LoadingSpinner size="lg" label={loadingLabel} showLabel />
      </div>
    )
  }
  if (rows.length === 0) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>
  return <VirtualCards {...props} />
}

function VirtualCards<Row>({
  label,
  rows,
  rowKey,
  renderCard,
  rowCount,
  paging,
  estimateCardHeight = 160,
}: CardListProps<Row>) {
  const { listRef, items, paddingTop, paddingBottom, measureElement } = useWindowRows<HTMLUListElement>({
    count: rows.length,
    estimateSize: estimateCardHeight,
    paging,
  })
  return (
    <div>
      <ul ref={listRef} aria-label={label} style={{ paddingTop, paddingBottom }}>
        {items.map((item) => {
          const row = rows[item.index]
          if (row === undefined) return null
          return (
            // The gap is padding inside the measured element, so measured heights include it.
            <li
              key={rowKey(row)}
              ref={measureElement}
              data-index={item.index}
              aria-setsize={rowCount ?? rows.length}
              aria-posinset={item.index + 1}
              className="pb-3"
            >
              {renderCard(row)}
            </li>
          )
        })}
      </ul>
      {hasPagingStatus(paging) ? (
        <div className="py-3 text-center">
          <PagingStatus paging={paging} />
        </div>
      ) : null}
    </div>
  )
}
