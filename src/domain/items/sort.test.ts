import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { nextSort, sortFieldsFor, sortItems } from './sort'

const items = [
  { sku: 'b-2', brand: 'nike', purchaseDate: '2026-03-01' },
  { sku: 'A-1', brand: 'Adidas', purchaseDate: null },
  { sku: 'c-3', brand: 'Coach', purchaseDate: '1969-12-31' },
  { sku: 'B-1', brand: 'Nike', purchaseDate: '2025-01-15' },
]

describe('sortItems', () => {
  it.each([
    ['sku', 'asc', ['A-1', 'B-1', 'b-2', 'c-3']],
    ['sku', 'desc', ['c-3', 'b-2', 'B-1', 'A-1']],
    ['brand', 'asc', ['A-1', 'c-3', 'b-2', 'B-1']],
    ['purchaseDate', 'asc', ['c-3', 'A-1', 'B-1', 'b-2']],
    ['purchaseDate', 'desc', ['b-2', 'B-1', 'A-1', 'c-3']],
  ] as const)('by %s %s', (field, direction, skus) => {
    expect(sortItems(items, { field, direction }).map((item) => item.sku)).toEqual(skus)
  })

  it('does not change the input', () => {
    const copy = [...items]
    sortItems(items, { field: 'sku', direction: 'desc' })
    expect(items).toEqual(copy)
  })

  it('reverses exactly when the direction flips for distinct keys', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { selector: (s) => s.toLowerCase() }), (skus) => {
        const list = skus.map((sku) => ({ sku, brand: '', purchaseDate: null }))
        const asc = sortItems(list, { field: 'sku', direction: 'asc' })
        const desc = sortItems(list, { field: 'sku', direction: 'desc' })
        expect(desc).toEqual([...asc].reverse())
      }),
    )
  })
})

describe('nextSort', () => {
  it.each([
    [null, 'sku', { field: 'sku', direction: 'asc' }],
    [{ field: 'sku', direction: 'asc' }, 'sku', { field: 'sku', direction: 'desc' }],
    [{ field: 'sku', direction: 'desc' }, 'sku', { field: 'sku', direction: 'asc' }],
    [{ field: 'sku', direction: 'desc' }, 'brand', { field: 'brand', direction: 'asc' }],
  ] as const)('%j then %s → %j', (current, field, expected) => {
    expect(nextSort(current, field)).toEqual(expected)
  })
})

describe('sortFieldsFor', () => {
  it('leaves out purchase date on the sold view', () => {
    expect(sortFieldsFor('sold')).toEqual(['sku', 'brand'])
    expect(sortFieldsFor('listed')).toEqual(['sku', 'brand', 'purchaseDate'])
  })
})
