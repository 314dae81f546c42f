import { describe, expect, it } from 'vitest'

import {
  inlineSkuErrorMessage,
  itemDeleteQuestion,
  itemsEmptyTitle,
  loadFailureMessage,
  namedDeleteQuestion,
  receiptDeleteWarning,
  writeFailureMessage,
} from './messages'

describe('failure messages', () => {
  it.each([
    ['item', 'Failed to load items'],
    ['receiptLineItem', 'Failed to load receipt line items'],
    ['vendorCategory', 'Failed to load vendor categories'],
    ['odometerReading', 'Failed to load odometer readings'],
    ['purchaseLocation', 'Failed to load purchase locations'],
  ] as const)('load %s → %s', (entity, message) => {
    expect(loadFailureMessage(entity)).toBe(message)
  })

  it.each([
    ['add', 'brand', 'Failed to add brand'],
    ['delete', 'vendorCategory', 'Failed to delete vendor category'],
    ['update', 'odometerReading', 'Failed to update odometer reading'],
  ] as const)('%s %s → %s', (action, entity, message) => {
    expect(writeFailureMessage(action, entity)).toBe(message)
  })

  it.each([
    ['duplicate key value', 'SKU already exists'],
    ['violates UNIQUE constraint', 'SKU already exists'],
    ['timeout', 'Failed to update SKU'],
  ])('inline SKU error %j → %s', (error, message) => {
    expect(inlineSkuErrorMessage(error)).toBe(message)
  })
})

describe('confirmations and empty states', () => {
  it('asks before deleting an item', () => {
    expect(itemDeleteQuestion()).toBe('Are you sure you want to delete this item?')
    expect(itemDeleteQuestion({ sku: 'A-1', brand: 'Nike', description: 'Cap' })).toBe(
      'Are you sure you want to delete this item?\n\nSKU: A-1\nBrand: Nike\nDescription: Cap',
    )
  })

  it.each([
    ['listed', true, 'No items found'],
    ['listed', false, 'No listed items yet'],
  ])('%s searching %s → %s', (status, searching, title) => {
    expect(itemsEmptyTitle(status, searching)).toBe(title)
  })
})

describe('receiptDeleteWarning', () => {
  it('warns about linked items and line items', () => {
    expect(receiptDeleteWarning(3, 2)).toBe(
      'Are you sure you want to delete this receipt? This will remove the receipt association from 3 inventory item(s) and delete 2 line item(s).',
    )
  })
})

describe('namedDeleteQuestion', () => {
  it.each([
    ['brand', 'Nike', 0, 'Are you sure you want to delete the brand "Nike"?'],
    [
      'brand',
      'Nike',
      1,
      'Are you sure you want to delete the brand "Nike"? 1 item names it and keeps it as its brand.',
    ],
    [
      'purchase location',
      'Goodwill',
      12,
      'Are you sure you want to delete the purchase location "Goodwill"? 12 items name it and keep it as their purchase location.',
    ],
  ] as const)('%s %j used by %d', (kind, name, count, question) => {
    expect(namedDeleteQuestion(kind, name, count)).toBe(question)
  })
})
