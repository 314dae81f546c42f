/**
 * Dates typed in spreadsheets, normalised to YYYY-MM-DD (spec 5, CSV import). Accepted: 2026-11-22,
 * 2026/11/22, an ISO timestamp (its date part), and US month/day/year with 4 or 2 digit years
 * (11/22/2026, 11-22-26; two-digit years are 2000–2099). Anything else, or an impossible date, is invalid.
 */

import type { IsoDate } from '../dates'
import { isIsoDate } from '../dates'

const pad = (value: string) => value.padStart(2, '0')

/** The date as YYYY-MM-DD, or null when it is not a recognisable real date. */
export function normalizeCsvDate(text: string): IsoDate | null {
  const value = text.trim()
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(value)
  if (match) {
    const [, y = '', m = '', d = ''] = match
    const date = `${y}-${pad(m)}-${pad(d)}`
    return isIsoDate(date) ? date : null
  }
  match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{2}|\d{4})$/.exec(value)
  if (match) {
    const [, m = '', d = '', y = ''] = match
    const date = `${y.length === 2 ? `20${y}` : y}-${pad(m)}-${pad(d)}`
    return isIsoDate(date) ? date : null
  }
  return null
}
