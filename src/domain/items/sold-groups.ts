/**
 * Sold items grouped by sold date (spec 2, Sold view; spec 3, Daily group): one group per day, newest
 * first, each with its revenue, profit and item count in cents. Used by the sold list, the dashboard
 * and the monthly sales report.
 */

import type { IsoDate } from '../dates'
import { formatDisplayDate } from '../dates'
import type { Cents } from '../money'
import type { ItemMoney } from './profit'
import { profitOf, revenueOf } from './profit'
import type { ItemStatus } from './status'

/** What grouping needs of a sold item. */
type GroupableSale = ItemMoney & { status: ItemStatus; soldDate: IsoDate | null }

/** A Daily group (spec 3): date, displayDate, itemCount, totalRevenue, totalProfit (cents), items. */
interface DailyGroup<T> {
  /** The sold date, or null for sold items that lack one (kept in a last group so none disappear). */
  date: IsoDate | null
  displayDate: string
  itemCount: number
  totalRevenue: Cents
  totalProfit: Cents
  items: T[]
}

/** Header text of the group of sold items without a sold date. */
const NO_SOLD_DATE_LABEL = 'No sold date'

/**
 * Groups items by sold date, newest day first; items keep their order within a day. Revenue is
 * salePrice + postageCharged and profit follows profitOf (0 for an item that is not sold).
 */
export function groupBySoldDate<T extends GroupableSale>(items: readonly T[]): DailyGroup<T>[] {
  const groups = new Map<IsoDate | null, DailyGroup<T>>()
  for (const item of items) {
    const date = item.soldDate || null
    let group = groups.get(date)
    if (!group) {
      const displayDate = date === null ? NO_SOLD_DATE_LABEL : formatDisplayDate(date)
      group = { date, displayDate, itemCount: 0, totalRevenue: 0, totalProfit: 0, items: [] }
      groups.set(date, group)
    }
    group.items.push(item)
    group.itemCount += 1
    group.totalRevenue += revenueOf(item)
    group.totalProfit += profitOf(item)
  }
  return [...groups.values()].sort((a, b) => {
    if (a.date === b.date) return 0
    if (a.date === null) return 1
    if (b.date === null) return -1
    return a.date < b.date ? 1 : -1
  })
}
