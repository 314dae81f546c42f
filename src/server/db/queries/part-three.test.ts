import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { bucketsOfRows, sortBuckets } from '../../../../tests/helpers/inventory-buckets'
import { DISPOSAL_REASONS, ITEM_STATUSES } from '../../../domain/items/status'
import { disposedInYearOf, partThree } from '../../../domain/reports/part-three'
import type { Database } from '../client'
import { inventoryItems, userSettings } from '../schema'

import { inventoryBuckets, partThreeOf } from './part-three'
import { taxSummary } from './reports-tax'

/*
 * Part III by the book: the buckets the database sums are checked against the same buckets computed in
 * TypeScript from the rows it holds, and the form's lines against the domain's, on generated accounts whose
 * items were bought, recorded, sold and disposed of across several years (some with no purchase date, so the
 * day they were recorded counts, in the user's time zone).
 */

const FIRST_YEAR = 2019
const LAST_YEAR = 2027

/** A date between 2019-01-01 and 2027-12-31, the year ends weighted so items cross them. */
const dateArb = fc.oneof(
  fc
    .integer({ min: 0, max: 3286 })
    .map((offset) => new Date(Date.UTC(FIRST_YEAR, 0, 1 + offset)).toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: FIRST_YEAR, max: LAST_YEAR }), fc.constantFrom('01-01', '12-31'))
    .map(([year, day]) => `${year}-${day}`),
)

/** An instant from 2019 to 2027, often within hours of a new year, where the user's time zone decides the day. */
const instantArb = fc.oneof(
  fc.integer({ min: Date.UTC(FIRST_YEAR, 0, 1), max: Date.UTC(LAST_YEAR, 11, 31) }).map((ms) => new Date(ms)),
  fc
    .tuple(
      fc.integer({ min: FIRST_YEAR + 1, max: LAST_YEAR }),
      fc.integer({ min: -14 * 3600, max: 14 * 3600 }),
    )
    .map(([year, seconds]) => new Date(Date.UTC(year, 0, 1) + seconds * 1000)),
)

const itemArb = fc
  .record({
    status: fc.constantFrom(...ITEM_STATUSES),
    purchaseDate: fc.option(dateArb, { nil: null }),
    leftOn: dateArb,
    disposalReason: fc.constantFrom(...DISPOSAL_REASONS),
    costOfGoods: fc.integer({ min: 0, max: 500_00 }),
    createdAt: instantArb,
  })
  .map(({ status, purchaseDate, leftOn, disposalReason, costOfGoods, createdAt }) => {
    // Never sold nor disposed of before it was bought (decisions 012 and 025); a sale recorded later than it
    // happened is common.
    const left = purchaseDate !== null && leftOn < purchaseDate ? purchaseDate : leftOn
    return {
      status,
      purchaseDate,
      soldDate: status === 'sold' ? left : null,
      disposedDate: status === 'disposed' ? left : null,
      disposalReason: status === 'disposed' ? disposalReason : null,
      costOfGoods,
      createdAt,
    }
  })

