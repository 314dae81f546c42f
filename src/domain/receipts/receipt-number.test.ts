import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  generateReceiptNumber,
  isAutoReceiptNumber,
  locationPrefix,
  parseReceiptNumber,
} from './receipt-number'

const NOW = new Date('2026-11-22T15:04:05Z')

describe('locationPrefix', () => {
  it.each([
    ['Goodwill', 'GOODWI'],
    ['Goodwill Store #12', 'GOODWI'],
    ['T', 'TXX'],
    ['Ab', 'ABX'],
    ['ABC', 'ABC'],
    ['Salvation', 'SALVAT'],
    ['St. Vincent de Paul', 'STVINC'],
    ['7-11', '711'],
    ['Café', 'CAF'],
    ['', 'RCPT'],
    ['   ', 'RCPT'],
    [null, 'RCPT'],
    [undefined, 'RCPT'],
    ['!!!', 'RCPT'],
  ])('%j → %s', (location, prefix) => {
    expect(locationPrefix(location)).toBe(prefix)
  })
})

describe('generateReceiptNumber', () => {
  it('joins prefix, purchase date and local time', () => {
    expect(generateReceiptNumber('Goodwill', '2026-11-20', NOW, 'UTC')).toBe('GOODWI-20261120-150405')
    expect(generateReceiptNumber(null, '2026-11-20', NOW, 'America/Chicago')).toBe('RCPT-20261120-090405')
  })

  it('suffixes -A1, -A2, -A3 on collision, case-insensitively', () => {
    const taken = ['txx-20261120-150405', 'TXX-20261120-150405-A1', 'TXX-20261120-150405-A2']
    expect(generateReceiptNumber('T', '2026-11-20', NOW, 'UTC', taken)).toBe('TXX-20261120-150405-A3')
  })

  it('refuses an invalid purchase date', () => {
    expect(() => generateReceiptNumber('T', '2026-02-30', NOW, 'UTC')).toThrow(RangeError)
  })

  it('always matches its own pattern and parses back', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.array(fc.string()),
        (location, now, taken) => {
          const number = generateReceiptNumber(location, '2026-11-20', now, 'America/Chicago', taken)
          expect(isAutoReceiptNumber(number)).toBe(true)
          expect(parseReceiptNumber(number)?.location).toBe(locationPrefix(location))
          expect(parseReceiptNumber(number)?.date).toBe('2026-11-20')
        },
      ),
    )
  })
})

describe('parseReceiptNumber', () => {
  it.each([
    ['GOODWI-20261120-150405', { location: 'GOODWI', date: '2026-11-20', time: '15:04:05', collision: null }],
    ['NOLOC-20260101-000000-A2', { location: 'NOLOC', date: '2026-01-01', time: '00:00:00', collision: 2 }],
    ['TXX-20261120-235959', { location: 'TXX', date: '2026-11-20', time: '23:59:59', collision: null }],
  ])('%s → %j', (number, parsed) => {
    expect(parseReceiptNumber(number)).toEqual(parsed)
    expect(isAutoReceiptNumber(number)).toBe(true)
  })

  it.each([
    'R-1001',
    'AB-20261120-150405',
    'GOODWILL-20261120-150405',
    'GOODWI-20261320-150405',
    'GOODWI-20261120-250405',
    'goodwi-20261120-150405',
    'GOODWI-20261120-150405-B1',
  ])('%s is not an auto number', (number) => {
    expect(parseReceiptNumber(number)).toBeNull()
    expect(isAutoReceiptNumber(number)).toBe(false)
  })
})
