import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase, withStatements } from '../../../../tests/helpers/database'
import { itemListQuerySchema } from '../../../shared/schemas/item'
import { inventoryItems } from '../schema'

import { itemRows, listItems } from './items'

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

describe.each(ENGINES)('an item list page on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('shows each item as reading it by id does, every kind of column and text included', async () => {
    const userId = await createUser(t.db)
    await t.db.insert(inventoryItems).values([
      {
        userId,
        sku: 'Q-"1"',
        brand: 'Café \\ "Noir"',
        description: 'Line one\nline two\ttab, emoji 👖, unit separator \u001f, nul-free',
        costOfGoods: 1234,
        purchaseLocation: null,
        purchaseDate: '2025-12-31',
        soldDate: '2026-02-28',
        salePrice: 99_999_999_99,
        salesTax: 0.0663,
        postageCharged: 5,
        postageCost: 0,
        generalFees: 1,
        promoFees: 250,
        status: 'sold',
      },
      { userId, sku: 'PLAIN', brand: 'Levi', description: 'Jeans', soldDate: '2026-02-28', status: 'sold' },
    ])
    for (const sort of ['createdAt', 'soldDate'] as const) {
      const page = await listItems(t.db, userId, itemListQuerySchema.parse({ status: 'sold', sort }))
      expect(page.rows).toHaveLength(2)
      for (const row of page.rows) {
        const [byId] = await itemRows.get(t.db, userId, row.id)
        // A list row is the item's row, its cover (decision 021), none for items without photos, and on the
        // sold list what was refunded of it (decision 032), nothing here.
        const { coverId, refunded, isReturned, ...item } = row
        expect(coverId).toBeNull()
        expect({ refunded, isReturned }).toEqual({ refunded: 0, isReturned: false })
        expect(item).toStrictEqual(byId)
        expect(Object.keys(item)).toEqual(Object.keys(byId ?? {}))
      }
    }
  })

  /** A new user with listed items of these SKUs, and the database that notes each statement it runs. */
  async function listedItemsCounted(skus: string[]) {
    const userId = await createUser(t.db)
    await t.db
      .insert(inventoryItems)
      .values(
        skus.map((sku) => ({ userId, sku, brand: 'Levi', description: 'Jeans', status: 'listed' as const })),
      )
    const statements: string[] = []
    return { userId, statements, counted: withStatements(t.handle, statements) }
  }

  it('reads the first page of a whole list and its total in one statement', async () => {
    const { userId, statements, counted } = await listedItemsCounted(['A', 'B', 'C'])
    const listed = await listItems(
      counted,
      userId,
      itemListQuerySchema.parse({ status: 'listed', limit: '2' }),
    )
    expect(listed.counts).toEqual({ matching: 3, total: 3 })
    expect(listed.rows).toHaveLength(2)
    expect(statements, statements.join('\n')).toHaveLength(1)

    const all = await listItems(counted, userId, itemListQuerySchema.parse({}))
    expect(all.counts).toEqual({ matching: 3, total: 3 })
    expect(statements).toHaveLength(2)

    // An empty page has no row to bring the total: the counters are asked.
    statements.length = 0
    const none = await listItems(counted, userId, itemListQuerySchema.parse({ status: 'sold' }))
    expect(none.counts).toEqual({ matching: 0, total: 0 })
    expect(statements).toHaveLength(2)
  })

  it('chooses a searched first page, counts its matches and reads the total in one statement', async () => {
    const { userId, statements, counted } = await listedItemsCounted(['A-1', 'A-2', 'B-1'])
    const searched = await listItems(counted, userId, itemListQuerySchema.parse({ q: 'a-' }))
    expect(searched.counts).toEqual({ matching: 2, total: 3 })
    expect(searched.rows.map((item) => item.sku).sort()).toEqual(['A-1', 'A-2'])
    // The choice with its counts and the chosen rows, read by id, are one statement; no row carries the counts.
    expect(statements, statements.join('\n')).toHaveLength(1)
    expect(searched.rows[0]).not.toHaveProperty('pageCounts')

    // No match leaves no row to bring the total: the counters are asked.
    statements.length = 0
    const none = await listItems(counted, userId, itemListQuerySchema.parse({ q: 'zz' }))
    expect(none.counts).toEqual({ matching: 0, total: 3 })
    expect(none.rows).toEqual([])
    expect(statements, statements.join('\n')).toHaveLength(2)
  })
})
