import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { withCollisionSuffix } from './unique'

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
