import { and, eq, sql } from 'drizzle-orm'

import { localDate } from '../../src/domain/dates'
import { acquiredOn } from '../../src/domain/items/acquired'
import type { DisposalReason, ItemStatus } from '../../src/domain/items/status'
import type { InventoryBucket, InventoryExit } from '../../src/domain/reports/part-three'
import type { Database } from '../../src/server/db/client'
import { inventoryItems, refunds } from '../../src/server/db/schema'

/** What the buckets read of an item row. */
export interface BucketedItem {
  status: ItemStatus
  costOfGoods: number
  purchaseDate: string | null
  soldDate: string | null
  disposedDate: string | null
  disposalReason: DisposalReason | null
  createdAt: Date
  /** A return put this item back in inventory (decision 032): it is no purchase of its year. */
  isReturn?: boolean
}

/**
 * The inventory buckets of items, computed in TypeScript from the rows by the rule of decision 025 (bought on
 * the purchase date, else the day recorded in `timeZone` or the day it left when earlier; left on the sold or disposed date), in one order (sortBuckets):
 * the reference the SQL is checked against.
 */
export function bucketsOfRows(rows: readonly BucketedItem[], timeZone: string): InventoryBucket[] {
  const byKey = new Map<string, InventoryBucket>()
  for (const row of rows) {
    const leftOn = row.soldDate ?? row.disposedDate
    const recordedOn = localDate(row.createdAt, timeZone)
    const acquiredYear = Number(
      acquiredOn({ purchaseDate: row.purchaseDate, recordedOn, leftOn }).slice(0, 4),
    )
    const exitYear = leftOn === null ? null : Number(leftOn.slice(0, 4))
    const exit: InventoryExit | null = row.soldDate !== null ? 'sold' : row.disposalReason
    const isReturn = row.isReturn ?? false
    const key = `${acquiredYear}|${exitYear}|${exit}|${isReturn}`
    const bucket = byKey.get(key) ?? { acquiredYear, exitYear, exit, cost: 0, count: 0, isReturn }
    bucket.cost += row.costOfGoods
    bucket.count += 1
    byKey.set(key, bucket)
  }
  return sortBuckets([...byKey.values()])
}

/** Buckets in one order whatever produced them (the database's text order depends on its collation). */
export function sortBuckets(buckets: readonly InventoryBucket[]): InventoryBucket[] {
  const key = (b: InventoryBucket) =>
    `${b.acquiredYear}|${b.exitYear ?? '~'}|${b.exit ?? '~'}|${b.isReturn === true ? 1 : 0}`
  return [...buckets].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}

/**
 * The inventory buckets summed from the user's items and refunds in one pass, as Part III read them before they
 * were kept (decision 038): each item joined to the refunds that name it as their return. The reference the kept
 * buckets are checked against (running-totals.test.ts) and the read they replaced in the benchmark.
 */
export async function bucketsFromRows(db: Database, userId: string): Promise<InventoryBucket[]> {
  const items = inventoryItems
  const leftOn = sql`coalesce(${items.soldDate}, ${items.disposedDate})`
  const acquiredYear = sql<number>`extract(year from inventory_acquired_on(${items.purchaseDate}, ${items.recordedOn}, ${leftOn}))::int`
  const exitYear = sql<number | null>`extract(year from ${leftOn})::int`
  const exit = sql<InventoryExit | null>`case when ${items.soldDate} is not null then 'sold' else ${items.disposalReason} end`
  const isReturn = sql<boolean>`(${refunds.id} is not null)`
  const rows = await db
    .select({
      acquiredYear,
      exitYear,
      exit,
      cost: sql`coalesce(sum(${items.costOfGoods}), 0)`.mapWith(items.costOfGoods),
      count: sql<number>`count(*)::int`,
      isReturn,
    })
    .from(items)
    .leftJoin(refunds, and(eq(refunds.userId, userId), eq(refunds.returnedItemId, items.id)))
    .where(eq(items.userId, userId))
    .groupBy(acquiredYear, exitYear, exit, isReturn)
  return sortBuckets(rows)
}
