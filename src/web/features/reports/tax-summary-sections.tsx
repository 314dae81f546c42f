import { Info } from 'lucide-react'

import { formatPercentTenths } from '../../../domain/money'
import type { ExpenseBreakdownRow, FinancialSummary } from '../../../domain/reports/tax-summary'
import {
  INVENTORY_VALUE_TEXT,
  marginText,
  SELLING_COSTS_LABEL,
  taxCalculationBreakdown,
  TAX_NOTES,
} from '../../../domain/reports/tax-summary'
import { MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { StatCard, StatGrid } from '../../components/stat-card'
import { FiguresTable, type FiguresColumn } from '../../components/table/figures-table'
import { formatCount } from '../../lib/format'

import { BreakdownPanel } from './breakdown-panel'
import { CategoryChart } from './category-chart'

/** Business Activity Summary (spec 2): items sold, expense transactions, gross and net margin. */
export function BusinessActivity({ summary }: { summary: FinancialSummary }) {
  const gross = marginText(summary.grossMarginTenths, summary.grossSalesRevenue)
  const net = marginText(summary.netMarginTenths, summary.grossSalesRevenue)
  return (
    <Panel title="Business Activity Summary">
      <StatGrid>
        <StatCard label="Items Sold" value={formatCount(summary.itemsSold)} />
        <StatCard label="Expense Transactions" value={formatCount(summary.expenseTransactions)} />
        <StatCard
          label="Gross Margin %"
          value={`${gross.text}%`}
          tone={gross.isNegative ? 'negative' : 'positive'}
        />
        <StatCard
          label="Net Margin %"
          value={`${net.text}%`}
          tone={net.isNegative ? 'negative' : 'positive'}
        />
      </StatGrid>
    </Panel>
  )
}

const profitTone = (cents: number) => (cents < 0 ? 'negative' : 'positive')

/** Revenue & Profit cards (spec 2); the profit cards turn red when negative. */
export function RevenueAndProfit({ summary }: { summary: FinancialSummary }) {
  return (
    <Panel title="Revenue & Profit">
      <StatGrid>
        <StatCard label="Gross Sales Revenue" value={<MoneyText cents={summary.grossSalesRevenue} />} />
        <StatCard label="Cost of Goods Sold" value={<MoneyText cents={summary.costOfGoodsSold} />} />
        <StatCard
          label="Gross Profit"
          value={<MoneyText cents={summary.grossProfit} />}
          tone={profitTone(summary.grossProfit)}
        />
        <StatCard
          label="Est Net Profit Pre Tax"
          value={<MoneyText cents={summary.netProfitBeforeTax} />}
          tone={profitTone(summary.netProfitBeforeTax)}
        />
      </StatGrid>
    </Panel>
  )
}

/** Expense & Fee cards (spec 2) with Total Deductible Expenses and the total of shipping and selling fees below. */
export function ExpensesAndFees({ summary }: { summary: FinancialSummary }) {
  return (
    <Panel title="Expenses & Fees">
      <StatGrid columns={5}>
        <StatCard
          label="Total Operating Expenses"
          value={<MoneyText cents={summary.totalOperatingExpenses} />}
        />
        <StatCard label="Shipping Costs" value={<MoneyText cents={summary.totalShippingCosts} />} />
        <StatCard label="General Fees" value={<MoneyText cents={summary.totalGeneralFees} />} />
        <StatCard label="Promo Fees" value={<MoneyText cents={summary.totalPromoFees} />} />
        <StatCard
          label={INVENTORY_VALUE_TEXT[summary.inventoryAt].label}
          value={<MoneyText cents={summary.totalInventoryCostOfGoods} />}
          hint={INVENTORY_VALUE_TEXT[summary.inventoryAt].hint}
        />
      </StatGrid>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <TotalLine label="Total Deductible Expenses" cents={summary.totalDeductibleExpenses} />
        <TotalLine label={SELLING_COSTS_LABEL} cents={summary.totalSellingFees} />
      </dl>
    </Panel>
  )
}

function TotalLine({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 dark:text-white">
        <MoneyText cents={cents} />
      </dd>
    </div>
  )
}

/** Tax Calculation Breakdown (spec 2), line by line down to Net Profit Before Tax. */
export function TaxCalculation({ summary }: { summary: FinancialSummary }) {
  return (
    <Panel title="Tax Calculation Breakdown">
      <table className="w-full max-w-2xl text-sm">
        <caption className="sr-only">Tax Calculation Breakdown</caption>
        <tbody>
          {taxCalculationBreakdown(summary).map((line) => (
            <tr
              key={line.label}
              className={
                line.kind === 'result'
                  ? 'border-t border-slate-300 font-semibold text-slate-900 dark:border-slate-600 dark:text-white'
                  : 'text-slate-700 dark:text-slate-300'
              }
            >
              <th scope="row" className="py-2 text-left font-[inherit]">
                {line.kind === 'less'
                  ? `Less: ${line.label}`
                  : line.kind === 'result'
                    ? `= ${line.label}`
                    : line.label}
              </th>
              <td className="py-2 pl-3 text-right whitespace-nowrap">
                {line.kind === 'less' ? '−' : ''}
                <MoneyText cents={line.amount} negativeRed={line.kind === 'result'} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  )
}

const CATEGORY_COLUMNS: readonly FiguresColumn<ExpenseBreakdownRow>[] = [
  { header: 'Amount', cell: (row) => <MoneyText cents={row.amount} /> },
  {
    header: '% of Total',
    cellClassName: 'tabular-nums',
    cell: (row) => `${formatPercentTenths(row.percentageTenths)}%`,
  },
  {
    header: 'Tax Deductible',
    align: 'start',
    cellClassName: (row) =>
      row.isDeductible ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
    cell: (row) => (row.isDeductible ? 'Yes' : 'No'),
  },
]

/** Expense Category Breakdown (spec 2): Category, Amount, % of Total, Tax Deductible; with its chart. */
export function CategoryBreakdown({ summary }: { summary: FinancialSummary }) {
  const rows = summary.expenseBreakdown
  return (
    <BreakdownPanel
      title="Expense Category Breakdown"
      emptyText={rows.length === 0 ? 'No expenses recorded for this year.' : null}
    >
      <FiguresTable
        caption="Expense Category Breakdown"
        label="Expense categories"
        rows={rows}
        rowKey={(row) => row.category}
        rowHeader={{ header: 'Category', cell: (row) => row.label }}
        columns={CATEGORY_COLUMNS}
      />
      <CategoryChart rows={rows} />
    </BreakdownPanel>
  )
}

/** Important Tax Notes (spec 2), informational only. */
export function TaxNotes() {
  return (
    <Panel title="Important Tax Notes" description="Informational only, not professional tax advice.">
      <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {TAX_NOTES.map((note) => (
          <li key={note} className="flex gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600 dark:text-blue-300" />
            {note}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
