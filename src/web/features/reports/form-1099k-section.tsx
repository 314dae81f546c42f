import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { MARKETPLACES, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { centsToDecimal, formatMoney, type Cents } from '../../../domain/money'
import { formExpectation, type Reconciliation } from '../../../domain/tax-year/form-1099k'
import { form1099kFigureSchema } from '../../../shared/schemas/form-1099k'
import {
  form1099kQuery,
  useDelete1099kFigure,
  useSave1099kFigure,
  type Form1099kMarketplace,
} from '../../api/form-1099k'
import { useConfirm } from '../../components/confirm/confirm-context'
import { SaveError } from '../../components/error-alert'
import { MoneyField } from '../../components/fields/money-field'
import { SelectField } from '../../components/fields/select-field'
import { TextField } from '../../components/fields/text-field'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { Panel } from '../../components/panel'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { formatCount } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

/**
 * 1099-K Reconciliation (decision 027): per marketplace, the gross and the number of transactions its Form
 * 1099-K reports for the year, typed by the user, beside Frogwalk's sales, postage, buyers' sales tax and
 * number of sales; the difference explained line by line, and whether a form is expected at all.
 */
export function Form1099kSection({ year }: { year: number }) {
  const answer = useQuery(form1099kQuery(year))
  // Marketplaces the user chose to type a form for, before it is saved (no sales in Frogwalk there).
  const [addedTo, setAddedTo] = useState<{ year: number; ids: MarketplaceId[] }>({ year, ids: [] })
  const added = addedTo.year === year ? addedTo.ids : []
  return (
    <Panel
      title="1099-K Reconciliation"
      description={`The gross each marketplace reports on its Form 1099-K for ${year} (box 1a) beside what Frogwalk has; a difference nothing explains is worth a look.`}
    >
      <PageState
        query={answer}
        loadingLabel="Loading 1099-K figures..."
        errorMessage="Failed to load 1099-K figures"
      >
        {(data) => {
          const shown = new Set(data.marketplaces.map((row) => row.marketplace))
          const extra = added.filter((id) => !shown.has(id)).map((id) => emptyRow(year, id))
          const rows = [...data.marketplaces.filter((row) => row.marketplace !== null), ...extra]
          const unsaid = data.marketplaces.find((row) => row.marketplace === null)
          const addable = MARKETPLACES.filter((m) => !shown.has(m.id) && !added.includes(m.id))
          return (
            <div className="space-y-4">
              {rows.length === 0 && !unsaid ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  No sales recorded for {year}. Add a marketplace below to type its 1099-K.
                </p>
              ) : null}
              {rows.map((row) => (
                <MarketplaceCard key={`${year}-${row.marketplace}`} year={year} row={row} />
              ))}
              {unsaid ? <UnsaidCard row={unsaid} /> : null}
              {addable.length > 0 ? (
                <AddMarketplace options={addable} onAdd={(id) => setAddedTo({ year, ids: [...added, id] })} />
              ) : null}
            </div>
          )
        }}
      </PageState>
    </Panel>
  )
}

/** A marketplace with no sales in Frogwalk, shown to type its 1099-K. */
function emptyRow(year: number, marketplace: MarketplaceId): Form1099kMarketplace {
  const frogwalk = {
    salesCents: 0,
    postageChargedCents: 0,
    buyerSalesTaxCents: 0,
    refundsCents: 0,
    salesCount: 0,
    grossCents: 0,
  }
  return {
    marketplace,
    name: MARKETPLACES.find((m) => m.id === marketplace)?.name ?? 'Other',
    frogwalk,
    reported: null,
    reconciliation: null,
    expectation: formExpectation(year, 0, 0),
  }
}

