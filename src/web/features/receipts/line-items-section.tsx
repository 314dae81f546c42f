import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ArrowRightLeft, CheckCircle2, ListPlus, Plus, TriangleAlert } from 'lucide-react'
import { useState } from 'react'

import { writeFailureMessage } from '../../../domain/messages'
import { formatMoney } from '../../../domain/money'
import { checkItemization } from '../../../domain/receipts/itemization'
import {
  receiptLineItemSumQuery,
  receiptLineItemsQuery,
  useConvert,
  useDeleteLineItem,
  type ConversionTarget,
  type LineItemRow,
  type Receipt,
} from '../../api/receipts'
import { CheckboxField } from '../../components/fields/checkbox-field'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { RowActions } from '../../components/row-actions'
import { PagingStatus } from '../../components/table/paging-status'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import { LineItemFormDialog } from './line-item-form-dialog'
import { QuickAdd } from './quick-add'
import { unconvertedLabel } from './receipt-days'

/** What a finished conversion says (spec 4: one item per unit). */
function convertedMessage(conversion: { lineItemCount: number; itemCount: number }): string {
  const lines = `${formatCount(conversion.lineItemCount)} line ${conversion.lineItemCount === 1 ? 'item' : 'items'}`
  return `Converted ${lines} into ${formatCount(conversion.itemCount)} inventory ${conversion.itemCount === 1 ? 'item' : 'items'}.`
}

/**
 * A receipt's line items (spec 2, 4, 5): add, edit and delete with confirmation, Quick Add, and Convert or
 * Convert All into unlisted inventory items, optionally with the receipt's tax spread over their cost.
 * `isReadOnly` (a receipt in a closed tax year) shows the line items without any of those actions.
 */
