/**
 * Receipt numbers of spec 5 (Receipt): LOC-YYYYMMDD-HHMMSS, optionally followed by -A{n} on collision.
 * LOC is the location upper-cased and stripped to letters and digits, cut to 6 and padded with X to at
 * least 3; RCPT when there is no location (spec 5 says NOLOC, which reads as a code on a paper tag: 'no
 * location' is better said by no location at all). The date is the receipt's purchase date; the time is the
 * wall-clock time of generation, passed in.
 */

import type { IsoDate } from '../dates'
import { isIsoDate, localDateTime } from '../dates'
import { withCollisionSuffix } from '../unique'

/** Prefix used when a receipt has no location (spec 5, 9 named it NOLOC; numbers made so still parse). */
const NO_LOCATION_PREFIX = 'RCPT'
/** The prefixes that stand for no location, for the receipt detail's Location. */
export const NO_LOCATION_PREFIXES: readonly string[] = [NO_LOCATION_PREFIX, 'NOLOC']

/** Pattern of an auto-generated receipt number (spec 5). */
const RECEIPT_NUMBER_PATTERN = /^([A-Z0-9]{3,6})-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-A(\d+))?$/

/** Messages of spec 5 for a receipt number. */
export const RECEIPT_NUMBER_MESSAGES = {
  required: 'Receipt number is required',
  taken: 'A receipt with this number already exists. Receipt numbers must be unique.',
} as const

/**
 * Location prefix (spec 5, 9): upper-cased, only A–Z and 0–9 kept, first 6, padded with X to 3. A missing
 * location, or one with no letter or digit at all, gives RCPT. Accented letters are not A–Z and are dropped.
 */
export function locationPrefix(location: string | null | undefined): string {
  const cleaned = (location ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')
  if (cleaned === '') return NO_LOCATION_PREFIX
  return cleaned.slice(0, 6).padEnd(3, 'X')
}

/**
 * A receipt number for a receipt bought at `location` on `purchaseDate` (YYYY-MM-DD), stamped with the
 * wall-clock time of `now` in `timeZone`, suffixed -A1, -A2 … when `taken` already holds it
 * (case-insensitive).
 */
export function generateReceiptNumber(
  location: string | null | undefined,
  purchaseDate: IsoDate,
  now: Date,
  timeZone: string,
  taken: Iterable<string> = [],
): string {
  if (!isIsoDate(purchaseDate)) throw new RangeError(`Not a purchase date: ${purchaseDate}`)
  const t = localDateTime(now, timeZone)
  const pad = (value: number) => String(value).padStart(2, '0')
  const base = `${locationPrefix(location)}-${purchaseDate.replaceAll('-', '')}-${pad(t.hour)}${pad(t.minute)}${pad(t.second)}`
  return withCollisionSuffix(base, taken)
}

/** A receipt number read back into its parts for the receipt detail (spec 2). */
interface ParsedReceiptNumber {
  location: string
  /** Purchase date as YYYY-MM-DD. */
  date: IsoDate
  /** Time as HH:MM:SS. */
  time: string
  /** The n of a -A{n} collision suffix, or null. */
  collision: number | null
}

/** Parses an auto-generated number into location, date and time; null when it does not match the pattern. */
export function parseReceiptNumber(receiptNumber: string): ParsedReceiptNumber | null {
  const match = RECEIPT_NUMBER_PATTERN.exec(receiptNumber.trim())
  if (!match) return null
  const [, location = '', y, mo, d, h, mi, s, n] = match
  const date = `${y}-${mo}-${d}`
  if (!isIsoDate(date) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null
  return { location, date, time: `${h}:${mi}:${s}`, collision: n === undefined ? null : Number(n) }
}

/** Whether a receipt number is flagged auto-generated (spec 4: it matches the pattern); shown as '(Auto)'. */
export function isAutoReceiptNumber(receiptNumber: string): boolean {
  return parseReceiptNumber(receiptNumber) !== null
}
