import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase, withStatements } from '../../../../tests/helpers/database'
import { localDate } from '../../../domain/dates'
import { expenses, inventoryItems } from '../schema'

import { taxSummary, yearTaxSummary } from './reports-tax'

/*
 * The Tax Summary reads kept rows only (decisions 036, 038), all of them in one statement (decision 040): a
 * statement's own cost was most of a read of a few rows each.
 */

describe.each(ENGINES)('the Tax Summary read on %s', (engine) => {
  const t = useTestDatabase(engine)

  it("reads a year's summary in one statement, and the current year's in two (the time zone first)", async () => {
    const userId = await createUser(t.db)
    await t.db.insert(inventoryItems).values({
      userId,
      sku: 'S-1',
      brand: 'Levi',
      description: 'Jeans',
      status: 'sold',
      costOfGoods: 5_00,
      salePrice: 40_00,
      soldDate: '2025-03-02',
      marketplace: 'ebay',
    })
    const sent: string[] = []
    const db = withStatements(t.handle, sent)
    const given = await yearTaxSummary(db, userId, 2025)
    expect(sent, sent.join('\n')).toHaveLength(1)
    expect(given.taxSummary.summary.grossSalesRevenue).toBe(40_00)
    expect(given.years).toContain(2025)
    sent.length = 0
    const current = await yearTaxSummary(db, userId)
    expect(sent, sent.join('\n')).toHaveLength(2)
    expect(current.year).toBe(Number(localDate(new Date(), 'UTC').slice(0, 4)))
  })

  it('reads money to the cent where a floating-point number would not', async () => {
    const userId = await createUser(t.db)
    // 0.10 + 0.20 is not 0.30 in floating point; the totals travel as decimal text, read as whole cents.
    await t.db.insert(expenses).values(
      [10, 20, 9_999_999_999_99, 2].map((amount, n) => ({
        userId,
        vendor: 'USPS',
        description: `Postage ${n}`,
        category: n < 2 ? ('shipping_supplies' as const) : ('office_supplies' as const),
        amount,
        date: '2025-05-01',
      })),
    )
    const { summary } = await taxSummary(t.db, userId, 2025, 2026)
    const byCategory = Object.fromEntries(summary.expenseBreakdown.map((row) => [row.category, row.amount]))
    expect(byCategory).toMatchObject({ shipping_supplies: 30, office_supplies: 10_000_000_000_01 })
  })
})
