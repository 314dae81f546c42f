import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { ITEM_STATUSES } from '../../../domain/items/status'
import { MARKETPLACE_IDS, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import {
  formExpectation,
  reconcile,
  type Form1099kFrogwalkFigures,
} from '../../../domain/tax-year/form-1099k'
import { form1099kAmounts, inventoryItems } from '../schema'

import { form1099kReconciliation } from './form-1099k'

/*
 * The database's sums per marketplace are checked against the same sums made in code on the rows it holds
 * (read back), and the reconciliation against the domain's on those sums: they must agree to the cent.
 */

const YEAR = 2025
const dateArb = fc.constantFrom('2024-12-31', '2025-01-01', '2025-06-15', '2025-12-31', '2026-01-01')
const marketplaceArb = fc.constantFrom<MarketplaceId | null>(null, 'ebay', 'poshmark', 'mercari', 'etsy')

const itemArb = fc
  .record({
    status: fc.constantFrom(...ITEM_STATUSES),
    soldDate: dateArb,
    marketplace: marketplaceArb,
    salePrice: fc.integer({ min: 0, max: 500_000_00 }),
    postageCharged: fc.integer({ min: 0, max: 50_00 }),
    buyerSalesTax: fc.integer({ min: 0, max: 40_00 }),
  })
  .map((item) => ({
    ...item,
    soldDate: item.status === 'sold' ? item.soldDate : null,
    // A disposed item has its day and reason (never counted as a sale).
    ...(item.status === 'disposed'
      ? { disposedDate: item.soldDate, disposalReason: 'donated' as const }
      : {}),
  }))

const typedArb = fc.uniqueArray(
  fc.record({
    marketplace: fc.constantFrom(...MARKETPLACE_IDS),
    grossAmount: fc.integer({ min: 0, max: 999_999_999 }),
    transactions: fc.option(fc.nat(5000), { nil: null }),
    year: fc.constantFrom(YEAR, YEAR + 1),
  }),
  { selector: (row) => `${row.marketplace}/${row.year}`, maxLength: 5 },
)

describe.each(ENGINES)('1099-K reconciliation on %s', (engine) => {
  const t = useTestDatabase(engine)

  it("sums each marketplace's sales of the year as the domain does, beside the typed figures", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(itemArb, { maxLength: 30 }), typedArb, async (items, typed) => {
        const userId = await createUser(t.db)
        const other = await createUser(t.db)
        const stored =
          items.length === 0
            ? []
            : await t.db
                .insert(inventoryItems)
                .values(
                  items.map((item, n) => ({ ...item, userId, sku: `S-${n}`, brand: 'B', description: 'D' })),
                )
                .returning()
        // Another user's sale and form are never counted.
        await t.db.insert(inventoryItems).values({
          userId: other,
          sku: 'X',
          brand: 'B',
          description: 'D',
          status: 'sold',
          soldDate: '2025-03-03',
          marketplace: 'ebay',
          salePrice: 1_00,
        })
        await t.db
          .insert(form1099kAmounts)
          .values({ userId: other, year: YEAR, marketplace: 'etsy', grossAmount: 5 })
        if (typed.length > 0)
          await t.db.insert(form1099kAmounts).values(typed.map((row) => ({ ...row, userId })))

        const answer = await form1099kReconciliation(t.db, userId, YEAR)

        const sold = stored.filter(
          (item) => item.status === 'sold' && item.soldDate?.startsWith(String(YEAR)),
        )
        const typedThisYear = typed.filter((row) => row.year === YEAR)
        const expectedMarketplaces = new Set<MarketplaceId | null>([
          ...sold.map((item) => item.marketplace),
          ...typedThisYear.map((row) => row.marketplace),
        ])
        expect(answer.marketplaces.map((row) => row.marketplace).sort()).toEqual(
          [...expectedMarketplaces].sort(),
        )
        for (const row of answer.marketplaces) {
          const mine = sold.filter((item) => item.marketplace === row.marketplace)
          const figures: Form1099kFrogwalkFigures = {
            salesCents: mine.reduce((sum, item) => sum + item.salePrice, 0),
            postageChargedCents: mine.reduce((sum, item) => sum + item.postageCharged, 0),
            buyerSalesTaxCents: mine.reduce((sum, item) => sum + item.buyerSalesTax, 0),
            refundsCents: 0, // none is recorded here
            salesCount: mine.length,
          }
          const gross = figures.salesCents + figures.postageChargedCents + figures.buyerSalesTaxCents
          expect(row.frogwalk).toEqual({ ...figures, grossCents: gross })
          expect(row.expectation).toEqual(formExpectation(YEAR, gross, figures.salesCount))
          const form = typedThisYear.find((entry) => entry.marketplace === row.marketplace)
          const reported = form ? { grossCents: form.grossAmount, transactions: form.transactions } : null
          expect(row.reported).toEqual(reported)
          expect(row.reconciliation).toEqual(reported ? reconcile(figures, reported) : null)
        }
        // The product's order, items with no marketplace last.
        const order = answer.marketplaces.map((row) =>
          row.marketplace === null ? MARKETPLACE_IDS.length : MARKETPLACE_IDS.indexOf(row.marketplace),
        )
        expect(order).toEqual([...order].sort((a, b) => a - b))
      }),
      { seed: 20251099, numRuns: 15 },
    )
  })
})
