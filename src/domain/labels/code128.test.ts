import { describe, expect, it } from 'vitest'

import { barsImage, decodeBarcodes } from '../../../tests/helpers/barcodes'

import {
  checkValue,
  code128,
  code128Values,
  patternOf,
  START_A,
  START_B,
  START_C,
  STOP_VALUE,
} from './code128'

const CODE_C = 99
const CODE_B = 100
const CODE_A = 101
const SHIFT = 98

function values(text: string): number[] {
  const result = code128Values(text)
  if (!result.ok) throw new Error(result.message)
  return result.values
}

describe('Code 128 symbols', () => {
  it('has 107 patterns of alternating bars and spaces, 11 modules each and 13 for the stop', () => {
    const seen = new Set<string>()
    for (let value = 0; value < STOP_VALUE; value++) {
      const pattern = patternOf(value)
      expect(pattern).toHaveLength(6)
      expect(pattern.reduce((a, b) => a + b, 0)).toBe(11)
      // Bars (even elements) add up to an even number of modules: the symbology's parity rule.
      expect((pattern[0]! + pattern[2]! + pattern[4]!) % 2).toBe(0)
      seen.add(pattern.join(''))
    }
    expect(seen.size).toBe(106)
    expect(patternOf(STOP_VALUE).reduce((a, b) => a + b, 0)).toBe(13)
    expect(() => patternOf(107)).toThrow(RangeError)
  })
})

describe('code128Values', () => {
  it('encodes text in set B with the check symbol (start + Σ value × position, mod 103)', () => {
    // P=48 J=42 J=42 1=17 2=18 3=19 C=35: 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879 ≡ 55 (mod 103).
    expect(values('PJJ123C')).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55])
    expect(checkValue([START_B, 48, 42, 42, 17, 18, 19, 35])).toBe(55)
  })

  it('packs a run of digits in set C, two to a symbol', () => {
    // 105 + 12·1 + 34·2 + 56·3 = 353 ≡ 44.
    expect(values('123456')).toEqual([START_C, 12, 34, 56, 44])
    expect(values('42')).toEqual([START_C, 42, (105 + 42) % 103])
  })

  it('keeps short digit runs in set B, where switching would cost more', () => {
    expect(values('A12')).toEqual([START_B, 33, 17, 18, (104 + 33 + 34 + 54) % 103])
    expect(values('123')).toEqual([START_B, 17, 18, 19, (104 + 17 + 36 + 57) % 103])
    // Four digits inside the text are not worth two switches; six are.
    expect(values('A1234B').slice(1, -1)).toEqual([33, 17, 18, 19, 20, 34])
    expect(values('A123456B').slice(1, -1)).toEqual([33, CODE_C, 12, 34, 56, CODE_B, 34])
  })

  it('switches to set C for four or more digits that end the text, leaving an odd first digit in set B', () => {
    expect(values('UL-1234').slice(1, -1)).toEqual([53, 44, 13, CODE_C, 12, 34])
    expect(values('X12345').slice(1, -1)).toEqual([56, 17, CODE_C, 23, 45])
  })

  it('starts in set C for four leading digits and leaves it for the rest', () => {
    expect(values('12345X').slice(0, -1)).toEqual([START_C, 12, 34, CODE_B, 21, 56])
  })

  it('uses set A for control characters, and SHIFT for a single one among lowercase letters', () => {
    expect(values('\tA').slice(0, -1)).toEqual([START_A, 73, 33])
    expect(values('a\tb').slice(1, -1)).toEqual([65, SHIFT, 73, 66])
    expect(values('a\t\tB').slice(1, -1)).toEqual([65, CODE_A, 73, 73, 34])
  })

  it('refuses empty text and characters outside ASCII', () => {
    expect(code128Values('')).toEqual({ ok: false, message: 'Nothing to encode' })
    expect(code128Values('Café')).toEqual({ ok: false, message: 'Code 128 holds only ASCII characters' })
  })
})

describe('code128 bars', () => {
  it('draws start, data, check and stop: 11 modules a symbol and 13 for the stop', () => {
    const result = code128('PJJ123C')
    if (!result.ok) throw new Error(result.message)
    expect(result.modules).toBe(9 * 11 + 13)
    expect(result.widths.slice(0, 6)).toEqual(patternOf(START_B))
    expect(result.widths.slice(-7)).toEqual(patternOf(STOP_VALUE))
  })

  it.each([
    'PJJ123C',
    'UL-261127-030243-123-ABCD',
    'UL-261127-030243-123-ABCD-A12',
    '0123456789',
    '12345X',
    'sku with spaces ~ and {braces}',
    'A1',
    'x',
  ])('is read back as %j by an independent decoder', async (text) => {
    const result = code128(text)
    if (!result.ok) throw new Error(result.message)
    expect(await decodeBarcodes(barsImage(result.widths))).toEqual([text])
  })

  it('gives every printable character its own symbol, read back by an independent decoder', async () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('')
    for (let start = 0; start < printable.length; start += 19) {
      const text = printable.slice(start, start + 19)
      const result = code128(text)
      if (!result.ok) throw new Error(result.message)
      expect(await decodeBarcodes(barsImage(result.widths))).toEqual([text])
    }
  })
})
