import { describe, expect, it } from 'vitest'

import { isGeneratedSku } from '../items/sku'
import { conversionLocation, convertAllLineItems, convertLineItem } from './conversion'

const receipt = { id: 'r1', vendor: 'Goodwill', location: 'Goodwill Eastside', purchaseDate: '2026-11-20' }
const skus = { now: new Date('2026-11-22T15:04:05.007Z'), timeZone: 'UTC', random: () => 0 }
const jeans = { description: 'Jeans', brand: "Levi's", quantity: 3, unitCost: 499, isConverted: false }

describe('conversionLocation', () => {
  it.each([
    [receipt, [], 'Goodwill Eastside'],
    [{ ...receipt, location: null }, ['GOODWILL'], 'GOODWILL'],
    [{ ...receipt, location: '  ' }, ['Target'], 'Goodwill'],
    [{ ...receipt, location: '' }, [], 'Goodwill'],
  ])('%j with locations %j → %s', (r, names, expected) => {
    expect(conversionLocation(r, names)).toBe(expected)
  })
})

describe('convertLineItem', () => {
  it('makes one unlisted item per unit with the spec defaults', () => {
    const items = convertLineItem(jeans, receipt, [], new Set(), skus)
    expect(items.map((item) => item.description)).toEqual([
      'Jeans (1 of 3)',
      'Jeans (2 of 3)',
      'Jeans (3 of 3)',
    ])
    expect(items[0]).toEqual({
      sku: 'UL-261122-150405-007-AAAA',
      brand: "Levi's",
      description: 'Jeans (1 of 3)',
      costOfGoods: 499,
      purchaseLocation: 'Goodwill Eastside',
      purchaseDate: '2026-11-20',
      soldDate: null,
      salePrice: 0,
      salesTax: 0.0663,
      postageCharged: 0,
      postageCost: 0,
      generalFees: 0,
      promoFees: 0,
      status: 'unlisted',
      receiptId: 'r1',
      marketplace: null,
      marketplaceOrderId: null,
      needsCost: false,
      buyerSalesTax: 0,
      disposedDate: null,
      disposalReason: null,
    })
  })

  it('keeps the description of a single unit', () => {
    expect(convertLineItem({ ...jeans, quantity: 1 }, receipt, [], new Set(), skus)[0]?.description).toBe(
      'Jeans',
    )
  })

  it('gives every unit a unique SKU even with the same clock and randomness', () => {
    const taken = new Set(['UL-261122-150405-007-AAAA'])
    const items = convertLineItem(jeans, receipt, [], taken, skus)
    expect(items.map((item) => item.sku)).toEqual([
      'UL-261122-150405-007-AAAA-A1',
      'UL-261122-150405-007-AAAA-A2',
      'UL-261122-150405-007-AAAA-A3',
    ])
    expect(items.every((item) => isGeneratedSku(item.sku))).toBe(true)
    expect(taken.size).toBe(4)
  })
})

describe('convertAllLineItems', () => {
  it('converts only the unconverted line items', () => {
    const lineItems = [
      jeans,
      { ...jeans, description: 'Shirt', quantity: 1, isConverted: true },
      { ...jeans, quantity: 1, description: 'Hat' },
    ]
    const items = convertAllLineItems(lineItems, receipt, [], [], skus)
    expect(items.map((item) => item.description)).toEqual([
      'Jeans (1 of 3)',
      'Jeans (2 of 3)',
      'Jeans (3 of 3)',
      'Hat',
    ])
    expect(new Set(items.map((item) => item.sku)).size).toBe(4)
  })
})