function MarketplaceCard({ year, row }: { year: number; row: Form1099kMarketplace }) {
  const headingId = `form-1099k-${row.marketplace ?? 'none'}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {row.name}
        </h3>
        <Badge tone={row.expectation.isExpected ? 'blue' : 'gray'}>
          {row.expectation.isExpected ? '1099-K expected' : '1099-K not expected'}
        </Badge>
      </div>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{row.expectation.text}</p>
      <FrogwalkFigures figures={row.frogwalk} />
      {row.marketplace === null ? null : (
        <FigureForm year={year} marketplace={row.marketplace} name={row.name} row={row} />
      )}
      {row.reconciliation ? (
        <ReconciliationLines
          reconciliation={row.reconciliation}
          reportedTransactions={row.reported?.transactions ?? null}
          salesCount={row.frogwalk.salesCount}
        />
      ) : null}
    </section>
  )
}

/** Items sold with no marketplace: no 1099-K to compare them with until their marketplace is set. */
function UnsaidCard({ row }: { row: Form1099kMarketplace }) {
  const headingId = 'form-1099k-none'
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="mb-1 text-base font-semibold text-slate-900 dark:text-white">
        {row.name}
      </h3>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        Sales with no marketplace recorded. Set their marketplace to compare them with its 1099-K.
      </p>
      <FrogwalkFigures figures={row.frogwalk} />
    </section>
  )
}

function FrogwalkFigures({ figures }: { figures: Form1099kMarketplace['frogwalk'] }) {
  const money: [string, Cents][] = [
    ['Sales', figures.salesCents],
    ['Postage charged', figures.postageChargedCents],
    ['Sales tax buyers paid', figures.buyerSalesTaxCents],
  ]
  return (
    <>
      <dl className="mb-4 flex flex-wrap gap-3 text-sm">
        {money.map(([label, cents]) => (
          <Figure key={label} label={label}>
            <MoneyText cents={cents} />
          </Figure>
        ))}
        <Figure label="Refunds">
          {figures.refundsCents === null ? (
            <span className="text-slate-600 dark:text-slate-400">Not recorded in Frogwalk</span>
          ) : (
            <MoneyText cents={figures.refundsCents} />
          )}
        </Figure>
        <Figure label="Number of sales">
          <span className="tabular-nums">{formatCount(figures.salesCount)}</span>
        </Figure>
      </dl>
    </>
  )
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    // At least as wide as its figure: the figures share a row while they fit and wrap as wholes.
    <div className="flex-[1_1_9rem]">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  )
}

/** The typed figures of one marketplace's 1099-K: Save keeps them, Remove forgets them. */
function FigureForm({
  year,
  marketplace,
  name,
  row,
}: {
  year: number
  marketplace: MarketplaceId
  name: string
  row: Form1099kMarketplace
}) {
  const save = useSave1099kFigure(year)
  const remove = useDelete1099kFigure(year)
  const confirm = useConfirm()
  const form = useSchemaForm(form1099kFigureSchema, {
    defaultValues: {
      grossAmount: row.reported ? centsToDecimal(row.reported.grossCents) : '',
      transactions: row.reported?.transactions == null ? '' : String(row.reported.transactions),
    },
  })
  const onRemove = async () => {
    const isSure = await confirm({
      question: `Remove the 1099-K figures of ${name} for ${year}?`,
      confirmLabel: 'Remove Figures',
      tone: 'danger',
    })
    if (!isSure) return
    remove.mutate(marketplace, {
      onSuccess: () => form.reset({ grossAmount: '', transactions: '' }),
      onError: (error) => notifyFailure('Failed to remove the 1099-K figures', error),
    })
  }
  return (
    <form
      noValidate
      aria-label={`1099-K of ${name}`}
      onSubmit={form.submit((figure) => save.mutateAsync({ marketplace, figure }))}
      className="space-y-3"
    >
      <SaveError error={form.saveError} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <MoneyField label="Gross on 1099-K" hint="Box 1a" {...form.field('grossAmount')} />
        <TextField
          label="Transactions on 1099-K"
          hint="Box 3, optional"
          inputMode="numeric"
          autoComplete="off"
          {...form.field('transactions')}
        />
        <div className="flex gap-2 sm:mt-7 sm:w-44">
          <Button type="submit" disabled={form.isSaving}>
            {form.isSaving ? 'Saving...' : 'Save'}
          </Button>
          {row.reported ? (
            <Button variant="secondary" disabled={remove.isPending} onClick={() => void onRemove()}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  )
}

/** The difference between the 1099-K gross and Frogwalk's sales, line by line, and what is left. */
function ReconciliationLines({
  reconciliation,
  reportedTransactions,
  salesCount,
}: {
  reconciliation: Reconciliation
  reportedTransactions: number | null
  salesCount: number
}) {
  const isExplained = reconciliation.unexplainedCents === 0
  const transactions = reconciliation.transactionsDifference
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
      <h4 className="mb-2 font-medium text-slate-900 dark:text-white">Reconciliation</h4>
      <p className="mb-2 text-slate-700 dark:text-slate-300">
        1099-K gross {formatMoney(reconciliation.reportedGrossCents)} less Frogwalk&apos;s sales{' '}
        {formatMoney(reconciliation.salesCents)}: a difference of{' '}
        {formatMoney(reconciliation.differenceCents)}
      </p>
      <ul className="mb-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        {reconciliation.lines.map((line) => (
          <li key={line.kind}>{line.text}</li>
        ))}
      </ul>
      <p
        className={`font-semibold ${isExplained ? 'text-emerald-800 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-300'}`}
      >
        {reconciliation.unexplainedText}
      </p>
      {reconciliation.hint ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">{reconciliation.hint}</p>
      ) : null}
      {transactions === null || reportedTransactions === null ? null : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Transactions: {formatCount(reportedTransactions)} on the 1099-K, {formatCount(salesCount)}{' '}
          {salesCount === 1 ? 'sale' : 'sales'} in Frogwalk
          {transactions === 0
            ? '.'
            : ` (${formatCount(Math.abs(transactions))} ${transactions > 0 ? 'more' : 'fewer'} on the 1099-K).`}
        </p>
      )}
    </div>
  )
}

/** Choose a marketplace with no sales in Frogwalk, to type the 1099-K it sent. */
function AddMarketplace({
  options,
  onAdd,
}: {
  options: readonly { id: MarketplaceId; name: string }[]
  onAdd: (id: MarketplaceId) => void
}) {
  const [choice, setChoice] = useState<MarketplaceId | ''>('')
  return (
    <form
      aria-label="Add a 1099-K"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (choice === '') return
        onAdd(choice)
        setChoice('')
      }}
    >
      <SelectField
        label="Another marketplace's 1099-K"
        placeholder="Choose a marketplace"
        className="min-w-0 flex-1 sm:max-w-xs"
        options={options.map((m) => ({ value: m.id, label: m.name }))}
        value={choice}
        onChange={(event) => setChoice(event.target.value as MarketplaceId | '')}
      />
      <Button type="submit" variant="secondary" disabled={choice === ''}>
        Add
      </Button>
    </form>
  )
}
