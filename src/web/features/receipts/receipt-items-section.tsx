import { useInfiniteQuery } from '@tanstack/react-query'

import { receiptItemsQuery } from '../../api/receipts'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { PagingStatus } from '../../components/table/paging-status'
import { StatusBadge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'

/** The inventory items made from a receipt (spec 2), by SKU, a page at a time. */
export function ReceiptItemsSection({ receiptId }: { receiptId: string }) {
  const list = useInfiniteRows(useInfiniteQuery(receiptItemsQuery(receiptId)))
  const total = list.counts?.total ?? 0
  return (
    <section aria-labelledby="receipt-items">
      <h3 id="receipt-items" className="mb-2 font-semibold text-slate-900 dark:text-white">
        Inventory Items{list.counts ? ` (${formatCount(total)})` : ''}
      </h3>
      <PageState query={list.query} loadingLabel="Loading items..." errorMessage="Failed to load items">
        {() =>
          list.rows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No inventory items from this receipt yet. Convert its line items to add them.
            </p>
          ) : (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {list.rows.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900 dark:text-white">
                        {item.description}
                      </p>
                      <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
                        {item.sku} · {item.brand}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <MoneyText cents={item.costOfGoods} />
                      <StatusBadge status={item.status} />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex justify-center">
                {list.paging.hasNextPage && !list.paging.isFetchingNextPage ? (
                  <Button variant="secondary" size="sm" onClick={() => void list.paging.fetchNextPage()}>
                    Load More Items
                  </Button>
                ) : (
                  <PagingStatus paging={list.paging} />
                )}
              </div>
            </>
          )
        }
      </PageState>
    </section>
  )
}
