import { describe, expect, it } from 'vitest'

import { matchesItemSearch, resultsCounter, searchItems } from './search'

const items = [
  { sku: 'UL-261122-A', brand: 'Nike', description: 'Air Max running shoes' },
  { sku: 'LEV-501', brand: "Levi's", description: 'Blue jeans 32x30' },
  { sku: 'X-9', brand: 'Coach', description: 'Leather bag, nike-style strap' },
]

describe('matchesItemSearch', () => {
  it.each([
    ['nike', 'general', ['UL-261122-A', 'X-9']],
    ['NIKE', 'sku', []],
    ['lev', 'sku', ['LEV-501']],
    ['ul-26', 'sku', ['UL-261122-A']],
    ['jeans', 'general', ['LEV-501']],
    ['  jeans  ', 'general', ['LEV-501']],
    ['', 'sku', ['UL-261122-A', 'LEV-501', 'X-9']],
    ['x-9', 'general', ['X-9']],
    ['zzz', 'general', []],
  ] as const)('%j in %s mode finds %j', (query, mode, skus) => {
    expect(searchItems(items, query, mode).map((item) => item.sku)).toEqual(skus)
  })

  it('only looks at the SKU in SKU mode', () => {
    expect(matchesItemSearch(items[1]!, 'levi', 'sku')).toBe(false)
    expect(matchesItemSearch(items[1]!, 'levi', 'general')).toBe(true)
  })
})

describe('resultsCounter', () => {
  it('reads N of M name', () => {
    expect(resultsCounter(3, 12, 'listed items')).toBe('3 of 12 listed items')
  })
})
