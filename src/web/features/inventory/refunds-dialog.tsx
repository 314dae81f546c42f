import { useQuery } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'

import { formatShortDate } from '../../../domain/dates'
import type { RefundKind } from '../../../domain/marketplaces/refunds'
import { centsToDecimal, formatMoney, sumCents } from '../../../domain/money'
import { newRefundSchema, type Refund } from '../../../shared/schemas/refund'
import { refundsQuery, useAddRefund, useChangeRefundKind, useDeleteRefund, type Item } from '../../api/items'
import { useConfirm } from '../../components/confirm/confirm-context'
import { ErrorAlert } from '../../components/error-alert'
import { DateField } from '../../components/fields/date-field'
import { MoneyField } from '../../components/fields/money-field'
import { SelectField } from '../../components/fields/select-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { MoneyText } from '../../components/money-text'
import { Button } from '../../components/ui/button'
import { LoadingSpinner } from '../../components/ui/loading-spinner'
import { errorMessage } from '../../lib/errors'
import { notifyFailure, notifySuccess } from '../../lib/notify'

import { todayInBrowser } from './item-form'
import { ItemSummary } from './item-summary'

/** What a refund did with the item, as the dialog names it. */
export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  return: 'Returned',
  allowance: 'Allowance',
}

const KIND_OPTIONS: readonly { value: RefundKind; label: string }[] = [
  { value: 'return', label: 'Returned: back in inventory' },
  { value: 'allowance', label: 'Allowance: the buyer kept it' },
]

/**
 * What saying again whether the item came back does to a recorded refund: an allowance becomes a return
 * (offered while the sale has none), a return an allowance.
 */
const KIND_CHANGES = {
  allowance: { kind: 'return', label: 'Mark Returned', name: 'as returned' },
  return: { kind: 'allowance', label: 'Mark Allowance', name: 'as an allowance' },
} as const satisfies Record<RefundKind, { kind: RefundKind; label: string; name: string }>

const muted = 'text-slate-600 dark:text-slate-400'

/**
 * The refunds of a sold item (decision 032): those recorded, each with Delete (asked first in the app's
 * dialog), and a new one: its date, the amount given back of the price and postage (all that is left with
 * 'Refund in full', or a part), the buyer's sales tax given back with it, the fees the marketplace credited
 * back (when the sale had fees), and whether the item came back
 * (a return: a new unlisted item, SKU + '-R', at the sold item's cost) or stayed with the buyer (an
 * allowance). A refused save keeps what was typed and says why beside the field.
 */
export function RefundsDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const recorded = useQuery(refundsQuery(item.id))
  const add = useAddRefund()
  const refunds = recorded.data ?? []
  const left = item.salePrice + item.postageCharged - sumCents(refunds.map((refund) => refund.amount))
  const taxLeft = item.buyerSalesTax - sumCents(refunds.map((refund) => refund.salesTax))
  const fees = item.generalFees + item.promoFees
  const feesLeft = fees - sumCents(refunds.map((refund) => refund.feesCredited))
  const isReturned = refunds.some((refund) => refund.kind === 'return')
  const today = todayInBrowser()
  const form = useSchemaForm(newRefundSchema, {
    defaultValues: {
      refundDate: item.soldDate !== null && item.soldDate > today ? item.soldDate : today,
      amount: '',
      salesTax: '',
      feesCredited: '',
      // No choice until the person makes one: the schema refuses '' with 'Choose Returned or Allowance'.
      kind: '' as RefundKind,
    },
  })
  const refundInFull = () => {
    form.setValue('amount', centsToDecimal(Math.max(0, left)), { shouldDirty: true, shouldValidate: true })
    form.setValue('salesTax', taxLeft > 0 ? centsToDecimal(taxLeft) : '', { shouldDirty: true })
  }
  return (
    <FormDialog
      title={`Refunds of ${item.sku}`}
      form={form}
      draft={{ form: 'refund', id: item.id }}
      onClose={onClose}
      submitLabel="Record Refund"
      onSave={async (refund) => {
        const saved = await add.mutateAsync({ itemId: item.id, refund })
        notifySuccess(
          'Refund recorded',
          saved.returnedSku ? { description: `${saved.returnedSku} is back in Unlisted Items` } : {},
        )
        onClose()
      }}
    >
      <ItemSummary item={item} />
      <section aria-label="Sale and refunds" className="space-y-2 text-sm">
        <p>
          Sold{item.soldDate ? ` ${formatShortDate(item.soldDate)}` : ''} for{' '}
          <MoneyText cents={item.salePrice + item.postageCharged} />
          <span className={muted}> (price and postage charged)</span>
          {item.buyerSalesTax > 0 ? (
            <>
              , with <MoneyText cents={item.buyerSalesTax} /> of the buyer&apos;s sales tax
            </>
          ) : null}
          .
        </p>
        {recorded.isError ? <ErrorAlert>{errorMessage(recorded.error)}</ErrorAlert> : null}
        {recorded.isPending ? (
          <LoadingSpinner label="Loading refunds..." showLabel />
        ) : refunds.length === 0 ? (
          <p className={muted}>No refund recorded.</p>
        ) : (
          <RecordedRefunds itemId={item.id} refunds={refunds} />
        )}
      </section>
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 font-semibold">New Refund</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <DateField label="Refund Date" required {...form.field('refundDate')} />
          <MoneyField
            label="Amount Refunded"
            required
            hint={`Price and postage given back: at most ${formatMoney(Math.max(0, left))}`}
            {...form.field('amount')}
          />
          {item.buyerSalesTax > 0 ? (
            <MoneyField
              label="Sales Tax Refunded"
              hint={`The buyer's sales tax given back: at most ${formatMoney(Math.max(0, taxLeft))}`}
              {...form.field('salesTax')}
            />
          ) : null}
          {fees > 0 ? (
            <MoneyField
              label="Fees Credited Back"
              hint={`Fees the marketplace gave back: at most ${formatMoney(Math.max(0, feesLeft))}`}
              {...form.field('feesCredited')}
            />
          ) : null}
          <SelectField
            label="Returned or Allowance"
            required
            placeholder="Choose one"
            className="sm:col-span-2"
            options={isReturned ? KIND_OPTIONS.filter((option) => option.value !== 'return') : KIND_OPTIONS}
            {...form.field('kind')}
          />
        </div>
        <Button type="button" variant="secondary" size="sm" onClick={refundInFull} disabled={left <= 0}>
          Refund in Full
        </Button>
      </fieldset>
    </FormDialog>
  )
}

