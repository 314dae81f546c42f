import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Car, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { receiptStatsQuery, receiptsQuery, type Receipt } from '../../api/receipts'
import { FilterBar, SearchMonthFields } from '../../components/filter-bar'
import { MoneyText } from '../../components/money-text'
import { RecordsPage } from '../../components/records-page'
import { PeriodTotalCards, StatCard, StatGrid } from '../../components/stat-card'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useSearchText } from '../../hooks/use-search-text'
import { useUrlState } from '../../hooks/use-url-state'
import { formatCount, formatMilesText } from '../../lib/format'

import { ReceiptDays } from './receipt-days'
import { ReceiptDetailDialog } from './receipt-detail-dialog'
import { ReceiptFormDialog } from './receipt-form-dialog'
import { TopLocations } from './top-locations'

/** Search and month live in the URL (kit guide: lists keep their filters there). */
const PARAMS = {
  q: z.string().default(''),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .or(z.literal(''))
    .catch(''),
}

/** Which dialog is open: the form (new or edited receipt) or a receipt's detail. */
type Open = { form: Receipt | null } | { detailId: string } | null

/**
 * Inventory Receipts (spec 2): the figures and the Top Purchase Locations from the server, search and month
 * filters, and the receipts by purchase date, newest first, each with its unconverted line items counted.
 */
export function ReceiptsPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const [open, setOpen] = useState<Open>(null)
  const stats = useQuery(receiptStatsQuery())
  const filters = { q: params.q, ...(params.month ? { month: params.month } : {}) }
  const list = useInfiniteRows(useInfiniteQuery(receiptsQuery(filters)))
  const isFiltered = params.q !== '' || params.month !== ''
  const close = () => setOpen(null)

  return (
    <RecordsPage
      header={{
        title: 'Inventory Receipts',
        description: 'Purchase receipts and the items bought on them',
        add: { label: 'Add Receipt', onClick: () => setOpen({ form: null }) },
      }}
      loadingLabel="Loading receipts..."
      errorMessage="Failed to load receipts"
      stats={stats}
      renderStats={(figures) => (
        <div className="mb-6 space-y-4">
          <StatGrid>
            <StatCard
              label="Total Receipts"
              value={formatCount(figures.totalReceipts)}
              hint={<MoneyText cents={figures.totalAmount} />}
              icon={ReceiptText}
            />
            <PeriodTotalCards monthlyTotal={figures.monthlyTotal} yearlyTotal={figures.yearlyTotal} />
            <StatCard
              label="Yearly Distance"
              value={`${formatMilesText(figures.yearlyDistance)} miles`}
              icon={Car}
              tone="warning"
            />
          </StatGrid>
          <TopLocations locations={figures.topLocations} />
        </div>
      )}
      filters={
        <FilterBar counts={list.counts} noun="receipts">
          <SearchMonthFields
            search={{
              label: 'Search receipts',
              placeholder: 'Receipt number, vendor, location or notes',
              shortPlaceholder: 'Number, vendor, location...',
              value: text,
              onChange: setText,
            }}
            month={{ value: params.month, onChange: (month) => setParams({ month }) }}
          />
        </FilterBar>
      }
      list={list.query}
      renderList={() => (
        <ReceiptDays
          list={list}
          isFiltered={isFiltered}
          onAdd={() => setOpen({ form: null })}
          onOpen={(receipt) => setOpen({ detailId: receipt.id })}
        />
      )}
      dialogs={
        <>
          {open && 'form' in open ? (
            <ReceiptFormDialog
              receipt={open.form}
              onClose={close}
              onSaved={(receipt) => setOpen({ detailId: receipt.id })}
            />
          ) : null}
          {open && 'detailId' in open ? (
            <ReceiptDetailDialog receiptId={open.detailId} onClose={close} />
          ) : null}
        </>
      }
    />
  )
}
