import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  MAX_CENTS,
  assertCents,
  averageCents,
  centsToDecimal,
  divideRounded,
  formatMoney,
  formatPercentTenths,
  formatRate,
  formatTenths,
  multiplyByRate,
  parseMoney,
  percentTenths,
  rateToTenThousandths,
  roundHalfAwayFromZero,
  sumCents,
} from './money'

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0, 0],
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-0.4, 0],
    [0.5, 1],
    [-0.5, -1],
    [1e12 + 0.5, 1e12 + 1],
  ])('%d → %d', (input, expected) => {
    expect(Object.is(roundHalfAwayFromZero(input), expected)).toBe(true)
  })
})

describe('assertCents', () => {
  it.each([1.5, Number.NaN, Infinity, 2 ** 53])('throws for %d', (value) => {
    expect(() => assertCents(value)).toThrow(TypeError)
  })
  it.each([0, -5, MAX_CENTS])('accepts %d', (value) => {
    expect(() => assertCents(value)).not.toThrow()
  })
})

describe('parseMoney', () => {
  it.each([
    ['12.34', 1234],
    ['$1,234.50', 123450],
    [' 7 ', 700],
    ['-0.5', -50],
    ['.5', 50],
    ['5.', 500],
    ['1.005', 101],
    ['1.0049', 100],
    ['0.995', 100],
    ['-1.005', -101],
    ['$ 1 000', 100000],
    ['0', 0],
    ['-0', 0],
    ['9999999999.99', MAX_CENTS],
  ])('%s → %d cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents)
  })

  it.each(['', ' ', '$', 'abc', '1.2.3', '1e5', '--1', '12a', '.', '-'])('%j is not money', (text) => {
    expect(parseMoney(text)).toBeNull()
  })

  it('round-trips any amount through centsToDecimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseMoney(centsToDecimal(cents))).toBe(cents)
      }),
    )
  })

  it('round-trips any amount through formatMoney', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseMoney(formatMoney(cents).replace('-$', '$-'))).toBe(cents)
      }),
    )
  })
})

describe('formatting cents', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [123450, '1234.50', '$1,234.50'],
    [-300, '-3.00', '-$3.00'],
    [MAX_CENTS, '9999999999.99', '$9,999,999,999.99'],
  ])('%d → %s and %s', (cents, decimal, money) => {
    expect(centsToDecimal(cents)).toBe(decimal)
    expect(formatMoney(cents)).toBe(money)
  })

  it('adds 0.1 and 0.2 dollars to exactly $0.30', () => {
    expect(formatMoney(sumCents([parseMoney('0.1') ?? 0, parseMoney('0.2') ?? 0]))).toBe('$0.30')
  })

  it('refuses fractional cents', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError)
  })
})

describe('sumCents', () => {
  it.each([
    [[], 0],
    [[1, 2, 3], 6],
    [[-500, 200], -300],
  ])('%j → %d', (values, total) => {
    expect(sumCents(values)).toBe(total)
  })
})

describe('divideRounded', () => {
  it.each([
    [10, 4, 3],
    [-10, 4, -3],
    [10, -4, -3],
    [9, 4, 2],
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
  ])('%d / %d → %d', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q)
  })
  it('throws on zero divisor', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError)
  })
})

describe('multiplyByRate', () => {
  it.each([
    [10000, 0.0663, 663],
    [1999, 0.0663, 133], // 132.5337 → 133
    [1500, 0.0663, 99], // 99.45 → 99
    [5000, 0.0001, 1], // 0.5 → 1
    [-5000, 0.0001, -1],
    [MAX_CENTS, 0.0663, 66_300_000_000], // 66,299,999,999.9337; the product passes 2^53
    [1234, 0, 0],
  ])('%d cents x %d → %d cents', (cents, rate, expected) => {
    expect(multiplyByRate(cents, rate)).toBe(expected)
  })

  it('treats a float-noisy rate as its four decimals', () => {
    expect(rateToTenThousandths(0.1 + 0.2)).toBe(3000)
    expect(rateToTenThousandths(0.0663)).toBe(663)
  })
})

describe('averageCents and percentTenths', () => {
  it.each([
    [1000, 3, 333],
    [1001, 2, 501],
    [-1001, 2, -501],
    [500, 0, 0],
  ])('average of %d over %d → %d', (total, count, average) => {
    expect(averageCents(total, count)).toBe(average)
  })

  it.each([
    [1, 8, 125],
    [-1, 8, -125],
    [2000, 10000, 200],
    [1, 3, 333],
    [5, 0, 0],
    [-5000, 10000, -500],
  ])('%d of %d → %d tenths of a percent', (n, d, tenths) => {
    expect(percentTenths(n, d)).toBe(tenths)
  })
})

describe('formatTenths, formatPercentTenths and formatRate', () => {
  it.each([
    [3453, '345.3'],
    [0, '0.0'],
    [-5, '-0.5'],
    [-125, '-12.5'],
  ])('%d tenths → %s', (tenths, text) => {
    expect(formatTenths(tenths)).toBe(text)
  })

  it('shows 0 when revenue is 0 and one decimal otherwise', () => {
    expect(formatPercentTenths(0, true)).toBe('0')
    expect(formatPercentTenths(200)).toBe('20.0')
  })

  it.each([
    [0.0663, '0.0663'],
    [0, '0.0000'],
    [1, '1.0000'],
    [0.07, '0.0700'],
    [0.12345, '0.1235'],
  ])('rate %d → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text)
  })
})
