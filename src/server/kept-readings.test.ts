import { describe, expect, it } from 'vitest'

import { KeptReadings, readingDigest } from './kept-readings'

describe('KeptReadings', () => {
  it('finds a user’s reading under its digest only, while it is fresh, and forgets it when told', () => {
    let now = 0
    const kept = new KeptReadings<string>(1_000, 4, () => now)
    const digest = readingDigest('a,b\n1,2', { soldDate: 'a' }, null, 'stamp')
    kept.keep('u1', digest, 'reading')
    expect(kept.find('u2', digest)).toBeUndefined()
    expect(kept.find('u1', readingDigest('a,b\n1,3', { soldDate: 'a' }, null, 'stamp'))).toBeUndefined()
    expect(kept.find('u1', readingDigest('a,b\n1,2', { soldDate: 'a' }, null, 'other stamp'))).toBeUndefined()
    expect(kept.find('u1', digest)).toBe('reading')
    expect(kept.reused).toBe(1)
    now = 1_001
    expect(kept.find('u1', digest)).toBeUndefined()
    now = 0
    kept.keep('u1', digest, 'again')
    kept.forget('u1')
    expect(kept.find('u1', digest)).toBeUndefined()
  })

  it('keeps one reading per user, the last, and a few at most, the oldest leaving first', () => {
    const kept = new KeptReadings<string>(60_000, 2, () => 0)
    kept.keep('u1', 'd1', 'first')
    kept.keep('u1', 'd2', 'second')
    expect(kept.find('u1', 'd1')).toBeUndefined()
    expect(kept.find('u1', 'd2')).toBe('second')
    kept.keep('u2', 'd3', 'third')
    kept.keep('u3', 'd4', 'fourth')
    expect(kept.find('u1', 'd2')).toBeUndefined()
    expect(kept.find('u2', 'd3')).toBe('third')
    expect(kept.find('u3', 'd4')).toBe('fourth')
  })
})
