import { marketplaceName, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import type { Cents } from '../../../domain/money'
import { MoneyText } from '../../components/money-text'
import { FiguresTable, type FiguresColumn } from '../../components/table/figures-table'
import { formatCount } from '../../lib/format'

import { BreakdownPanel } from './breakdown-panel'
import { RevenueProfitChart } from './sales-chart'

/** One marketplace's sales of a year, as the server sums them (`byMarketplace`). */
interface MarketplaceSales {
  /** Where the items sold; null for items sold without a marketplace recorded. */
  marketplace: MarketplaceId | null
  revenue: Cents
  /** Refunds dated in the period (returns and allowances). */
  refunds: Cents
  /** General and promo fees, less the fees refunds credited back. */
  fees: Cents
  /** Profit after refunds. */
  profit: Cents
  count: number
}

/** The name a row shows: the marketplace's, or 'Not recorded'. */
function marketplaceLabel(marketplace: MarketplaceId | null): string {
  return marketplace === null ? 'Not recorded' : marketplaceName(marketplace)
}

interface MarketplaceRow {
  name: string
  itemsSold: number
  revenue: Cents
  refunds: Cents
  fees: Cents
  profit: Cents
}

const COLUMNS: readonly FiguresColumn<MarketplaceRow>[] = [
  { header: 'Items', cellClassName: 'tabular-nums', cell: (row) => formatCount(row.itemsSold) },
  { header: 'Revenue', cell: (row) => <MoneyText cents={row.revenue} /> },
  { header: 'Refunds', cell: (row) => <MoneyText cents={row.refunds} /> },
  { header: 'Fees', cell: (row) => <MoneyText cents={row.fees} /> },
  { header: 'Profit', cell: (row) => <MoneyText cents={row.profit} negativeRed /> },
]

/**
 * Sales by marketplace (Monthly Sales and the Tax Summary): items sold, revenue, the refunds dated in the
 * period, fees (less those refunds credited back) and profit after refunds, in a small table, and a bar chart
 * of revenue and profit, which is hidden from screen readers since the table reads them.
 */
export function MarketplaceBreakdown({
  sales,
  period,
}: {
  sales: readonly MarketplaceSales[]
  period: string
}) {
  const rows = sales.map<MarketplaceRow>((entry) => ({
    name: marketplaceLabel(entry.marketplace),
    itemsSold: entry.count,
    revenue: entry.revenue,
    refunds: entry.refunds,
    fees: entry.fees,
    profit: entry.profit,
  }))
  return (
    <BreakdownPanel
      title="Sales by Marketplace"
      description={`Revenue, refunds, fees and profit of ${period} by where they sold`}
      emptyText={rows.length === 0 ? <>No sales recorded for {period}.</> : null}
    >
      <FiguresTable
        caption="Sales by Marketplace"
        label="Marketplaces"
        rows={rows}
        rowKey={(row) => row.name}
        rowHeader={{ header: 'Marketplace', cell: (row) => row.name }}
        columns={COLUMNS}
      />
      <RevenueProfitChart data={rows} xInterval={0} />
    </BreakdownPanel>
  )
}
