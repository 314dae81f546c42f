import { useQuery } from '@tanstack/react-query'
import {
  BadgeDollarSign,
  CircleAlert,
  FileSpreadsheet,
  Info,
  Package,
  PackagePlus,
  Receipt,
  Tag,
} from 'lucide-react'
import { Link } from 'react-router'

import { formatTenths } from '../../../domain/money'
import { dashboardQuery } from '../../api/reports'
import { ItemCard } from '../../components/items/item-card'
import { afterRefunds } from '../../../domain/marketplaces/refunds'
import { MoneyText } from '../../components/money-text'
import { NeedsCostNotice } from '../../components/needs-cost-notice'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { buttonClassName } from '../../components/ui/button'
import { formatCount } from '../../lib/format'

import { DailySalesSection } from './daily-sales'

type Dashboard = NonNullable<ReturnType<typeof useDashboard>['data']>
const useDashboard = () => useQuery(dashboardQuery())

/**
 * Dashboard (spec 2): the unconverted receipt lines banner, the count cards, Daily Sales, the Financial
 * Overview, Quick Stats and the 5 recent items; a new account sees where to start instead of empty figures.
 * Its item cards act through the item actions the router provides around it (router.tsx).
 */
export function DashboardPage() {
  const dashboard = useDashboard()
  return (
    <>
      <PageHeader title="Dashboard" description="Overview of your inventory and sales performance" />
      <PageState
        query={dashboard}
        loadingLabel="Loading dashboard..."
        errorMessage="Failed to load dashboard"
      >
        {(data) => (
          <div className="space-y-6">
            {data.unconverted.lineItemCount > 0 ? <UnconvertedBanner counts={data.unconverted} /> : null}
            <NeedsCostNotice
              needsCost={data.needsCost}
              hint="Their whole revenue counts as profit until their costs are entered."
            />
            {data.isNewAccount ? <StartPanel /> : <Figures data={data} />}
          </div>
        )}
      </PageState>
    </>
  )
}

/** The blue banner of spec 2: receipt line items wait to become inventory. */
function UnconvertedBanner({ counts }: { counts: Dashboard['unconverted'] }) {
  const lines = counts.lineItemCount
  const units = counts.unitCount
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-900 sm:flex-row sm:items-center dark:border-blue-500/40 dark:bg-blue-500/10 dark:text-blue-100"
    >
      <Info aria-hidden="true" className="size-5 shrink-0 text-blue-600 dark:text-blue-300" />
      <p className="flex-1 text-sm">
        <span className="font-medium">
          {formatCount(lines)} receipt line {lines === 1 ? 'item is' : 'items are'} not converted yet.
        </span>{' '}
        {formatCount(units)} inventory {units === 1 ? 'item' : 'items'} can be converted.
      </p>
      <Link to="/receipts" className={buttonClassName({ size: 'sm' })}>
        View Receipts
      </Link>
    </div>
  )
}

/** What a new account sees instead of empty figures: the three ways to begin. */
function StartPanel() {
  const steps = [
    {
      to: '/add-item',
      icon: PackagePlus,
      title: 'Add an item',
      text: 'Record something you bought to resell.',
    },
    {
      to: '/settings?import=1',
      icon: FileSpreadsheet,
      title: 'Import a CSV',
      text: 'Bring your inventory from a spreadsheet.',
    },
    {
      to: '/receipts',
      icon: Receipt,
      title: 'Record a receipt',
      text: 'Log a haul, then turn its lines into items.',
    },
  ]
  return (
    <Panel
      title="Welcome to Frogwalk"
      description="Your figures appear here as soon as you have items. Start with one of these:"
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {steps.map((step) => (
          <li key={step.to}>
            <Link
              to={step.to}
              className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 hover:border-emerald-500 hover:bg-emerald-50 dark:border-slate-700 dark:hover:bg-emerald-500/10"
            >
              <step.icon
                aria-hidden="true"
                className="size-6 shrink-0 text-emerald-700 dark:text-emerald-400"
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{step.title}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{step.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function Figures({ data }: { data: Dashboard }) {
  const { stats, quickStats, overview } = data
  return (
    <>
      <StatGrid>
        <StatCard label="Total Items" value={formatCount(stats.total)} icon={Package} />
        <StatCard label="Listed Items" value={formatCount(stats.listed)} icon={Tag} tone="info" />
        <StatCard label="Sold Items" value={formatCount(stats.sold)} icon={BadgeDollarSign} tone="positive" />
        <StatCard
          label="Defective Items"
          value={formatCount(stats.defective)}
          icon={CircleAlert}
          tone="negative"
        />
      </StatGrid>
      <DailySalesSection daily={data.daily} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Financial Overview">
          <dl className="space-y-2 text-sm">
            <Line label="Total Revenue" value={<MoneyText cents={overview.totalRevenue} />} />
            <Line label="Total Costs" value={<MoneyText cents={overview.totalCosts} />} />
            <Line label="Net Profit" value={<MoneyText cents={overview.netProfit} negativeRed />} isTotal />
          </dl>
          {overview.refunds > 0 ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {afterRefunds(overview.refunds)}
            </p>
          ) : null}
        </Panel>
        <Panel title="Quick Stats">
          <dl className="space-y-2 text-sm">
            <Line label="Unlisted" value={formatCount(stats.unlisted)} />
            <Line label="Listed" value={formatCount(stats.listed)} />
            <Line label="Sold" value={formatCount(stats.sold)} />
            <Line label="Defective" value={formatCount(stats.defective)} />
            <Line
              label="Avg. Profit per Sale"
              value={<MoneyText cents={quickStats.averageProfitPerSale} negativeRed />}
            />
            <Line label="Success Rate" value={`${formatTenths(quickStats.successRateTenths)}%`} />
            <Line label="Profit Margin" value={`${formatTenths(quickStats.profitMarginTenths)}%`} />
          </dl>
        </Panel>
      </div>
      <Panel title="Recent Items">
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {data.recentItems.map((item) => (
            <ItemCard key={item.id} item={item} today={data.today} canDelete={false} />
          ))}
        </div>
      </Panel>
    </>
  )
}

function Line({
  label,
  value,
  isTotal = false,
}: {
  label: string
  value: React.ReactNode
  isTotal?: boolean
}) {
  return (
    <div
      className={`flex items-center justify-between gap-3 ${isTotal ? 'border-t border-slate-200 pt-2 font-semibold dark:border-slate-700' : ''}`}
    >
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  )
}
