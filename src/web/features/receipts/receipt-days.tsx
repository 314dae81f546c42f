import { AlertTriangle, Eye, Plus, ReceiptText, Trash2 } from 'lucide-react'
import { useMemo } from 'react'

import { groupByDay } from '../../../domain/day-groups'
import { formatMiles, milesToTenths } from '../../../domain/miles'
import { isAutoReceiptNumber } from '../../../domain/receipts/receipt-number'
import type { ReceiptPage, ReceiptRow } from '../../api/receipts'
import { EmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { PagingStatus } from '../../components/table/paging-status'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import type { ListPaging } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'

import { useDeleteReceiptFlow } from './use-delete-receipt'

interface ReceiptList {
  rows: ReceiptRow[]
  query: { data?: { pages: ReceiptPage[] } | undefined }
  paging: ListPaging
}

/** How a row names its unconverted line items (spec 2: highlighted with a warning count). */
export function unconvertedLabel(count: number): string {
  return `${formatCount(count)} unconverted line ${count === 1 ? 'item' : 'items'}`
}

/**
 * The receipts by purchase date, newest first (spec 2). Each day's header shows its count and total over
 * every matching receipt of that day, as the server summed them, not only the loaded ones.
 */
export function ReceiptDays({
  list,
  isFiltered,
  onAdd,
  onOpen,
}: {
  list: ReceiptList
  isFiltered: boolean
  onAdd: () => void
  onOpen: (receipt: ReceiptRow) => void
}) {
  const pages = list.query.data?.pages
  const days = useMemo(() => {
    const sums = new Map<string, { count: number; total: number }>()
    for (const page of pages ?? []) for (const day of page.days) sums.set(day.date, day)
    return groupByDay(list.rows, (receipt) => receipt.purchaseDate).map((group) => ({
      ...group,
      sums: sums.get(group.date) ?? { count: group.items.length, total: 0 },
    }))
  }, [pages, list.rows])

  if (list.rows.length === 0) {
    return isFiltered ? (
      <EmptyState icon={ReceiptText} title="No receipts found" hint="Try another search or month." />
    ) : (
      <EmptyState
        icon={ReceiptText}
        title="No receipts yet"
        hint="Record a haul from the paper receipt, then turn its line items into inventory."
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Receipt
          </Button>
        }
      />
    )
  }

  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2 px-1">
            <h2 id={`day-${day.date}`} className="text-sm font-semibold text-slate-900 dark:text-white">
              {day.displayDate}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatCount(day.sums.count)} {day.sums.count === 1 ? 'receipt' : 'receipts'} ·{' '}
              <MoneyText cents={day.sums.total} className="font-medium text-slate-900 dark:text-white" />
            </p>
          </header>
          <ul className="space-y-3">
            {day.items.map((receipt) => (
              <li key={receipt.id}>
                <ReceiptCard receipt={receipt} onOpen={() => onOpen(receipt)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="flex justify-center py-2">
        {list.paging.hasNextPage && !list.paging.isFetchingNextPage && !list.paging.isFetchNextPageError ? (
          <Button variant="secondary" onClick={() => void list.paging.fetchNextPage()}>
            Load More Receipts
          </Button>
        ) : (
          <PagingStatus paging={list.paging} />
        )}
      </div>
    </div>
  )
}

/** One receipt: number, vendor and location, amounts and distance, its warning, and view and delete. */
function ReceiptCard({ receipt, onOpen }: { receipt: ReceiptRow; onOpen: () => void }) {
  const remove = useDeleteReceiptFlow()
  const hasUnconverted = receipt.unconvertedCount > 0
  return (
    <article
      className={`rounded-2xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${
        hasUnconverted
          ? 'border-amber-300 bg-amber-50/60 dark:border-amber-500/40 dark:bg-amber-500/5'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-all text-slate-900 dark:text-white">
            {receipt.receiptNumber}
            {isAutoReceiptNumber(receipt.receiptNumber) ? <Badge tone="gray">Auto</Badge> : null}
          </h3>
          <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
            {receipt.vendor}
            {receipt.location ? ` · ${receipt.location}` : ''}
          </p>
        </div>
        <MoneyText
          cents={receipt.totalAmount}
          className="shrink-0 text-lg font-semibold text-slate-900 dark:text-white"
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          Tax <MoneyText cents={receipt.taxAmount} />
        </span>
        {receipt.travelDistance > 0 ? (
          <span>{formatMiles(milesToTenths(receipt.travelDistance))} miles</span>
        ) : null}
        {hasUnconverted ? (
          <Badge tone="amber">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {unconvertedLabel(receipt.unconvertedCount)}
          </Badge>
        ) : null}
      </div>
      <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Button
          variant="ghost"
          size="sm"
          onClick={onOpen}
          aria-label={`View receipt ${receipt.receiptNumber}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void remove.run(receipt.id)}
          disabled={remove.isPending}
          aria-label={`Delete receipt ${receipt.receiptNumber}`}
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  )
}
