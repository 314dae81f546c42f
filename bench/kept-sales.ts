/**
 * The kept sales totals (decision 036), before and after in one run on the same account: the year's sales and
 * refunds summed from the rows, the reads the reports made before, beside the kept rows they read now; and the
 * writes that change the totals (marking one item sold, the insert of a 10,000-row CSV import, the sales import's
 * update of 20,000 items to sold), each in a transaction rolled back, with the totals' triggers disabled (the
 * write as it was before them) and enabled, alternated. Medians of wall time and, as the embedded database runs
 * in this process, of its CPU time (on PostgreSQL the server's CPU is not this process's). Prints; asserts
 * nothing.
 */
import { performance } from 'node:perf_hooks'

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { TransactionRollbackError } from 'drizzle-orm/errors'

import type { Database } from '../src/server/db/client'
import { inventoryBucketTotal, saleMonthTotal } from '../src/server/db/kept-totals'
import { readAtOnce, readJson } from '../src/server/db/queries/json-read'
import { NEEDS_COST_CONDITION, revenueOfSums } from '../src/server/db/queries/items'
import { withinYear } from '../src/server/db/queries/lists'
import { needsCostTotals } from '../src/server/db/queries/needs-cost'
import { ownedBy } from '../src/server/db/queries/owned'
import { inventoryBuckets } from '../src/server/db/queries/part-three'
import { refundsWithReturnedItems } from '../src/server/db/queries/refund-sums'
import { itemTotalsFields } from '../src/server/db/queries/item-sums'
import { soldItemsOf } from '../src/server/db/queries/reports'
import { yearSalesSums } from '../src/server/db/queries/reports-sales'
import { taxSummaryReads } from '../src/server/db/queries/reports-tax'
import { inventoryItems, refunds } from '../src/server/db/schema'
import { bucketsFromRows } from '../tests/helpers/inventory-buckets'

import { timingLine, type Timing } from './verdict'

const items = inventoryItems

/** The year's sales per month and marketplace and its refunds per month and per marketplace, from the rows. */
function summedFromRows(db: Database, userId: string, year: number) {
  const month = sql<number>`extract(month from ${items.soldDate})::int`
  const refundMonth = sql<number>`extract(month from ${refunds.refundDate})::int`
  const refundMarketplace = sql`coalesce(${items.marketplace}, ${refunds.marketplace})`
  const inYear = and(ownedBy(refunds, userId), withinYear(refunds.refundDate, year))
  return Promise.all([
    db
      .select({ month, marketplace: items.marketplace, ...itemTotalsFields })
      .from(items)
      .where(and(soldItemsOf(userId), withinYear(items.soldDate, year)))
      .groupBy(month, items.marketplace),
    refundsWithReturnedItems(db, userId, { month: refundMonth }).where(inYear).groupBy(refundMonth),
    refundsWithReturnedItems(db, userId, { marketplace: refundMarketplace })
      .where(inYear)
      .groupBy(refundMarketplace),
  ])
}

/** The year's sold items without a cost, counted over their partial index (migration 0024), as before 0028. */
async function needsCostFromRows(db: Database, userId: string, year: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, revenue: sql`coalesce(${revenueOfSums}, 0)` })
    .from(items)
    .where(and(ownedBy(items, userId), NEEDS_COST_CONDITION, withinYear(items.soldDate, year)))
  return row
}

/** The kept totals' item triggers: disabled, the write is as it was before them. */
const KEPT_TRIGGERS = [...new Set([...saleMonthTotal.triggers, ...inventoryBucketTotal.triggers])]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** One write in a transaction rolled back, with the kept sales totals' triggers or without: wall and CPU, ms. */
export async function rolledBack(db: Database, kept: boolean, write: SQL) {
  const spent = { wall: 0, cpu: 0 }
  await db
    .transaction(async (tx) => {
      if (!kept)
        for (const trigger of KEPT_TRIGGERS)
          await tx.execute(sql.raw(`alter table inventory_items disable trigger ${trigger}`))
      const cpu = process.cpuUsage()
      const start = performance.now()
      await tx.execute(write)
      spent.wall = performance.now() - start
      const used = process.cpuUsage(cpu)
      spent.cpu = (used.user + used.system) / 1000
      tx.rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error
    })
  return spent
}

