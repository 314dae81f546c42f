import { describe, expect, it } from 'vitest'

import { nextSort } from './sort'

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
