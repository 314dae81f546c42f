import { describe, expect, it } from 'vitest'

import { formatMoneyCompact } from './format'

describe('formatMoneyCompact', () => {
  it.each([
    [0, '$0'],
    [95_000, '$950'],
    [1_250_000, '$12.5K'],
    [2_000_000_000_000, '$20B'],
    [-4_000_000_000_000, '-$40B'],
  ])('writes %i cents as %s, short enough for a chart axis', (cents, text) => {
    expect(formatMoneyCompact(cents)).toBe(text)
  })
})
