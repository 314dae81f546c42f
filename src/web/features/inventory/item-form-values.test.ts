import { describe, expect, it } from 'vitest'

import { newItemSchema } from '../../../shared/schemas/item'
import { itemFormValues } from './item-form-values'

describe('item form values', () => {
  it('start a new item empty, bought today, unlisted at the default sales tax', () => {
    expect(itemFormValues(undefined, '2026-11-22')).toEqual({
      sku: '',
      brand: '',
      description: '',
      costOfGoods: '',
      purchaseLocation: '',
      purchaseDate: '2026-11-22',
      soldDate: '',
      salePrice: '',
      salesTax: '0.0663',
      postageCharged: '',
      postageCost: '',
      generalFees: '',
      promoFees: '',
      status: 'unlisted',
      receiptId: '',
      marketplace: '',
      disposedDate: '',
      disposalReason: '',
    })
  })

  it('are what the item schema reads', () => {
    const values = {
      ...itemFormValues(undefined, '2026-11-22'),
      sku: 'A-1',
      brand: 'Nike',
      description: 'Shoe',
    }
    expect(newItemSchema.safeParse(values).success).toBe(true)
  })

  it('show a saved item’s values as text, money of 0 and missing values empty', () => {
    const item = {
      sku: 'A-1',
      brand: 'Nike',
      description: 'Shoe',
      costOfGoods: 1250,
      purchaseLocation: null,
      purchaseDate: '2026-11-20',
      soldDate: '2026-11-21',
      salePrice: 0,
      salesTax: 0.07,
      postageCharged: 800,
      postageCost: 5,
      generalFees: 0,
      promoFees: 100,
      status: 'sold',
      receiptId: null,
      marketplace: 'ebay',
      disposedDate: null,
      disposalReason: null,
      needsCost: true,
      buyerSalesTax: 99,
    } as const
    expect(itemFormValues(item, '2026-11-22')).toEqual({
      sku: 'A-1',
      brand: 'Nike',
      description: 'Shoe',
      costOfGoods: '12.50',
      purchaseLocation: '',
      purchaseDate: '2026-11-20',
      soldDate: '2026-11-21',
      salePrice: '',
      salesTax: '0.07',
      postageCharged: '8.00',
      postageCost: '0.05',
      generalFees: '',
      promoFees: '1.00',
      status: 'sold',
      receiptId: '',
      marketplace: 'ebay',
      disposedDate: '',
      disposalReason: '',
    })
  })
})
