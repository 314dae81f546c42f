import { useInfiniteQuery } from '@tanstack/react-query'

import { formatDisplayDate, monthNameOf } from '../../../domain/dates'
import { profitOf } from '../../../domain/items/profit'
import { afterRefunds } from '../../../domain/marketplaces/refunds'
import { formatPercentTenths } from '../../../domain/money'
import type { MonthSummary } from '../../../domain/reports/monthly-sales'
import { soldInMonthQuery } from '../../api/reports'
import { LongDate } from '../../components/date-text'
import { EmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { PagingStatus } from '../../components/table/paging-status'
import { Button } from '../../components/ui/button'
import { LoadingSpinner } from '../../components/ui/loading-spinner'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'

/** One month of Monthly Sales (spec 2): the five cards, the performance metrics and the sold items by day. */
export function MonthReport({ summary }: { summary: MonthSummary }) {
  return (
    <div className="space-y-6">
      <StatGrid columns={5}>
        <StatCard label="Items Sold" value={formatCount(summary.itemsSold)} />
        <StatCard label="Cost of Goods Sold" value={<MoneyText cents={summary.costOfGoodsSold} />} />
        <StatCard label="Total Revenue" value={<MoneyText cents={summary.totalRevenue} />} />
        <StatCard
          label="Net Profit"
          value={<MoneyText cents={summary.netProfit} />}
          tone={summary.netProfit < 0 ? 'negative' : 'positive'}
          hint={afterRefunds(summary.refunds)}
        />
        <StatCard
          label="Avg. Daily Profit"
          value={<MoneyText cents={summary.averageDailyProfit} negativeRed />}
        />
      </StatGrid>
      <Panel title="Performance Metrics" level={3}>
        <dl className="flex flex-wrap gap-3 text-sm">
          <>
            <Metric label="Average Sale Price" value={<MoneyText cents={summary.averageSalePrice} />} />
            <Metric label="Average Cost per Item" value={<MoneyText cents={summary.averageCostPerItem} />} />
            <Metric
              label="Average Profit per Item"
              value={<MoneyText cents={summary.averageProfitPerItem} negativeRed />}
            />
            <Metric label="Profit Margin" value={`${formatPercentTenths(summary.profitMarginTenths)}%`} />
          </>
        </dl>
      </Panel>
      <SoldByDay month={summary.month} itemsSold={summary.itemsSold} />
    </div>
  )
}

function Metric({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    // A box as wide as its figure at least: the boxes share a row while they fit and wrap as wholes.
    <div className="flex-[1_1_9rem] rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
    </div>
  )
}

/** The month's sold items grouped by day, newest first, each day with its sums over all its items. */
function SoldByDay({ month, itemsSold }: { month: string; itemsSold: number }) {
  const list = useInfiniteRows(useInfiniteQuery({ ...soldInMonthQuery(month), enabled: itemsSold > 0 }))
  const title = 'Sold Items by Day'
  if (itemsSold === 0)
    return (
      <EmptyState
        title={`No sales in ${monthNameOf(month)}`}
        hint="Items marked as sold this month show here."
      />
    )
  if (list.isPending)
    return (
      <Panel title={title} level={3}>
        <LoadingSpinner label="Loading sold items..." showLabel />
      </Panel>
    )
  const days = list.firstPage?.days ?? []
  return (
    <Panel title={title} level={3}>
      <div className="space-y-4">
        {days
          .filter((day) => list.rows.some((item) => item.soldDate === day.date))
          .map((day) => (
            <section key={day.date} aria-label={formatDisplayDate(day.date)}>
              <h4 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-1 text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-white">
                <span>
                  <LongDate date={day.date} />
                </span>
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {formatCount(day.itemCount)} {day.itemCount === 1 ? 'item' : 'items'} · Revenue{' '}
                  <MoneyText cents={day.totalRevenue} /> · Profit{' '}
                  <MoneyText cents={day.totalProfit} negativeRed />
                </span>
              </h4>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {list.rows
                  .filter((item) => item.soldDate === day.date)
                  .map((item) => (
                    <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                      <span className="min-w-0">
                        <span
                          className="block truncate font-medium text-slate-900 dark:text-white"
                          title={`${item.brand} · ${item.description}`}
                        >
                          {item.brand} · {item.description}
                        </span>
                        <span className="text-xs text-slate-500 dark:text-slate-400">{item.sku}</span>
                      </span>
                      <span className="shrink-0 text-right">
                        <MoneyText cents={item.salePrice} className="block" />
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          Profit <MoneyText cents={profitOf(item)} negativeRed />
                        </span>
                      </span>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        <PagingStatus paging={list.paging} />
        {list.paging.hasNextPage && !list.paging.isFetchingNextPage ? (
          <Button variant="secondary" onClick={() => void list.paging.fetchNextPage()}>
            Show more sold items
          </Button>
        ) : null}
      </div>
    </Panel>
  )
}
