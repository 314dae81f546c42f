import { sql } from 'drizzle-orm'

import {
  disposedInYearOf,
  partThree,
  type DisposedInYear,
  type InventoryBucket,
  type InventoryExit,
  type PartThree,
} from '../../../domain/reports/part-three'
import { DISPOSAL_REASONS } from '../../../domain/items/status'
import type { Database } from '../client'
import { inventoryBucketTotals, inventoryItems, refunds } from '../schema'

import { jsonField, jsonRows, jsonTogether, readJson, type JsonRead } from './json-read'

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
 * item and neither for the others, which are held. The triggers of migration 0028 keep the buckets by the same
 * rule (kept-totals.ts, decision 038).
 */

const leftOn = sql`coalesce(${items.soldDate}, ${items.disposedDate})`
const acquiredOn = sql`inventory_acquired_on(${items.purchaseDate}, ${items.recordedOn}, ${leftOn})`
const acquiredYear = sql<number>`extract(year from ${acquiredOn})::int`
const exitYear = sql<number | null>`extract(year from ${leftOn})::int`
const exit = sql<InventoryExit | null>`case when ${items.soldDate} is not null then 'sold' else ${items.disposalReason} end`

const kept = inventoryBucketTotals

/** The ways out in text order, as the database sorted them, held (null) last. */
const EXIT_ORDER: readonly (InventoryExit | null)[] = [...[...DISPOSAL_REASONS, 'sold' as const].sort(), null]

/** A bucket's key: its years and way out. */
const keyOf = (bucket: Pick<InventoryBucket, 'acquiredYear' | 'exitYear' | 'exit'>) =>
  `${bucket.acquiredYear}|${bucket.exitYear ?? ''}|${bucket.exit ?? ''}`

/**
 * The items returns put back in inventory (decision 032), per bucket: each item once (`itemCount`, `itemCost`),
 * and once per refund naming it (`count`, `cost`), as Part III has always joined them. Read over the refunds'
 * partial index of the returns by user (migration 0028): as many rows as the user has returns, not items.
 */
function returnedBucketsRead(userId: string) {
  const { int, intOrNull, money, text } = jsonField
  const returned = sql`(select ${refunds.returnedItemId} as id, count(*) as refunds from ${refunds}
    where ${refunds.userId} = ${userId} and ${refunds.returnedItemId} is not null
    group by ${refunds.returnedItemId}) as returned`
  return jsonRows(
    {
      acquiredYear: int(acquiredYear),
      exitYear: intOrNull(exitYear),
      exit: text<InventoryExit | null>(exit),
      cost: money(sql`sum(${items.costOfGoods} * returned.refunds)`),
      count: int(sql`sum(returned.refunds)`),
      itemCost: money(sql`sum(${items.costOfGoods})`),
      itemCount: int(sql`count(*)`),
    },
    sql`from ${returned} inner join ${items} on ${items.id} = returned.id and ${items.userId} = ${userId}
      group by ${acquiredYear}, ${exitYear}, ${exit}`,
  )
}

/** The buckets the items' triggers keep, those with items. */
function keptBucketsRead(userId: string) {
  const { int, intOrNull, money, text } = jsonField
  return jsonRows(
    {
      acquiredYear: int(kept.acquiredYear),
      exitYear: intOrNull(kept.exitYear),
      exit: text<InventoryExit | null>(kept.exit),
      cost: money(kept.cost),
      count: int(kept.count),
    },
    sql`from ${kept} where ${kept.userId} = ${userId} and ${kept.count} <> 0`,
  )
}

/**
 * Every bucket of the user's items: one row per (year bought, year left, how, whether a return put them back),
 * the held items with no exit. The buckets the items' triggers keep (inventory_bucket_totals, decision 038), a
 * few rows per year, with the returns' items read apart and moved to buckets of their own; in the order of
 * the years, the ways out and the returns last.
 */
export function inventoryBucketsRead(userId: string): JsonRead<InventoryBucket[]> {
  return jsonTogether(
    { keptRows: keptBucketsRead(userId), returns: returnedBucketsRead(userId) },
    ({ keptRows, returns }) => {
      const returnsByKey = new Map(returns.map((row) => [keyOf(row), row]))
      const buckets: InventoryBucket[] = []
      for (const row of keptRows) {
        const returned = returnsByKey.get(keyOf(row))
        const count = row.count - (returned?.itemCount ?? 0)
        if (count > 0)
          buckets.push({ ...row, cost: row.cost - (returned?.itemCost ?? 0), count, isReturn: false })
      }
      for (const { acquiredYear, exitYear, exit, cost, count } of returns)
        buckets.push({ acquiredYear, exitYear, exit, cost, count, isReturn: true })
      const order = (bucket: InventoryBucket) => [
        bucket.acquiredYear,
        bucket.exitYear ?? Infinity,
        EXIT_ORDER.indexOf(bucket.exit),
        bucket.isReturn ? 1 : 0,
      ]
      return buckets.sort((a, b) => {
        const [x, y] = [order(a), order(b)]
        for (let n = 0; n < x.length; n++) if (x[n] !== y[n]) return (x[n] ?? 0) - (y[n] ?? 0)
        return 0
      })
    },
  )
}

/** Every bucket of the user's items (`inventoryBucketsRead`), alone in a statement. */
export async function inventoryBuckets(db: Database, userId: string): Promise<InventoryBucket[]> {
  return readJson(db, inventoryBucketsRead(userId))
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
