import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { MatchableSale, MatchCandidate, SaleMatch } from './matching'
import { candidateLookups, matchSales, searchWordsOf, titleKey } from './matching'

let nextRow = 2
function sale(fields: Partial<MatchableSale>): MatchableSale {
  return {
    rowNumber: nextRow++,
    sku: null,
    customLabel: null,
    title: null,
    brand: null,
    quantity: 1,
    ...fields,
  }
}

function item(id: string, fields: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id,
    sku: id.toUpperCase(),
    brand: '',
    description: '',
    purchaseDate: '2024-01-01',
    status: 'listed',
    ...fields,
  }
}

/** Method and items of each match, by row. */
const summary = (matches: SaleMatch[]) => matches.map(({ method, itemIds }) => ({ method, itemIds }))

describe('matchSales', () => {
  it('matches by SKU, case-insensitively and trimmed, and by custom label', () => {
    const items = [item('i1', { sku: 'ABC-1' }), item('i2', { sku: ' abc-2 ' }), item('i3', { sku: 'UL-3' })]
    const sales = [sale({ sku: 'abc-1' }), sale({ sku: '  ABC-2' }), sale({ customLabel: 'ul-3' })]
    expect(matchSales(sales, items)).toEqual([
      { rowNumber: sales[0]?.rowNumber, method: 'sku', itemIds: ['i1'], unmatchedQuantity: 0, reason: null },
      { rowNumber: sales[1]?.rowNumber, method: 'sku', itemIds: ['i2'], unmatchedQuantity: 0, reason: null },
      {
        rowNumber: sales[2]?.rowNumber,
        method: 'custom-label',
        itemIds: ['i3'],
        unmatchedQuantity: 0,
        reason: null,
      },
    ])
  })

  it('takes a SKU before a title, even when an earlier sale asks by title', () => {
    const items = [item('vase', { sku: 'V-1', description: 'Green Vase' })]
    const sales = [sale({ title: 'Green Vase' }), sale({ sku: 'v-1', title: 'Something else' })]
    expect(summary(matchSales(sales, items))).toEqual([
      { method: 'none', itemIds: [] },
      { method: 'sku', itemIds: ['vase'] },
    ])
  })

  it('never matches a sold item, nor guesses by title when the SKU names one', () => {
    const items = [
      item('sold', { sku: 'S-1', status: 'sold', brand: 'Nike', description: 'Air Max 90' }),
      item('twin', { sku: 'S-2', brand: 'Nike', description: 'Air Max 90' }),
    ]
    const [match] = matchSales([sale({ sku: 'S-1', title: 'Nike Air Max 90' })], items)
    expect(match).toMatchObject({
      method: 'none',
      itemIds: [],
      reason: 'The item with the SKU "S-1" is already sold',
    })
  })

  it('never matches an item disposed of, by its SKU or by its title', () => {
    const items = [
      item('gone', { sku: 'D-1', status: 'disposed', brand: 'Pyrex', description: 'Mixing bowl' }),
      item('donated', { sku: 'D-2', status: 'disposed', brand: 'Corelle', description: 'Dinner plate' }),
    ]
    const [bySku, byTitle] = matchSales(
      [sale({ sku: 'd-1', title: 'Pyrex Mixing bowl' }), sale({ title: 'Corelle Dinner plate' })],
      items,
    )
    expect(bySku).toMatchObject({
      method: 'none',
      itemIds: [],
      reason: 'The item with the SKU "d-1" was disposed of',
    })
    expect(byTitle).toMatchObject({ method: 'none', itemIds: [] })
  })

  it('gives an item to the first sale that names it, and says so for the next', () => {
    const items = [item('i1', { sku: 'DUP' })]
    const sales = [sale({ sku: 'DUP' }), sale({ sku: 'dup' })]
    const matches = matchSales(sales, items)
    expect(summary(matches)).toEqual([
      { method: 'sku', itemIds: ['i1'] },
      { method: 'none', itemIds: [] },
    ])
    expect(matches[1]?.reason).toBe(
      `The item with the SKU "dup" is matched to the sale of row ${sales[0]?.rowNumber}`,
    )
  })

  it('matches a title to brand and description or description alone, its words in any order', () => {
    const items = [
      item('jeans', { brand: "Levi's", description: 'Jeans 501 W32' }),
      item('lamp', { brand: 'Ikea', description: 'Desk lamp, white' }),
      item('boots', { brand: 'Dr. Martens', description: '1460 Boots' }),
    ]
    const sales = [
      sale({ title: 'Jeans 501 W32', brand: "Levi's" }),
      sale({ title: 'WHITE desk lamp IKEA' }),
      sale({ title: '1460 boots' }),
    ]
    expect(summary(matchSales(sales, items))).toEqual([
      { method: 'title', itemIds: ['jeans'] },
      { method: 'title', itemIds: ['lamp'] },
      { method: 'title', itemIds: ['boots'] },
    ])
  })

  it('finds an item typed by hand in the marketplace’s longer title, by its words', () => {
    const items = [
      item('jeans', { brand: "Levi's", description: '501 jeans' }),
      item('mug', { brand: 'Fiesta', description: 'Turquoise mugs' }),
      item('ring', { brand: '', description: 'Sterling silver ring, moonstone' }),
      item('scarf', { brand: 'Hermès', description: 'Silk scarf' }),
    ]
    const sales = [
      sale({ title: 'Levis 501 Original Fit Jeans Mens Size 32x30 Blue NWT' }),
      sale({ title: 'Vintage FIESTA Turquoise Mug - Homer Laughlin, set of 2' }),
      sale({ title: 'Moonstone Ring in Sterling Silver, handmade, size 7' }),
      sale({ title: 'HERMES silk scarf with box' }),
    ]
    expect(summary(matchSales(sales, items))).toEqual([
      { method: 'title', itemIds: ['jeans'] },
      { method: 'title', itemIds: ['mug'] },
      { method: 'title', itemIds: ['ring'] },
      { method: 'title', itemIds: ['scarf'] },
    ])
  })

  it('prefers the item whose brand is in the title too, and needs a description’s every word', () => {
    const items = [
      item('nike', { brand: 'Nike', description: 'Running shoes' }),
      item('adidas', { brand: 'Adidas', description: 'Running shoes' }),
      item('coat', { brand: 'Gap', description: 'Wool coat' }),
    ]
    const matches = matchSales(
      [sale({ title: 'Nike Running Shoes size 10' }), sale({ title: 'Gap coat, navy' })],
      items,
    )
    expect(matches.map(({ method, itemIds, reason }) => ({ method, itemIds, reason }))).toEqual([
      { method: 'title', itemIds: ['nike'], reason: null },
      { method: 'none', itemIds: [], reason: 'No unsold item has this title' },
    ])
  })

  it('never offers an item bought after the sale', () => {
    const items = [
      item('late', { description: 'Brass candle holder', purchaseDate: '2025-03-01' }),
      item('early', { description: 'Blue glass vase', purchaseDate: '2025-01-01' }),
      item('later', { description: 'Blue glass vase', purchaseDate: '2025-02-15' }),
    ]
    const matches = matchSales(
      [
        sale({ title: 'Brass Candle Holder', soldDate: '2025-02-01' }),
        sale({ title: 'Blue glass vase', soldDate: '2025-02-01' }),
      ],
      items,
    )
    expect(matches.map(({ method, itemIds, reason }) => ({ method, itemIds, reason }))).toEqual([
      { method: 'none', itemIds: [], reason: 'No unsold item has this title' },
      { method: 'title', itemIds: ['early'], reason: null },
    ])
  })

  it('matches no title two items answer to, nor one two sales ask for, nor a single word', () => {
    const items = [
      item('shirt-a', { brand: 'Gap', description: 'Blue Shirt' }),
      item('shirt-b', { brand: 'Gap', description: 'Blue Shirt' }),
      item('vase', { description: 'Green Vase' }),
      item('mug', { description: 'Mug' }),
    ]
    const matches = matchSales(
      [
        sale({ title: 'Gap Blue Shirt' }),
        sale({ title: 'Green Vase' }),
        sale({ title: 'green vase' }),
        sale({ title: 'Mug' }),
      ],
      items,
    )
    expect(matches.map(({ method, reason }) => ({ method, reason }))).toEqual([
      { method: 'none', reason: 'Several unsold items have this title: choose one' },
      { method: 'none', reason: 'Another sale of this file has the same title' },
      { method: 'none', reason: 'Another sale of this file has the same title' },
      { method: 'none', reason: 'No SKU, custom label or title to match' },
    ])
  })

  it('lets a sale of several units take as many items, and says how many stayed unmatched', () => {
    const items = [
      item('mug-1', { description: 'White Mug Set', purchaseDate: '2024-02-01' }),
      item('mug-2', { description: 'White Mug Set', purchaseDate: '2024-01-01' }),
      item('a', { sku: 'A-1' }),
      item('b', { sku: 'B-2' }),
      item('c', { sku: 'C-3' }),
      item('lamp', { description: 'Red Lamp' }),
    ]
    const matches = matchSales(
      [
        sale({ title: 'White Mug Set', quantity: 2 }),
        sale({ sku: 'A-1, b-2', quantity: 2 }),
        sale({ sku: 'C-3', quantity: 3 }),
        sale({ title: 'Red Lamp', quantity: 2 }),
      ],
      items,
    )
    expect(
      matches.map(({ method, itemIds, unmatchedQuantity, reason }) => ({
        method,
        itemIds,
        unmatchedQuantity,
        reason,
      })),
    ).toEqual([
      { method: 'title', itemIds: ['mug-2', 'mug-1'], unmatchedQuantity: 0, reason: null },
      { method: 'sku', itemIds: ['a', 'b'], unmatchedQuantity: 0, reason: null },
      { method: 'sku', itemIds: ['c'], unmatchedQuantity: 2, reason: '1 of 3 units matched an item' },
      {
        method: 'none',
        itemIds: [],
        unmatchedQuantity: 2,
        reason: 'Only 1 unsold item has this title for 2 units',
      },
    ])
  })

  it('says why a SKU found nothing', () => {
    const [match] = matchSales([sale({ sku: 'NOPE' })], [item('x')])
    expect(match).toMatchObject({
      method: 'none',
      unmatchedQuantity: 1,
      reason: 'No unsold item has the SKU "NOPE"',
    })
  })

  it('gives no item to two sales, whatever they ask, and the same answer for candidates in any order', () => {
    const word = fc.constantFrom('blue', 'red', 'shirt', 'vase', 'nike', 'lamp')
    const title = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
    const sku = fc.constantFrom('A', 'B', 'C', 'D', 'a', ' b ')
    const candidate = fc.record({
      sku: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
      brand: fc.constantFrom('', 'Nike', 'Gap'),
      description: title,
      purchaseDate: fc.constantFrom('2024-01-01', '2024-02-01'),
      status: fc.constantFrom('listed', 'unlisted', 'sold', 'defective') as fc.Arbitrary<
        MatchCandidate['status']
      >,
    })
    const saleArb = fc.record({
      sku: fc.option(sku),
      customLabel: fc.option(sku),
      title: fc.option(title),
      brand: fc.option(fc.constantFrom('Nike', 'Gap')),
      quantity: fc.integer({ min: 1, max: 3 }),
    })
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 12 }),
        fc.array(saleArb, { maxLength: 12 }),
        fc.func(fc.integer()),
        (candidates, saleFields, rank) => {
          const items = candidates.map((c, i) => ({
            ...c,
            id: `item-${i}`,
            sku: `${c.sku}${i % 3 === 0 ? '' : i}`,
          }))
          const sales = saleFields.map((fields, i) => ({ ...fields, rowNumber: i + 2 }))
          const matches = matchSales(sales, items)
          const taken = matches.flatMap((m) => m.itemIds)
          expect(new Set(taken).size).toBe(taken.length)
          for (const id of taken) expect(items.find((it) => it.id === id)?.status).not.toBe('sold')
          matches.forEach((match, i) => {
            const quantity = sales[i]?.quantity ?? 0
            expect(match.rowNumber).toBe(sales[i]?.rowNumber)
            expect(match.itemIds.length).toBeLessThanOrEqual(quantity)
            expect(match.unmatchedQuantity).toBe(quantity - match.itemIds.length)
            expect(match.method === 'none').toBe(match.itemIds.length === 0)
            expect(match.reason === null).toBe(match.unmatchedQuantity === 0)
          })
          const shuffled = [...items].sort((a, b) => rank(a.id) - rank(b.id))
          expect(matchSales(sales, shuffled)).toEqual(matches)
        },
      ),
    )
  })

  it('matches every sale to the item of its SKU when SKUs are all different', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{1,8}$/), { maxLength: 30 }), (skus) => {
        const items = skus.map((sku, i) => item(`id-${i}`, { sku }))
        const sales = [...skus]
          .reverse()
          .map((sku, i) => ({ ...sale({ sku: ` ${sku.toLowerCase()} ` }), rowNumber: i + 2 }))
        const matches = matchSales(sales, items)
        matches.forEach((match, i) => {
          expect(match).toMatchObject({ method: 'sku', itemIds: [`id-${skus.length - 1 - i}`] })
        })
      }),
    )
  })
})

