import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase, withStatements } from '../../../../tests/helpers/database'
import { inventoryItems } from '../schema'

import { yearMonthlySales } from './reports-sales'

/* Monthly Sales reads its kept rows, the years and the user's time zone together (decision 040). */

describe.each(ENGINES)('the Monthly Sales read on %s', (engine) => {
  const t = useTestDatabase(engine)

  it("reads a year's Monthly Sales in one statement, and the current year's in two (the time zone first)", async () => {
    const userId = await createUser(t.db)
    await t.db.insert(inventoryItems).values(
      [
        { soldDate: '2025-03-02', marketplace: 'ebay' as const, salePrice: 40_00 },
        { soldDate: '2024-07-09', marketplace: null, salePrice: 12_34 },
      ].map((sale, n) => ({
        ...sale,
        userId,
        sku: `S-${n}`,
        brand: 'Levi',
        description: 'Jeans',
        status: 'sold' as const,
        costOfGoods: 5_00,
      })),
    )
    const sent: string[] = []
    const db = withStatements(t.handle, sent)
    const given = await yearMonthlySales(db, userId, 2025)
    expect(sent, sent.join('\n')).toHaveLength(1)
    expect(given.years).toEqual([2024, 2025])
    expect(given.report.months[2]?.totalRevenue).toBe(40_00)
    expect(given.byMarketplace.map((row) => [row.marketplace, row.revenue])).toEqual([['ebay', 40_00]])
    sent.length = 0
    await yearMonthlySales(db, userId)
    expect(sent, sent.join('\n')).toHaveLength(2)
  })
})
