import { describe, expect, it } from 'vitest'

import { pdfColumns, pdfPageFooter, pdfRow, truncate } from './pdf-rows'

const item = {
  sku: 'A-1',
  brand: 'Nike',
  description: 'Air Max 90 running shoes, white and red, size 10.5 US',
  status: 'sold' as const,
  purchaseDate: '2026-10-01',
  purchaseLocation: 'Goodwill Eastside Superstore',
  soldDate: '2026-11-21',
  costOfGoods: 123450,
  salePrice: 100000,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
}

describe('truncate', () => {
  it.each([
    ['x'.repeat(40), 40, 'x'.repeat(40)],
    ['x'.repeat(41), 40, `${'x'.repeat(37)}...`],
    ['Goodwill Eastside Superstore', 20, 'Goodwill Eastside...'],
    ['', 20, ''],
  ])('%j to %d → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected)
    expect(truncate(text, max).length).toBeLessThanOrEqual(max)
  })
})

describe('pdfRow', () => {
  it('shows sold date and a negative profit on the sold list', () => {
    expect(pdfColumns('sold')).toEqual([
      'SKU',
      'Brand',
      'Description',
      'Cost',
      'Sale Price',
      'Sold Date',
      'Profit',
    ])
    expect(pdfRow(item, 'sold')).toEqual([
      'A-1',
      'Nike',
      'Air Max 90 running shoes, white and r...',
      '$1,234.50',
      '$1,000.00',
      '2026-11-21',
      '-$234.50',
    ])
  })

  it('shows purchase date and location elsewhere', () => {
    expect(pdfColumns('listed')).toEqual([
      'SKU',
      'Brand',
      'Description',
      'Cost',
      'Sale Price',
      'Purchase Date',
      'Location',
    ])
    expect(pdfRow({ ...item, status: 'listed', purchaseLocation: null }, 'listed').slice(5)).toEqual([
      '2026-10-01',
      '',
    ])
    expect(pdfRow({ ...item, status: 'listed' }, 'listed')[6]).toBe('Goodwill Eastside...')
  })

  it('numbers pages', () => {
    expect(pdfPageFooter(2, 5)).toBe('Page 2 of 5')
  })
})
