import { useQuery } from '@tanstack/react-query'
import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { formatMiles, milesToTenths } from '../../../domain/miles'
import { NO_LOCATION_PREFIXES, parseReceiptNumber } from '../../../domain/receipts/receipt-number'
import { receiptQuery, type Receipt } from '../../api/receipts'
import { LongDate } from '../../components/date-text'
import { ClosedYearNotice } from '../../components/closed-year-notice'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useClosedYears } from '../../hooks/use-closed-years'

import { Attachment } from '../../components/files/attachment'

import { LineItemsSection } from './line-items-section'
import { ReceiptFormDialog } from './receipt-form-dialog'
import { ReceiptItemsSection } from './receipt-items-section'
import { useDeleteReceiptFlow } from './use-delete-receipt'

/**
 * A receipt's detail (spec 2): edit, its figures, the receipt number parsed into location, date and time
 * with '(Auto)' for a generated number, its line items (add, edit, delete, Quick Add, convert) and the
 * inventory items made from it. A receipt dated in a closed tax year shows the closed-year notice, its form
 * read-only, and no way to delete it or change its line items, which the server would refuse (decision 026).
 */
export function ReceiptDetailDialog({ receiptId, onClose }: { receiptId: string; onClose: () => void }) {
  const receipt = useQuery(receiptQuery(receiptId))
  const [isEditing, setIsEditing] = useState(false)
  const remove = useDeleteReceiptFlow()
  const closedYear = useClosedYears().yearOf(receipt.data?.purchaseDate)

  return (
    <Dialog title="Receipt Details" onClose={onClose} size="lg">
      <PageState query={receipt} loadingLabel="Loading receipts..." errorMessage="Failed to load receipts">
        {(data) => (
          <div className="space-y-6">
            {closedYear !== null ? <ClosedYearNotice year={closedYear} /> : null}
            <ReceiptSummary receipt={data} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit Receipt
              </Button>
              <Button
                variant="secondary"
                disabled={remove.isPending || closedYear !== null}
                onClick={async () => {
                  if (await remove.run(data.id)) onClose()
                }}
                className="text-red-700 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete Receipt
              </Button>
            </div>
            <Attachment owner={{ receiptId: data.id }} title="Receipt File" takesPdf />
            <LineItemsSection receipt={data} isReadOnly={closedYear !== null} />
            <ReceiptItemsSection receiptId={data.id} />
            {isEditing ? <ReceiptFormDialog receipt={data} onClose={() => setIsEditing(false)} /> : null}
          </div>
        )}
      </PageState>
    </Dialog>
  )
}

function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  const parsed = parseReceiptNumber(receipt.receiptNumber)
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="receipt-number" className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <h3 id="receipt-number" className="text-sm font-medium text-slate-600 dark:text-slate-400">
          Receipt Number
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold break-all">
          {receipt.receiptNumber}
          {parsed ? (
            <span className="text-sm font-medium text-emerald-700 dark:text-emerald-400">(Auto)</span>
          ) : null}
        </p>
        {parsed ? (
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <Detail term="Location">
              {NO_LOCATION_PREFIXES.includes(parsed.location) ? 'None' : parsed.location}
            </Detail>
            <Detail term="Date">
              <LongDate date={parsed.date} />
            </Detail>
            <Detail term="Time">
              {parsed.time}
              {parsed.collision === null ? null : (
                <>
                  {' '}
                  <Badge tone="gray">A{parsed.collision}</Badge>
                </>
              )}
            </Detail>
          </dl>
        ) : null}
      </section>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Detail term="Vendor">{receipt.vendor}</Detail>
        <Detail term="Location">{receipt.location ?? '—'}</Detail>
        <Detail term="Purchase Date">
          <LongDate date={receipt.purchaseDate} />
        </Detail>
        <Detail term="Travel Distance">{formatMiles(milesToTenths(receipt.travelDistance))} miles</Detail>
        <Detail term="Total Amount">
          <MoneyText cents={receipt.totalAmount} />
        </Detail>
        <Detail term="Tax Amount">
          <MoneyText cents={receipt.taxAmount} />
        </Detail>
        {receipt.notes ? (
          <Detail term="Notes" wide>
            <span className="whitespace-pre-line">{receipt.notes}</span>
          </Detail>
        ) : null}
        {receipt.receiptImageUrl ? (
          <Detail term="Receipt Image" wide>
            <a
              href={receipt.receiptImageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-emerald-700 underline dark:text-emerald-400"
            >
              Open image
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </Detail>
        ) : null}
      </dl>
    </div>
  )
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  )
}
