import { CheckCircle2, FileText } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'

import type { ColumnMapping } from '../../../domain/marketplaces/mapping'
import type { MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { useCommitSales, usePreviewSales, type CommitCounts, type PreviewView } from '../../api/sales-imports'
import { ErrorAlert } from '../../components/error-alert'
import { useUnsavedWork } from '../../components/form/unsaved-changes'
import { PageHeader } from '../../components/page-header'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { Button, buttonClassName } from '../../components/ui/button'
import { errorMessage } from '../../lib/errors'
import { formatCount } from '../../lib/format'

import { FileDrop } from './file-drop'
import {
  countRows,
  filterRows,
  plannedCounts,
  rowHoldingItem,
  ROW_FILTERS,
  type Choices,
  type ImportRow,
  type RowChoice,
  type RowFilter,
} from '../../lib/sales-import-rows'
import { MappingStep } from './mapping-step'
import { MatchDialog } from './match-dialog'
import { PreviewRows } from './preview-rows'

interface ChosenFile {
  name: string
  text: string
}

interface ChosenMapping {
  columns: ColumnMapping
  name: string
  marketplace: MarketplaceId
}

/**
 * Import Sales: drop a marketplace's report (1); Frogwalk says which report it is, or asks which column
 * holds each field of an unknown one (2); a preview of every row, with its item and how it matched, its
 * figures and profit, where the person can change a match, create a sold item or skip a sale (3); Import
 * writes it all in one request and shows the counts (4). Nothing is written before Import, and nothing
 * chosen is lost when the server refuses.
 */
export function SalesImportPage() {
  const [file, setFile] = useState<ChosenFile | null>(null)
  /** The file's first preview: its report, or the header to map. */
  const [first, setFirst] = useState<PreviewView | null>(null)
  /** The preview of an unknown file read with the person's mapping. */
  const [mapped, setMapped] = useState<PreviewView | null>(null)
  const [mapping, setMapping] = useState<ChosenMapping | null>(null)
  const [choices, setChoices] = useState<Choices>(new Map())
  const [result, setResult] = useState<CommitCounts | null>(null)
  const preview = usePreviewSales()
  const commit = useCommitSales()
  const view = first?.needsMapping ? mapped : first

  const startOver = () => {
    setFile(null)
    setFirst(null)
    setMapped(null)
    setMapping(null)
    setChoices(new Map())
    setResult(null)
    preview.reset()
    commit.reset()
  }

  const readFile = (chosen: ChosenFile) => {
    startOver()
    setFile(chosen)
    preview.mutate({ text: chosen.text }, { onSuccess: setFirst })
  }

  const applyMapping = (chosen: ChosenMapping) => {
    if (!file) return
    setMapping(chosen)
    preview.mutate(
      { text: file.text, mapping: chosen },
      {
        onSuccess: (answer) => {
          setChoices(new Map())
          setMapped(answer)
        },
      },
    )
  }

  // Choices made and not imported yet: leaving asks first.
  const hasChoices = choices.size > 0 && result === null
  useUnsavedWork(hasChoices, { isChanged: () => hasChoices, discard: startOver })

  const previewError = preview.isError ? <ErrorAlert>{errorMessage(preview.error)}</ErrorAlert> : null

  return (
    <>
      <PageHeader
        title="Import Sales"
        description="Turn a marketplace's sales report into sold items, matched to your inventory."
      />
      <div className="space-y-6">
        {first === null ? (
          <Panel title="Choose a sales report">
            <FileDrop onFile={readFile} isBusy={preview.isPending} />
            {file !== null && preview.isPending ? (
              <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                Reading {file.name}...
              </p>
            ) : null}
            {previewError ? <div className="mt-3">{previewError}</div> : null}
          </Panel>
        ) : null}
        {file !== null && first !== null ? (
          <FileSummary fileName={file.name} view={view ?? first} onStartOver={startOver} />
        ) : null}
        {first?.needsMapping && mapped === null ? (
          <>
            <MappingStep
              header={first.header}
              columnValues={first.columnValues}
              proposed={mapping ?? { columns: first.proposedMapping, name: '', marketplace: 'other' }}
              saved={first.savedMappings}
              isBusy={preview.isPending}
              onPreview={applyMapping}
            />
            {previewError}
          </>
        ) : null}
        {file !== null && view !== null ? (
          result ? (
            <ImportResult counts={result} onStartOver={startOver} />
          ) : (
            <PreviewStep
              view={view}
              choices={choices}
              setChoices={setChoices}
              isImporting={commit.isPending}
              error={commit.isError ? errorMessage(commit.error) : null}
              onEditMapping={first?.needsMapping ? () => setMapped(null) : undefined}
              onImport={() => commit.mutate({ text: file.text, view, choices }, { onSuccess: setResult })}
            />
          )
        ) : null}
      </div>
    </>
  )
}

/** Which file, and which marketplace and report it was recognised as (or that it was not). */
function FileSummary({
  fileName,
  view,
  onStartOver,
}: {
  fileName: string
  view: PreviewView
  onStartOver: () => void
}) {
  return (
    <section
      aria-label="File"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900 dark:text-white">{fileName}</p>
          <p data-testid="recognised-report" className="text-sm text-slate-700 dark:text-slate-300">
            {view.report
              ? `Recognised: ${view.report.name}`
              : view.mapping
                ? view.mapping.name
                  ? `Read with your mapping "${view.mapping.name}"`
                  : 'Read with your mapping'
                : 'Not recognised: map its columns'}
          </p>
        </div>
      </div>
      <Button variant="secondary" onClick={onStartOver}>
        Choose another file
      </Button>
    </section>
  )
}

/** Step 3: the counts, the filters, every row with its choices, and Import. */
function PreviewStep({
  view,
  choices,
  setChoices,
  isImporting,
  error,
  onEditMapping,
  onImport,
}: {
  view: PreviewView
  choices: Choices
  setChoices: (update: (current: Choices) => Choices) => void
  isImporting: boolean
  error: string | null
  /** For a mapped file: back to its mapping. */
  onEditMapping: (() => void) | undefined
  onImport: () => void
}) {
  const [filter, setFilter] = useState<RowFilter>('all')
  const [matching, setMatching] = useState<ImportRow | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const counts = useMemo(() => countRows(view.rows, choices), [view.rows, choices])
  const planned = useMemo(() => plannedCounts(view.rows, choices), [view.rows, choices])
  const shown = useMemo(() => filterRows(view.rows, filter, choices), [view.rows, filter, choices])

  const choose = (row: ImportRow, choice: RowChoice | null) => {
    setNote(null)
    setChoices((current) => {
      const next = new Map(current)
      if (choice === null) next.delete(row.rowNumber)
      else next.set(row.rowNumber, choice)
      return next
    })
  }

  return (
    <div className="space-y-6">
      <Panel title="Preview" description="Nothing is saved until you choose Import.">
        {/* A file imported before: one sentence rather than a row of zeros. */}
        {counts['already-imported'] > 0 &&
        counts.matched + counts.unmatched + counts.refused + counts['to-record'] === 0 ? (
          <div role="status" className="flex items-start gap-2 text-sm">
            <CheckCircle2
              aria-hidden="true"
              className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
            <div>
              <p className="font-medium text-slate-900 dark:text-white">Nothing new in this file</p>
              <p className="text-slate-600 dark:text-slate-400">
                {counts['already-imported'] === 1
                  ? 'Its sale was imported before.'
                  : `Its ${formatCount(counts['already-imported'])} sales were imported before.`}
              </p>
            </div>
          </div>
        ) : (
          <StatGrid columns={4}>
            <StatCard label="Matched" value={formatCount(counts.matched)} tone="positive" />
            <StatCard label="Unmatched" value={formatCount(counts.unmatched)} tone="warning" />
            <StatCard label="Already imported" value={formatCount(counts['already-imported'])} />
            <StatCard
              label="Refused"
              value={formatCount(counts.refused)}
              tone={counts.refused > 0 ? 'negative' : 'neutral'}
            />
          </StatGrid>
        )}
        {counts['to-record'] > 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {formatCount(counts['to-record'])} {counts['to-record'] === 1 ? 'row is' : 'rows are'} a refund, a
            fee or a payout: refunds are recorded against their sales, fees of no sale as expenses, payouts
            kept (never revenue).
          </p>
        ) : null}
        {counts['not-a-sale'] > 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {formatCount(counts['not-a-sale'])} {counts['not-a-sale'] === 1 ? 'row is' : 'rows are'} not
            imported (order totals, fees counted into their sales, holds, adjustments, rows ignored).
          </p>
        ) : null}
        {view.noFees ? (
          <p
            data-testid="no-fees"
            className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100"
          >
            This report has no fees: import the transaction report or statement too.
          </p>
        ) : null}
      </Panel>
      <section
        aria-label="Import"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {`${formatCount(planned.sold)} sold, ${formatCount(planned.created)} to create, ${
            planned.recorded > 0 ? `${formatCount(planned.recorded)} refunds, fees and payouts, ` : ''
          }${formatCount(planned.skipped)} skipped`}
        </p>
        <Button
          onClick={onImport}
          disabled={isImporting || planned.sold + planned.created + planned.recorded === 0}
        >
          {isImporting ? 'Importing...' : 'Import'}
        </Button>
        {error ? (
          <div className="w-full">
            <ErrorAlert>{error}</ErrorAlert>
          </div>
        ) : null}
      </section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {onEditMapping ? (
          <Button variant="secondary" onClick={onEditMapping}>
            Change mapping
          </Button>
        ) : null}
        <div
          role="group"
          aria-label="Show rows"
          className="flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {ROW_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-emerald-500 dark:aria-pressed:text-slate-950"
            >
              {label}
              <span className="tabular-nums opacity-80">{formatCount(counts[value])}</span>
            </button>
          ))}
        </div>
      </div>
      {note ? <ErrorAlert>{note}</ErrorAlert> : null}
      <PreviewRows
        rows={shown}
        choices={choices}
        emptyTitle={view.rows.length === 0 ? 'The file holds no sales' : 'No rows in this filter'}
        actions={{ onChangeMatch: setMatching, onChoose: choose }}
      />
      {matching ? (
        <MatchDialog
          row={matching}
          onClose={() => setMatching(null)}
          onChoose={(item) => {
            const holder = rowHoldingItem(view.rows, choices, item.id, matching.rowNumber)
            setMatching(null)
            if (holder !== null) {
              setNote(
                `${item.sku} is already matched to the sale of row ${holder}: choose another item, or change that row first.`,
              )
              return
            }
            choose(matching, { action: 'match', item })
          }}
        />
      ) : null}
    </div>
  )
}

