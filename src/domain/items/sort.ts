/**
 * Item list sorting of spec 2: by SKU, Brand or Purchase Date (not offered on the sold view). Text compares
 * case-insensitively; a missing purchase date counts as 1970-01-01. Clicking the active field toggles the
 * direction; clicking another field starts ascending.
 */

import type { ItemStatus } from './status'

/** Fields an item list sorts by (spec 2): SKU, brand, purchase date. */
export const ITEM_SORT_FIELDS = ['sku', 'brand', 'purchaseDate'] as const

/** One of the sort fields. */
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number]

/** Ascending or descending. */
export type SortDirection = 'asc' | 'desc'

/** The active sort of a list: field and direction. */
export interface ItemSort {
  field: ItemSortField
  direction: SortDirection
}

/** Date that stands in for a missing purchase date when sorting (spec 2). */
export const MISSING_DATE_SORT_VALUE = '1970-01-01'

/** The sort fields a status list offers (spec 2: purchase date is not offered for sold items). */
export function sortFieldsFor(status: ItemStatus): readonly ItemSortField[] {
  return status === 'sold' ? ['sku', 'brand'] : ITEM_SORT_FIELDS
}

/** The sort after clicking `field` (spec 2): the active field toggles asc/desc, a new field starts asc. */
export function nextSort(current: ItemSort | null, field: ItemSortField): ItemSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { field, direction: 'asc' }
}

/** What sorting needs of an item; purchaseDate is YYYY-MM-DD or null. */
export interface SortableItem {
  sku: string
  brand: string
  purchaseDate: string | null
}

function sortKey(item: SortableItem, field: ItemSortField): string {
  if (field === 'purchaseDate') return item.purchaseDate || MISSING_DATE_SORT_VALUE
  return item[field].toLowerCase()
}

/** Compares two items by `sort` (case-insensitive text; YYYY-MM-DD dates compare as text). */
export function compareItems(a: SortableItem, b: SortableItem, sort: ItemSort): number {
  const ka = sortKey(a, sort.field)
  const kb = sortKey(b, sort.field)
  const order = ka < kb ? -1 : ka > kb ? 1 : 0
  return sort.direction === 'asc' ? order : -order
}

/** A sorted copy of `items` (stable: equal keys keep their order). */
export function sortItems<T extends SortableItem>(items: readonly T[], sort: ItemSort): T[] {
  return [...items].sort((a, b) => compareItems(a, b, sort))
}
