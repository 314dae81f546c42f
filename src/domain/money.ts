/**
 * Money as whole cents. Every amount in Frogwalk's code is an integer number of cents; it becomes a
 * decimal string only at the database boundary (numeric(12,2)) and a dollar text only for display.
 * One rounding rule for the whole product: halves round away from zero.
 */

/** Whole cents (an integer). */
export type Cents = number

/** The largest amount a numeric(12,2) column holds: 9,999,999,999.99 dollars. */
export const MAX_CENTS: Cents = 999_999_999_999

/**
 * The largest amount a person may enter in one field: 9,999,999.99 dollars. A thousand times below the
 * column's limit, so a line's quantity x unit cost still fits it, and a million rows of it sum exactly.
 */
export const MAX_INPUT_CENTS: Cents = 999_999_999

/** Throws when `value` is not a whole number of cents: a programmer mistake, never user input. */
export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number of cents: ${value}`)
}

/** Rounds a real number to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3). */
export function roundHalfAwayFromZero(value: number): number {
  // `+ 0` turns the -0 of a small negative (-0.4) into 0, so totals never print as "-0".
  return Math.sign(value) * Math.round(Math.abs(value)) + 0
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

/**
 * Integer division rounded once, halves away from zero, done exactly in BigInt so huge totals and
 * half-way quotients never suffer from floating point. Throws on a zero divisor (a programmer mistake).
 */
export function divideRounded(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator)
  const d = BigInt(denominator)
  if (d === 0n) throw new RangeError('Division by zero')
  const negative = n < 0n !== d < 0n
  const absN = n < 0n ? -n : n
  const absD = d < 0n ? -d : d
  let quotient = absN / absD
  if ((absN % absD) * 2n >= absD) quotient += 1n
  const result = Number(negative ? -quotient : quotient)
  return result + 0
}

/**
 * A decimal rate (0.0663) as whole ten-thousandths (663). Rates have at most four decimals in Frogwalk
 * (spec 5: sales tax step 0.0001; the database keeps numeric(6,4)); a fifth decimal is rounded away.
 */
export function rateToTenThousandths(rate: number): number {
  return roundHalfAwayFromZero(rate * 10_000)
}

/**
 * Cents multiplied by a decimal rate, exact to the ten-thousandth of the rate and rounded once to the cent,
 * halves away from zero (the spec's "salePrice x salesTax").
 */
export function multiplyByRate(cents: Cents, rate: number): Cents {
  assertCents(cents)
  return divideRounded(BigInt(cents) * BigInt(rateToTenThousandths(rate)), 10_000n)
}

/** Average of a total over a count, in cents rounded half away from zero; 0 when the count is 0. */
export function averageCents(totalCents: Cents, count: number): Cents {
  return count === 0 ? 0 : divideRounded(totalCents, count)
}

/**
 * A ratio as tenths of a percent, rounded once, halves away from zero: 1 of 8 → 125 (12.5%).
 * Spec 9: margins are shown with one decimal and are 0 when the denominator (revenue) is 0.
 */
export function percentTenths(numerator: number, denominator: number): number {
  if (denominator === 0) return 0
  return divideRounded(BigInt(numerator) * 1000n, BigInt(denominator))
}

/**
 * Tenths of a percent as text with one decimal ("12.5", "-3.0"), or '0' when the denominator was 0
 * (spec 2, Yearly Tax Summary: margin is '0' when revenue is 0). Pass `isZeroBase` for that case.
 */
export function formatPercentTenths(tenths: number, isZeroBase = false): string {
  if (isZeroBase) return '0'
  return formatTenths(tenths)
}

/** An integer count of tenths as a decimal with one place: 3453 → "345.3", -5 → "-0.5". */
export function formatTenths(tenths: number): string {
  if (!Number.isSafeInteger(tenths)) throw new TypeError(`Not a whole number of tenths: ${tenths}`)
  const sign = tenths < 0 ? '-' : ''
  const abs = Math.abs(tenths)
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`
}

/** A decimal rate with exactly four decimals, as the CSV export writes it (spec 9): 0.0663 → "0.0663". */
export function formatRate(rate: number): string {
  const tenThousandths = rateToTenThousandths(rate)
  const sign = tenThousandths < 0 ? '-' : ''
  const abs = Math.abs(tenThousandths)
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`
}
