import { useMemo } from 'react'

import { writeFailureMessage } from '../../../domain/messages'
import { ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'
import type { ItemUpdate } from '../../../shared/schemas/item'
import { useDeleteItemWithUndo, useUpdateItem, type Item } from '../../api/items'
import { notifyFailure, notifySuccess, UNDO_WINDOW_MS } from '../../lib/notify'

/** What a sale sets on an item, so Undo can put back what it held before. */
const saleFieldsOf = (item: Item): ItemUpdate => ({
  status: item.status,
  soldDate: item.soldDate,
  salePrice: item.salePrice,
  postageCharged: item.postageCharged,
  postageCost: item.postageCost,
  generalFees: item.generalFees,
  promoFees: item.promoFees,
  salesTax: item.salesTax,
  marketplace: item.marketplace,
})

/** What a change of status sets on an item (the sold and disposal dates follow it, spec 4, decision 025). */
const statusFieldsOf = (item: Item): ItemUpdate => ({
  status: item.status,
  soldDate: item.soldDate,
  disposedDate: item.disposedDate,
  disposalReason: item.disposalReason,
})

export const UNDO_FAILED = 'Failed to undo'

/** The wording of the messages after an item's sale, status change or delete. */
export const ITEM_MESSAGES = {
  saved: 'Item saved',
  sold: (sku: string) => `${sku} marked as sold`,
  moved: (sku: string, status: ItemStatus) => `${sku} moved to ${ITEM_STATUS_INFO[status].label}`,
  deleted: (sku: string) => `${sku} deleted`,
  backIn: (sku: string, status: ItemStatus) => `${sku} is back in ${ITEM_STATUS_INFO[status].label}`,
} as const

/**
 * The message after each change of one item, with Undo where the change can be taken back: a sale and a
 * change of status put back what the item held before; a delete waits UNDO_WINDOW_MS before it is sent
 * (useDeleteItemWithUndo), the item hidden meanwhile.
 */
export function useItemUndo() {
  const { mutateAsync: updateItem } = useUpdateItem()
  const deleteLater = useDeleteItemWithUndo()

  return useMemo(() => {
    const putBack = (before: Item, changes: ItemUpdate) => async () => {
      try {
        await updateItem({ id: before.id, changes })
        notifySuccess(ITEM_MESSAGES.backIn(before.sku, before.status))
      } catch (error) {
        notifyFailure(UNDO_FAILED, error)
      }
    }

    return {
      /** After a sale of `before` (the item as it was). */
      sold: (before: Item) =>
        notifySuccess(ITEM_MESSAGES.sold(before.sku), {
          undo: () => void putBack(before, saleFieldsOf(before))(),
        }),
      /** After `before` changed to `status` (its own or the Dispose of Item dialog). */
      moved: (before: Item, status: ItemStatus) =>
        notifySuccess(ITEM_MESSAGES.moved(before.sku, status), {
          undo: () => void putBack(before, statusFieldsOf(before))(),
        }),
      /** Deletes `item` once the message with Undo has gone, or is closed by hand. */
      remove: (item: Item) => {
        const waiting = deleteLater(item, UNDO_WINDOW_MS)
        waiting.done.catch((error: unknown) => notifyFailure(writeFailureMessage('delete', 'item'), error))
        notifySuccess(ITEM_MESSAGES.deleted(item.sku), {
          undo: () => {
            if (waiting.undo()) notifySuccess(ITEM_MESSAGES.backIn(item.sku, item.status))
            // Another change to items sent the delete first (sendWaitingDeletes).
            else notifyFailure(`${item.sku} was already deleted`)
          },
          onClose: () => void waiting.sendNow(),
        })
      },
    }
  }, [updateItem, deleteLater])
}
