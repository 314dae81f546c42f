import { createContext, useContext } from 'react'

import type { ItemStatus } from '../../domain/items/status'
import type { Item } from '../api/items'

/** What a person can do to one item from a list, a card or the dashboard (spec 2). */
export interface ItemActions {
  /** Opens the item form as a modal. */
  edit: (item: Item) => void
  /** Opens the Mark Item as Sold dialog. */
  markSold: (item: Item) => void
  /** Asks 'Are you sure you want to delete this item?' (with SKU, brand and description when `detailed`), then deletes. */
  remove: (item: Item, options?: { detailed?: boolean }) => Promise<void>
  /** Any status; the current one changes nothing (spec 4). */
  changeStatus: (item: Item, status: ItemStatus) => Promise<void>
  /** Inline edits; each resolves to the message of a refused save, or null. */
  changeSku: (item: Item, sku: string) => Promise<string | null>
  changePostageCost: (item: Item, cents: number) => Promise<string | null>
  /** Opens the print dialog for the item's SKU label (decision 022). */
  printLabel: (item: Item) => void
  /** Opens the refunds of a sold item: those recorded, and a new one (decision 032). */
  refund: (item: Item) => void
}

export const ItemActionsContext = createContext<ItemActions | null>(null)

/** The item actions of the nearest <ItemActionsProvider> (item-actions-provider.tsx). */
export function useItemActions(): ItemActions {
  const actions = useContext(ItemActionsContext)
  if (!actions) throw new Error('useItemActions must be used inside <ItemActionsProvider>')
  return actions
}
