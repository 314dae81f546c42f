import { describe, expect, it } from 'vitest'

import {
  checkDisposedDate,
  checkSoldDate,
  DISPOSED_BEFORE_PURCHASE_MESSAGE,
  disposedBeforePurchaseInBulkMessage,
  SOLD_BEFORE_PURCHASE_MESSAGE,
  soldBeforePurchaseInBulkMessage,
} from './sold-date'

const refused = { ok: false, code: 'sold_before_purchase', message: SOLD_BEFORE_PURCHASE_MESSAGE }

describe('checkSoldDate', () => {
  it.each([
    ['sold the day it was bought', '2026-03-03', '2026-03-03', { ok: true }],
    ['sold the day after', '2026-03-03', '2026-03-04', { ok: true }],
    ['sold years later', '2019-12-31', '2026-01-01', { ok: true }],
    ['sold the day before', '2026-03-03', '2026-03-02', refused],
    ['sold eleven days before', '2026-11-22', '2026-11-11', refused],
    ['sold on a leap day, bought the day after', '2028-03-01', '2028-02-29', refused],
    ['bought on a leap day, sold on it', '2028-02-29', '2028-02-29', { ok: true }],
    ['bought on a leap day, sold the next day', '2028-02-29', '2028-03-01', { ok: true }],
    ['sold on New Year’s Eve, bought on New Year’s Day after', '2027-01-01', '2026-12-31', refused],
    ['across the turn of a century', '2100-01-01', '2099-12-31', refused],
    ['no purchase date', null, '2026-03-03', { ok: true }],
    ['not sold', '2026-03-03', null, { ok: true }],
    ['neither date', null, null, { ok: true }],
  ] as const)('%s (bought %s, sold %s)', (_case, purchaseDate, soldDate, outcome) => {
    expect(checkSoldDate({ purchaseDate, soldDate })).toEqual(outcome)
  })

  it('words the refusal as the forms, the API and the import show it', () => {
    expect(SOLD_BEFORE_PURCHASE_MESSAGE).toBe('Sold date cannot be before the purchase date')
  })
})

describe('soldBeforePurchaseInBulkMessage', () => {
  it.each([
    [
      1,
      'Sold date cannot be before the purchase date: 1 of these items was bought after today, the sold date they would get. No item was changed.',
    ],
    [
      1200,
      'Sold date cannot be before the purchase date: 1,200 of these items were bought after today, the sold date they would get. No item was changed.',
    ],
  ])('names how many items: %d', (count, message) => {
    expect(soldBeforePurchaseInBulkMessage(count)).toBe(message)
  })
})

describe('checkDisposedDate', () => {
  it.each([
    ['2026-03-03', '2026-03-03', true],
    ['2026-03-03', '2026-03-04', true],
    [null, '2026-01-01', true],
    ['2026-03-03', null, true],
    ['2026-03-03', '2026-03-02', false],
    ['2025-01-01', '2024-12-31', false],
  ] as const)('bought %s, disposed of %s: %s', (purchaseDate, disposedDate, ok) => {
    expect(checkDisposedDate({ purchaseDate, disposedDate })).toEqual(
      ok
        ? { ok: true }
        : { ok: false, code: 'disposed_before_purchase', message: DISPOSED_BEFORE_PURCHASE_MESSAGE },
    )
  })

  it('words the refusal and names how many items of a bulk change', () => {
    expect(DISPOSED_BEFORE_PURCHASE_MESSAGE).toBe('Disposal date cannot be before the purchase date')
    expect(disposedBeforePurchaseInBulkMessage(1)).toBe(
      'Disposal date cannot be before the purchase date: 1 of these items was bought after the disposal date. No item was changed.',
    )
    expect(disposedBeforePurchaseInBulkMessage(1200)).toBe(
      'Disposal date cannot be before the purchase date: 1,200 of these items were bought after the disposal date. No item was changed.',
    )
  })
})