/** Step 4: what the import wrote, and why any row was refused. */
function ImportResult({ counts: result, onStartOver }: { counts: CommitCounts; onStartOver: () => void }) {
  const { counts, refusals } = result
  return (
    <Panel title="Import complete">
      <div role="status" className="space-y-4">
        <p className="flex items-center gap-2 text-sm text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          The sales are imported.
        </p>
        <StatGrid columns={4}>
          <StatCard label="Sold" value={formatCount(counts.sold)} tone="positive" />
          <StatCard label="Created" value={formatCount(counts.created)} tone="info" />
          <StatCard label="Skipped" value={formatCount(counts.skipped)} />
          <StatCard label="Already imported" value={formatCount(counts.alreadyImported)} />
        </StatGrid>
        {counts.refunds + counts.expenses + counts.payouts > 0 ? (
          <StatGrid columns={3}>
            <StatCard label="Refunds recorded" value={formatCount(counts.refunds)} />
            <StatCard label="Expenses recorded" value={formatCount(counts.expenses)} />
            <StatCard label="Payouts kept" value={formatCount(counts.payouts)} />
          </StatGrid>
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {formatCount(counts.refused)} {counts.refused === 1 ? 'row was' : 'rows were'} refused:
          </p>
          <ul
            aria-label="Refused rows"
            className="mt-1 max-h-64 list-inside list-disc space-y-1 overflow-y-auto text-sm break-words text-red-700 dark:text-red-300"
          >
            {refusals.map((refusal) => (
              <li key={refusal.row}>{refusal.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to="/sold" className={buttonClassName()}>
          View Sold Items
        </Link>
        <Button variant="secondary" onClick={onStartOver}>
          Import another file
        </Button>
      </div>
    </Panel>
  )
}
