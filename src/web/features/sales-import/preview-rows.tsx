import { useMemo, type ReactNode } from 'react'

import { formatShortDate } from '../../../domain/dates'
import { MoneyText } from '../../components/money-text'
import { CardList } from '../../components/table/card-list'
import type { Column } from '../../components/table/column'
import { DataTable } from '../../components/table/data-table'
import { EmptyState } from '../../components/empty-state'
import { Badge, type BadgeTone } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { useMediaQuery } from '../../hooks/use-media-query'
import { formatCount } from '../../lib/format'

import {
  decisionOf,
  effectOf,
  MATCH_METHOD_LABELS,
  profitOfRow,
  type Choices,
  type Decision,
  type ImportRow,
  type RowChoice,
} from '../../lib/sales-import-rows'

interface RowActionsProps {
  /** Open the search of unsold items for this sale. */
  onChangeMatch: (row: ImportRow) => void
  /** Set (or, with null, clear) the person's choice for a sale. */
  onChoose: (row: ImportRow, choice: RowChoice | null) => void
}

const muted = 'text-slate-600 dark:text-slate-400'
/** A row's choice button in its pressed state: the choice made. */
const PRESSED =
  'aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-500/15 dark:aria-pressed:text-emerald-100'

/** The badge of a row: how it matched, or why it will not be imported. */
function RowBadge({ row, decision }: { row: ImportRow; decision: Decision }) {
  const [tone, text]: [BadgeTone, string] = (() => {
    if (row.status === 'refused') return ['red', 'Refused']
    if (row.status === 'already-imported') return ['gray', 'Already imported']
    if (row.status === 'not-a-sale') return ['amber', row.kindLabel ?? 'Not a sale']
    if (row.status === 'to-record')
      return decision.action === 'skip' ? ['gray', 'Skip'] : ['blue', row.kindLabel ?? 'Record']
    if (decision.action === 'create') return ['purple', 'Create sold item']
    if (decision.action === 'skip') return ['gray', 'Skip']
    if (decision.action === 'match')
      return ['green', decision.isChosen ? MATCH_METHOD_LABELS.chosen : MATCH_METHOD_LABELS[row.method]]
    return ['amber', MATCH_METHOD_LABELS.none]
  })()
  return <Badge tone={tone}>{text}</Badge>
}

function SaleCell({ row }: { row: ImportRow }) {
  // A row of no sale without a title is named by its reference (a payout's is the file's order id, line id
  // or title) rather than 'No title' above it.
  const isNamedByReference = row.title === null && row.sku === null && row.kindLabel !== null
  return (
    <div className="max-w-72 min-w-44">
      <p className="font-medium break-words text-slate-900 dark:text-white">
        {row.title ?? row.sku ?? (isNamedByReference ? row.orderId : null) ?? 'No title'}
      </p>
      <p className={`text-xs ${muted}`}>
        Row {row.rowNumber}
        {row.soldDate ? ` · ${formatShortDate(row.soldDate)}` : ''}
        {row.quantity > 1 ? ` · ${formatCount(row.quantity)} units` : ''}
      </p>
      {row.orderId && !isNamedByReference ? (
        <p className={`font-mono text-xs break-all ${muted}`}>{row.orderId}</p>
      ) : null}
    </div>
  )
}

function ItemCell({ row, decision }: { row: ImportRow; decision: Decision }) {
  return (
    <div className="flex max-w-72 min-w-40 flex-col items-start gap-1">
      <RowBadge row={row} decision={decision} />
      {decision.action === 'match'
        ? decision.items.map((item) => (
            <p key={item.id} className="text-sm break-words">
              <span className="font-mono font-semibold">{item.sku}</span>{' '}
              <span className={muted}>
                {item.brand} {item.description}
              </span>
            </p>
          ))
        : null}
      <RowEffect row={row} decision={decision} />
      {row.reason && !(decision.action === 'match' && decision.isChosen) ? (
        <p
          className={`text-xs break-words ${row.status === 'refused' ? 'text-red-700 dark:text-red-300' : muted}`}
        >
          {row.reason}
        </p>
      ) : null}
    </div>
  )
}

/** What the import will do with the row, in words. */
function RowEffect({ row, decision }: { row: ImportRow; decision: Decision }) {
  const effect = effectOf(row, decision)
  return effect === null ? null : (
    <p data-testid="row-effect" className="text-xs break-words text-slate-800 dark:text-slate-200">
      {effect}
    </p>
  )
}

