/**
 * Calendar dates. A date is the user's own calendar day, kept as 'YYYY-MM-DD' text (spec 5: dates are
 * kept as YYYY-MM-DD text). The clock is never read here: callers pass the instant and the time zone.
 */

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Milliseconds of a UTC calendar day. Unlike Date.UTC, which reads years 0 to 99 as 1900 to 1999, it
 * takes every year as written (months and days may overflow, as with Date.UTC).
 */
function utcTime(year: number, monthIndex: number, day: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, monthIndex, day)
  return date.getTime()
}

/** Whether `text` is a real calendar date in the form YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(utcTime(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Whether `timeZone` is an IANA time zone name this runtime knows ('America/Chicago', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The parts `localDate` reads, in any time zone. */
const LOCAL_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }
/** The parts `localDateTime` reads, in any time zone (24-hour clock). */
const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>()

/**
 * The formatter of `parts` in `timeZone`, made once per zone: making one costs about a hundred times
 * using it, and the server asks for the user's date on most requests. Zone names are case-insensitive, so
 * the cache is keyed by the lowered name and holds at most the few hundred zones there are.
 */
function formatterIn(parts: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  let byZone = formatters.get(parts)
  if (byZone === undefined) formatters.set(parts, (byZone = new Map()))
  const key = timeZone.toLowerCase()
  let formatter = byZone.get(key)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', { ...parts, timeZone })
    byZone.set(key, formatter)
  }
  return formatter
}

/** The calendar date of `instant` as seen in `timeZone`: the user's 'today' when `instant` is now. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const parts = formatterIn(LOCAL_DATE, timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(utcTime(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const toUtc = (date: IsoDate) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    return utcTime(y, m - 1, d)
  }
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000)
}

/** A calendar month as 'YYYY-MM' (spec 5: filters use YYYY-MM prefixes). */
export type MonthKey = string

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** The month of a date: '2026-11-22' → '2026-11'. */
export function monthKeyOf(date: IsoDate): MonthKey {
  return date.slice(0, 7)
}

/** The year of a date or month key as a number: '2026-11-22' → 2026. */
export function yearOf(date: IsoDate | MonthKey): number {
  return Number(date.slice(0, 4))
}

/** The month key of `year` and `month` (1–12): (2026, 1) → '2026-01'. */
export function monthKey(year: number, month: number): MonthKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`
}

/** The month after `key`; December rolls into January of the next year ('2025-12' → '2026-01'). */
export function nextMonthKey(key: MonthKey): MonthKey {
  const year = yearOf(key)
  const month = Number(key.slice(5, 7))
  return month === 12 ? monthKey(year + 1, 1) : monthKey(year, month + 1)
}

/** The English name of a month key's month: '2026-02' → 'February'. */
export function monthNameOf(key: MonthKey): string {
  return MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? ''
}

/** Number of days in a month, leap years included ('2024-02' → 29). */
export function daysInMonth(key: MonthKey): number {
  return new Date(utcTime(yearOf(key), Number(key.slice(5, 7)), 0)).getUTCDate()
}

/** The day headers' format; made once, since making a formatter costs about a hundred times a format. */
const DISPLAY_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** A date for a day header, in US English: '2026-11-22' → 'Sunday, November 22, 2026'. */
export function formatDisplayDate(date: IsoDate): string {
  return DISPLAY_DATE.format(utcDateOf(date))
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/**
 * A date where room is short (an item's row or card), in US English: '2026-11-03' → 'Nov 3, 2026'. Day
 * headers keep the long form.
 */
export function formatShortDate(date: IsoDate): string {
  return SHORT_DATE.format(utcDateOf(date))
}

/** The UTC midnight of a calendar date, which the formatters above read in UTC. */
function utcDateOf(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(utcTime(y, m - 1, d))
}

/** Wall-clock parts of an instant in a time zone, for stamps such as SKUs and receipt numbers. */
interface LocalDateTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

/** The wall-clock date and time of `instant` in `timeZone` (24-hour clock, milliseconds 0–999). */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatterIn(LOCAL_DATE_TIME, timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    millisecond: instant.getUTCMilliseconds(),
  }
}
