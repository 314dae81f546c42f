/**
 * What a report's row is when it is no sale (decision 032): a refund, a fee or charge of no sale (an
 * expense), a payout, an adjustment of the balance, or a row to leave alone. A mapped file says it by the
 * column it names as the row's type and the meaning it gives each value of that column; a value it did not
 * map is read by its words. A row recorded apart from sales carries its identity in the file, so importing
 * the file again (or a later file holding the same row) writes nothing.
 */

import type { IsoDate } from '../dates'
import type { ExpenseCategory } from '../expenses/categories'
import type { Cents } from '../money'
import { shortHash } from './order-lines'
import type { ChargeRow, ReportRow } from './report-row'

/** What a value of a type column means. */
export const ROW_TYPES = ['sale', 'refund', 'fee', 'payout', 'adjustment', 'ignore'] as const
export type RowType = (typeof ROW_TYPES)[number]

/** The meanings as the mapping step offers them. */
export const ROW_TYPE_LABELS: Record<RowType, string> = {
  sale: 'Sale',
  refund: 'Refund',
  fee: 'Fee or charge',
  payout: 'Payout or transfer',
  adjustment: 'Adjustment',
  ignore: 'Ignore',
}

/**
 * The meaning of a type value by its words, or null when they say nothing known: 'Refund' and 'Return'
 * are refunds; 'Payout', 'Transfer', 'Deposit', 'Withdrawal' payouts; 'Fee', 'Subscription', 'Shipping
 * label', 'Advertising', 'Storage' charges; 'Adjustment', 'Hold', 'Reserve' adjustments; 'Order', 'Sale',
 * 'Payment' sales.
 */
export function guessRowType(value: string): RowType | null {
  const text = value.toLowerCase()
  if (/refund|return|chargeback/.test(text)) return 'refund'
  if (/payout|transfer|deposit|withdraw|disburse/.test(text)) return 'payout'
  if (/adjust|hold|reserve|reimburse|claim|dispute/.test(text)) return 'adjustment'
  if (/fee|charge|subscription|label|postage|\bads?\b|advert|storage|promot|marketing|commission/.test(text))
    return 'fee'
  if (/order|sale|sold|payment|purchase|transaction/.test(text)) return 'sale'
  return null
}

/** A type value as the map keys it: trimmed, lower-cased. */
export function typeValueKey(value: string): string {
  return value.trim().toLowerCase()
}

/** The meaning of a row's type value under `rowTypes` (keys compared trimmed, lower-cased), else its words. */
export function rowTypeOf(
  value: string,
  rowTypes: Readonly<Record<string, RowType>> | undefined,
): RowType | null {
  const key = typeValueKey(value)
  if (rowTypes) {
    for (const [mapped, type] of Object.entries(rowTypes)) if (typeValueKey(mapped) === key) return type
  }
  return guessRowType(value)
}

/**
 * The expense category of a marketplace's fee or charge that belongs to no sale, by what it is called:
 * advertising is Marketing (Schedule C line 8); a store or plan subscription is Subscriptions; labels,
 * storage, listing fees and every other charge are Other (line 27, beside the postage of sales).
 */
export function chargeCategoryOf(text: string): ExpenseCategory {
  const t = text.toLowerCase()
  if (/\bads?\b|advert|promot|marketing|boost|offsite/.test(t)) return 'marketing'
  if (/subscri|store|membership|\bplan\b|monthly/.test(t)) return 'subscriptions'
  return 'other'
}

/** Which fee of a sale a charge naming its order is: an ad fee is promo, a label postage, else general. */
export function feeKindOf(text: string): ChargeRow['feeKind'] {
  const t = text.toLowerCase()
  if (/\bads?\b|advert|promot|marketing|boost|offsite/.test(t)) return 'promo'
  if (/label|postage/.test(t)) return 'postage'
  return 'general'
}

/** A 64-bit fingerprint of a text, as 16 hex digits (two FNV-1a hashes, the text forwards and back). */
function longHash(text: string): string {
  return shortHash(text) + shortHash([...text].reverse().join(''))
}

/** What tells a recorded row apart from every other of its marketplace: its kind, date, order and money. */
export function recordIdentity(parts: readonly (string | number | null)[]): string {
  return parts.map((part) => (part === null ? '' : String(part))).join('\u001f')
}

/**
 * The import keys of the file's refunds, charges and payouts: each row's `importKey` holds its identity
 * (`recordIdentity`), which becomes its date and a fingerprint of it; a row whose identity an earlier row
 * of the file has too takes '#2', '#3'… in file order, so two alike fees of one day stay two.
 */
export function assignImportKeys(rows: ReportRow[]): void {
  const seen = new Map<string, number>()
  for (const row of rows) {
    if (row.type !== 'refund' && row.type !== 'charge' && row.type !== 'payout') continue
    const date: IsoDate = row.type === 'refund' ? row.refundDate : row.date
    const key = `${row.type}/${date}/${longHash(row.importKey)}`
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    row.importKey = count === 1 ? key : `${key}#${count}`
  }
}

/** The sum of amounts read as costs (positive whatever their sign). */
export function sumCosts(amounts: readonly (Cents | null)[]): Cents {
  return amounts.reduce<number>((sum, amount) => sum + Math.abs(amount ?? 0), 0)
}
