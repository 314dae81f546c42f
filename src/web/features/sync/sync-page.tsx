import { useState } from 'react'

import { EmptyState } from '../../components/empty-state'
import { useConfirm } from '../../components/confirm/confirm-context'
import { TextField } from '../../components/fields/text-field'
import { PageHeader } from '../../components/page-header'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useAuth } from '../../hooks/use-auth'
import { notifyFailure } from '../../lib/notify'
import { fixWrite, forgetWrite, retryWrite, type OutboxEntry } from '../../lib/outbox'

import { FIXABLE_FIELDS, fieldText, KIND_LABELS, keptWriteSummary } from './kept-write-text'
import { useKeptWrites } from './use-kept-writes'

const DISCARD_QUESTION = 'Discard this write? It was never saved to your account.'

const madeAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The fixable fields of a refused write, with the server's messages beside them; saving sends it again. */
function FixDialog({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const fields = FIXABLE_FIELDS[entry.kind]
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, fieldText(entry.body[field.name], field.isMoney)])),
  )
  const [isSaving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    try {
      await fixWrite(entry.key, { ...entry.body, ...values })
      onClose()
    } catch (error) {
      notifyFailure('Failed to keep the change on this phone', error)
      setSaving(false)
    }
  }
  return (
    <Dialog title={`Fix ${KIND_LABELS[entry.kind]}`} description={entry.refusal?.message} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            error={entry.refusal?.fields?.[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save and Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function KeptWriteRow({ entry, onFix }: { entry: OutboxEntry; onFix: () => void }) {
  const confirm = useConfirm()
  const isRefused = entry.refusal !== undefined
  const discard = async () => {
    if (!(await confirm({ question: DISCARD_QUESTION, confirmLabel: 'Discard', tone: 'danger' }))) return
    await forgetWrite(entry.key).catch((error: unknown) => notifyFailure('Failed to discard', error))
  }
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="gray">{KIND_LABELS[entry.kind]}</Badge>
          {isRefused ? <Badge tone="red">Refused</Badge> : <Badge tone="amber">Waiting to sync</Badge>}
        </div>
        <p className="font-medium break-words text-slate-900 dark:text-white">{keptWriteSummary(entry)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Saved on this phone {madeAtFormat.format(new Date(entry.madeAt))}
        </p>
        {entry.refusal ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{entry.refusal.message}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isRefused && entry.sentAs === undefined && FIXABLE_FIELDS[entry.kind].length > 0 ? (
          <Button size="sm" onClick={onFix}>
            Fix
          </Button>
        ) : null}
        {isRefused ? (
          <Button size="sm" variant="secondary" onClick={() => void retryWrite(entry.key)}>
            Send Again
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => void discard()}>
          Discard
        </Button>
      </div>
    </li>
  )
}

/** The writes saved on this phone without the network: waiting, or refused with the server's reason. */
export function SyncPage() {
  const { user } = useAuth()
  const entries = useKeptWrites(user.id)
  const [fixing, setFixing] = useState<OutboxEntry | null>(null)
  return (
    <>
      <PageHeader
        title="Waiting to Sync"
        description="Saved on this phone without the network. Each is sent to your account once, in the order made."
      />
      {entries === undefined ? null : entries.length === 0 ? (
        <EmptyState title="Nothing waiting" hint="Everything saved on this phone is in your account." />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {entries.map((entry) => (
            <KeptWriteRow key={entry.key} entry={entry} onFix={() => setFixing(entry)} />
          ))}
        </ul>
      )}
      {fixing ? <FixDialog entry={fixing} onClose={() => setFixing(null)} /> : null}
    </>
  )
}
