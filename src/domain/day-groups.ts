/**
 * Records grouped by calendar day, newest day first (spec 2: expenses grouped by day, receipts grouped by
 * purchase date). The screens group the rows they have loaded; each day's count and total come from the
 * server, over every matching record of that day.
 */

import type { IsoDate } from './dates'
import { formatDisplayDate } from './dates'

/** One day of records: date (YYYY-MM-DD), its header text and the records in input order. */
interface DayGroup<T> {
  date: IsoDate
  displayDate: string
  items: T[]
}

/** Groups `records` by `dateOf`, newest day first; records keep their input order inside a day. */
export function groupByDay<T>(records: readonly T[], dateOf: (record: T) => IsoDate): DayGroup<T>[] {
  const groups = new Map<IsoDate, DayGroup<T>>()
  for (const record of records) {
    const date = dateOf(record)
    let group = groups.get(date)
    if (!group) {
      group = { date, displayDate: formatDisplayDate(date), items: [] }
      groups.set(date, group)
    }
    group.items.push(record)
  }
  return [...groups.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}
