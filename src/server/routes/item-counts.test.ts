import { count, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { createUser, ENGINES } from '../../../tests/helpers/database'
import { ITEM_STATUSES } from '../../domain/items/status'
import type { Database } from '../db/client'
import { inventoryItems, itemNameCounts, itemStatusCounts, user } from '../db/schema'

/*
 * The sidebar's counts per status, the money sums per status (the /listed summary) and the item counts
 * per brand and location name are kept by statement-level triggers (migrations 0002, 0005). Whatever
 * happens to the items, they must equal what counting and summing the items says.
 */

/** Per status: count and money sums, by summing the user's items, beside what the counters hold. */
async function statusTotals(db: Database, userId: string) {
  const i = inventoryItems
  const summed = await db.execute<Record<string, unknown>>(sql`
    select ${i.status} as status, count(*)::int as count, sum(${i.costOfGoods})::text as cost_of_goods,
      sum(${i.salePrice})::text as sale_price, sum(${i.postageCharged})::text as postage_charged,
      sum(${i.postageCost})::text as postage_cost, sum(${i.generalFees})::text as general_fees,
      sum(${i.promoFees})::text as promo_fees, sum(round(${i.salePrice} * ${i.salesTax}, 2))::text as sales_tax_collected
    from ${i} where ${i.userId} = ${userId} group by ${i.status} order by ${i.status}`)
  const c = itemStatusCounts
  const kept = await db.execute<Record<string, unknown>>(sql`
    select status, count, cost_of_goods::text, sale_price::text, postage_charged::text, postage_cost::text,
      general_fees::text, promo_fees::text, sales_tax_collected::text
    from ${c} where ${c.userId} = ${userId} and ${c.count} > 0 order by status`)
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows).map((row) =>
      Object.fromEntries(
        Object.entries(row as object).map(([k, v]) => [k, typeof v === 'string' ? Number(v) : v]),
      ),
    )
  return { summed: rowsOf(summed), kept: rowsOf(kept) }
}

/** Per brand and location name (in lower case): how many of the user's items name it, counted and kept. */
async function nameCounts(db: Database, userId: string) {
  const i = inventoryItems
  const counted = [
    ...(
      await db
        .select({ name: sql<string>`lower(${i.brand})`, count: count() })
        .from(i)
        .where(eq(i.userId, userId))
        .groupBy(sql`lower(${i.brand})`)
    ).map((row) => `brand ${row.name} ${row.count}`),
    ...(
      await db
        .select({ name: sql<string>`lower(${i.purchaseLocation})`, count: count() })
        .from(i)
        .where(sql`${i.userId} = ${userId} and ${i.purchaseLocation} is not null`)
        .groupBy(sql`lower(${i.purchaseLocation})`)
    ).map((row) => `purchase_location ${row.name} ${row.count}`),
  ].sort()
  const kept = (await db.select().from(itemNameCounts).where(eq(itemNameCounts.userId, userId)))
    .map((row) => `${row.field} ${row.nameKey} ${row.count}`)
    .sort()
  return { counted, kept }
}

/** The counts per status and in all, by counting the user's items. */
async function countedItems(db: Database, userId: string) {
  const rows = await db
    .select({ status: inventoryItems.status, count: count() })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId))
    .groupBy(inventoryItems.status)
  const counts = { unlisted: 0, listed: 0, sold: 0, defective: 0, disposed: 0, total: 0 }
  for (const row of rows) {
    counts[row.status] = row.count
    counts.total += row.count
  }
  return counts
}

/** `n` items of mixed statuses, as one statement inserts them. */
function manyItems(userId: string, n: number, prefix: string) {
  return Array.from({ length: n }, (_, i) => {
    const status = ITEM_STATUSES[i % ITEM_STATUSES.length] ?? 'unlisted'
    return {
      userId,
      sku: `${prefix}-${i}`,
      brand: ['B', 'b', 'Levi', 'Nike'][i % 4] ?? 'B',
      description: 'D',
      purchaseLocation: i % 5 === 0 ? null : `Store ${i % 7}`,
      costOfGoods: 100 + i,
      salePrice: 1999 + 7 * i,
      postageCharged: i % 3,
      postageCost: 50,
      generalFees: i % 11,
      promoFees: i % 2,
      salesTax: [0.0663, 0.07, 0][i % 3] ?? 0,
      status,
      soldDate: status === 'sold' ? '2026-11-01' : null,
      disposedDate: status === 'disposed' ? '2026-11-02' : null,
      disposalReason: status === 'disposed' ? ('donated' as const) : null,
    }
  })
}

