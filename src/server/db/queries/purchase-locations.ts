import { sql } from 'drizzle-orm'

import type {
  NewPurchaseLocation,
  PurchaseLocationListQuery,
  PurchaseLocationUpdate,
} from '../../../shared/schemas/purchase-location'
import type { Database } from '../client'
import { purchaseLocations } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(purchaseLocations)

/** Location list orders; names are unique per user (index purchase_locations_user_name_unique). */
const ORDERS: Record<PurchaseLocationListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${purchaseLocations.name})`, kind: 'text' }], isUnique: true },
}

/** One page of the user's purchase locations, searched by name, address and notes, by name (spec 7). */
export function listPurchaseLocations(db: Database, userId: string, query: PurchaseLocationListQuery) {
  const { name, address, notes } = purchaseLocations
  return listPage(db, {
    table: purchaseLocations,
    id: purchaseLocations.id,
    scope: ownedBy(purchaseLocations, userId),
    filters: [searchCondition(query.q, [name, address, notes])],
    order: ORDERS[query.sort],
    query,
    fetch: async (page) =>
      db
        .select({ ...columns, cursorKey: page.cursorKey })
        .from(purchaseLocations)
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

export async function getPurchaseLocation(db: Database, userId: string, id: string) {
  const [location] = await db
    .select(columns)
    .from(purchaseLocations)
    .where(ownedBy(purchaseLocations, userId, id))
  return location
}

export async function createPurchaseLocation(db: Database, userId: string, input: NewPurchaseLocation) {
  return inserted(
    await db
      .insert(purchaseLocations)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updatePurchaseLocation(
  db: Database,
  userId: string,
  id: string,
  changes: PurchaseLocationUpdate,
) {
  const [location] = await db
    .update(purchaseLocations)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(purchaseLocations, userId, id))
    .returning(columns)
  return location
}

export async function deletePurchaseLocation(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(purchaseLocations)
    .where(ownedBy(purchaseLocations, userId, id))
    .returning({ id: purchaseLocations.id })
  return deleted.length > 0
}
