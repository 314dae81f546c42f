import { MoneyText } from '../../components/money-text'

import type { ItemEntry } from './item-entries'

/** A sold day's header (spec 2): the date, its revenue, profit and item count, over the whole day. */
export function DayHeader({ entry }: { entry: Extract<ItemEntry, { kind: 'day' }> }) {
  const { day, displayDate } = entry
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
      <h2 className="font-semibold text-slate-900 dark:text-white">{displayDate}</h2>
      <p className="flex flex-wrap gap-x-4 text-slate-700 dark:text-slate-300">
        <span>
          {day.itemCount} {day.itemCount === 1 ? 'item' : 'items'}
        </span>
        <span>
          Revenue <MoneyText cents={day.totalRevenue} className="font-medium" />
        </span>
        <span>
          Profit <MoneyText cents={day.totalProfit} negativeRed className="font-medium" />
        </span>
      </p>
    </div>
  )
}
