import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addDays,
  daysBetween,
  daysInMonth,
  formatDisplayDate,
  formatShortDate,
  isIsoDate,
  isTimeZone,
  localDate,
  localDateTime,
  monthKey,
  monthKeyOf,
  monthNameOf,
  nextMonthKey,
  yearOf,
} from './dates'

describe('isIsoDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '1970-01-01', '0001-01-01', '0099-12-31', '9999-12-31'])(
    '%s is a date',
    (text) => {
      expect(isIsoDate(text)).toBe(true)
    },
  )
  it.each(['2024-02-30', '2023-02-29', '2026-13-01', '2026-1-5', '11/22/2026', '', '2026-11-22T00:00'])(
    '%j is not a date',
    (text) => {
      expect(isIsoDate(text)).toBe(false)
    },
  )
})

describe('time zones and local dates', () => {
  it.each([
    ['America/Chicago', true],
    ['UTC', true],
    ['Mars/Olympus', false],
  ])('%s known: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known)
  })

  it('reads the calendar date where the user is', () => {
    const instant = new Date('2026-11-22T03:30:00Z')
    expect(localDate(instant, 'UTC')).toBe('2026-11-22')
    expect(localDate(instant, 'America/Chicago')).toBe('2026-11-21')
  })

  it('keeps each zone apart however often and however spelled it is asked', () => {
    const instant = new Date('2026-11-22T10:30:00Z')
    for (let round = 0; round < 2; round++) {
      expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2026-11-23')
      expect(localDate(instant, 'Pacific/Pago_Pago')).toBe('2026-11-21')
      expect(localDate(instant, 'pacific/pago_pago')).toBe('2026-11-21')
      expect(localDateTime(instant, 'Asia/Kolkata').hour).toBe(16)
      expect(localDateTime(instant, 'UTC').hour).toBe(10)
    }
    expect(() => localDate(instant, 'Mars/Olympus')).toThrow(RangeError)
  })

  it('reads wall-clock parts including midnight as hour 0', () => {
    expect(localDateTime(new Date('2026-11-22T06:00:05.042Z'), 'America/Chicago')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 0,
      second: 5,
      millisecond: 42,
    })
  })
})

describe('day arithmetic', () => {
  it.each([
    ['2026-11-22', -1, '2026-11-21'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['0050-12-31', 1, '0051-01-01'],
  ])('%s + %d → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it.each([
    ['2026-08-23', '2026-11-22', 91],
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-23', '2026-11-22', -1],
    ['2024-01-01', '2025-01-01', 366],
    ['0099-12-31', '0100-01-01', 1],
  ])('%s to %s is %d days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days)
  })

  it('daysBetween undoes addDays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (days) => {
        expect(daysBetween('2000-01-01', addDays('2000-01-01', days))).toBe(days)
      }),
    )
  })
})

describe('months', () => {
  it.each([
    ['2025-12', '2026-01'],
    ['2026-01', '2026-02'],
    ['2026-09', '2026-10'],
  ])('after %s comes %s', (key, next) => {
    expect(nextMonthKey(key)).toBe(next)
  })

  it.each([
    ['2024-02', 29],
    ['2023-02', 28],
    ['2026-11', 30],
    ['2026-12', 31],
    ['0004-02', 29],
  ])('%s has %d days', (key, days) => {
    expect(daysInMonth(key)).toBe(days)
  })

  it('names and keys months', () => {
    expect(monthKeyOf('2026-11-22')).toBe('2026-11')
    expect(monthKey(2026, 1)).toBe('2026-01')
    expect(yearOf('2026-11-22')).toBe(2026)
    expect(monthNameOf('2026-02')).toBe('February')
    expect(monthNameOf('2026-12')).toBe('December')
  })

  it('formats a day header', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('Sunday, November 22, 2026')
  })

  it.each([
    ['2026-11-03', 'Nov 3, 2026'],
    ['2026-09-30', 'Sep 30, 2026'],
    ['0042-01-01', 'Jan 1, 42'],
  ])('writes %s short as %s, for rows and cards', (date, text) => {
    expect(formatShortDate(date)).toBe(text)
  })
})
