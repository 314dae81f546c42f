import { sql } from 'drizzle-orm'

import type { BrandListQuery } from '../../../shared/schemas/brand'
import type { Database } from '../client'
import { brands } from '../schema'

import { changeWithItems, itemsNamingCount } from './item-names'
import { listPage, searchCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's brands. */
export const brandRows = ownedRows(brands)

/** Brand list orders; names are unique per user (index brands_user_name_unique). */
const ORDERS: Record<BrandListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${brands.name})`, kind: 'text' }], isUnique: true },
}

/** A change of a brand; a new name is followed by the items naming the old one (one transaction). */
export const changeBrand = changeWithItems(brandRows, 'brand')

/**
 * One page of the user's brands, searched by name (spec 2), by name (spec 7), each with how many of the
 * user's items name it.
 */
export function listBrands(db: Database, userId: string, query: BrandListQuery) {
  return listPage(db, {
    table: brands,
    id: brands.id,
    scope: ownedBy(brands, userId),
    filters: [searchCondition(query.q, [brands.name])],
    order: ORDERS[query.sort],
    query,
    rows: async (parts) => brandRows.page(db, parts, { itemCount: itemsNamingCount('brand') }),
  })
}
