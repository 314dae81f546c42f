import { describe, expect, it } from 'vitest'

import { acquiredOn } from './acquired'

describe('acquiredOn', () => {
  it('is the purchase date whenever there is one, whatever the other days', () => {
    expect(acquiredOn({ purchaseDate: '2025-03-03', recordedOn: '2026-01-01', leftOn: '2024-12-31' })).toBe(
      '2025-03-03',
    )
  })

  it('is the day recorded without a purchase date, or the day it left when that came first', () => {
    expect(acquiredOn({ purchaseDate: null, recordedOn: '2026-01-05', leftOn: null })).toBe('2026-01-05')
    expect(acquiredOn({ purchaseDate: null, recordedOn: '2026-01-05', leftOn: '2026-02-01' })).toBe(
      '2026-01-05',
    )
    expect(acquiredOn({ purchaseDate: null, recordedOn: '2026-01-05', leftOn: '2025-12-20' })).toBe(
      '2025-12-20',
    )
    expect(acquiredOn({ purchaseDate: null, recordedOn: '2026-01-05', leftOn: '2026-01-05' })).toBe(
      '2026-01-05',
    )
  })
})
