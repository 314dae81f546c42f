/**
 * Grouping records by calendar day, newest day first (spec 2: expenses grouped by day, receipts grouped by
 * purchase date). Each group carries the day's total in cents.
 */

import type { IsoDate } from './dates'
import { formatDisplayDate } from './dates'
import type { Cents } from './money'

/** One day of records: date (YYYY-MM-DD), its header text, the records in input order, count and total. */
export interface DayGroup<T> {
  date: IsoDate
  displayDate: string
  items: T[]
  count: number
  /** Sum of `amountOf` over the day's records, in cents. */
  total: Cents
}

/** Groups `records` by `dateOf`, newest day first; records keep their input order inside a day. */
export function groupByDay<T>(
  records: readonly T[],
  dateOf: (record: T) => IsoDate,
  amountOf: (record: T) => Cents,
): DayGroup<T>[] {
  const groups = new Map<IsoDate, DayGroup<T>>()
  for (const record of records) {
    const date = dateOf(record)
    let group = groups.get(date)
    if (!group) {
      group = { date, displayDate: formatDisplayDate(date), items: [], count: 0, total: 0 }
      groups.set(date, group)
    }
    group.items.push(record)
    group.count += 1
    group.total += amountOf(record)
  }
  return [...groups.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

/** Whether `date` falls in the month filter 'YYYY-MM' (spec 5: date filters use YYYY-MM prefixes); '' matches all. */
export function inMonth(date: IsoDate | null | undefined, month: string): boolean {
  return month === '' || (date ?? '').startsWith(month)
}
