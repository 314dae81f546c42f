import { sql } from 'drizzle-orm'

import type { VendorCategoryListQuery } from '../../../shared/schemas/vendor'
import type { Database } from '../client'
import { vendorCategories } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's vendor categories. */
export const vendorCategoryRows = ownedRows(vendorCategories)

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
    rows: async (parts) => vendorCategoryRows.page(db, parts, {}),
  })
}
