import { and, eq, sql, type SQL } from 'drizzle-orm'

import type { Database } from '../client'
import { inventoryItems, itemNameCounts } from '../schema'

import { ownedBy } from './owned'

/*
 * Items name their brand and purchase location as text (spec 3), matched to the brand and location lists
 * case-insensitively, as the names are unique (spec 5). Indexes inventory_items_user_brand_idx and
 * inventory_items_user_location_idx (migration 0004) serve each lookup by (user, lower(name)).
 */

/** The item column holding each list's name. */
const ITEM_NAME_COLUMNS = {
  brand: inventoryItems.brand,
  purchaseLocation: inventoryItems.purchaseLocation,
} as const

type ItemNameField = keyof typeof ITEM_NAME_COLUMNS

/** The items' column (in SQL) of each name, and the table of the named rows. */
const NAMED_IN_SQL: Record<ItemNameField, { itemColumn: 'brand' | 'purchase_location'; table: string }> = {
  brand: { itemColumn: 'brand', table: 'brands' },
  purchaseLocation: { itemColumn: 'purchase_location', table: 'purchase_locations' },
}

/**
 * How many of the owner's items name the listed brand or location, as a column of its list page: read
 * from item_name_counts, which triggers keep (migration 0005), so a page of names costs one lookup each
 * whatever the number of items. The outer row's columns are named with their table, as a correlated
 * subquery must.
 */
export function itemsNamingCount(field: ItemNameField) {
  const { itemColumn, table } = NAMED_IN_SQL[field]
  const outer = sql.identifier(table)
  return sql<number>`coalesce((select ${itemNameCounts.count} from ${itemNameCounts} where ${itemNameCounts.userId} = ${outer}.user_id and ${itemNameCounts.field} = ${itemColumn} and ${itemNameCounts.nameKey} = lower(${outer}.name)), 0)`.mapWith(
    Number,
  )
}

function naming(field: ItemNameField, userId: string, name: string): SQL | undefined {
  return and(ownedBy(inventoryItems, userId), eq(sql`lower(${ITEM_NAME_COLUMNS[field]})`, name.toLowerCase()))
}

/** The user's items naming `from` name `to` instead (a renamed brand or location); answers how many. */
async function renameInItems(
  db: Database,
  userId: string,
  field: ItemNameField,
  from: string,
  to: string,
): Promise<number> {
  const renamed = await db
    .update(inventoryItems)
    .set({ [field]: to, updatedAt: new Date() })
    .where(naming(field, userId, from))
    .returning({ id: inventoryItems.id })
  return renamed.length
}

interface NamedRows<Row extends { name: string }, Changes extends { name?: string | undefined }> {
  get: (db: Database, userId: string, id: string) => Promise<Row[]>
  update: (db: Database, userId: string, id: string, changes: Changes) => Promise<Row[]>
}

/**
 * The change of a brand or location whose items follow a new name: the row and every item naming the old
 * name change in one transaction, so no item is left naming a name that no longer exists.
 */
export function changeWithItems<Row extends { name: string }, Changes extends { name?: string | undefined }>(
  rows: NamedRows<Row, Changes>,
  field: ItemNameField,
) {
  return async (db: Database, userId: string, id: string, changes: Changes): Promise<Row[]> =>
    db.transaction(async (tx) => {
      const [before] = await rows.get(tx, userId, id)
      if (before === undefined) return []
      const after = await rows.update(tx, userId, id, changes)
      if (changes.name !== undefined && changes.name !== before.name)
        await renameInItems(tx, userId, field, before.name, changes.name)
      return after
    })
}
