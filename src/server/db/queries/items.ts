import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm'

import { ITEM_STATUSES, type ItemStatus } from '../../../domain/items/status'
import type { Database } from '../client'
import { inventoryItems } from '../schema'

import { ownedRows } from './owned'

/** Inventory items of one user. */
export const itemRows = ownedRows(inventoryItems)

export type ItemRow = typeof inventoryItems.$inferSelect

export type ItemCounts = Record<ItemStatus, number> & { total: number }

/** How many items the user has in each status, and in all (the sidebar and dashboard counts). */
export async function countItemsByStatus(db: Database, userId: string): Promise<ItemCounts> {
  const rows = await db
    .select({ status: inventoryItems.status, count: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .where(itemRows.mine(userId))
    .groupBy(inventoryItems.status)
  const counts = Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as Record<ItemStatus, number>
  for (const row of rows) counts[row.status as ItemStatus] = row.count
  return { ...counts, total: rows.reduce((sum, row) => sum + row.count, 0) }
}

/** Where a page of the newest-first list ends: the last row's creation instant and id. */
export interface ItemCursor {
  createdAt: string
  id: string
}

/** One page of items, newest first (spec 7), optionally of one status; keyset paging stays fast at any depth. */
export async function listItemsPage(
  db: Database,
  userId: string,
  options: { status?: ItemStatus | undefined; limit: number; after?: ItemCursor | undefined },
): Promise<{ items: ItemRow[]; next: ItemCursor | null }> {
  const conditions: SQL[] = [itemRows.mine(userId)]
  if (options.status) conditions.push(eq(inventoryItems.status, options.status))
  if (options.after) {
    const at = new Date(options.after.createdAt)
    conditions.push(
      or(
        lt(inventoryItems.createdAt, at),
        and(eq(inventoryItems.createdAt, at), lt(inventoryItems.id, options.after.id)),
      ) as SQL,
    )
  }
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(and(...conditions))
    .orderBy(desc(inventoryItems.createdAt), desc(inventoryItems.id))
    .limit(options.limit + 1)
  const items = rows.slice(0, options.limit)
  const last = items.at(-1)
  const next =
    rows.length > options.limit && last ? { createdAt: last.createdAt.toISOString(), id: last.id } : null
  return { items, next }
}