export function LineItemsSection({
  receipt,
  isReadOnly = false,
}: {
  receipt: Receipt
  isReadOnly?: boolean
}) {
  const list = useInfiniteRows(useInfiniteQuery(receiptLineItemsQuery(receipt.id)))
  const convert = useConvert()
  const [editing, setEditing] = useState<{ lineItem: LineItemRow | null } | null>(null)
  const [isQuickAdding, setIsQuickAdding] = useState(false)
  const [allocateTax, setAllocateTax] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const unconverted = list.rows.filter((line) => !line.isConverted).length
  const hasMore = list.paging.hasNextPage

  const run = (target: ConversionTarget) => {
    setDone(null)
    convert.mutate(
      { target, options: { allocateTax } },
      {
        onSuccess: (conversion) => setDone(convertedMessage(conversion)),
        onError: (error) => notifyFailure(writeFailureMessage('update', 'receiptLineItem'), error),
      },
    )
  }

  return (
    <section aria-labelledby="line-items" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="line-items" className="font-semibold text-slate-900 dark:text-white">
          Line Items{list.counts ? ` (${formatCount(list.counts.total)})` : ''}
        </h3>
        {isReadOnly ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing({ lineItem: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Add Line Item
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setIsQuickAdding(true)}
              disabled={isQuickAdding}
            >
              <ListPlus aria-hidden="true" className="size-4" />
              Quick Add
            </Button>
            {unconverted > 0 || hasMore ? (
              <Button size="sm" onClick={() => run({ receiptId: receipt.id })} disabled={convert.isPending}>
                <ArrowRightLeft aria-hidden="true" className="size-4" />
                {convert.isPending ? 'Converting...' : 'Convert All'}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <ItemizationNote receipt={receipt} />
      {receipt.taxAmount > 0 && !isReadOnly ? (
        <CheckboxField
          label="Add the receipt's tax to the new items' cost"
          hint={`Spreads the ${formatMoney(receipt.taxAmount)} tax over the items in proportion to their unit cost, to the cent.`}
          checked={allocateTax}
          onChange={(event) => setAllocateTax(event.target.checked)}
        />
      ) : null}
      {done ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {done}
        </p>
      ) : null}
      {isQuickAdding ? <QuickAdd receiptId={receipt.id} onDone={() => setIsQuickAdding(false)} /> : null}
      <PageState
        query={list.query}
        loadingLabel="Loading line items..."
        errorMessage="Failed to load receipt line items"
      >
        {() =>
          list.rows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No line items yet. Add what you bought, one line per kind of item.
            </p>
          ) : (
            <>
              {unconverted > 0 ? <p className="sr-only">{unconvertedLabel(unconverted)}</p> : null}
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {list.rows.map((line) => (
                  <LineItemEntry
                    key={line.id}
                    line={line}
                    isReadOnly={isReadOnly}
                    isConverting={convert.isPending}
                    onConvert={() => run({ lineItemId: line.id })}
                    onEdit={() => setEditing({ lineItem: line })}
                  />
                ))}
              </ul>
              <div className="flex justify-center">
                {hasMore && !list.paging.isFetchingNextPage ? (
                  <Button variant="secondary" size="sm" onClick={() => void list.paging.fetchNextPage()}>
                    Load More Line Items
                  </Button>
                ) : (
                  <PagingStatus paging={list.paging} />
                )}
              </div>
            </>
          )
        }
      </PageState>
      {editing ? (
        <LineItemFormDialog
          receiptId={receipt.id}
          receiptDate={receipt.purchaseDate}
          lineItem={editing.lineItem}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  )
}

/**
 * The gap between what the line items add up to and the receipt's total less tax, to the cent, when there
 * is one: goods bought and not itemized, or line items typed wrong. Nothing when they match, or before any
 * line item is added. The sum is the server's, over every line item, not only the pages shown.
 */
function ItemizationNote({ receipt }: { receipt: Receipt }) {
  const sum = useQuery(receiptLineItemSumQuery(receipt.id))
  if (!sum.data) return null
  const check = checkItemization({
    totalAmount: receipt.totalAmount,
    taxAmount: receipt.taxAmount,
    lineItemCount: sum.data.count,
    lineItemsTotal: sum.data.totalCost,
  })
  if (check.kind !== 'under' && check.kind !== 'over') return null
  return (
    <p
      data-testid="itemization-gap"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <TriangleAlert
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
      />
      <span className="min-w-0 break-words">{check.message}</span>
    </p>
  )
}

function LineItemEntry({
  line,
  isReadOnly,
  isConverting,
  onConvert,
  onEdit,
}: {
  line: LineItemRow
  isReadOnly: boolean
  isConverting: boolean
  onConvert: () => void
  onEdit: () => void
}) {
  const remove = useDeleteLineItem()
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900 dark:text-white">
          {line.description}
          {line.isConverted ? (
            <Badge tone="green">Converted</Badge>
          ) : (
            <Badge tone="amber">Not converted</Badge>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {line.brand} · {formatCount(line.quantity)} × <MoneyText cents={line.unitCost} /> ={' '}
          <MoneyText cents={line.totalCost} className="font-medium text-slate-900 dark:text-white" />
        </p>
        {line.notes ? (
          <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">{line.notes}</p>
        ) : null}
      </div>
      {isReadOnly ? null : (
        <div className="flex flex-wrap gap-1">
          {line.isConverted ? null : (
            <Button
              size="sm"
              variant="secondary"
              onClick={onConvert}
              disabled={isConverting}
              aria-label={`Convert ${line.description}`}
            >
              <ArrowRightLeft aria-hidden="true" className="size-4" />
              Convert
            </Button>
          )}
          <RowActions
            name={`line item ${line.description}`}
            onEdit={onEdit}
            showText
            deletion={{
              id: line.id,
              mutation: remove,
              question: 'Are you sure you want to delete this line item?',
              failureMessage: writeFailureMessage('delete', 'receiptLineItem'),
            }}
          />
        </div>
      )}
    </li>
  )
}
