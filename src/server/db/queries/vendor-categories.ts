import { sql } from 'drizzle-orm'

import type {
  NewVendorCategory,
  VendorCategoryListQuery,
  VendorCategoryUpdate,
} from '../../../shared/schemas/vendor'
import type { Database } from '../client'
import { vendorCategories } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(vendorCategories)

/** Category orders; names are unique per user (index vendor_categories_user_name_unique). */
const ORDERS: Record<VendorCategoryListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${vendorCategories.name})`, kind: 'text' }], isUnique: true },
}

/** One page of the user's vendor categories, searched by name and description, by name (spec 7). */
export function listVendorCategories(db: Database, userId: string, query: VendorCategoryListQuery) {
  const { name, description } = vendorCategories
  return listPage(db, {
    table: vendorCategories,
    id: vendorCategories.id,
    scope: ownedBy(vendorCategories, userId),
    filters: [searchCondition(query.q, [name, description])],
    order: ORDERS[query.sort],
    query,
    fetch: async (page) =>
      db
        .select({ ...columns, cursorKey: page.cursorKey })
        .from(vendorCategories)
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

export async function getVendorCategory(db: Database, userId: string, id: string) {
  const [category] = await db
    .select(columns)
    .from(vendorCategories)
    .where(ownedBy(vendorCategories, userId, id))
  return category
}

export async function createVendorCategory(db: Database, userId: string, input: NewVendorCategory) {
  return inserted(
    await db
      .insert(vendorCategories)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updateVendorCategory(
  db: Database,
  userId: string,
  id: string,
  changes: VendorCategoryUpdate,
) {
  const [category] = await db
    .update(vendorCategories)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(vendorCategories, userId, id))
    .returning(columns)
  return category
}

export async function deleteVendorCategory(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(vendorCategories)
    .where(ownedBy(vendorCategories, userId, id))
    .returning({ id: vendorCategories.id })
  return deleted.length > 0
}
