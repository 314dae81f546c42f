/**
 * Item list sorting of spec 2: by SKU, Brand or Purchase Date (not offered on the sold view). Text compares
 * case-insensitively; a missing purchase date counts as 1970-01-01. The database sorts (see
 * src/server/db/queries/items.ts); these are the fields and the stand-in date it uses.
 */

import type { ItemStatus } from './status'

/** Fields an item list sorts by (spec 2): SKU, brand, purchase date. */
export const ITEM_SORT_FIELDS = ['sku', 'brand', 'purchaseDate'] as const

/** One of the sort fields. */
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number]

/** Date that stands in for a missing purchase date when sorting (spec 2). */
export const MISSING_DATE_SORT_VALUE = '1970-01-01'

/** The sort fields a status list offers (spec 2: purchase date is not offered for sold items). */
export function sortFieldsFor(status: ItemStatus): readonly ItemSortField[] {
  return status === 'sold' ? ['sku', 'brand'] : ITEM_SORT_FIELDS
}
