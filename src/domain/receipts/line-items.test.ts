import { describe, expect, it } from 'vitest'

import { decideQuickAddSave, lineItemTotal, parseQuickAddRow } from './line-items'

describe('lineItemTotal', () => {
  it.each([
    [1, 0, 0],
    [3, 199, 597],
    [12, 1050, 12600],
  ])('%d x %d cents → %d', (quantity, unitCost, total) => {
    expect(lineItemTotal(quantity, unitCost)).toBe(total)
  })
  it.each([0, -1, 1.5])('refuses quantity %d', (quantity) => {
    expect(() => lineItemTotal(quantity, 100)).toThrow(RangeError)
  })
})

const row = { description: 'Jeans', brand: "Levi's", quantity: '2', unitCost: '4.99' }

describe('parseQuickAddRow', () => {
  it('parses a complete row', () => {
    expect(parseQuickAddRow({ ...row, notes: '  ' })).toEqual({
      description: 'Jeans',
      brand: "Levi's",
      quantity: 2,
      unitCost: 499,
      totalCost: 998,
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
    expect(parseQuickAddRow({ ...row, ...change })).toBeNull()
  })

  it('accepts a unit cost of 0', () => {
    expect(parseQuickAddRow({ ...row, unitCost: '0' })?.totalCost).toBe(0)
  })
})

describe('decideQuickAddSave', () => {
  const bad = { ...row, brand: '' }
  it('alerts when no row is valid', () => {
    expect(decideQuickAddSave([bad])).toEqual({
      action: 'alert',
      message: 'Please fill in all required fields for at least one item.',
    })
    expect(decideQuickAddSave([]).action).toBe('alert')
  })

  it('asks before skipping invalid rows', () => {
    const decision = decideQuickAddSave([row, bad, bad, row, row])
    expect(decision).toMatchObject({
      action: 'confirm',
      message:
        '2 item(s) have missing required fields and will be skipped. Continue with saving 3 valid item(s)?',
    })
    expect(decision.action === 'confirm' && decision.rows).toHaveLength(3)
  })

  it('saves when every row is valid', () => {
    expect(decideQuickAddSave([row])).toMatchObject({ action: 'save', rows: [{ quantity: 2 }] })
  })
})
