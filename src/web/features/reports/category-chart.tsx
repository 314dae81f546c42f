import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { formatMoney } from '../../../domain/money'
import type { ExpenseBreakdownRow } from '../../../domain/reports/tax-summary'
import { formatMoneyCompact } from '../../lib/format'

/**
 * The Expense Category Breakdown as bars, largest first: deductible categories green, the others red, as
 * in the table beside it. The table holds the same figures for screen readers, so the drawing is hidden
 * from them.
 */
export function CategoryChart({ rows }: { rows: readonly ExpenseBreakdownRow[] }) {
  return (
    <figure className="min-w-0" aria-hidden="true">
      <div style={{ height: Math.max(160, rows.length * 36 + 40) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...rows]}
            layout="vertical"
            margin={{ left: 8, right: 16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} strokeOpacity={0.3} />
            <XAxis
              type="number"
              tickFormatter={formatMoneyCompact}
              tick={{ fontSize: 12, fill: 'currentColor' }}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={130}
              tick={{ fontSize: 12, fill: 'currentColor' }}
            />
            <Tooltip formatter={(value) => formatMoney(Number(value))} cursor={{ fillOpacity: 0.1 }} />
            <Bar dataKey="amount" name="Amount" radius={[0, 4, 4, 0]}>
              {rows.map((row) => (
                <Cell key={row.category} fill={row.isDeductible ? '#059669' : '#dc2626'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
