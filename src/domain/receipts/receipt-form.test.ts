import { describe, expect, it } from 'vitest'

import { canGenerateReceiptNumber, receiptDeleteWarning, travelDistanceFor } from './receipt-form'

const locations = [
  { name: 'Goodwill', roundTripDistance: 12.4 },
  { name: 'Savers', roundTripDistance: 0 },
]

describe('travelDistanceFor', () => {
  it.each([
    ['Goodwill', 12.4],
    [' goodwill ', 12.4],
    ['Savers', null],
    ['Target', null],
  ])('%j → %j', (location, distance) => {
    expect(travelDistanceFor(location, locations)).toBe(distance)
  })
})

describe('receipt form', () => {
  it.each([
    ['2026-11-22', true],
    ['', false],
    [null, false],
  ])('generate enabled with date %j: %s', (date, enabled) => {
    expect(canGenerateReceiptNumber(date)).toBe(enabled)
  })

  it('warns about linked items and line items', () => {
    expect(receiptDeleteWarning(3, 2)).toBe(
      'Are you sure you want to delete this receipt? This will remove the receipt association from 3 inventory item(s) and delete 2 line item(s).',
    )
  })
})