/**
 * The refunds recorded, oldest first, each with Delete and with what says again whether the item came back:
 * Mark Returned on an allowance (an imported refund is one) while the sale has no return, Mark Allowance on
 * the return. Each asks first.
 */
function RecordedRefunds({ itemId, refunds }: { itemId: string; refunds: readonly Refund[] }) {
  const confirm = useConfirm()
  const remove = useDeleteRefund()
  const change = useChangeRefundKind()
  const hasReturn = refunds.some((refund) => refund.kind === 'return')
  const onChangeKind = async (refund: Refund, kind: RefundKind) => {
    const when = formatShortDate(refund.refundDate)
    const isSure = await confirm(
      kind === 'return'
        ? {
            title: 'Mark this refund as a return?',
            question: `The item came back: it goes back in Unlisted Items as a new item at its cost, bought on ${when}.`,
            confirmLabel: 'Mark Returned',
          }
        : {
            title: 'Mark this refund as an allowance?',
            question: `The buyer kept the item: ${refund.returnedSku ?? 'the item'}, which this return put back in inventory, is deleted.`,
            confirmLabel: 'Mark Allowance',
            tone: 'danger',
          },
    )
    if (!isSure) return
    change.mutate(
      { itemId, refundId: refund.id, kind },
      {
        onSuccess: (saved) =>
          notifySuccess(
            'Refund changed',
            saved.returnedSku ? { description: `${saved.returnedSku} is back in Unlisted Items` } : {},
          ),
        onError: (error) => notifyFailure('Failed to change refund', error),
      },
    )
  }
  const onDelete = async (refund: Refund) => {
    const isSure = await confirm({
      title: 'Delete this refund?',
      question:
        refund.kind === 'return' && refund.returnedSku
          ? `The refund of ${formatMoney(refund.amount)} on ${formatShortDate(refund.refundDate)} is deleted, and ${refund.returnedSku}, the item it put back in inventory, with it.`
          : `The refund of ${formatMoney(refund.amount)} on ${formatShortDate(refund.refundDate)} is deleted.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    })
    if (!isSure) return
    remove.mutate(
      { itemId, refundId: refund.id },
      { onError: (error) => notifyFailure('Failed to delete refund', error) },
    )
  }
  return (
    <ul
      aria-label="Refunds recorded"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
    >
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2">
          <div className="min-w-0">
            <p className="font-medium">
              {formatShortDate(refund.refundDate)} · {REFUND_KIND_LABELS[refund.kind]}
              {refund.returnedSku ? (
                <>
                  {' '}
                  <span className="whitespace-nowrap font-mono">({refund.returnedSku})</span>
                </>
              ) : null}
            </p>
            <p className={muted}>
              <MoneyText cents={refund.amount} />
              {refund.salesTax > 0 ? (
                <>
                  {' '}
                  and <MoneyText cents={refund.salesTax} /> sales tax
                </>
              ) : null}
              {refund.feesCredited > 0 ? (
                <>
                  , fees credited <MoneyText cents={refund.feesCredited} />
                </>
              ) : null}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {refund.kind === 'return' || !hasReturn ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => void onChangeKind(refund, KIND_CHANGES[refund.kind].kind)}
                disabled={change.isPending}
                aria-label={`Mark refund of ${formatShortDate(refund.refundDate)} ${KIND_CHANGES[refund.kind].name}`}
              >
                {KIND_CHANGES[refund.kind].label}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void onDelete(refund)}
              disabled={remove.isPending}
              aria-label={`Delete refund of ${formatShortDate(refund.refundDate)}`}
              className="text-red-700 dark:text-red-400"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