/** A write `runs` times without and with the kept totals, alternated; the medians and the ratio. */
async function beforeAndAfter(db: Database, label: string, runs: number, write: SQL) {
  const before: { wall: number; cpu: number }[] = []
  const after: { wall: number; cpu: number }[] = []
  await rolledBack(db, true, write) // warm-up
  for (let run = 0; run < runs; run++) {
    before.push(await rolledBack(db, false, write))
    after.push(await rolledBack(db, true, write))
  }
  const of = (spent: { wall: number; cpu: number }[], key: 'wall' | 'cpu') =>
    median(spent.map((one) => one[key]))
  const shown = (key: 'wall' | 'cpu') =>
    `${key} ${of(before, key).toFixed(1)} → ${of(after, key).toFixed(1)} ms (${((of(after, key) / of(before, key) - 1) * 100).toFixed(0)} %)`
  console.log(`  ${label.padEnd(46)} ${shown('wall')}, process ${shown('cpu')}, median of ${runs} each`)
}

export async function benchKeptSales(
  db: Database,
  userId: string,
  year: number,
  measure: (label: string, run: () => Promise<unknown>) => Promise<Timing>,
): Promise<void> {
  const today = `${year}-06-15`
  const reads = [
    await measure("the year's sales summed from the rows (before)", () => summedFromRows(db, userId, year)),
    await measure("the year's sales from the kept totals (after)", () => yearSalesSums(db, userId, year)),
    await measure("the year's sales summed from the rows (before)", () => summedFromRows(db, userId, year)),
    await measure("the year's sales from the kept totals (after)", () => yearSalesSums(db, userId, year)),
  ]
  console.log(
    '  kept sales totals (decision 036), before and after in this run, alternated: the reads of Monthly Sales, the Tax Summary and the year pack',
  )
  for (const timing of reads) console.log(timingLine(timing, ''))
  const taxReads = [
    await measure("Part III's buckets summed from the items (before)", () => bucketsFromRows(db, userId)),
    await measure("Part III's buckets from the kept totals (after)", () => inventoryBuckets(db, userId)),
    await measure("the year's items without a cost, from the rows (before)", () =>
      needsCostFromRows(db, userId, year),
    ),
    await measure("the year's items without a cost, kept (after)", () => needsCostTotals(db, userId, year)),
  ]
  console.log(
    "  kept Part III buckets and items without a cost (decision 038), before and after in this run: the Tax Summary's, its PDF's and the year pack's",
  )
  for (const timing of taxReads) console.log(timingLine(timing, ''))
  const summaryReads = taxSummaryReads(userId, year)
  const oneEach = () =>
    measure("the Tax Summary's reads, a statement each (before)", async () => {
      for (const read of Object.values(summaryReads)) await readJson<unknown>(db, read)
    })
  const allInOne = () =>
    measure("the Tax Summary's reads in one statement (after)", () => readAtOnce(db, summaryReads))
  const oneRead = [await oneEach(), await allInOne(), await oneEach(), await allInOne()]
  console.log("  the Tax Summary's kept reads (decision 040), a statement each and all in one, in this run:")
  for (const timing of oneRead) console.log(timingLine(timing, ''))

  // Items in inventory, bought before the day they are sold on here.
  const unsold = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.userId, userId),
        inArray(items.status, ['unlisted', 'listed']),
        sql`coalesce(${items.purchaseDate}, ${items.recordedOn}) <= ${today}::date`,
      ),
    )
    .orderBy(items.id)
    .limit(20_000)
  const ids = (count: number) =>
    `{${unsold
      .slice(0, count)
      .map((row) => row.id)
      .join(',')}}`
  const sold = (count: number) => sql`update inventory_items set status = 'sold', sold_date = ${today}::date,
    sale_price = 25.00, postage_charged = 4.50, general_fees = 3.10, marketplace = 'ebay'
    where user_id = ${userId} and id = any(${ids(count)}::uuid[])`
  console.log(
    `  the writes that change them, rolled back, without the kept sales and Part III totals' triggers (before) → with them (after), alternated (${unsold.length.toLocaleString('en-US')} items to sell):`,
  )
  await beforeAndAfter(db, 'mark as sold, one item', 20, sold(1))
  await beforeAndAfter(
    db,
    'CSV import: insert of 10,000 items, a quarter sold',
    3,
    sql`insert into inventory_items (user_id, sku, brand, description, cost_of_goods, sale_price, purchase_date,
      status, sold_date, disposed_date, disposal_reason)
    select ${userId}, 'BENCH-KEPT-' || n, 'Brand ' || (n % 200), 'Item ' || n, 1.25 + (n % 900) / 100.0,
      case when n % 4 = 2 then 25 else 0 end, ${`${year}-01-15`}::date,
      (array['unlisted', 'listed', 'sold', 'defective'])[n % 4 + 1],
      case when n % 4 = 2 then ${`${year}-03-15`}::date end, null, null
    from generate_series(1, 10000) as n`,
  )
  await beforeAndAfter(db, 'sales import: 20,000 items marked sold', 3, sold(20_000))
}
