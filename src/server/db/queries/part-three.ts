import { and, eq, sql } from 'drizzle-orm'

import {
  disposedInYearOf,
  partThree,
  type DisposedInYear,
  type InventoryBucket,
  type InventoryExit,
  type PartThree,
} from '../../../domain/reports/part-three'
import type { Database } from '../client'
import { inventoryItems, refunds } from '../schema'

const items = inventoryItems

/*
 * Schedule C Part III by the book (decision 025): the user's items summed in one pass into inventory buckets
 * (src/domain/reports/part-three.ts), the cost grouped by the year each item was bought, the year it left and
 * how; the domain makes the form's lines from the buckets.
 *
 * An item was bought on its purchase date, or, when it has none, on the day it was recorded (the calendar
 * day of its creation in the user's time zone then, kept with the item: recorded_on) or the day it left when
 * that came first (inventory_acquired_on, migration 0023). It left on its sold date (sold) or its disposed
 * date (why: its disposal reason); the table's checks keep exactly one of them set for a sold or disposed
 * item and neither for the others, which are held.
 */

const leftOn = sql`coalesce(${items.soldDate}, ${items.disposedDate})`
const acquiredOn = sql`inventory_acquired_on(${items.purchaseDate}, ${items.recordedOn}, ${leftOn})`
const acquiredYear = sql<number>`extract(year from ${acquiredOn})::int`
const exitYear = sql<number | null>`extract(year from ${leftOn})::int`
const exit = sql<InventoryExit | null>`case when ${items.soldDate} is not null then 'sold' else ${items.disposalReason} end`
/** An item a return put back in inventory (decision 032): not a purchase. */
const isReturn = sql<boolean>`(${refunds.id} is not null)`

/** Every bucket of the user's items: one row per (year bought, year left, how), the held items with no exit. */
export async function inventoryBuckets(db: Database, userId: string): Promise<InventoryBucket[]> {
  return db
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
    .orderBy(acquiredYear, exitYear, exit, isReturn)
}

/** Part III of `year` (cents) and the items disposed of in the year, per reason (count and cost). */
export async function partThreeOf(
  db: Database,
  userId: string,
  year: number,
): Promise<{ partThree: PartThree; disposedInYear: DisposedInYear[]; buckets: InventoryBucket[] }> {
  const buckets = await inventoryBuckets(db, userId)
  return { partThree: partThree(buckets, year), disposedInYear: disposedInYearOf(buckets, year), buckets }
}
