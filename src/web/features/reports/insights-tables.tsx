import { useQuery } from '@tanstack/react-query'

import { formatTenths } from '../../../domain/money'
import type { InsightRow } from '../../../domain/reports/insights'
import { insightsQuery } from '../../api/reports'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { Panel } from '../../components/panel'
import { formatCount } from '../../lib/format'

const cell = 'py-2 pr-3 text-right tabular-nums'

/** The year's 10 brands and 10 purchase locations with the most profit (beyond the spec). */
export function InsightsTables({ year }: { year: number }) {
  const insights = useQuery(insightsQuery(year))
  return (
    <PageState query={insights} loadingLabel="Loading insights..." errorMessage="Failed to load insights">
      {(data) => (
        <div className="space-y-6">
          <InsightTable title="Top Brands by Profit" nameLabel="Brand" rows={data.brands} />
          <InsightTable title="Top Purchase Locations by Profit" nameLabel="Location" rows={data.locations} />
        </div>
      )}
    </PageState>
  )
}

function InsightTable({
  title,
  nameLabel,
  rows,
}: {
  title: string
  nameLabel: string
  rows: readonly InsightRow[]
}) {
  return (
    <Panel title={title} description={`Items sold in the year, ranked by profit`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No sales this year.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full min-w-[34rem] text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {nameLabel}
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Items Sold
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Revenue
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Profit
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Return on Cost
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Avg. Days to Sell
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="max-w-48 truncate py-2 pr-3 text-left font-medium">
                    {row.name}
                  </th>
                  <td className={cell}>{formatCount(row.itemsSold)}</td>
                  <td className={cell}>
                    <MoneyText cents={row.revenue} />
                  </td>
                  <td className={cell}>
                    <MoneyText cents={row.profit} negativeRed />
                  </td>
                  <td className={cell}>
                    {row.costOfGoods === 0 ? '—' : `${formatTenths(row.returnOnCostTenths)}%`}
                  </td>
                  <td className={cell}>
                    {row.averageDaysToSellTenths === null ? '—' : formatTenths(row.averageDaysToSellTenths)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}
