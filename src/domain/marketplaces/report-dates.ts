/**
 * Dates as marketplace reports write them, normalised to YYYY-MM-DD: '2023-06-21', '12/27/2024',
 * '12/27/24', 'Jan 5, 2026', 'January 5 2026', 'Aug-31-26', '05-Jan-24', '31 Aug 2026', 'Sat, Jan 5, 2026',
 * and timestamps ('2026-01-05T23:10:00-08:00', 'Jan 5, 2026 10:15:00 PST'). A timestamp gives the calendar
 * date it is written with: the report's own day, never shifted to another time zone. Two-digit years are
 * 2000–2099, as in the item import.
 *
 * All-number dates are month first (the US reports), unless the file itself shows day first: a column where
 * some date starts with a number above 12 and none has one above 12 in second place (`guessDayOrder`).
 */

import type { IsoDate } from '../dates'
import { isIsoDate, MONTH_NAMES } from '../dates'

/** Order of the day and the month in all-number dates. */
export type DayOrder = 'mdy' | 'dmy'

const pad = (value: string) => value.padStart(2, '0')
const fullYear = (year: string) => (year.length === 2 ? `20${year}` : year)

/** 1–12 for an English month name or its abbreviation of three letters or more ('Sept.', 'aug'), else 0. */
function monthNumber(word: string): number {
  const name = word.toLowerCase().replace(/\.$/, '')
  if (name.length < 3) return 0
  return MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(name)) + 1
}

/** A time, a zone or nothing after the date. */
const TAIL = String.raw`(?:$|[\sT,].*)`
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TAIL}`)
const ALL_NUMBERS = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})${TAIL}`)
const MONTH_FIRST = new RegExp(
  String.raw`^([a-z]+\.?)[\s\-/]+(\d{1,2})(?:st|nd|rd|th)?,?[\s\-/]+(\d{4}|\d{2})${TAIL}`,
  'i',
)
const DAY_FIRST = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[\s\-/]+([a-z]+\.?),?[\s\-/]+(\d{4}|\d{2})${TAIL}`,
  'i',
)
/** A weekday before the date: 'Sat, ', 'Saturday '. */
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i

function isoOf(year: string, month: string | number, day: string): IsoDate | null {
  const date = `${fullYear(year)}-${pad(String(month))}-${pad(day)}`
  return isIsoDate(date) ? date : null
}

/** The date of a report's cell as YYYY-MM-DD, or null when it is not a real date in a known form. */
export function parseReportDate(text: string, dayOrder: DayOrder = 'mdy'): IsoDate | null {
  const value = text.trim().replace(/\s+/g, ' ').replace(WEEKDAY, '')
  let match = YEAR_FIRST.exec(value)
  if (match) return isoOf(match[1] ?? '', match[2] ?? '', match[3] ?? '')
  match = ALL_NUMBERS.exec(value)
  if (match) {
    const [, first = '', second = '', year = ''] = match
    return dayOrder === 'mdy' ? isoOf(year, first, second) : isoOf(year, second, first)
  }
  match = MONTH_FIRST.exec(value)
  if (match) {
    const month = monthNumber(match[1] ?? '')
    return month === 0 ? null : isoOf(match[3] ?? '', month, match[2] ?? '')
  }
  match = DAY_FIRST.exec(value)
  if (match) {
    const month = monthNumber(match[2] ?? '')
    return month === 0 ? null : isoOf(match[3] ?? '', month, match[1] ?? '')
  }
  return null
}

/**
 * Whether the all-number dates of a column are day first: only when one of them starts with a day above 12
 * and none has a month-impossible number in second place. Otherwise month first.
 */
export function guessDayOrder(values: Iterable<string>): DayOrder {
  let dayFirst = false
  for (const value of values) {
    const match = ALL_NUMBERS.exec(value.trim())
    if (!match) continue
    const first = Number(match[1])
    const second = Number(match[2])
    if (second > 12) return 'mdy'
    if (first > 12) dayFirst = true
  }
  return dayFirst ? 'dmy' : 'mdy'
}
