import { describe, expect, it } from 'vitest'

import { MARKETPLACES, isMarketplaceId, marketplaceName } from './marketplaces'

describe('marketplaces', () => {
  it('lists where a reseller sells, each once', () => {
    expect(MARKETPLACES.map((m) => m.name)).toEqual([
      'eBay',
      'Poshmark',
      'Mercari',
      'Depop',
      'Etsy',
      'Whatnot',
      'Facebook Marketplace',
      'Amazon',
      'Other',
    ])
    expect(new Set(MARKETPLACES.map((m) => m.id)).size).toBe(MARKETPLACES.length)
  })

  it.each([
    ['ebay', true],
    ['facebook', true],
    ['other', true],
    ['eBay', false],
    ['craigslist', false],
    [undefined, false],
  ])('%j is an id: %s', (value, expected) => {
    expect(isMarketplaceId(value)).toBe(expected)
  })

  it('names a marketplace', () => {
    expect(marketplaceName('facebook')).toBe('Facebook Marketplace')
    expect(marketplaceName('ebay')).toBe('eBay')
  })
})
