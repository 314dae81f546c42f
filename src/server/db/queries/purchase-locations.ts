import { sql } from 'drizzle-orm'

import type { PurchaseLocationListQuery } from '../../../shared/schemas/purchase-location'
import type { Database } from '../client'
import { purchaseLocations } from '../schema'

import { changeWithItems, itemsNamingCount } from './item-names'
import { listPage, searchCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's purchase locations. */
export const purchaseLocationRows = ownedRows(purchaseLocations)

/** Location list orders; names are unique per user (index purchase_locations_user_name_unique). */
const ORDERS: Record<PurchaseLocationListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${purchaseLocations.name})`, kind: 'text' }], isUnique: true },
}

/** A change of a location; a new name is followed by the items naming the old one (one transaction). */
export const changePurchaseLocation = changeWithItems(purchaseLocationRows, 'purchaseLocation')

/**
 * One page of the user's purchase locations, searched by name, address and notes, by name (spec 7), each
 * with how many of the user's items name it.
 */
export function listPurchaseLocations(db: Database, userId: string, query: PurchaseLocationListQuery) {
  const { name, address, notes } = purchaseLocations
  return listPage(db, {
    table: purchaseLocations,
    id: purchaseLocations.id,
    scope: ownedBy(purchaseLocations, userId),
    filters: [searchCondition(query.q, [name, address, notes])],
    order: ORDERS[query.sort],
    query,
    rows: async (parts) =>
      purchaseLocationRows.page(db, parts, {
        itemCount: itemsNamingCount('purchaseLocation'),
      }),
  })
}
