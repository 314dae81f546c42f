/**
 * Money as whole cents. Every amount in Frogwalk's code is an integer number of cents; it becomes a
 * decimal string only at the database boundary (numeric(12,2)) and a dollar text only for display.
 * One rounding rule for the whole product: halves round away from zero.
 */

/** Whole cents (an integer). */
export type Cents = number

/** The largest amount a numeric(12,2) column holds: 9,999,999,999.99 dollars. */
export const MAX_CENTS: Cents = 999_999_999_999

/** Throws when `value` is not a whole number of cents: a programmer mistake, never user input. */
export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number of cents: ${value}`)
}

/** Rounds a real number to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value))
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

/**
 * Parses a dollar amount typed by a person or read from a file ("12.34", "$1,234.50", " 7 ", "-0.5")
 * into cents. Dollar signs, thousands commas and spaces are ignored (spec 5, CSV import). More than two
 * decimals round half away from zero. Returns null when the text is empty or not a number.
 */
export function parseMoney(text: string): Cents | null {
  const cleaned = text.replace(/[$,\s]/g, '')
  const match = DECIMAL.exec(cleaned)
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  const padded = (fraction + '000').slice(0, 3)
  // Three digits of fraction are enough to round the third half-way digit exactly.
  const thousandths = Number(whole || '0') * 1000 + Number(padded)
  const roundUp = fraction.length > 2 && Number(padded[2]) >= 5
  const cents = Math.floor(thousandths / 10) + (roundUp ? 1 : 0)
  if (!Number.isSafeInteger(cents)) return null
  return sign === '-' && cents !== 0 ? -cents : cents
}

/** Cents as a plain decimal string with two places, as the database and CSV files take it: 1234 → "12.34". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Dollars with two decimals and thousands separators for display: 123450 → "$1,234.50", -300 → "-$3.00". */
export function formatMoney(cents: Cents): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const dollars = Math.floor(abs / 100).toLocaleString('en-US')
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/** Sum of many amounts in cents. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0
  for (const value of values) total += value
  return total
}
