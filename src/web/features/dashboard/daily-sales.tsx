import { Pencil } from 'lucide-react'

import { profitOf } from '../../../domain/items/profit'
import { formatMoney, formatTenths } from '../../../domain/money'
import { moreItemsNote, type DailyPanel, type DailySales } from '../../../domain/reports/dashboard'
import type { Item } from '../../api/items'
import { LongDate } from '../../components/date-text'
import { MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { Button } from '../../components/ui/button'
import { useItemActions } from '../../hooks/use-item-actions'
import { formatCount } from '../../lib/format'

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text)

/**
 * Daily Sales (spec 2): the Today and Yesterday panels and, when either day has sales, the daily changes
 * and the average sale price today.
 */
export function DailySalesSection({ daily }: { daily: DailySales<Item> }) {
  return (
    <Panel title="Daily Sales">
      <div className="grid gap-4 md:grid-cols-2">
        <DayPanel title="Today" panel={daily.today} />
        <DayPanel title="Yesterday" panel={daily.yesterday} />
      </div>
      {daily.showsComparison ? (
        <StatGrid columns={3} className="mt-4">
          <StatCard
            label="Daily Change (Items)"
            value={signed(daily.itemChange, formatCount(daily.itemChange))}
            tone={daily.itemChange < 0 ? 'negative' : 'positive'}
          />
          <StatCard
            label="Daily Change (Profit)"
            value={signed(daily.profitChange, formatMoney(daily.profitChange))}
            hint={
              daily.profitChangeTenths === null
                ? undefined
                : `${signed(daily.profitChangeTenths, formatTenths(daily.profitChangeTenths))}% vs yesterday`
            }
            tone={daily.profitChange < 0 ? 'negative' : 'positive'}
          />
          <StatCard label="Avg. Sale Price Today" value={<MoneyText cents={daily.averageSalePriceToday} />} />
        </StatGrid>
      ) : null}
    </Panel>
  )
}

function DayPanel({ title, panel }: { title: string; panel: DailyPanel<Item> }) {
  const actions = useItemActions()
  const note = moreItemsNote(panel.moreCount)
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold text-slate-900 dark:text-white">
        {title}
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          <LongDate date={panel.date} />
        </span>
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <>
          <Figure label="Items Sold" value={formatCount(panel.itemsSold)} />
          <Figure label="Avg. Daily Profit" value={<MoneyText cents={panel.averageProfit} negativeRed />} />
          <Figure label="Profit" value={<MoneyText cents={panel.profit} negativeRed />} />
        </>
      </dl>
      {panel.recentSales.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No sales {title.toLowerCase()}.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {panel.recentSales.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span
                  className="block truncate font-medium text-slate-900 dark:text-white"
                  title={`${item.brand} · ${item.description}`}
                >
                  {item.brand} · {item.description}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {item.sku} · <MoneyText cents={item.salePrice} /> · profit{' '}
                  <MoneyText cents={profitOf(item)} negativeRed />
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${item.sku}`}
                onClick={() => actions.edit(item)}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {note ? <p className="mt-2 text-xs font-medium text-slate-600 dark:text-slate-400">{note}</p> : null}
    </section>
  )
}

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    // At least as wide as its figure: the three share a line while they fit and wrap as wholes.
    <div className="flex-[1_1_5.5rem]">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  )
}
