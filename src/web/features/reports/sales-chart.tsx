import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { formatMoney, type Cents } from '../../../domain/money'
import type { MonthSummary } from '../../../domain/reports/monthly-sales'
import { formatMoneyCompact } from '../../lib/format'

/**
 * Revenue and profit of each month of the year side by side, so the strong and weak months stand out.
 * The month tabs and cards carry the same figures as text, so the drawing is hidden from screen readers.
 */
export function SalesChart({ months }: { months: readonly MonthSummary[] }) {
  const data = months.map((month) => ({
    name: new Date(`${month.month}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    }),
    revenue: month.totalRevenue,
    profit: month.netProfit,
  }))
  return <RevenueProfitChart data={data} xInterval="preserveStartEnd" className="sm:h-72" />
}

/**
 * Revenue (blue) and profit (green) bars side by side per name on the x axis, amounts on the y axis and in
 * the tooltip. Hidden from screen readers: the screens that draw it show the same figures as text.
 * `xInterval` is recharts' tick interval: 0 names every bar, 'preserveStartEnd' thins the names to fit.
 */
export function RevenueProfitChart({
  data,
  xInterval,
  className = '',
}: {
  data: readonly { name: string; revenue: Cents; profit: Cents }[]
  xInterval: 0 | 'preserveStartEnd'
  className?: string
}) {
  return (
    <figure className={`h-64 min-w-0 ${className}`} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ left: 4, right: 8, top: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeOpacity={0.3} />
          <XAxis dataKey="name" tick={{ fontSize: 12, fill: 'currentColor' }} interval={xInterval} />
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
  )
}
