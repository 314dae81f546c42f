import { formatDisplayDate } from '../../../domain/dates'
import type { Item } from '../../api/items'

/** A sold day's sums over every matching item of that day, as the server sent them (decision 009). */
export interface DaySums {
  date: string
  itemCount: number
  totalRevenue: number
  totalProfit: number
}

/** One line of an item list: an item, or the header of a sold day above its items. */
export type ItemEntry = { kind: 'item'; item: Item } | { kind: 'day'; day: DaySums; displayDate: string }

export const entryKey = (entry: ItemEntry) =>
  entry.kind === 'item' ? entry.item.id : `day:${entry.day.date}`

/**
 * The loaded items, with a header before each sold date's first item when `days` is given (spec 2: sold
 * items grouped by sold date, newest first). The headers' sums are the server's for the whole day, so a day
 * cut by a page break shows the same figures before and after the next page arrives.
 */
export function itemEntries(items: readonly Item[], days: readonly DaySums[] | null): ItemEntry[] {
  if (days === null) return items.map((item) => ({ kind: 'item', item }))
  const sums = new Map(days.map((day) => [day.date, day]))
  const entries: ItemEntry[] = []
  let current: string | null | undefined
  for (const item of items) {
    if (item.soldDate !== current) {
      current = item.soldDate
      const day = current === null ? undefined : sums.get(current)
      if (current !== null && day !== undefined)
        entries.push({ kind: 'day', day, displayDate: formatDisplayDate(current) })
    }
    entries.push({ kind: 'item', item })
  }
  return entries
}
