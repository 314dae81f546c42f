import { Printer } from 'lucide-react'
import { useState } from 'react'

import { ITEM_STATUSES, ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'
import type { ItemMatch, ItemSelection } from '../../../shared/schemas/item'
import { useBulkDelete, useBulkStatus } from '../../api/items'
import { useConfirm } from '../../components/confirm/confirm-context'
import { Button } from '../../components/ui/button'
import { notifyFailure, notifySuccess } from '../../lib/notify'

import { PrintLabelsDialog } from './print-labels-dialog'

const plural = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`

/**
 * What is chosen for a bulk change (spec 2): some loaded items by id, or every item matching the list.
 * `clear` empties the choice after a change or when the list's search changes.
 */
export interface BulkChoice {
  ids: string[]
  isAllMatching: boolean
  selectAllMatching: () => void
  clear: () => void
}

/**
 * The bar above a list with chosen items: how many, 'Select all N matching', their SKU labels (decision
 * 022), a status change and delete, each asked first with the number of items, and each one transaction
 * on the server.
 */
export function SelectionBar({
  choice,
  match,
  matchingCount,
}: {
  choice: BulkChoice
  match: ItemMatch
  matchingCount: number
}) {
  const confirm = useConfirm()
  const bulkStatus = useBulkStatus()
  const bulkDelete = useBulkDelete()
  const [status, setStatus] = useState<ItemStatus>(match.status === 'listed' ? 'sold' : 'listed')
  const [isPrinting, setPrinting] = useState(false)
  const count = choice.isAllMatching ? matchingCount : choice.ids.length
  if (count === 0) return null
  const selection: ItemSelection = choice.isAllMatching ? { matching: match } : { ids: choice.ids }
  const isBusy = bulkStatus.isPending || bulkDelete.isPending

  const changeStatus = async () => {
    const label = ITEM_STATUS_INFO[status].label
    const isConfirmed = await confirm({
      question: `Change the status of ${plural(count)} to ${label}?`,
      confirmLabel: 'Change Status',
    })
    if (!isConfirmed) return
    try {
      const changed = await bulkStatus.mutateAsync({ selection, status })
      choice.clear()
      notifySuccess(`${plural(changed)} moved to ${label}`)
    } catch (error) {
      notifyFailure('Failed to update items', error)
    }
  }

  const remove = async () => {
    const isConfirmed = await confirm({
      question: `Are you sure you want to delete ${plural(count)}?`,
      confirmLabel: 'Delete',
      tone: 'danger',
    })
    if (!isConfirmed) return
    try {
      const deleted = await bulkDelete.mutateAsync(selection)
      choice.clear()
      notifySuccess(`${plural(deleted)} deleted`)
    } catch (error) {
      notifyFailure('Failed to delete items', error)
    }
  }

  return (
    <section
      aria-label="Selected items"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm dark:border-emerald-500/40 dark:bg-emerald-950/40"
    >
      <p className="font-medium" aria-live="polite">
        {plural(count)} selected
      </p>
      {!choice.isAllMatching && matchingCount > count ? (
        <Button size="sm" variant="ghost" onClick={choice.selectAllMatching}>
          Select all {matchingCount.toLocaleString('en-US')} matching
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={choice.clear}>
        Clear selection
      </Button>
      <span className="ml-auto flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => setPrinting(true)}>
          <Printer aria-hidden="true" className="size-4" />
          Print Labels
        </Button>
        <label className="sr-only" htmlFor="bulk-status">
          New status
        </label>
        <select
          id="bulk-status"
          value={status}
          onChange={(event) =>
            setStatus(ITEM_STATUSES.find((value) => value === event.target.value) ?? status)
          }
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {ITEM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ITEM_STATUS_INFO[value].label}
            </option>
          ))}
        </select>
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => void changeStatus()}>
          Change Status
        </Button>
        <Button size="sm" variant="danger" disabled={isBusy} onClick={() => void remove()}>
          Delete Selected
        </Button>
      </span>
      {isPrinting ? (
        <PrintLabelsDialog selection={selection} count={count} onClose={() => setPrinting(false)} />
      ) : null}
    </section>
  )
}
