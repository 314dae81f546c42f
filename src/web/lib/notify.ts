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
