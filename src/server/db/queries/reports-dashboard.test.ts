import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase, withStatements } from '../../../../tests/helpers/database'
import { inventoryItems, refunds } from '../schema'

import { dashboardFigures } from './reports'

/*
 * The Dashboard reads its kept totals, the two days' sales, the recent items, the receipt lines, the items without
 * a cost and the refunds together, in one statement (decision 040): each read is a few rows or index entries.
 */

const TODAY = '2026-06-10'

describe.each(ENGINES)('the Dashboard read on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('reads the Dashboard in one statement, its rows in order and its money to the cent', async () => {
    const userId = await createUser(t.db)
    const createdAt = new Date('2026-06-10T12:00:00Z')
    const stored = await t.db
      .insert(inventoryItems)
      .values(
        [
          { soldDate: TODAY, salePrice: 10, salesTax: 0.0825 },
          { soldDate: TODAY, salePrice: 20, salesTax: 0.0825 },
          { soldDate: TODAY, salePrice: 9_999_999_999_99, salesTax: 0 },
          { soldDate: TODAY, salePrice: 1_00, salesTax: 0 },
          { soldDate: '2026-06-09', salePrice: 5_00, salesTax: 0 },
          { soldDate: null, salePrice: 0, salesTax: 0 },
        ].map((sale, n) => ({
          ...sale,
          userId,
          sku: `S-${n}`,
          brand: 'Levi',
          description: 'Jeans',
          status: sale.soldDate === null ? ('listed' as const) : ('sold' as const),
          costOfGoods: 1_00,
          // Three items share a creation instant: the newest first, ties by id, as the lists order them.
          createdAt: n < 3 ? createdAt : new Date(createdAt.getTime() + n * 1000),
        })),
      )
      .returning({ id: inventoryItems.id, createdAt: inventoryItems.createdAt })
    await t.db.insert(refunds).values({
      userId,
      itemId: stored[4]?.id ?? null,
      refundDate: TODAY,
      amount: 1_23,
      feesCredited: 4,
      kind: 'allowance',
    })
    const sent: string[] = []
    const figures = await dashboardFigures(withStatements(t.handle, sent), userId, TODAY)
    expect(sent, sent.join('\n')).toHaveLength(1)

    const newestFirst = [...stored]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((item) => item.id)
    expect(figures.recentItems.map((item) => item.id)).toEqual(newestFirst.slice(0, 5))
    expect(figures.recentItems[0]).toMatchObject({ sku: 'S-5', status: 'listed', costOfGoods: 1_00 })
    expect(figures.daily.today.recentSales.map((item) => item.id)).toEqual(
      newestFirst.filter((id) => stored.findIndex((item) => item.id === id) < 4).slice(0, 3),
    )
    expect(figures.daily.today.itemsSold).toBe(4)
    expect(figures.daily.today.moreCount).toBe(1)
    // 0.10 + 0.20 is not 0.30 in floating point; the sums travel as decimal text, read as whole cents.
    expect(figures.daily.today.salePriceTotal).toBe(10_000_000_001_29)
    expect(figures.daily.yesterday.itemsSold).toBe(1)
    expect(figures.stats.total).toBe(6)
    expect(figures.unconverted).toEqual({ lineItemCount: 0, unitCount: 0 })
    expect(figures.needsCost.count).toBe(0)
    expect(figures.overview).toMatchObject({ refunds: 1_23 })
  })
})
