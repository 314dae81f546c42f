import { AlertTriangle, Eye, ReceiptText } from 'lucide-react'

import { formatMiles, milesToTenths } from '../../../domain/miles'
import { isAutoReceiptNumber } from '../../../domain/receipts/receipt-number'
import type { ReceiptRow } from '../../api/receipts'
import { DayGroups, type DayList } from '../../components/day-groups'
import { ListEmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { RecordCard } from '../../components/record-card'
import { DeleteButton } from '../../components/row-actions'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { formatCount } from '../../lib/format'

import { useDeleteReceiptFlow } from './use-delete-receipt'

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
  list: DayList<ReceiptRow>
  isFiltered: boolean
  onAdd: () => void
  onOpen: (receipt: ReceiptRow) => void
}) {
  return (
    <DayGroups
      list={list}
      dateOf={purchaseDate}
      rowKey={(receipt) => receipt.id}
      renderRow={(receipt) => <ReceiptCard receipt={receipt} onOpen={() => onOpen(receipt)} />}
      noun={{ one: 'receipt', other: 'receipts' }}
      loadMoreLabel="Load More Receipts"
      empty={
        <ListEmptyState
          isFiltered={isFiltered}
          icon={ReceiptText}
          notFound={{ title: 'No receipts found', hint: 'Try another search or month.' }}
          none={{
            title: 'No receipts yet',
            hint: 'Record a haul from the paper receipt, then turn its line items into inventory.',
          }}
          add={{ label: 'Add Receipt', onClick: onAdd }}
        />
      }
    />
  )
}

/** One receipt: number, vendor and location, amounts and distance, its warning, and view and delete. */
function ReceiptCard({ receipt, onOpen }: { receipt: ReceiptRow; onOpen: () => void }) {
  const remove = useDeleteReceiptFlow()
  const hasUnconverted = receipt.unconvertedCount > 0
  return (
    <RecordCard
      title={
        <>
          {receipt.receiptNumber}
          {isAutoReceiptNumber(receipt.receiptNumber) ? <Badge tone="gray">Auto</Badge> : null}
        </>
      }
      titleClassName="flex flex-wrap items-center gap-2 break-all"
      subtitle={`${receipt.vendor}${receipt.location ? ` · ${receipt.location}` : ''}`}
      amount={receipt.totalAmount}
      highlight={hasUnconverted}
      actions={
        <>
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
        </>
      }
    >
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
    </RecordCard>
  )
}
