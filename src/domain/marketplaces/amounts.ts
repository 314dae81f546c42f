/**
 * Amounts as marketplace reports print them: '$1,234.50', 'US $12.00', '-$1.63', '($3.00)', '£4.20',
 * '1.234,56 €', '--'. The text is cleaned into a plain decimal and read by money.ts's parseMoney, so the
 * cents are exact and rounded by the product's one rule; never through a float.
 */

import type { Cents } from '../money'
import { MAX_INPUT_CENTS, parseMoney } from '../money'

/** What a cell of an amount column holds. */
type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; cents: Cents; currency: string | null }
  | { kind: 'invalid'; reason: string }

/** Cells that mean "nothing here": eBay writes '--' in every column a row does not use. */
const EMPTY_CELLS = new Set(['', '-', '--', '---', '—', '–', 'n/a', 'na'])

/** Whether a cell holds nothing, as reports write nothing. */
export function isEmptyCell(text: string): boolean {
  return text.length <= 8 && EMPTY_CELLS.has(text.trim().toLowerCase())
}

/**
 * Currency marks and the code each means; the longest first so 'US$' is not read as '$'. A bare '$' says
 * dollars but not whose, so it gives no code and the report's own currency (or USD) applies.
 */
const CURRENCY_MARKS: readonly { start: RegExp; end: RegExp; code: string | null }[] = (
  [
    ['US\\$|USD', 'USD'],
    ['CA\\$|C\\$|CAD', 'CAD'],
    ['AU\\$|A\\$|AUD', 'AUD'],
    ['€|EUR', 'EUR'],
    ['£|GBP', 'GBP'],
    ['\\$', null],
  ] as const
).map(([marks, code]) => ({
  start: new RegExp(`^(?:${marks})`, 'i'),
  end: new RegExp(`(?:${marks})$`, 'i'),
  code,
}))

/** Removes one currency mark at the start or the end of `text`; `found` is false when there is none. */
function stripCurrency(text: string): { rest: string; currency: string | null; found: boolean } {
  for (const { start, end, code } of CURRENCY_MARKS) {
    const atStart = start.exec(text)
    if (atStart) return { rest: text.slice(atStart[0].length), currency: code, found: true }
    const atEnd = end.exec(text)
    if (atEnd) return { rest: text.slice(0, atEnd.index), currency: code, found: true }
  }
  return { rest: text, currency: null, found: false }
}

/** Whether the groups of an integer part split at thousands separators are 1–3 digits then 3 digits each. */
function isGrouped(integer: string, separator: string): boolean {
  const groups = integer.split(separator)
  return groups.every((group, i) => (i === 0 ? /^\d{1,3}$/.test(group) : /^\d{3}$/.test(group)))
}

/**
 * The unsigned digits of an amount as '1234.56', deciding which of '.' and ',' is the decimal mark: the
 * later one when both appear; a lone ',' followed by one or two digits is a decimal comma ('12,5'),
 * otherwise commas group thousands ('1,234'); a lone '.' is a decimal point. Null when it is not a number.
 */
function plainDecimal(digits: string): string | null {
  if (!/^[\d.,]+$/.test(digits)) return null
  const lastDot = digits.lastIndexOf('.')
  const lastComma = digits.lastIndexOf(',')
  let decimalMark: '.' | ',' | null = null
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? '.' : ','
  else if (lastComma >= 0) {
    const single = digits.indexOf(',') === lastComma
    decimalMark = single && /^,\d{1,2}$/.test(digits.slice(lastComma)) ? ',' : null
  } else if (lastDot >= 0) decimalMark = digits.indexOf('.') === lastDot ? '.' : null
  const thousands = decimalMark === ',' ? '.' : ','
  const cut = decimalMark === null ? -1 : digits.lastIndexOf(decimalMark)
  const integer = cut === -1 ? digits : digits.slice(0, cut)
  const fraction = cut === -1 ? '' : digits.slice(cut + 1)
  if (fraction.includes('.') || fraction.includes(',')) return null
  const otherMark = decimalMark === null && lastDot >= 0 ? '.' : thousands
  if (integer.includes(otherMark) && !isGrouped(integer, otherMark)) return null
  const whole = integer.split(otherMark).join('')
  if (/[.,]/.test(whole)) return null
  return fraction === '' ? whole : `${whole}.${fraction}`
}

/**
 * Reads an amount cell. Currency marks ($, US $, €, £ and their codes), spaces and thousands separators are
 * dropped; parentheses and a leading minus (before or after the mark) make it negative; '', '--' and 'n/a'
 * are empty. More than two decimals round half away from zero. An amount beyond 9,999,999.99 is refused,
 * as a form refuses it.
 */
export function readAmount(text: string): AmountReading {
  if (isEmptyCell(text)) return { kind: 'empty' }
  let rest = text.replace(/[\s\u00a0']/g, '')
  // Most cells are plain decimals: money.ts reads them as they are.
  if (PLAIN.test(rest)) return withinLimit(parseMoney(rest), null)
  let negative = false
  const parenthesised = /^\((.*)\)$/.exec(rest)
  if (parenthesised) {
    negative = true
    rest = parenthesised[1] ?? ''
  }
  const signBefore = /^[+-]/.exec(rest)?.[0]
  if (signBefore) rest = rest.slice(1)
  const mark = stripCurrency(rest)
  rest = mark.rest
  const signAfter = signBefore ? undefined : /^[+-]/.exec(rest)?.[0]
  if (signAfter) rest = rest.slice(1)
  if ((signBefore ?? signAfter) === '-') negative = !negative
  if (stripCurrency(rest).found) return { kind: 'invalid', reason: 'is not an amount' }
  const decimal = plainDecimal(rest)
  const cents = decimal === null ? null : parseMoney(decimal)
  return withinLimit(cents === null ? null : negative ? -cents : cents, mark.currency)
}

/** A plain decimal, signed or not: '12', '-3.5', '1234.56'. */
const PLAIN = /^-?\d+(?:\.\d+)?$/

function withinLimit(cents: Cents | null, currency: string | null): AmountReading {
  if (cents === null) return { kind: 'invalid', reason: 'is not an amount' }
  if (Math.abs(cents) > MAX_INPUT_CENTS) return { kind: 'invalid', reason: 'is too large an amount' }
  return { kind: 'amount', cents: cents + 0, currency }
}
