import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { itemListQuerySchema } from '../../../shared/schemas/item'
import { inventoryItems } from '../schema'

import { listItems } from './items'

/** The SKUs of the first page of `query` (one page holds them all here), and its counts. */
async function skusOf(db: Parameters<typeof listItems>[0], userId: string, query: Record<string, string>) {
  const page = await listItems(db, userId, itemListQuerySchema.parse(query))
  return { skus: page.rows.map((item) => item.sku), counts: page.counts }
}

describe.each(ENGINES)('item search and sorting on %s', (engine) => {
  const t = useTestDatabase(engine)
  let searched: string
  let sorted: string
  let wild: string

  beforeAll(async () => {
    searched = await createUser(t.db)
    await t.db.insert(inventoryItems).values(
      [
        { sku: 'UL-261122-A', brand: 'Nike', description: 'Air Max running shoes' },
        { sku: 'LEV-501', brand: "Levi's", description: 'Blue jeans 32x30' },
        { sku: 'X-9', brand: 'Coach', description: 'Leather bag, nike-style strap' },
      ].map((item) => ({ ...item, userId: searched, status: 'listed' as const })),
    )
    // Created one second apart in this order, so that ties of the sort key fall to creation.
    sorted = await createUser(t.db)
    await t.db.insert(inventoryItems).values(
      [
        { sku: 'b-2', brand: 'nike', purchaseDate: '2026-03-01' },
        { sku: 'A-1', brand: 'Adidas', purchaseDate: null },
        { sku: 'c-3', brand: 'Coach', purchaseDate: '1969-12-31' },
        { sku: 'B-1', brand: 'Nike', purchaseDate: '2025-01-15' },
      ].map((item, index) => ({
        ...item,
        userId: sorted,
        description: 'D',
        status: 'listed' as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      })),
    )
    wild = await createUser(t.db)
    await t.db.insert(inventoryItems).values(
      ['A%B', 'A_B', 'A\\B', 'AxB', 'AB', '100%'].map((sku) => ({
        sku,
        brand: 'B',
        description: 'D',
        userId: wild,
      })),
    )
  })

  it.each([
    ['nike', 'general', ['UL-261122-A', 'X-9']],
    ['NIKE', 'sku', []],
    ['lev', 'sku', ['LEV-501']],
    ['levi', 'sku', []],
    ['levi', 'general', ['LEV-501']],
    ['ul-26', 'sku', ['UL-261122-A']],
    ['jeans', 'general', ['LEV-501']],
    ['  jeans  ', 'general', ['LEV-501']],
    ['', 'sku', ['LEV-501', 'UL-261122-A', 'X-9']],
    ['x-9', 'general', ['X-9']],
    ['zzz', 'general', []],
  ])('%j in %s mode finds %j, of 3', async (q, mode, expected) => {
    const { skus, counts } = await skusOf(t.db, searched, {
      q,
      mode,
      status: 'listed',
      sort: 'sku',
      dir: 'asc',
    })
    expect(skus).toEqual(expected)
    expect(counts).toEqual({ matching: expected.length, total: 3 })
  })

  it.each([
    ['sku', 'asc', ['A-1', 'B-1', 'b-2', 'c-3']],
    ['sku', 'desc', ['c-3', 'b-2', 'B-1', 'A-1']],
    ['brand', 'asc', ['A-1', 'c-3', 'b-2', 'B-1']],
    ['brand', 'desc', ['B-1', 'b-2', 'c-3', 'A-1']],
    // A missing purchase date counts as 1970-01-01: after 1969-12-31, before 2025.
    ['purchaseDate', 'asc', ['c-3', 'A-1', 'B-1', 'b-2']],
    ['purchaseDate', 'desc', ['b-2', 'B-1', 'A-1', 'c-3']],
    ['createdAt', 'desc', ['B-1', 'c-3', 'A-1', 'b-2']],
  ])('by %s %s: %j', async (sort, dir, expected) => {
    expect((await skusOf(t.db, sorted, { status: 'listed', sort, dir })).skus).toEqual(expected)
  })

  it.each([
    ['%', ['100%', 'A%B']],
    ['_', ['A_B']],
    ['\\', ['A\\B']],
    ['A%B', ['A%B']],
    ['A_B', ['A_B']],
    ['a\\b', ['A\\B']],
    ['AB', ['AB']],
  ])('takes %j literally in a search', async (q, expected) => {
    const { skus, counts } = await skusOf(t.db, wild, {
      q,
      mode: 'sku',
      status: 'unlisted',
      sort: 'sku',
      dir: 'asc',
    })
    expect(skus).toEqual(expected)
    expect(counts).toEqual({ matching: expected.length, total: 6 })
  })
})
