import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { marketplaceName, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { formatMoney, type Cents } from '../../../domain/money'
import { BreakableFigures, MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { formatCount, formatMoneyCompact } from '../../lib/format'

/** One marketplace's sales of a year, as the server sums them (`byMarketplace`). */
export interface MarketplaceSales {
  /** Where the items sold; null for items sold without a marketplace recorded. */
  marketplace: MarketplaceId | null
  revenue: Cents
  profit: Cents
  count: number
}

/** The name a row shows: the marketplace's, or 'Not recorded'. */
export function marketplaceLabel(marketplace: MarketplaceId | null): string {
  return marketplace === null ? 'Not recorded' : marketplaceName(marketplace)
}

/**
 * Revenue and profit by marketplace (Monthly Sales and the Tax Summary): a small table with the figures and
 * a bar chart of the same, which is hidden from screen readers since the table reads them.
 */
export function MarketplaceBreakdown({
  sales,
  period,
}: {
  sales: readonly MarketplaceSales[]
  period: string
}) {
  const rows = sales.map((entry) => ({
    name: marketplaceLabel(entry.marketplace),
    itemsSold: entry.count,
    revenue: entry.revenue,
    profit: entry.profit,
  }))
  return (
    <Panel title="Sales by Marketplace" description={`Revenue and profit of ${period} by where they sold`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No sales recorded for {period}.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Marketplaces">
            <table className="w-full text-sm">
              <caption className="sr-only">Sales by Marketplace</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Marketplace
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Items
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Revenue
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Profit
                  </th>
                </tr>
              </thead>
              <tbody>
                <BreakableFigures>
                  {rows.map((row) => (
                    <tr key={row.name} className="border-b border-slate-100 dark:border-slate-800">
                      <th
                        scope="row"
                        className="py-2 pr-3 text-left font-normal text-slate-900 dark:text-white"
                      >
                        {row.name}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.itemsSold)}</td>
                      <td className="py-2 pr-3 text-right">
                        <MoneyText cents={row.revenue} />
                      </td>
                      <td className="py-2 text-right">
                        <MoneyText cents={row.profit} negativeRed />
                      </td>
                    </tr>
                  ))}
                </BreakableFigures>
              </tbody>
            </table>
          </div>
          <figure className="h-64 min-w-0" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={[...rows]} margin={{ left: 4, right: 8, top: 8 }} accessibilityLayer={false}>
                <CartesianGrid vertical={false} strokeOpacity={0.3} />
                <XAxis dataKey="name" tick={{ fontSize: 12, fill: 'currentColor' }} interval={0} />
                <YAxis
                  tickFormatter={formatMoneyCompact}
                  width={64}
                  tick={{ fontSize: 12, fill: 'currentColor' }}
                />
                <Tooltip formatter={(value) => formatMoney(Number(value))} cursor={{ fillOpacity: 0.1 }} />
                <Legend />
                <Bar dataKey="revenue" name="Revenue" fill="#2563eb" radius={[4, 4, 0, 0]} />
                <Bar dataKey="profit" name="Profit" fill="#059669" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        </div>
      )}
    </Panel>
  )
}
