import { describe, expect, it } from 'vitest'

import { sortFieldsFor } from './sort'

describe('sortFieldsFor', () => {
  it('leaves out purchase date on the sold view', () => {
    expect(sortFieldsFor('sold')).toEqual(['sku', 'brand'])
    expect(sortFieldsFor('listed')).toEqual(['sku', 'brand', 'purchaseDate'])
  })
})
