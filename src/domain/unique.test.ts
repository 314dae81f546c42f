import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { checkName, isNameTaken, withCollisionSuffix } from './unique'

describe('withCollisionSuffix', () => {
  it.each([
    ['X', [], 'X'],
    ['X', ['x'], 'X-A1'],
    ['X', ['X', 'X-A1', 'x-a2'], 'X-A3'],
  ])('%s among %j → %s', (value, taken, expected) => {
    expect(withCollisionSuffix(value, taken)).toBe(expected)
  })

  it('never returns a taken value', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (value, others) => {
        const taken = [value, ...others]
        const result = withCollisionSuffix(value, taken).toLowerCase()
        expect(taken.some((t) => t.toLowerCase() === result)).toBe(false)
      }),
    )
  })
})

describe('checkName', () => {
  it.each([
    ['brand', '  Nike ', ['Adidas'], { ok: true, name: 'Nike' }],
    ['brand', '', [], { ok: false, code: 'name_required', message: 'Name is required' }],
    [
      'brand',
      'nike',
      [' NIKE '],
      {
        ok: false,
        code: 'name_taken',
        message: 'A brand with this name already exists. Please choose a different name.',
      },
    ],
    [
      'purchaseLocation',
      'Goodwill',
      ['goodwill'],
      {
        ok: false,
        code: 'name_taken',
        message: 'A purchase location with this name already exists. Please choose a different name.',
      },
    ],
    [
      'vendor',
      'USPS',
      ['usps'],
      {
        ok: false,
        code: 'name_taken',
        message: 'A vendor with this name already exists. Please choose a different name.',
      },
    ],
    [
      'vendorCategory',
      'Shipping',
      ['SHIPPING'],
      {
        ok: false,
        code: 'name_taken',
        message: 'A category with this name already exists. Please choose a different name.',
      },
    ],
  ] as const)('%s %j among %j → %j', (entity, name, others, expected) => {
    expect(checkName(entity, name, others)).toEqual(expected)
  })

  it('compares trimmed and case-insensitively', () => {
    expect(isNameTaken('Goodwill ', ['GOODWILL'])).toBe(true)
    expect(isNameTaken('Goodwil', ['GOODWILL'])).toBe(false)
  })
})
