import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { postgresError } from '../../errors'
import { TAX_YEAR_CLOSED_SQLSTATE } from '../conflicts'
import {
  expenses,
  inventoryItems,
  marketplaceCharges,
  marketplacePayouts,
  refunds,
  saleLineItems,
  saleLines,
  taxYearClosures,
} from '../schema'

/*
 * The marketplace's records in the database (migration 0025, decision 032): a closed year refuses a sale
 * line, a refund and a charge dated in it, as it refuses items and expenses (decision 026), and lets
 * payouts be; deleting items deletes their units, and a line left without any.
 */

/** The closed year a write was refused for, or null when it passed. */
async function refusedYear(write: () => Promise<unknown>): Promise<number | null> {
  try {
    await write()
    return null
  } catch (error) {
    const pgError = postgresError(error)
    if (pgError?.code === TAX_YEAR_CLOSED_SQLSTATE) return Number(pgError.detail)
    throw error
  }
}

describe.each(ENGINES)('marketplace records on %s', (engine) => {
  const t = useTestDatabase(engine)

  async function soldItem(userId: string, sku: string, soldDate: string) {
    const [item] = await t.db
      .insert(inventoryItems)
      .values({
        userId,
        sku,
        brand: 'Nike',
        description: 'Shoes',
        purchaseDate: '2025-01-02',
        status: 'sold',
        soldDate,
        salePrice: 1500,
      })
      .returning({ id: inventoryItems.id })
    if (!item) throw new Error('no item')
    return item.id
  }

  it('refuses a sale line, a refund and a charge dated in a closed year, and nothing dated beside it', async () => {
    const userId = await createUser(t.db)
    const itemId = await soldItem(userId, 'A-1', '2025-03-01')
    const line = (lineKey: string, soldDate: string) =>
      t.db
        .insert(saleLines)
        .values({
          userId,
          marketplace: 'ebay',
          orderId: lineKey,
          lineKey,
          soldDate,
          quantity: 1,
          grossPrice: 1500,
        })
        .returning({ id: saleLines.id })
    const [open] = await line('O-2025', '2025-03-01')
    const [refund] = await t.db
      .insert(refunds)
      .values({ userId, itemId, refundDate: '2025-12-31', amount: 500, kind: 'allowance', orderId: 'O-2025' })
      .returning({ id: refunds.id })
    const [expense] = await t.db
      .insert(expenses)
      .values({
        userId,
        date: '2025-06-01',
        amount: 2195,
        category: 'subscriptions',
        vendor: 'eBay',
        description: 'Store',
      })
      .returning({ id: expenses.id })
    const charge = (importKey: string, chargeDate: string) =>
      t.db.insert(marketplaceCharges).values({
        userId,
        marketplace: 'ebay',
        chargeDate,
        amount: 2195,
        description: 'Store subscription',
        expenseId: expense?.id ?? '',
        importKey,
      })
    await charge('c-2025', '2025-06-01')
    await t.db.insert(taxYearClosures).values({ userId, year: 2024 })

    // Dated in the closed year: refused.
    expect(await refusedYear(() => line('O-2024', '2024-12-31'))).toBe(2024)
    expect(
      await refusedYear(() =>
        t.db
          .insert(refunds)
          .values({ userId, itemId, refundDate: '2024-06-01', amount: 100, kind: 'return', orderId: 'x' }),
      ),
    ).toBe(2024)
    expect(await refusedYear(() => charge('c-2024', '2024-11-01'))).toBe(2024)
    // Moved into it: refused.
    expect(
      await refusedYear(() =>
        t.db
          .update(refunds)
          .set({ refundDate: '2024-12-31' })
          .where(eq(refunds.id, refund?.id ?? '')),
      ),
    ).toBe(2024)
    expect(
      await refusedYear(() =>
        t.db
          .update(saleLines)
          .set({ soldDate: '2024-12-31' })
          .where(eq(saleLines.id, open?.id ?? '')),
      ),
    ).toBe(2024)
    // Beside it: written.
    expect(
      await refusedYear(() =>
        t.db
          .update(refunds)
          .set({ amount: 700, kind: 'return' })
          .where(eq(refunds.id, refund?.id ?? '')),
      ),
    ).toBeNull()
    expect(
      await refusedYear(() =>
        t.db
          .update(saleLines)
          .set({ sellingFee: 195 })
          .where(eq(saleLines.id, open?.id ?? '')),
      ),
    ).toBeNull()
    expect(await refusedYear(() => charge('c-2025b', '2025-01-01'))).toBeNull()
    // A payout is no figure of a year.
    expect(
      await refusedYear(() =>
        t.db
          .insert(marketplacePayouts)
          .values({ userId, marketplace: 'ebay', payoutDate: '2024-05-05', amount: 9000, importKey: 'p-1' }),
      ),
    ).toBeNull()

    // A closed 2025 freezes what is dated in it, its refunds' figures and sale lines' fees too.
    await t.db.insert(taxYearClosures).values({ userId, year: 2025 })
    expect(
      await refusedYear(() =>
        t.db
          .update(refunds)
          .set({ amount: 1 })
          .where(eq(refunds.id, refund?.id ?? '')),
      ),
    ).toBe(2025)
    expect(
      await refusedYear(() =>
        t.db
          .update(saleLines)
          .set({ adFee: 1 })
          .where(eq(saleLines.id, open?.id ?? '')),
      ),
    ).toBe(2025)
    expect(await refusedYear(() => t.db.delete(refunds).where(eq(refunds.id, refund?.id ?? '')))).toBe(2025)
  })

  it('deletes the units of deleted items, and a line once it has no unit left', async () => {
    const userId = await createUser(t.db)
    const [first, second, alone] = [
      await soldItem(userId, 'B-1', '2025-04-01'),
      await soldItem(userId, 'B-2', '2025-04-01'),
      await soldItem(userId, 'B-3', '2025-04-01'),
    ]
    const [pair, single] = await t.db
      .insert(saleLines)
      .values([
        { userId, marketplace: 'etsy', orderId: 'E-1', lineKey: 'E-1', soldDate: '2025-04-01', quantity: 2 },
        { userId, marketplace: 'etsy', orderId: 'E-2', lineKey: 'E-2', soldDate: '2025-04-01', quantity: 1 },
      ])
      .returning({ id: saleLines.id })
    await t.db.insert(saleLineItems).values([
      { userId, saleLineId: pair?.id ?? '', itemId: first },
      { userId, saleLineId: pair?.id ?? '', itemId: second },
      { userId, saleLineId: single?.id ?? '', itemId: alone },
    ])
    const lineKeys = async () =>
      (
        (await t.db.execute(
          sql`select l.line_key, count(u.id)::int as units from sale_lines l left join sale_line_items u on u.sale_line_id = l.id where l.user_id = ${userId} group by l.line_key order by 1`,
        )) as unknown as { rows: unknown[] }
      ).rows
    await t.db.delete(inventoryItems).where(eq(inventoryItems.id, first))
    expect(await lineKeys()).toEqual([
      { line_key: 'E-1', units: 1 },
      { line_key: 'E-2', units: 1 },
    ])
    await t.db.delete(inventoryItems).where(sql`${inventoryItems.id} in (${second}, ${alone})`)
    expect(await lineKeys()).toEqual([])
  })
})
