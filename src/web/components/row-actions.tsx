import { Pencil, Trash2 } from 'lucide-react'

import { notifyFailure } from '../lib/notify'

import { useConfirm } from './confirm/confirm-context'
import { Button } from './ui/button'

/** A delete mutation of the api modules (useDeleteExpense()...): deletes one record by id. */
export interface DeleteMutation {
  mutate: (id: string, options: { onSuccess?: () => void; onError: (error: Error) => void }) => void
  isPending: boolean
}

interface RowDeletion {
  id: string
  mutation: DeleteMutation
  /** The spec's question, word for word: 'Are you sure you want to delete this expense?'. */
  question: string
  /** The toast when the delete fails: writeFailureMessage('delete', 'expense'). */
  failureMessage: string
  onDeleted?: () => void
}

/**
 * Edit and Delete of one row. Delete asks the question first ('Delete' confirms, in red), then deletes and
 * tells of a failure. `name` finishes both buttons' accessible names: 'expense Printer paper' gives
 * 'Edit expense Printer paper' and 'Delete expense Printer paper'. Icons only, unless `showText`. The buttons
 * come without a wrapper, so the row lays them out.
 *
 *   <RowActions name={`vendor ${vendor.name}`} onEdit={onEdit} deletion={{ id: vendor.id,
 *     mutation: useDeleteVendor(), question: '...', failureMessage: writeFailureMessage('delete', 'vendor') }} />
 */
export function RowActions({
  name,
  onEdit,
  deletion,
  showText = false,
}: {
  name: string
  onEdit: () => void
  deletion: RowDeletion
  showText?: boolean
}) {
  const confirm = useConfirm()
  const { id, mutation, question, failureMessage, onDeleted } = deletion
  const onDelete = async () => {
    const isSure = await confirm({ question, confirmLabel: 'Delete', tone: 'danger' })
    if (!isSure) return
    mutation.mutate(id, {
      ...(onDeleted ? { onSuccess: onDeleted } : {}),
      onError: (error) => notifyFailure(failureMessage, error),
    })
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" />
        {showText ? 'Edit' : null}
      </Button>
      <DeleteButton
        label={`Delete ${name}`}
        onClick={() => void onDelete()}
        disabled={mutation.isPending}
        showText={showText}
      />
    </>
  )
}

/** The red ghost Delete button of a row, for rows whose delete asks its own way (a receipt's counts). */
export function DeleteButton({
  label,
  onClick,
  disabled,
  showText = false,
}: {
  label: string
  onClick: () => void
  disabled: boolean
  showText?: boolean
}) {
  return (
    <Button variant="ghost-danger" size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
      <Trash2 aria-hidden="true" className="size-4" />
      {showText ? 'Delete' : null}
    </Button>
  )
}
