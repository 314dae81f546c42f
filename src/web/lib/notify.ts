import { toast } from 'sonner'

import { errorMessage } from './errors'

/**
 * Tell the user that a write failed where the spec shows nothing (spec 8: a failed mark-as-sold, delete,
 * status change, postage or distance edit, receipt, expense or line item save), e.g.
 * `notifyFailure('Failed to delete item', error)`. The toast names the act and says why in a second line;
 * the form or row stays as it was, so nothing typed is lost.
 */
export function notifyFailure(message: string, error?: unknown): void {
  if (error !== undefined) console.warn(message, error)
  const reason = error === undefined ? undefined : errorMessage(error)
  toast.error(message, { description: reason === message ? undefined : reason, duration: 8000 })
}

/** How long a message with Undo stays, and so how long an undoable delete waits before it is sent. */
export const UNDO_WINDOW_MS = 8000

/**
 * Tell the user a write went through: a short message after a save, a sale, a status change, an import or
 * a restore, e.g. `notifySuccess('ABC-1 marked as sold', { undo })`. With `undo` the message carries an
 * Undo button and stays UNDO_WINDOW_MS; `onClose` hears it closed by hand (its close button or a swipe).
 */
export function notifySuccess(
  message: string,
  { description, undo, onClose }: { description?: string; undo?: () => void; onClose?: () => void } = {},
): void {
  toast.success(message, {
    description,
    duration: undo ? UNDO_WINDOW_MS : 4000,
    action: undo ? { label: 'Undo', onClick: undo } : undefined,
    onDismiss: onClose,
  })
}
