import { localDate, type IsoDate } from '../../domain/dates'

const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 })
const percentFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })

/** A whole count for display, with the reader's grouping ("1,204"). */
export function formatCount(value: number): string {
  return countFormat.format(value)
}

/** A percentage stored as 0–100 with one decimal at most ("62.5%"). */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`
}

/** The reader's IANA time zone, e.g. 'America/Chicago'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The calendar year today, on the reader's own clock. */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear()
}

/** The reader's calendar date today, 'YYYY-MM-DD' (spec: dates are the user's local calendar dates). */
export function localToday(now: Date = new Date()): IsoDate {
  return localDate(now, browserTimeZone())
}

const instantDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** The reader's calendar date of an instant ('Nov 22, 2026'), for created and updated stamps. */
export function formatInstantDate(instant: string | Date): string {
  return instantDateFormat.format(new Date(instant))
}