function Figures({ row, decision }: { row: ImportRow; decision: Decision }) {
  if (row.status === 'refused') return null
  if (row.status === 'not-a-sale' || row.status === 'to-record')
    return row.amount === null ? null : (
      <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm whitespace-nowrap [&_dd]:text-right">
        <dt className={muted}>Amount</dt>
        <dd>
          <MoneyText cents={row.amount} />
        </dd>
      </dl>
    )
  const profit = profitOfRow(row, decision)
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm whitespace-nowrap [&_dd]:text-right">
      <>
        <dt className={muted}>Sale price</dt>
        <dd>
          <MoneyText cents={row.salePrice} />
        </dd>
        <dt className={muted}>Postage charged</dt>
        <dd>
          <MoneyText cents={row.postageCharged} />
        </dd>
        <dt className={muted}>Postage cost</dt>
        <dd>
          <MoneyText cents={row.postageCost} />
        </dd>
        <dt className={muted}>Fees</dt>
        <dd>
          <MoneyText cents={row.fees} />
        </dd>
        {row.salesTax > 0 ? (
          <>
            <dt className={muted}>Buyer&apos;s sales tax</dt>
            <dd>
              <MoneyText cents={row.salesTax} />
            </dd>
          </>
        ) : null}
        {profit !== null ? (
          <>
            <dt className="font-semibold">Profit</dt>
            <dd
              data-testid="row-profit"
              className={`font-semibold ${profit < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}
            >
              <MoneyText cents={profit} />
            </dd>
          </>
        ) : null}
      </>
    </dl>
  )
}

/** Skip: the row is not imported; pressed while chosen. */
function SkipButton({
  row,
  isPressed,
  onClick,
}: {
  row: ImportRow
  isPressed: boolean
  onClick: () => void
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-pressed={isPressed}
      onClick={onClick}
      aria-label={`Skip row ${row.rowNumber}`}
      className={PRESSED}
    >
      Skip
    </Button>
  )
}

/** The buttons of a sale: change (or choose) its item, create a sold item, skip; pressed when chosen. */
function RowButtons({
  row,
  decision,
  actions,
}: {
  row: ImportRow
  decision: Decision
  actions: RowActionsProps
}): ReactNode {
  const chosen = (choice: RowChoice) => () =>
    actions.onChoose(row, decision.action === choice.action ? null : choice)
  const skip = (
    <SkipButton row={row} isPressed={decision.action === 'skip'} onClick={chosen({ action: 'skip' })} />
  )
  if (row.status === 'to-record') return <div className="flex flex-wrap justify-end gap-1">{skip}</div>
  if (row.status !== 'matched' && row.status !== 'unmatched') return null
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.onChangeMatch(row)}
        aria-label={`${decision.action === 'match' ? 'Change match' : 'Choose item'} for row ${row.rowNumber}`}
      >
        {decision.action === 'match' ? 'Change match' : 'Choose item'}
      </Button>
      {row.status === 'unmatched' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={decision.action === 'create'}
          onClick={chosen({ action: 'create' })}
          aria-label={`Create sold item for row ${row.rowNumber}`}
          className={PRESSED}
        >
          Create sold item
        </Button>
      ) : null}
      {skip}
    </div>
  )
}

/**
 * The preview's rows (virtualised, so 20,000 stay smooth): as a table from 768 px, as cards on a phone.
 * Each sale shows its item and how it matched, its fees and postage and the profit it will show (green,
 * red for a loss), refused rows their reason, refunds and cancellations as such.
 */
export function PreviewRows({
  rows,
  choices,
  actions,
  emptyTitle,
}: {
  rows: readonly ImportRow[]
  choices: Choices
  actions: RowActionsProps
  emptyTitle: string
}) {
  const columns = useMemo<Column<ImportRow>[]>(
    () => [
      { id: 'sale', header: 'Sale', cell: (row) => <SaleCell row={row} /> },
      {
        id: 'item',
        header: 'Item',
        cell: (row) => <ItemCell row={row} decision={decisionOf(row, choices)} />,
      },
      {
        id: 'figures',
        header: 'Figures',
        cell: (row) => <Figures row={row} decision={decisionOf(row, choices)} />,
      },
    ],
    [choices],
  )
  const isWide = useMediaQuery('(min-width: 768px)')
  const empty = <EmptyState title={emptyTitle} />
  if (isWide)
    return (
      <DataTable
        caption="Sales in the file"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.rowNumber)}
        estimateRowHeight={110}
        empty={empty}
        rowActionsOf="words"
        rowActions={(row) => <RowButtons row={row} decision={decisionOf(row, choices)} actions={actions} />}
      />
    )
  return (
    <CardList
      label="Sales in the file"
      rows={rows}
      rowKey={(row) => String(row.rowNumber)}
      estimateCardHeight={260}
      empty={empty}
      renderCard={(row) => {
        const decision = decisionOf(row, choices)
        return (
          <article
            aria-label={`Row ${row.rowNumber}`}
            className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <SaleCell row={row} />
            <ItemCell row={row} decision={decision} />
            <Figures row={row} decision={decision} />
            <RowButtons row={row} decision={decision} actions={actions} />
          </article>
        )
      }}
    />
  )
}