const accountArb = fc.record({
  items: fc.array(itemArb, { maxLength: 40 }),
  timeZone: fc.constantFrom(null, 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo'),
})

type Account = typeof accountArb extends fc.Arbitrary<infer A> ? A : never

/** A new user with the account's items and time zone (no settings row when null), and the rows read back. */
async function storeAccount(db: Database, account: Account) {
  const userId = await createUser(db)
  if (account.timeZone !== null) await db.insert(userSettings).values({ userId, timeZone: account.timeZone })
  const stored =
    account.items.length === 0
      ? []
      : await db
          .insert(inventoryItems)
          .values(
            account.items.map((item, n) => ({
              ...item,
              userId,
              sku: `SKU-${n}`,
              brand: 'Levi',
              description: `Item ${n}`,
            })),
          )
          .returning()
  return { userId, stored, timeZone: account.timeZone ?? 'UTC' }
}

const yearArb = fc.integer({ min: FIRST_YEAR - 1, max: LAST_YEAR + 1 })

describe.each(ENGINES)('Part III on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('sums the items into the buckets TypeScript makes of the same rows, and Part III as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, yearArb, async (account, year) => {
        const { userId, stored, timeZone } = await storeAccount(t.db, account)
        const expected = bucketsOfRows(stored, timeZone)
        expect(sortBuckets(await inventoryBuckets(t.db, userId))).toEqual(expected)
        const answer = await partThreeOf(t.db, userId, year)
        expect(answer.partThree).toEqual(partThree(expected, year))
        expect(answer.disposedInYear).toEqual(disposedInYearOf(expected, year))
        const disposed = stored.filter((item) => item.disposedDate?.startsWith(`${year}-`))
        for (const reason of DISPOSAL_REASONS) {
          const mine = disposed.filter((item) => item.disposalReason === reason)
          expect(answer.disposedInYear.find((row) => row.reason === reason)).toEqual({
            reason,
            count: mine.length,
            cost: mine.reduce((sum, item) => sum + item.costOfGoods, 0),
          })
        }
      }),
      { seed: 20261127, numRuns: 25 },
    )
  })

  it('ends each year with the inventory the next begins with, and adds line 42 up to what was sold or discarded', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (account) => {
        const { userId, stored } = await storeAccount(t.db, account)
        const years: number[] = []
        for (let year = FIRST_YEAR - 1; year <= LAST_YEAR + 1; year++) years.push(year)
        const parts = await Promise.all(
          years.map(async (year) => (await partThreeOf(t.db, userId, year)).partThree),
        )
        for (const [n, part] of parts.entries()) {
          const next = parts[n + 1]
          if (next) expect(part.line41EndingInventory).toBe(next.line35BeginningInventory)
        }
        expect(parts[0]?.line35BeginningInventory).toBe(0)
        const soldOrDiscarded = stored
          .filter((item) => item.status === 'sold' || item.disposalReason === 'discarded')
          .reduce((sum, item) => sum + item.costOfGoods, 0)
        expect(parts.reduce((sum, part) => sum + part.line42CostOfGoodsSold, 0)).toBe(soldOrDiscarded)
      }),
      { seed: 1127, numRuns: 15 },
    )
  })

  it('carries line 42 to Schedule C line 4 and explains, in parts that add up, how it differs from the cost of the items sold', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, yearArb, async (account, year) => {
        const { userId, stored } = await storeAccount(t.db, account)
        const answer = await taxSummary(t.db, userId, year, year)
        const line42 = answer.partThree.line42CostOfGoodsSold
        expect(answer.scheduleC.find((line) => line.line === '4')?.amount).toBe(line42)
        const soldInYear = stored
          .filter((item) => item.soldDate?.startsWith(`${year}-`))
          .reduce((sum, item) => sum + item.costOfGoods, 0)
        expect(answer.summary.costOfGoodsSold).toBe(soldInYear)
        expect(answer.partThree.soldCost).toBe(soldInYear)
        expect(answer.lineFour.line42).toBe(line42)
        expect(answer.lineFour.costOfGoodsSold).toBe(soldInYear)
        expect(answer.lineFour.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(line42 - soldInYear)
      }),
      { seed: 2711, numRuns: 15 },
    )
  })

  it('reads only the user’s own items', async () => {
    const mine = await createUser(t.db)
    const theirs = await createUser(t.db)
    await t.db.insert(inventoryItems).values([
      { userId: mine, sku: 'A', brand: 'B', description: 'D', costOfGoods: 1000, purchaseDate: '2025-03-01' },
      {
        userId: theirs,
        sku: 'A',
        brand: 'B',
        description: 'D',
        costOfGoods: 7000,
        purchaseDate: '2025-03-01',
      },
    ])
    expect((await partThreeOf(t.db, mine, 2025)).partThree.line41EndingInventory).toBe(1000)
  })
})
