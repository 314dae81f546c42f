import { receiptDeleteWarning, writeFailureMessage } from '../../../domain/messages'
import { fetchReceiptLinks, useDeleteReceipt } from '../../api/receipts'
import { useConfirm } from '../../components/confirm/confirm-context'
import { notifyFailure } from '../../lib/notify'

/**
 * Deleting a receipt (spec 5): the question names the real counts, asked of the server just before, of the
 * items it unlinks and the line items it deletes; the server does both in one statement. Resolves true when
 * the receipt was deleted.
 */
export function useDeleteReceiptFlow() {
  const confirm = useConfirm()
  const remove = useDeleteReceipt()
  const run = async (receiptId: string): Promise<boolean> => {
    try {
      const links = await fetchReceiptLinks(receiptId)
      const isSure = await confirm({
        title: 'Delete Receipt',
        question: receiptDeleteWarning(links.itemCount, links.lineItemCount),
        confirmLabel: 'Delete',
        tone: 'danger',
      })
      if (!isSure) return false
      await remove.mutateAsync(receiptId)
      return true
    } catch (error) {
      notifyFailure(writeFailureMessage('delete', 'receipt'), error)
      return false
    }
  }
  return { run, isPending: remove.isPending }
}
