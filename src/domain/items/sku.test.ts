import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { generateSku, isGeneratedSku, nextSku, randomSkuChars, shortSku, uniqueSku } from './sku'

/** A random source that replays `values` in order. */
const replay = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

const NOW = new Date('2026-11-22T15:04:05.007Z')

describe('generateSku', () => {
  it('stamps the local date, time and milliseconds, then four random characters', () => {
    expect(generateSku(NOW, 'UTC', replay(0, 0.5, 0.99, 0.75))).toBe('UL-261122-150405-007-AS91')
    expect(generateSku(NOW, 'America/Chicago', replay(0))).toBe('UL-261122-090405-007-AAAA')
  })

  it('uses the local calendar day across midnight', () => {
    expect(generateSku(new Date('2027-01-01T02:00:00.999Z'), 'America/New_York', replay(0.1))).toBe(
      'UL-261231-210000-999-DDDD',
    )
  })

  it('always matches its own pattern', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 4,
          maxLength: 4,
        }),
        (now, values) => {
          expect(isGeneratedSku(generateSku(now, 'America/Chicago', replay(...values)))).toBe(true)
        },
      ),
    )
  })

  it('keeps a random value of exactly 1 inside the alphabet', () => {
    expect(randomSkuChars(() => 1, 2)).toBe('99')
  })
})

describe('isGeneratedSku', () => {
  it.each([
    ['UL-261122-150405-007-AS9Z', true],
    ['UL-261122-150405-007-AS9Z-A1', true],
    ['UL-261122-150405-007-AS9Z-A12', true],
    ['UL-261122-150405-007-as9z', false],
    ['UL-261122-150405-07-AS9Z', false],
    ['UL-261122-150405-007-AS9Z-B1', false],
    ['UL-261122-150405-007-AS9Z-A', false],
    ['MY-SKU-1', false],
  ])('%s → %s', (sku, expected) => {
    expect(isGeneratedSku(sku)).toBe(expected)
  })
})

describe('uniqueSku', () => {
  const base = 'UL-261122-150405-007-AS9Z'
  it.each([
    [[], base],
    [[base], `${base}-A1`],
    [[base.toLowerCase()], `${base}-A1`],
    [[base, `${base}-A1`], `${base}-A2`],
    [[base, `${base}-A1`, `${base}-A2`], `${base}-A3`],
    [[base, `${base}-A2`], `${base}-A1`],
  ])('taken %j → %s', (taken, expected) => {
    expect(uniqueSku(base, taken)).toBe(expected)
  })

  it('never returns a taken SKU', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ maxLength: 12 })),
        (sku, others) => {
          const taken = [...others, sku, `${sku}-A1`]
          const result = uniqueSku(sku, taken)
          expect(taken.map((t) => t.toLowerCase())).not.toContain(result.toLowerCase())
        },
      ),
    )
  })

  it('generates a unique SKU with the injected clock and randomness', () => {
    const taken = ['UL-261122-150405-007-AAAA', 'UL-261122-150405-007-AAAA-A1']
    expect(nextSku(NOW, 'UTC', replay(0), taken)).toBe('UL-261122-150405-007-AAAA-A2')
  })
})

describe('shortSku', () => {
  it.each([
    ['UL-261122-150405-007-AS9Z', 'UL-261'],
    ['ABCDEF', 'ABCDEF'],
    ['ABCDEFG', 'ABCDEF'],
    ['A1', 'A1'],
  ])('%s → %s', (sku, short) => {
    expect(shortSku(sku)).toBe(short)
  })
})