describe.each(ENGINES)('item counts on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let userId: string

  beforeAll(async () => {
    const signedIn = await signedInUser(t.app)
    api = clientFor(t.app, signedIn.cookie)
    userId = signedIn.id
  })

  const expectCountsRight = async (expected?: Record<string, number>) => {
    const served = (await bodyOf(api.items.counts.$get())).counts
    expect(served).toEqual(await countedItems(t.db, userId))
    if (expected) expect(served).toEqual(expected)
    const totals = await statusTotals(t.db, userId)
    expect(totals.kept).toEqual(totals.summed)
    const names = await nameCounts(t.db, userId)
    expect(names.kept).toEqual(names.counted)
  }

  it('follows creates, status changes, sales and deletes through the API', async () => {
    await expectCountsRight({ unlisted: 0, listed: 0, sold: 0, defective: 0, disposed: 0, total: 0 })
    const ids: string[] = []
    for (const [sku, status] of [
      ['C1', 'unlisted'],
      ['C2', 'listed'],
      ['C3', 'listed'],
      ['C4', 'defective'],
      ['C5', 'sold'],
    ] as const)
      ids.push(
        (await bodyOf(api.items.$post({ json: { sku, brand: 'B', description: 'D', status } }))).item.id,
      )
    await expectCountsRight({ unlisted: 1, listed: 2, sold: 1, defective: 1, disposed: 0, total: 5 })

    const [c1, c2, c3, c4, c5] = ids.map((id) => ({ id }))
    if (!c1 || !c2 || !c3 || !c4 || !c5) throw new Error('Items missing')
    await bodyOf(api.items[':id'].$patch({ param: c1, json: { status: 'listed' } }))
    await bodyOf(api.items[':id'].$patch({ param: c2, json: { salePrice: 100 } }))
    await bodyOf(api.items[':id'].$patch({ param: c3, json: { status: 'listed' } }))
    await bodyOf(api.items[':id'].sell.$post({ param: c2, json: { salePrice: 100, soldDate: '2026-11-01' } }))
    await bodyOf(api.items[':id'].$patch({ param: c5, json: { status: 'defective' } }))
    await expectCountsRight({ unlisted: 0, listed: 2, sold: 1, defective: 2, disposed: 0, total: 5 })
    await bodyOf(
      api.items[':id'].$patch({ param: c5, json: { status: 'disposed', disposalReason: 'donated' } }),
    )
    await expectCountsRight({ unlisted: 0, listed: 2, sold: 1, defective: 1, disposed: 1, total: 5 })
    await bodyOf(api.items[':id'].$patch({ param: c5, json: { status: 'defective' } }))
    await expectCountsRight({ unlisted: 0, listed: 2, sold: 1, defective: 2, disposed: 0, total: 5 })

    expect((await api.items[':id'].$delete({ param: c4 })).status).toBe(204)
    expect((await api.items[':id'].$delete({ param: c2 })).status).toBe(204)
    await expectCountsRight({ unlisted: 0, listed: 2, sold: 0, defective: 1, disposed: 0, total: 3 })
  })

  it('follows one statement inserting, changing and deleting hundreds of items', async () => {
    const inserted = await t.db
      .insert(inventoryItems)
      .values(manyItems(userId, 400, 'BULK'))
      .returning({ id: inventoryItems.id, status: inventoryItems.status })
    await expectCountsRight()
    const unsold = inserted.filter((item) => item.status === 'unlisted' || item.status === 'listed')
    await t.db
      .update(inventoryItems)
      .set({ status: 'defective' })
      .where(inArray(inventoryItems.id, unsold.map((item) => item.id).slice(0, 150)))
    await expectCountsRight()
    // Money, brand and location changes without a status change.
    await t.db
      .update(inventoryItems)
      .set({
        salePrice: sql`${inventoryItems.salePrice} + 123`,
        brand: 'LEVI',
        purchaseLocation: 'Elsewhere',
      })
      .where(
        inArray(
          inventoryItems.id,
          inserted.filter((_, n) => n % 4 === 1).map((item) => item.id),
        ),
      )
    await expectCountsRight()
    await t.db
      .update(inventoryItems)
      .set({ purchaseLocation: null, salesTax: 0.1 })
      .where(
        inArray(
          inventoryItems.id,
          inserted.filter((_, n) => n % 6 === 2).map((item) => item.id),
        ),
      )
    await expectCountsRight()
    await t.db.delete(inventoryItems).where(
      inArray(
        inventoryItems.id,
        inserted.filter((_, n) => n % 3 === 0).map((item) => item.id),
      ),
    )
    await expectCountsRight()
    expect((await bodyOf(api.items.counts.$get())).counts.total).toBeGreaterThan(200)
  })

  it('lets a user with items be deleted, and their counters go with them', async () => {
    const leaving = await createUser(t.db)
    await t.db.insert(inventoryItems).values(manyItems(leaving, 50, 'LEAVING'))
    expect((await countedItems(t.db, leaving)).total).toBe(50)
    await t.db.delete(user).where(eq(user.id, leaving))
    expect(await t.db.$count(itemStatusCounts, eq(itemStatusCounts.userId, leaving))).toBe(0)
    expect(await t.db.$count(itemNameCounts, eq(itemNameCounts.userId, leaving))).toBe(0)
    expect(await t.db.$count(inventoryItems, eq(inventoryItems.userId, leaving))).toBe(0)
    // The others' counters are untouched.
    await expectCountsRight()
  })
})
