import { ArchiveRestore, Download } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import { backupUrl, useRestoreBackup, type RestoreSummary } from '../../api/backup'
import { ErrorAlert } from '../../components/error-alert'
import { Button, buttonClassName } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { BODY_LIMITS, overLimit } from '../../lib/body-limits'
import { errorMessage } from '../../lib/errors'
import { formatCount } from '../../lib/format'

import { Section, SettingRow } from './settings-rows'

/** The restored rows worth naming, in the words of the screens that show them. */
const RESTORED_KINDS: [table: string, one: string, many: string][] = [
  ['inventory_items', 'item', 'items'],
  ['receipts', 'receipt', 'receipts'],
  ['expenses', 'expense', 'expenses'],
  ['vendors', 'vendor', 'vendors'],
  ['odometer_readings', 'reading', 'readings'],
]

function restoredText(summary: RestoreSummary): string {
  const kinds = RESTORED_KINDS.map(([table, one, many]) => {
    const count = summary.rows[table] ?? 0
    return `${formatCount(count)} ${count === 1 ? one : many}`
  })
  return `Backup restored: ${kinds.join(', ')} and ${formatCount(summary.files)} ${summary.files === 1 ? 'file' : 'files'}.`
}

/**
 * Backup (decision 029): 'Download Backup' saves the whole account as one zip file (a link, so the browser
 * writes it to disk as it arrives); 'Backup file' picks such a file, and the confirmation's 'Restore'
 * rebuilds an empty account from it. A refused file keeps the dialog open with the server's reason.
 */
export function BackupSection() {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  /** Why the chosen file cannot be restored here (its size), said before anything is sent. */
  const [fileError, setFileError] = useState<string | null>(null)
  const [restored, setRestored] = useState<RestoreSummary | null>(null)
  const restore = useRestoreBackup()

  const close = () => {
    setFile(null)
    restore.reset()
    if (input.current) input.current.value = ''
  }
  const start = () => {
    if (!file) return
    restore.mutate(file, {
      onSuccess: (summary) => {
        setRestored(summary)
        close()
      },
    })
  }

  return (
    <>
      <Section title="Backup">
        <SettingRow
          title="Download Backup"
          description="Every item, receipt, expense, vendor, reading, photo and setting of the account, in one zip file"
          action={
            <a href={backupUrl()} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" />
              Download Backup
            </a>
          }
        />
        <div className="p-4 sm:p-5">
          <h3 className="font-medium text-slate-900 dark:text-white">Restore from Backup</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Rebuilds an empty account from a backup file, with its photos and settings
          </p>
          <label
            htmlFor={inputId}
            className="mt-3 mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Backup file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => {
              setRestored(null)
              const chosen = event.target.files?.[0] ?? null
              const tooLarge = chosen ? overLimit(chosen.size, BODY_LIMITS.restore) : null
              setFileError(tooLarge)
              setFile(tooLarge === null ? chosen : null)
            }}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 dark:text-slate-300 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
          />
          {fileError ? (
            <div className="mt-3">
              <ErrorAlert>{fileError}</ErrorAlert>
            </div>
          ) : null}
        </div>
        {restored ? (
          <p
            role="status"
            className="bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 sm:px-5 dark:bg-emerald-500/10 dark:text-emerald-100"
          >
            {restoredText(restored)}
          </p>
        ) : null}
      </Section>

      {file ? (
        <Dialog
          role="alertdialog"
          title="Restore Backup"
          description={`Are you sure you want to restore ${file.name}? The account must be empty: every item, receipt, expense, vendor, reading, photo and setting of the backup is added to it.`}
          onClose={close}
          hasCloseButton={false}
        >
          <div className="space-y-4">
            {restore.isError ? <ErrorAlert>{errorMessage(restore.error)}</ErrorAlert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={start} disabled={restore.isPending} data-autofocus>
                <ArchiveRestore aria-hidden="true" className="size-4" />
                {restore.isPending ? 'Restoring...' : 'Restore'}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  )
}
