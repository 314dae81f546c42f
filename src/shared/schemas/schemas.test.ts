import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { newBrandSchema } from './brand'
import { newExpenseSchema } from './expense'
import { itemUpdateSchema, markSoldSchema, newItemSchema } from './item'
import { newOdometerReadingSchema } from './odometer'
import { newPurchaseLocationSchema } from './purchase-location'
import { lineItemSchema, newLineItemSchema, newReceiptSchema } from './receipt'
import { settingsUpdateSchema } from './settings'
import { newVendorCategorySchema, newVendorSchema } from './vendor'

/** The message the schema gives for `field`, or null when the input passes. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | null {
  const result = schema.safeParse(input)
  if (result.success) return null
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null
}

const RECEIPT_ID = '4b0e2a43-1c5b-4a0c-9a5e-3f1d2c3b4a59'

describe('item', () => {
  const item = { sku: 'UL-1', brand: 'Levi', description: 'Jeans' }

  it('fills the spec’s defaults: unlisted, sales tax 0.0663, money 0', () => {
    expect(newItemSchema.parse(item)).toEqual({
      ...item,
      costOfGoods: 0,
      purchaseLocation: null,
      purchaseDate: null,
      soldDate: null,
      salePrice: 0,
      salesTax: 0.0663,
      postageCharged: 0,
      postageCost: 0,
      generalFees: 0,
      promoFees: 0,
      status: 'unlisted',
      receiptId: null,
      needsCost: false,
      buyerSalesTax: 0,
      disposedDate: null,
      disposalReason: null,
    })
  })

  it.each([
    [{ ...item, sku: '   ' }, 'sku', 'SKU is required'],
    [{ ...item, brand: '' }, 'brand', 'Brand is required'],
    [{ ...item, description: '' }, 'description', 'Description is required'],
    [
      { ...item, status: 'archived' },
      'status',
      'Status must be one of unlisted, listed, sold, defective, disposed',
    ],
    [{ ...item, costOfGoods: -1 }, 'costOfGoods', 'Must be at least 0'],
    [{ ...item, costOfGoods: 1.5 }, 'costOfGoods', 'Must be a whole number of cents'],
    [{ ...item, salesTax: 1.01 }, 'salesTax', 'Sales tax must be at most 1'],
    [{ ...item, salesTax: -0.01 }, 'salesTax', 'Sales tax must be at least 0'],
    [{ ...item, salesTax: 0.06631 }, 'salesTax', 'Sales tax uses at most four decimal places'],
    [{ ...item, purchaseDate: '2026-02-30' }, 'purchaseDate', 'Enter a valid date (YYYY-MM-DD)'],
    [{ ...item, receiptId: 'nope' }, 'receiptId', 'Not a valid id'],
  ])('refuses %j with “%s: %s”', (input, field, message) => {
    expect(messageFor(newItemSchema, input, field)).toBe(message)
  })

  it('accepts the edges: sales tax 0 and 1, four decimals, zero money', () => {
    for (const salesTax of [0, 1, 0.0663, 0.1])
      expect(newItemSchema.safeParse({ ...item, salesTax }).success).toBe(true)
  })

  it('trims text and refuses fields it does not know', () => {
    expect(newItemSchema.parse({ ...item, sku: '  UL-2  ' }).sku).toBe('UL-2')
    expect(newItemSchema.safeParse({ ...item, userId: 'someone' }).success).toBe(false)
  })

  it('changes only what is given, with no defaults sneaking in', () => {
    expect(itemUpdateSchema.parse({ salePrice: 2500 })).toEqual({ salePrice: 2500 })
  })

  it('Mark as Sold needs a sale price and a sold date', () => {
    expect(messageFor(markSoldSchema, { soldDate: '2026-11-01' }, 'salePrice')).toBe('Sale price is required')
    expect(messageFor(markSoldSchema, { salePrice: 100 }, 'soldDate')).toBe('Sold date is required')
    expect(markSoldSchema.parse({ salePrice: 100, soldDate: '2026-11-01' })).toMatchObject({
      postageCharged: 0,
      salesTax: 0.0663,
    })
  })
})

describe('the Mark as Sold dialog as typed', () => {
  const typed = {
    salePrice: '25.00',
    soldDate: '2026-11-22',
    postageCharged: '8',
    postageCost: '6.50',
    generalFees: '',
    promoFees: '1.2',
    salesTax: '0.0663',
  }

  it('gives the sale in cents', () => {
    expect(markSoldSchema.parse(typed)).toEqual({
      salePrice: 2500,
      soldDate: '2026-11-22',
      postageCharged: 800,
      postageCost: 650,
      generalFees: 0,
      promoFees: 120,
      salesTax: 0.0663,
    })
  })

  it.each([
    [{ salePrice: '' }, 'salePrice', 'Sale price is required'],
    [{ soldDate: '' }, 'soldDate', 'Sold date is required'],
    [{ soldDate: '2026-02-30' }, 'soldDate', 'Sold date is required'],
    [{ postageCost: '-1' }, 'postageCost', 'Must be at least 0'],
    [{ generalFees: 'x' }, 'generalFees', 'Enter an amount such as 12.50'],
    [{ salesTax: '1.5' }, 'salesTax', 'Sales tax must be at most 1'],
    [{ salesTax: '-0.01' }, 'salesTax', 'Sales tax must be at least 0'],
  ])('refuses %j with “%s: %s”', (change, field, message) => {
    expect(messageFor(markSoldSchema, { ...typed, ...change }, field)).toBe(message)
  })

  it('accepts a sale price of 0 and a rate of 1', () => {
    expect(markSoldSchema.safeParse({ ...typed, salePrice: '0', salesTax: '1' }).success).toBe(true)
  })
})

describe('Quick Add rows (spec 5): a row is valid when the line item schema takes it', () => {
  const row = { description: 'Jeans', brand: "Levi's", quantity: '2', unitCost: '4.99' }

  it('reads a complete row as typed', () => {
    expect(lineItemSchema.parse({ ...row, notes: '  ' })).toEqual({
      description: 'Jeans',
      brand: "Levi's",
      quantity: 2,
      unitCost: 499,
      notes: null,
    })
  })

  it.each([
    { description: ' ' },
    { brand: '' },
    { quantity: '0' },
    { quantity: '' },
    { quantity: '1.5' },
    { quantity: '-2' },
    { unitCost: '' },
    { unitCost: '-1' },
    { unitCost: 'abc' },
  ])('is invalid with %j', (change) => {
    expect(lineItemSchema.safeParse({ ...row, ...change }).success).toBe(false)
  })

  it('asks for a unit cost that was left empty', () => {
    expect(messageFor(lineItemSchema, { ...row, unitCost: '' }, 'unitCost')).toBe('Unit cost is required')
  })

  it.each([{ unitCost: '0' }, { quantity: 3, unitCost: 0 }, { unitCost: '$1,000' }])(
    'is valid with %j',
    (change) => {
      expect(lineItemSchema.safeParse({ ...row, ...change }).success).toBe(true)
    },
  )

  it('refuses a line whose total would not fit the money column', () => {
    expect(
      messageFor(lineItemSchema, { ...row, quantity: 10_000, unitCost: '9,999,999.99' }, 'unitCost'),
    ).toBe('Quantity x unit cost is too large')
  })
})

describe('names', () => {
  it('brand and purchase location names are required and trimmed', () => {
    expect(newBrandSchema.parse({ name: '  Nike ' })).toEqual({ name: 'Nike' })
    expect(messageFor(newBrandSchema, { name: ' ' }, 'name')).toBe('Brand name is required')
    expect(messageFor(newPurchaseLocationSchema, { name: '' }, 'name')).toBe('Location name is required')
  })

  it('purchase location distance defaults to 0, is at least 0 and has one decimal', () => {
    expect(newPurchaseLocationSchema.parse({ name: 'Goodwill' }).roundTripDistance).toBe(0)
    expect(
      messageFor(newPurchaseLocationSchema, { name: 'G', roundTripDistance: -0.1 }, 'roundTripDistance'),
    ).toBe('Must be at least 0')
    expect(
      messageFor(newPurchaseLocationSchema, { name: 'G', roundTripDistance: 1.25 }, 'roundTripDistance'),
    ).toBe('Use at most one decimal place')
    expect(newPurchaseLocationSchema.parse({ name: 'G', roundTripDistance: 12.3 }).roundTripDistance).toBe(
      12.3,
    )
  })
})

describe('expense', () => {
  const expense = { vendor: 'USPS', description: 'Boxes', amount: 1299, date: '2026-11-01' }

  it('defaults category office_supplies and payment Credit Card, not recurring, no tags', () => {
    expect(newExpenseSchema.parse(expense)).toMatchObject({
      category: 'office_supplies',
      paymentMethod: 'Credit Card',
      isRecurring: false,
      recurringFrequency: null,
      tags: [],
    })
  })

  it.each([
    [{ ...expense, amount: 0 }, 'amount', 'Amount must be greater than 0'],
    [{ ...expense, vendor: ' ' }, 'vendor', 'Vendor is required'],
    [{ ...expense, date: '' }, 'date', 'Date is required'],
    [{ ...expense, category: 'snacks' }, 'category', 'Choose a category'],
    [{ ...expense, paymentMethod: 'Bitcoin' }, 'paymentMethod', 'Choose a payment method'],
    [{ ...expense, isRecurring: true }, 'recurringFrequency', 'Frequency is required for recurring expenses'],
  ])('refuses %j with “%s: %s”', (input, field, message) => {
    expect(messageFor(newExpenseSchema, input, field)).toBe(message)
  })

  it('drops the frequency of an expense that is not recurring, and normalises tags', () => {
    const parsed = newExpenseSchema.parse({
      ...expense,
      recurringFrequency: 'monthly',
      tags: [' Boxes ', 'boxes', '', 'tape'],
    })
    expect(parsed.recurringFrequency).toBeNull()
    expect(parsed.tags).toEqual(['Boxes', 'tape'])
  })
})

describe('vendor and vendor category', () => {
  it('sends optional vendor fields as absent when empty, and checks e-mail and website', () => {
    expect(newVendorSchema.parse({ name: ' Uline ', contactEmail: '  ', website: '' })).toMatchObject({
      name: 'Uline',
      contactEmail: null,
      website: null,
      isActive: true,
    })
    expect(messageFor(newVendorSchema, { name: 'U', contactEmail: 'not-mail' }, 'contactEmail')).toBe(
      'Enter a valid email address',
    )
    expect(messageFor(newVendorSchema, { name: 'U', website: 'javascript:alert(1)' }, 'website')).toBe(
      'Enter a valid URL (http:// or https://)',
    )
  })

  it('a category defaults to #3B82F6 and takes only hex colours', () => {
    expect(newVendorCategorySchema.parse({ name: 'Supplies' }).color).toBe('#3B82F6')
    expect(messageFor(newVendorCategorySchema, { name: 'S', color: 'blue' }, 'color')).toBe(
      'Colour must be a hex value like #3B82F6',
    )
  })
})

describe('receipt, line item and odometer reading', () => {
  it('a receipt needs a number, a vendor and a purchase date; money and distance default to 0', () => {
    expect(messageFor(newReceiptSchema, { vendor: 'G', purchaseDate: '2026-11-01' }, 'receiptNumber')).toBe(
      'Receipt number is required',
    )
    expect(messageFor(newReceiptSchema, { receiptNumber: 'R', purchaseDate: '2026-11-01' }, 'vendor')).toBe(
      'Vendor is required',
    )
    expect(
      newReceiptSchema.parse({ receiptNumber: 'R', vendor: 'G', purchaseDate: '2026-11-01' }),
    ).toMatchObject({
      totalAmount: 0,
      taxAmount: 0,
      travelDistance: 0,
    })
  })

  it('a line item needs at least 1 whole unit and a unit cost of at least 0', () => {
    const line = { receiptId: RECEIPT_ID, description: 'Mug', brand: 'Pfaltzgraff', quantity: 1, unitCost: 0 }
    expect(newLineItemSchema.safeParse(line).success).toBe(true)
    expect(messageFor(newLineItemSchema, { ...line, quantity: 0 }, 'quantity')).toBe(
      'Quantity must be at least 1',
    )
    expect(messageFor(newLineItemSchema, { ...line, quantity: 1.5 }, 'quantity')).toBe(
      'Quantity must be a whole number',
    )
    expect(messageFor(newLineItemSchema, { ...line, unitCost: -1 }, 'unitCost')).toBe('Must be at least 0')
  })

  it('an odometer reading needs a date and miles above 0, and omits empty notes and photo', () => {
    expect(messageFor(newOdometerReadingSchema, { odometerMiles: 5 }, 'readingDate')).toBe('Date is required')
    expect(
      messageFor(newOdometerReadingSchema, { readingDate: '2026-11-01', odometerMiles: 0 }, 'odometerMiles'),
    ).toBe('Odometer reading must be greater than 0')
    expect(
      newOdometerReadingSchema.parse({
        readingDate: '2026-11-01',
        odometerMiles: 0.1,
        notes: '  ',
        imageUrl: '',
      }),
    ).toEqual({
      readingDate: '2026-11-01',
      odometerMiles: 0.1,
      notes: null,
      imageUrl: null,
    })
  })
})

describe('settings', () => {
  it('saves a store name only if non-empty after trimming, and a percentage 0 to 100 in steps of 0.1', () => {
    expect(settingsUpdateSchema.parse({ storeName: ' Frog Finds ' })).toEqual({ storeName: 'Frog Finds' })
    expect(messageFor(settingsUpdateSchema, { storeName: '  ' }, 'storeName')).toBe('Store name is required')
    for (const ok of [0, 0.1, 50.5, 100])
      expect(settingsUpdateSchema.safeParse({ businessMileagePercentage: ok }).success).toBe(true)
    for (const bad of [-0.1, 100.1, 33.33])
      expect(settingsUpdateSchema.safeParse({ businessMileagePercentage: bad }).success).toBe(false)
  })
})
