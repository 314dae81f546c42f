import { Download, FileUp } from 'lucide-react'
import Papa from 'papaparse'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { CSV_TEMPLATE_FILE_NAME, csvTemplate } from '../../../domain/csv/export'
import {
  CSV_ERRORS_SHOWN,
  CSV_IMPORT_MESSAGES,
  CSV_MIME_TYPE,
  CSV_PREVIEW_ROWS,
} from '../../../domain/csv/import'
import { importLanding } from '../../../domain/csv/import-landing'
import { ITEM_STATUS_PAGES } from '../../../domain/items/status'
import { useImportItems, type ImportProgress, type ImportSummary } from '../../api/item-import'
import { ErrorAlert } from '../../components/error-alert'
import { Button, buttonClassName } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { BODY_LIMITS, overLimit } from '../../lib/body-limits'
import { downloadFile } from '../../lib/download'
import { errorMessage } from '../../lib/errors'
import { formatCount } from '../../lib/format'

import { ImportPreview } from './import-preview'

interface Preview {
  headers: string[]
  rows: string[][]
}

/**
 * The Import CSV dialog (spec 2, Settings → Import Data): a CSV-only file picker, the template download,
 * a preview of the first 5 rows, Import Data ('Importing...') with a progress bar, and the result panel
 * with the imported and skipped counts, up to 10 row errors and 'View Imported Items'. A clean import (every
 * row imported) goes on to the settings page's banner and redirect; one that skipped rows keeps the panel
 * open, so the person can read why before choosing 'View Imported Items'.
 */
export function ImportCsvDialog({
  onClose,
  onImported,
}: {
  onClose: () => void
  /** Called once the server has imported every row of the file (at least one, none skipped). */
  onImported: (summary: ImportSummary) => void
}) {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const importItems = useImportItems()
  const summary = importItems.data

  const choose = (chosen: File | undefined) => {
    importItems.reset()
    setPreview(null)
    setFile(null)
    setFileError(null)
    if (!chosen) return
    // Spec 5: only files of type text/csv.
    if (chosen.type !== CSV_MIME_TYPE) {
      setFileError('Please choose a CSV file (text/csv).')
      return
    }
    const tooLarge = overLimit(chosen.size, BODY_LIMITS.import)
    if (tooLarge !== null) {
      setFileError(tooLarge)
      return
    }
    setFile(chosen)
    Papa.parse<string[]>(chosen, {
      preview: CSV_PREVIEW_ROWS + 1,
      skipEmptyLines: 'greedy',
      complete: ({ data }) => {
        const [headers = [], ...rows] = data
        setPreview({ headers, rows })
      },
    })
  }

  const start = () => {
    if (!file) return
    setProgress({ phase: 'uploading', sent: 0 })
    importItems.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          if (isCleanImport(result)) onImported(result)
        },
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <Dialog
      title="Import CSV"
      description="Add items from a spreadsheet saved as CSV."
      onClose={onClose}
      size="lg"
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <label
              htmlFor={inputId}
              className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => choose(event.target.files?.[0])}
              className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 dark:text-slate-300 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
            />
          </div>
          <Button
            variant="secondary"
            onClick={() => downloadFile(csvTemplate(), CSV_TEMPLATE_FILE_NAME, 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV Template
          </Button>
        </div>
        {fileError ? <ErrorAlert>{fileError}</ErrorAlert> : null}
        {preview ? <ImportPreview headers={preview.headers} rows={preview.rows} /> : null}
        {progress ? <ImportProgressBar progress={progress} /> : null}
        {importItems.isError ? (
          <ErrorAlert>{CSV_IMPORT_MESSAGES.failed(errorMessage(importItems.error))}</ErrorAlert>
        ) : null}
        {summary ? <ImportResult summary={summary} onClose={onClose} /> : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {summary ? 'Close' : 'Cancel'}
          </Button>
          {summary ? null : (
            <Button onClick={start} disabled={!file || importItems.isPending}>
              <FileUp aria-hidden="true" className="size-4" />
              {importItems.isPending ? 'Importing...' : 'Import Data'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  )
}

/** Whether every row landed: only then may the screen move on by itself (spec 2's redirect). */
function isCleanImport(summary: ImportSummary): boolean {
  return summary.imported > 0 && summary.skipped === 0 && summary.errors.length === 0
}

function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const percent = progress.phase === 'uploading' ? Math.round(progress.sent * 100) : undefined
  return (
    <div>
      <p className="mb-1 text-sm text-slate-600 dark:text-slate-400">
        {progress.phase === 'uploading' ? `Uploading the file... ${percent}%` : 'Importing the rows...'}
      </p>
      <progress
        aria-label="Import progress"
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-emerald-600"
      />
    </div>
  )
}

function ImportResult({ summary, onClose }: { summary: ImportSummary; onClose: () => void }) {
  const shownErrors = summary.errors.slice(0, CSV_ERRORS_SHOWN)
  return (
    <section
      aria-label="Import result"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <dl className="flex gap-8">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">Imported</dt>
          <dd className="text-2xl font-semibold text-emerald-700 dark:text-emerald-400">
            {summary.imported}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">Skipped</dt>
          <dd className="text-2xl font-semibold text-amber-700 dark:text-amber-400">{summary.skipped}</dd>
        </div>
      </dl>
      {summary.errors.length > 0 ? (
        <ul
          aria-label="Skipped rows"
          className="mt-3 list-inside list-disc space-y-1 text-sm break-words text-red-700 dark:text-red-300"
        >
          {shownErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {summary.skipped > shownErrors.length ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          The first {shownErrors.length} of {formatCount(summary.skipped)} skipped rows are shown.
        </p>
      ) : null}
      {summary.imported > 0 ? (
        <Link
          to={ITEM_STATUS_PAGES[importLanding(summary.byStatus).status].route}
          onClick={onClose}
          className={buttonClassName({ className: 'mt-4' })}
        >
          View Imported Items
        </Link>
      ) : null}
    </section>
  )
}
