import { describe, expect, it } from 'vitest'

import { normalizeCsvDate } from './dates'

describe('normalizeCsvDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    [' 2026/1/5 ', '2026-01-05'],
    ['2026-11-22T14:30:00Z', '2026-11-22'],
    ['11/22/2026', '2026-11-22'],
    ['1/5/2026', '2026-01-05'],
    ['11-22-26', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
  ])('%j → %s', (text, date) => {
    expect(normalizeCsvDate(text)).toBe(date)
  })

  it.each(['', 'yesterday', '2026-02-30', '13/01/2026', '2026-13-01', '22.11.2026', '11/22'])(
    '%j is invalid',
    (text) => {
      expect(normalizeCsvDate(text)).toBeNull()
    },
  )
})
