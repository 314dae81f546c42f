import { localDate, type IsoDate } from '../../domain/dates'

const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 })
const percentFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })

/** A whole count for display, with the reader's grouping ("1,204"). */
export function formatCount(value: number): string {
  return countFormat.format(value)
}

const compactMoneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // Said outright: Node 20's ICU takes the currency's two digits as the least and writes '$0.0'.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

/**
 * Whole-dollar amounts in a few characters for a chart's axis ('$950', '$12.5K', '$20B'), so the labels
 * fit beside the drawing at any amount; the figures themselves are written in full elsewhere.
 */
export function formatMoneyCompact(cents: number): string {
  return compactMoneyFormat.format(cents / 100)
}

/** A percentage stored as 0–100 with one decimal at most ("62.5%"). */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`
}

const milesFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Miles for display with one decimal and grouping (spec 9: distances shown with 1 decimal): '12,345.6'. */
export function formatMilesText(miles: number): string {
  return milesFormat.format(miles)
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
