import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { newLineItemSchema, newReceiptSchema, receiptListQuerySchema } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { receipts } from '../schema'

import { lineItemRows } from './line-items'
import { inserted } from './owned'
import { listReceipts, receiptRows, receiptStats } from './receipts'

const TODAY = '2026-11-22'

/** Saves receipts as the API would: each through the shared schema. */
async function addReceipts(db: Database, userId: string, list: Record<string, unknown>[]) {
  const saved = []
  for (const [n, receipt] of list.entries())
    saved.push(
      inserted(
        await receiptRows.insert(db, userId, newReceiptSchema.parse({ receiptNumber: `R-${n}`, ...receipt })),
      ),
    )
  return saved
}

describe.each(ENGINES)('receipt lists and figures on %s', (engine) => {
  const t = useTestDatabase(engine)
  let user: string

  beforeAll(async () => {
    user = await createUser(t.db)
    const [goodwill] = await addReceipts(t.db, user, [
      {
        receiptNumber: 'GOODWI-20261102-101500',
        vendor: 'Goodwill',
        location: 'Goodwill Eastside',
        purchaseDate: '2026-11-02',
        totalAmount: 4550,
        travelDistance: 12.3,
        notes: 'shoes',
      },
      {
        vendor: 'goodwill',
        location: 'goodwill eastside ',
        purchaseDate: '2026-03-10',
        totalAmount: '10.00',
        travelDistance: '0.1',
      },
      { vendor: 'Target', location: '', purchaseDate: '2025-11-20', totalAmount: 9999, travelDistance: 40 },
      {
        vendor: 'Savers',
        location: 'Savers',
        purchaseDate: '2026-11-21',
        totalAmount: 1,
        travelDistance: 0.2,
      },
    ])
    if (!goodwill) throw new Error('No receipt saved')
    const lines = []
    for (const description of ['Boots', 'Belt', 'Bag'])
      lines.push(
        inserted(
          await lineItemRows.insert(t.db, user, {
            ...newLineItemSchema.parse({
              receiptId: goodwill.id,
              description,
              brand: 'B',
              quantity: 1,
              unitCost: 100,
            }),
            totalCost: 100,
          }),
        ),
      )
    const [converted] = lines
    if (converted) await lineItemRows.update(t.db, user, converted.id, { isConverted: true })
  })

  it('totals all, this month and this year of the user’s today, and the average', async () => {
    expect(await receiptStats(t.db, user, TODAY)).toMatchObject({
      totalReceipts: 4,
      totalAmount: 15550,
      monthlyTotal: 4551,
      yearlyTotal: 5551,
      averageAmount: 3888, // 3887.5
    })
  })

  it('adds this year’s travel distances exactly, in tenths', async () => {
    expect((await receiptStats(t.db, user, TODAY)).yearlyDistance).toBe(12.6)
    expect((await receiptStats(t.db, user, '2025-06-01')).yearlyDistance).toBe(40)
  })

  it('ranks vendors and locations case-insensitively, largest first, leaving blank names out', async () => {
    const stats = await receiptStats(t.db, user, TODAY)
    expect(stats.topLocations).toEqual([
      { name: 'Goodwill Eastside', amount: 5550, count: 2 },
      { name: 'Savers', amount: 1, count: 1 },
    ])
    expect(stats.topVendors).toEqual([
      { name: 'Target', amount: 9999, count: 1 },
      { name: 'Goodwill', amount: 5550, count: 2 },
      { name: 'Savers', amount: 1, count: 1 },
    ])
    // Blank names stored directly (not through the schema, which makes them null) count as none too.
    const blank = await createUser(t.db)
    await t.db.insert(receipts).values([
      { userId: blank, receiptNumber: 'B-1', vendor: '  ', location: '   ', purchaseDate: '2026-01-01' },
      { userId: blank, receiptNumber: 'B-2', vendor: 'Savers', location: null, purchaseDate: '2026-01-01' },
    ])
    expect(await receiptStats(t.db, blank, TODAY)).toMatchObject({
      topVendors: [{ name: 'Savers', amount: 0, count: 1 }],
      topLocations: [],
    })
  })

  it('keeps the top 10, rounds the average half away from zero, and is all zeros without receipts', async () => {
    const many = await createUser(t.db)
    await addReceipts(
      t.db,
      many,
      Array.from({ length: 12 }, (_, n) => ({
        vendor: `V${n}`,
        location: `L${n}`,
        purchaseDate: '2026-11-01',
        totalAmount: n * 100 + 1,
      })),
    )
    const stats = await receiptStats(t.db, many, TODAY)
    expect(stats.topVendors).toHaveLength(10)
    expect(stats.topVendors[0]).toEqual({ name: 'V11', amount: 1101, count: 1 })
    expect(stats.topLocations.map((location) => location.name).slice(0, 3)).toEqual(['L11', 'L10', 'L9'])
    expect(stats.averageAmount).toBe(551) // 6612 / 12 = 551
    // A tie at the 10th place goes by name, as over all names, for vendors and locations alike.
    const tie = await createUser(t.db)
    const tied = ['Zeta', 'Mu', 'Beta', 'Alpha']
    await addReceipts(t.db, tie, [
      ...Array.from({ length: 8 }, (_, n) => ({
        vendor: `Lead ${n}`,
        location: `Lead ${n}`,
        purchaseDate: '2026-11-01',
        totalAmount: 1000 + n,
      })),
      ...tied.map((name) => ({ vendor: name, location: name, purchaseDate: '2026-11-01', totalAmount: 500 })),
    ])
    const tieStats = await receiptStats(t.db, tie, TODAY)
    for (const top of [tieStats.topVendors, tieStats.topLocations]) {
      expect(top.map((row) => row.name).slice(8)).toEqual(['Alpha', 'Beta'])
      expect(top).toHaveLength(10)
    }
    const halves = await createUser(t.db)
    await addReceipts(t.db, halves, [
      { vendor: 'V', purchaseDate: '2026-11-01', totalAmount: 1 },
      { vendor: 'V', purchaseDate: '2026-11-01', totalAmount: 2 },
    ])
    expect((await receiptStats(t.db, halves, TODAY)).averageAmount).toBe(2) // 1.5
    expect(await receiptStats(t.db, await createUser(t.db), TODAY)).toEqual({
      totalReceipts: 0,
      totalAmount: 0,
      monthlyTotal: 0,
      yearlyTotal: 0,
      yearlyDistance: 0,
      topVendors: [],
      topLocations: [],
      averageAmount: 0,
    })
  })

  it.each([
    [{}, 4],
    [{ q: 'SHOES' }, 1],
    [{ q: 'goodwi-2026', month: '2026-11' }, 1],
    [{ q: 'eastside' }, 2],
    [{ month: '2026-10' }, 0],
    [{ q: 'target' }, 1],
    [{ q: 'r-1' }, 1],
    [{ q: 'target', month: '2026-11' }, 0],
  ])('searches number, vendor, location and notes, and filters by month: %j', async (query, matching) => {
    const page = await listReceipts(t.db, user, receiptListQuerySchema.parse(query))
    expect(page.rows).toHaveLength(matching)
    expect(page.counts).toEqual({ matching, total: 4 })
  })

  it('shows on each receipt how many of its line items are not converted yet', async () => {
    const page = await listReceipts(t.db, user, receiptListQuerySchema.parse({ q: 'shoes' }))
    expect(page.rows.map((receipt) => receipt.unconvertedCount)).toEqual([2])
  })
})
