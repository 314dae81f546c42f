import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { afterRefunds } from '../../../domain/marketplaces/refunds'
import { formatMoney } from '../../../domain/money'
import { monthlySalesQuery } from '../../api/reports'
import { MoneyText } from '../../components/money-text'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { Tabs } from '../../components/ui/tabs'
import { useUrlState } from '../../hooks/use-url-state'
import { currentYear, formatCount } from '../../lib/format'

import { InsightsTables } from './insights-tables'
import { MarketplaceBreakdown } from './marketplace-breakdown'
import { MonthReport } from './month-report'
import { SalesChart } from './sales-chart'
import { useReportYear, YearPicker } from './year-picker'

const MONTH_PARAMS = {
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .catch(''),
}

/**
 * Monthly Sales (spec 2) of a year (the current one by default): month tabs with their item counts, the
 * year to date, the chosen month's cards, metrics and sold items by day (the first month with sales
 * unless one is chosen), a chart of revenue and profit by month, and the year's top brands and locations.
 */
export function MonthlySalesPage() {
  const [year, setYear] = useReportYear()
  const [params, setParams] = useUrlState(MONTH_PARAMS)
  const sales = useQuery(monthlySalesQuery(year))
  const shownYear = sales.data?.year ?? year ?? currentYear()
  return (
    <>
      <PageHeader
        title="Monthly Sales"
        description={`Items sold, costs and profit for each month of ${shownYear}`}
      >
        {sales.data ? (
          <YearPicker years={sales.data.years} year={shownYear} onChange={(next) => setYear(next)} />
        ) : null}
      </PageHeader>
      <PageState
        query={sales}
        loadingLabel="Loading monthly sales..."
        errorMessage="Failed to load monthly sales"
      >
        {({ report, byMarketplace }) => {
          const month = report.tabs.some((tab) => tab.month === params.month)
            ? params.month
            : report.defaultMonth
          const summary = report.months.find((entry) => entry.month === month)
          return (
            <div className="space-y-6">
              <Panel title={`${shownYear} Year to Date`}>
                <StatGrid columns={3}>
                  <StatCard label="Items Sold" value={formatCount(report.yearToDate.itemsSold)} />
                  <StatCard
                    label="Total Cost of Goods"
                    value={<MoneyText cents={report.yearToDate.totalCostOfGoods} />}
                  />
                  <StatCard
                    label="Total Profit"
                    value={<MoneyText cents={report.yearToDate.totalProfit} />}
                    tone={report.yearToDate.totalProfit < 0 ? 'negative' : 'positive'}
                    hint={afterRefunds(report.yearToDate.refunds)}
                  />
                </StatGrid>
              </Panel>
              <Panel
                title="Revenue and Profit by Month"
                description={`Revenue ${formatMoney(report.months.reduce((sum, m) => sum + m.totalRevenue, 0))}, profit ${formatMoney(report.yearToDate.totalProfit)} in ${shownYear}`}
              >
                <SalesChart months={report.months} />
              </Panel>
              <MarketplaceBreakdown sales={byMarketplace} period={String(shownYear)} />
              <Tabs
                label="Months"
                tabs={report.tabs.map((tab) => ({ key: tab.month, label: tab.name, note: tab.label }))}
                selected={month}
                onSelect={(key) => setParams({ month: key })}
              >
                {summary ? <MonthReport summary={summary} /> : null}
              </Tabs>
              <InsightsTables year={shownYear} />
            </div>
          )
        }}
      </PageState>
    </>
  )
}
