import { useQuery } from '@tanstack/react-query'

import { formatTenths } from '../../../domain/money'
import type { InsightRow } from '../../../domain/reports/insights'
import { insightsQuery } from '../../api/reports'
import { MoneyText } from '../../components/money-text'
import { PageState } from '../../components/page-state'
import { Panel } from '../../components/panel'
import { FiguresTable, type FiguresColumn } from '../../components/table/figures-table'
import { formatCount } from '../../lib/format'

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

const COLUMNS: readonly FiguresColumn<InsightRow>[] = [
  { header: 'Items Sold', cellClassName: 'tabular-nums', cell: (row) => formatCount(row.itemsSold) },
  { header: 'Revenue', cellClassName: 'tabular-nums', cell: (row) => <MoneyText cents={row.revenue} /> },
  {
    header: 'Profit',
    cellClassName: 'tabular-nums',
    cell: (row) => <MoneyText cents={row.profit} negativeRed />,
  },
  {
    header: 'Return on Cost',
    cellClassName: 'tabular-nums',
    cell: (row) => (row.costOfGoods === 0 ? '—' : `${formatTenths(row.returnOnCostTenths)}%`),
  },
  {
    header: 'Avg. Days to Sell',
    cellClassName: 'tabular-nums',
    cell: (row) => (row.averageDaysToSellTenths === null ? '—' : formatTenths(row.averageDaysToSellTenths)),
  },
]

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
    <Panel title={title} description="Items sold in the year, ranked by profit">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No sales this year.</p>
      ) : (
        <FiguresTable
          caption={title}
          label={title}
          rows={rows}
          rowKey={(row) => row.name}
          rowHeader={{ header: nameLabel, cell: (row) => <span className="break-words">{row.name}</span> }}
          columns={COLUMNS}
          minWidth="min-w-[34rem]"
        />
      )}
    </Panel>
  )
}
