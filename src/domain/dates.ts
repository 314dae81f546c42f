/**
 * Calendar dates. A date is the user's own calendar day, kept as 'YYYY-MM-DD' text (spec 5: dates are
 * kept as YYYY-MM-DD text). The clock is never read here: callers pass the instant and the time zone.
 */

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `text` is a real calendar date in the form YYYY-MM-DD (2024-02-30 is not). */
export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
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

/** The calendar date of `instant` as seen in `timeZone`: the user's 'today' when `instant` is now. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const toUtc = (date: IsoDate) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000)
}
