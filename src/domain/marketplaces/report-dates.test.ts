import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MONTH_NAMES } from '../dates'
import { guessDayOrder, parseReportDate } from './report-dates'

describe('parseReportDate', () => {
  it.each([
    ['2023-06-21', '2023-06-21'],
    ['2023/6/1', '2023-06-01'],
    ['12/27/2024', '2024-12-27'],
    ['12/27/24', '2024-12-27'],
    ['1-5-2026', '2026-01-05'],
    ['Jan 5, 2026', '2026-01-05'],
    ['Jan. 5, 2026', '2026-01-05'],
    ['January 5 2026', '2026-01-05'],
    ['Sept 30, 2025', '2025-09-30'],
    ['Aug-31-26', '2026-08-31'],
    ['Aug-31-2026', '2026-08-31'],
    ['05-Jan-24', '2024-01-05'],
    ['31 Aug 2026', '2026-08-31'],
    ['1st March 2024', '2024-03-01'],
    ['Sat, Jan 3, 2026', '2026-01-03'],
    ['Saturday January 3, 2026', '2026-01-03'],
    ['December 31, 2023', '2023-12-31'],
    ['2026-01-05T23:10:00-08:00', '2026-01-05'],
    ['2026-01-05T23:10:00.000Z', '2026-01-05'],
    ['2026-01-05 23:10:00 UTC', '2026-01-05'],
    ['Jan 5, 2026 10:15:00 PST', '2026-01-05'],
    ['12/27/2024 11:59 PM', '2024-12-27'],
    ['  2023-06-21  ', '2023-06-21'],
  ])('%j → %s', (text, date) => {
    expect(parseReportDate(text)).toBe(date)
  })

  it.each([
    '',
    '--',
    'yesterday',
    '2024-02-30',
    '13/13/2024',
    'Foo 5, 2026',
    'Ja 5, 2026',
    '2026',
    '5/2026',
    '20260105',
  ])('%j is not a date', (text) => {
    expect(parseReportDate(text)).toBeNull()
  })

  it('reads all-number dates day first when told', () => {
    expect(parseReportDate('05/06/2024', 'dmy')).toBe('2024-06-05')
    expect(parseReportDate('05/06/2024', 'mdy')).toBe('2024-05-06')
    expect(parseReportDate('2024-05-06', 'dmy')).toBe('2024-05-06')
  })

  it('reads back any date in every form a report writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 7 }),
        (instant, form) => {
          const iso = instant.toISOString().slice(0, 10)
          const [y = '', m = '', d = ''] = iso.split('-')
          const month = MONTH_NAMES[Number(m) - 1] ?? ''
          const text = [
            iso,
            `${m}/${d}/${y}`,
            `${Number(m)}/${Number(d)}/${y.slice(2)}`,
            `${month.slice(0, 3)} ${Number(d)}, ${y}`,
            `${month} ${d}, ${y}`,
            `${month.slice(0, 3)}-${d}-${y.slice(2)}`,
            `${d}-${month.slice(0, 3)}-${y.slice(2)}`,
            `${iso}T23:59:59-11:00`,
          ][form]
          expect(parseReportDate(text ?? '')).toBe(iso)
        },
      ),
    )
  })
})

describe('guessDayOrder', () => {
  it.each([
    [['01/02/2024', '03/04/2024'], 'mdy'],
    [['25/12/2024', '01/02/2024'], 'dmy'],
    [['12/25/2024', '25/12/2024'], 'mdy'],
    [['2024-12-25', 'Jan 5, 2026'], 'mdy'],
    [[], 'mdy'],
  ])('%j → %s', (values, order) => {
    expect(guessDayOrder(values)).toBe(order)
  })
})
