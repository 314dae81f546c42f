import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatMiles, milesToTenths, tenthsToMiles } from './miles'

describe('miles in tenths', () => {
  it('subtracts odometer readings exactly', () => {
    expect(formatMiles(milesToTenths(12345.6) - milesToTenths(12000.3))).toBe('345.3')
  })

  it.each([
    [12345.6, 123456],
    [0, 0],
    [0.05, 1],
    [99.94, 999],
  ])('%d miles → %d tenths', (miles, tenths) => {
    expect(milesToTenths(miles)).toBe(tenths)
  })

  it('round-trips every one-decimal distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (tenths) => {
        expect(milesToTenths(tenthsToMiles(tenths))).toBe(tenths)
      }),
    )
  })
})
