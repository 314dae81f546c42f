import { sql } from 'drizzle-orm'

import type { BrandListQuery, BrandUpdate, NewBrand } from '../../../shared/schemas/brand'
import type { Database } from '../client'
import { brands } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(brands)

/** Brand list orders; names are unique per user (index brands_user_name_unique). */
const ORDERS: Record<BrandListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${brands.name})`, kind: 'text' }], isUnique: true },
}

/** One page of the user's brands, searched by name (spec 2), by name (spec 7). */
export function listBrands(db: Database, userId: string, query: BrandListQuery) {
  return listPage(db, {
    table: brands,
    id: brands.id,
    scope: ownedBy(brands, userId),
    filters: [searchCondition(query.q, [brands.name])],
    order: ORDERS[query.sort],
    query,
    fetch: async (page) =>
      db
        .select({ ...columns, cursorKey: page.cursorKey })
        .from(brands)
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

export async function getBrand(db: Database, userId: string, id: string) {
  const [brand] = await db
    .select(columns)
    .from(brands)
    .where(ownedBy(brands, userId, id))
  return brand
}

export async function createBrand(db: Database, userId: string, input: NewBrand) {
  return inserted(
    await db
      .insert(brands)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updateBrand(db: Database, userId: string, id: string, changes: BrandUpdate) {
  const [brand] = await db
    .update(brands)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(brands, userId, id))
    .returning(columns)
  return brand
}

export async function deleteBrand(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(brands)
    .where(ownedBy(brands, userId, id))
    .returning({ id: brands.id })
  return deleted.length > 0
}