describe('titleKey', () => {
  it.each([
    ['Nike Air Max 90', '90 air max nike'],
    ['  AIR-MAX  90, Nike nike ', '90 air max nike'],
    ['Crème brûlée dish', 'brulee creme dish'],
    ['Mug', ''],
    ['', ''],
  ])('%j → %j', (text, key) => {
    expect(titleKey(text)).toBe(key)
  })
})

describe('candidateLookups', () => {
  it('lists every SKU and label once, lower-cased, and every title', () => {
    expect(
      candidateLookups([
        sale({ sku: 'A-1, B-2', title: ' Blue Vase ' }),
        sale({ customLabel: 'a-1', title: 'Blue Vase' }),
        sale({ sku: '', title: '' }),
      ]),
    ).toEqual({ skus: ['a-1', 'b-2'], titles: ['Blue Vase'] })
  })
})

describe('searchWordsOf', () => {
  it('opens the Match dialog on the first words that tell the item, not the whole title', () => {
    expect(searchWordsOf({ title: 'Levis 501 Original Fit Jeans Mens Size 32x30 NWT', brand: null })).toBe(
      'levi 501',
    )
    expect(searchWordsOf({ title: 'NWT Size M Wool Coat', brand: 'J.Crew' })).toBe('crew wool')
    expect(searchWordsOf({ title: null, brand: null })).toBe('')
  })
})
