import { AlertTriangle, Eye, ReceiptText } from 'lucide-react'

import { formatMiles, milesToTenths } from '../../../domain/miles'
import { isAutoReceiptNumber } from '../../../domain/receipts/receipt-number'
import type { ReceiptPage, ReceiptRow } from '../../api/receipts'
import { DayGroups } from '../../components/day-groups'
import { EmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { DeleteButton } from '../../components/row-actions'
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

/** Which day a receipt belongs to: its purchase date. */
const purchaseDate = (receipt: ReceiptRow) => receipt.purchaseDate

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
  return (
    <DayGroups
      rows={list.rows}
      pages={list.query.data?.pages}
      dateOf={purchaseDate}
      rowKey={(receipt) => receipt.id}
      renderRow={(receipt) => <ReceiptCard receipt={receipt} onOpen={() => onOpen(receipt)} />}
      noun={{ one: 'receipt', other: 'receipts' }}
      paging={list.paging}
      loadMoreLabel="Load More Receipts"
      empty={
        isFiltered ? (
          <EmptyState icon={ReceiptText} title="No receipts found" hint="Try another search or month." />
        ) : (
          <EmptyState
            icon={ReceiptText}
            title="No receipts yet"
            hint="Record a haul from the paper receipt, then turn its line items into inventory."
            add={{ label: 'Add Receipt', onClick: onAdd }}
          />
        )
      }
    />
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
        <DeleteButton
          label={`Delete receipt ${receipt.receiptNumber}`}
          onClick={() => void remove.run(receipt.id)}
          disabled={remove.isPending}
          showText
        />
      </div>
    </article>
  )
}
