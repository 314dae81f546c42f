import { useMemo, useState, type ReactNode } from 'react'

import { inlineSkuErrorMessage, itemDeleteQuestion, writeFailureMessage } from '../../../domain/messages'
import { useUpdateItem, type Item } from '../../api/items'
import { useConfirm } from '../../components/confirm/confirm-context'
import { ItemActionsContext, type ItemActions } from '../../hooks/use-item-actions'
import { codeOnce, useLoadedCode } from '../../hooks/use-loaded-code'
import { ApiError } from '../../lib/api-error'
import { notifyFailure } from '../../lib/notify'

import type * as ItemDialogsModule from './item-dialogs'
import { useItemUndo } from './item-undo'

const DELETE_QUESTION = itemDeleteQuestion()

/**
 * The dialogs' code: loaded once the screen below the provider is drawn, not before it, so that the
 * Dashboard and the item lists show without waiting for it (decision 011a).
 */
const itemDialogs = codeOnce<typeof ItemDialogsModule>(() => import('./item-dialogs'))

/**
 * Gives the item cards and rows below it their actions (useItemActions) and shows the edit, Mark as Sold,
 * Dispose of Item (a change of status to disposed), Refunds and Print Label dialogs above the list, so a dialog stays open while its row scrolls out of the virtual list. Mount it
 * around a list of items (the item lists, the dashboard's recent items):
 *
 *   <ItemActionsProvider><ItemCard item={item} /></ItemActionsProvider>
 */
export function ItemActionsProvider({ children }: { children: ReactNode }) {
  const [editing, setEditing] = useState<Item | null>(null)
  const [selling, setSelling] = useState<Item | null>(null)
  const [labelling, setLabelling] = useState<Item | null>(null)
  const [disposing, setDisposing] = useState<Item | null>(null)
  const [refunding, setRefunding] = useState<Item | null>(null)
  const confirm = useConfirm()
  const update = useUpdateItem()
  const { mutateAsync: updateItem } = update
  const undo = useItemUndo()
  const dialogs = useLoadedCode(
    itemDialogs,
    Boolean(editing ?? selling ?? labelling ?? disposing ?? refunding),
  )

  const actions = useMemo<ItemActions>(
    () => ({
      edit: setEditing,
      markSold: setSelling,
      printLabel: setLabelling,
      refund: setRefunding,
      remove: async (item, { detailed = false } = {}) => {
        const isConfirmed = await confirm(
          detailed
            ? {
                title: DELETE_QUESTION,
                question: `SKU: ${item.sku}\nBrand: ${item.brand}\nDescription: ${item.description}`,
                confirmLabel: 'Delete',
                tone: 'danger',
              }
            : { question: DELETE_QUESTION, confirmLabel: 'Delete', tone: 'danger' },
        )
        // Sent once the message's Undo has had its time (useItemUndo).
        if (isConfirmed) undo.remove(item)
      },
      changeStatus: async (item, status) => {
        if (status === item.status) return
        // Disposed asks for the day and the reason first (decision 025).
        if (status === 'disposed') {
          setDisposing(item)
          return
        }
        try {
          await updateItem({ id: item.id, changes: { status } })
          undo.moved(item, status)
        } catch (error) {
          notifyFailure(writeFailureMessage('update', 'item'), error)
        }
      },
      changeSku: async (item, sku) => {
        try {
          await updateItem({ id: item.id, changes: { sku } })
          return null
        } catch (error) {
          // A refusal by the unique index is the API's 409 conflict (spec 8: 'SKU already exists').
          const isDuplicate = error instanceof ApiError && error.code === 'conflict'
          return inlineSkuErrorMessage(
            isDuplicate ? 'duplicate' : error instanceof Error ? error.message : '',
          )
        }
      },
      changePostageCost: async (item, cents) => {
        try {
          await updateItem({ id: item.id, changes: { postageCost: cents } })
          return null
        } catch (error) {
          notifyFailure(writeFailureMessage('update', 'item'), error)
          return writeFailureMessage('update', 'item')
        }
      },
    }),
    [confirm, undo, updateItem],
  )

  return (
    <ItemActionsContext value={actions}>
      {children}
      {dialogs ? (
        <>
          {editing ? <dialogs.ItemFormDialog item={editing} onClose={() => setEditing(null)} /> : null}
          {selling ? <dialogs.MarkSoldDialog item={selling} onClose={() => setSelling(null)} /> : null}
          {disposing ? <dialogs.DisposeDialog item={disposing} onClose={() => setDisposing(null)} /> : null}
          {refunding ? <dialogs.RefundsDialog item={refunding} onClose={() => setRefunding(null)} /> : null}
          {labelling ? (
            <dialogs.PrintLabelsDialog
              selection={{ ids: [labelling.id] }}
              count={1}
              onClose={() => setLabelling(null)}
            />
          ) : null}
        </>
      ) : null}
    </ItemActionsContext>
  )
}
