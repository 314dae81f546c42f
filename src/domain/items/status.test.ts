import { describe, expect, it } from 'vitest'

import {
  DEFAULT_SALES_TAX_RATE,
  ITEM_STATUSES,
  ITEM_STATUS_INFO,
  ITEM_STATUS_PAGES,
  canMarkAsSold,
  changeDisposal,
  changeStatus,
  disposalText,
  DISPOSAL_REASON_REQUIRED,
  isItemStatus,
} from './status'

const TODAY = '2026-11-22'

describe('item statuses', () => {
  it('lists the five statuses with labels and badge colours', () => {
    expect(ITEM_STATUSES).toEqual(['unlisted', 'listed', 'sold', 'defective', 'disposed'])
    expect(ITEM_STATUS_INFO).toEqual({
      unlisted: { label: 'Unlisted', color: 'gray' },
      listed: { label: 'Listed', color: 'blue' },
      sold: { label: 'Sold', color: 'green' },
      defective: { label: 'Defective', color: 'red' },
      disposed: { label: 'Disposed', color: 'gray' },
    })
    expect(DEFAULT_SALES_TAX_RATE).toBe(0.0663)
  })

  it.each([
    ['sold', true],
    ['Sold', false],
    ['archived', false],
    [3, false],
    [null, false],
  ])('isItemStatus(%j) is %s', (value, expected) => {
    expect(isItemStatus(value)).toBe(expected)
  })

  it('names the pages of each status', () => {
    expect(ITEM_STATUS_PAGES.unlisted.description).toBe("Items that haven't been listed for sale yet")
    expect(ITEM_STATUS_PAGES.sold.route).toBe('/sold')
  })
})

describe('changeStatus', () => {
  it.each([
    [{ status: 'listed', soldDate: null }, 'sold', undefined, { status: 'sold', soldDate: TODAY }],
    [{ status: 'listed', soldDate: null }, 'sold', '2026-11-01', { status: 'sold', soldDate: '2026-11-01' }],
    [
      { status: 'sold', soldDate: '2026-10-05' },
      'sold',
      undefined,
      { status: 'sold', soldDate: '2026-10-05' },
    ],
    [{ status: 'sold', soldDate: '2026-10-05' }, 'sold', null, { status: 'sold', soldDate: '2026-10-05' }],
    [{ status: 'sold', soldDate: '2026-10-05' }, 'listed', undefined, { status: 'listed', soldDate: null }],
    [
      { status: 'sold', soldDate: '2026-10-05' },
      'defective',
      undefined,
      { status: 'defective', soldDate: null },
    ],
    [{ status: 'unlisted', soldDate: null }, 'listed', undefined, { status: 'listed', soldDate: null }],
  ] as const)('%j → %s (date %s) gives %j', (item, next, requested, expected) => {
    expect(changeStatus(item, next, TODAY, requested)).toEqual(expected)
  })
})

describe('canMarkAsSold', () => {
  it.each([
    ['unlisted', true],
    ['listed', true],
    ['sold', false],
    ['defective', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(canMarkAsSold(status)).toBe(expected)
  })
})

describe('changeDisposal', () => {
  const held = { disposedDate: null, disposalReason: null }
  const donated = { disposedDate: '2026-03-01', disposalReason: 'donated' } as const

  it('dates a disposal on the day given, else the item’s own, else today, with the reason given or kept', () => {
    expect(changeDisposal(held, 'disposed', TODAY, { disposalReason: 'discarded' })).toEqual({
      ok: true,
      disposal: { disposedDate: TODAY, disposalReason: 'discarded' },
    })
    expect(
      changeDisposal(held, 'disposed', TODAY, { disposedDate: '2026-02-02', disposalReason: 'personal_use' }),
    ).toEqual({ ok: true, disposal: { disposedDate: '2026-02-02', disposalReason: 'personal_use' } })
    expect(changeDisposal(donated, 'disposed', TODAY)).toEqual({ ok: true, disposal: donated })
    expect(changeDisposal(donated, 'disposed', TODAY, { disposalReason: 'discarded' })).toEqual({
      ok: true,
      disposal: { disposedDate: '2026-03-01', disposalReason: 'discarded' },
    })
  })

  it('refuses a disposal with no reason', () => {
    expect(changeDisposal(held, 'disposed', TODAY, { disposedDate: TODAY })).toEqual({
      ok: false,
      message: DISPOSAL_REASON_REQUIRED,
    })
  })

  it.each(['unlisted', 'listed', 'sold', 'defective'] as const)('clears both on a change to %s', (next) => {
    expect(changeDisposal(donated, next, TODAY, { disposalReason: 'discarded' })).toEqual({
      ok: true,
      disposal: { disposedDate: null, disposalReason: null },
    })
  })
})

describe('disposalText', () => {
  it('says what became of the item and when', () => {
    expect(disposalText({ disposedDate: '2026-03-01', disposalReason: 'donated' })).toBe(
      'Donated on 2026-03-01',
    )
    expect(
      disposalText({ disposedDate: '2026-03-01', disposalReason: 'personal_use' }, () => 'Mar 1, 2026'),
    ).toBe('Kept for personal use on Mar 1, 2026')
    expect(disposalText({ disposedDate: null, disposalReason: null })).toBe('')
  })
})
