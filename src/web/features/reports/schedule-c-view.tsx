import { TriangleAlert } from 'lucide-react'

import { formatMileageRate } from '../../../domain/mileage/irs-rates'
import type { YearTaxSummary } from '../../api/reports'
import { MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { ScrollArea } from '../../components/scroll-area'

import { lineRecords, milesText, scheduleCNotes } from '../../../shared/reports/schedule-c-text'

const cell = 'py-2 pr-3 align-top'

/**
 * The Schedule C view of the year (beyond the spec): the summary's figures on the form's lines, each with
 * the records it sums, the vehicle figures of Part IV and the month-by-month mileage behind line 9.
 */
export function ScheduleCView({ data }: { data: YearTaxSummary }) {
  const records = lineRecords(data)
  const [aid, ...notes] = scheduleCNotes(data)
  const drivenMonths = data.mileage.months.filter((month) => month.milesDriven > 0)
  return (
    <Panel
      title="Schedule C view"
      description={`IRS Schedule C (Form 1040), Profit or Loss From Business, ${data.year}`}
    >
      <p className="mb-4 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {aid}
      </p>
      <ScrollArea label="Schedule C lines">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Schedule C lines</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <th scope="col" className={`${cell} font-medium`}>
                Line
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Description
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                Amount
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Sums
              </th>
            </tr>
          </thead>
          <tbody>
            {data.scheduleC.map((line, index) => (
              <tr key={line.line} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className={`${cell} text-left font-semibold text-slate-900 dark:text-white`}>
                  {line.line}
                </th>
                <td className={cell}>{line.label}</td>
                <td className={`${cell} text-right`}>
                  <MoneyText cents={line.amount} />
                </td>
                <td className={`${cell} text-slate-600 dark:text-slate-400`}>
                  {(records[index] ?? []).map((record) => (
                    <span key={record} className="block">
                      {record}
                    </span>
                  ))}
                  {line.isInNetProfit ? null : (
                    <span className="block text-amber-700 dark:text-amber-300">
                      Not in the Tax Summary's net profit
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>

      <h3 className="mt-6 text-base font-semibold text-slate-900 dark:text-white">
        Part IV, Information on Your Vehicle
      </h3>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        <Figure label={`Total miles driven in ${data.year}`} value={milesText(data.mileage.totalMiles)} />
        <Figure label="Line 44a, business miles" value={milesText(data.mileage.businessMiles)} />
        <Figure label="Business use" value={`${data.mileage.businessPercentage}%`} />
      </dl>
      {drivenMonths.length > 0 ? (
        <ScrollArea label="Line 9 by month" className="mt-4">
          <table className="w-full min-w-[30rem] text-sm">
            <caption className="mb-1 text-left text-slate-600 dark:text-slate-400">Line 9 by month</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className={`${cell} font-medium`}>
                  Month
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Miles Driven
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Business Miles
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  IRS Rate
                </th>
                <th scope="col" className={`${cell} text-right font-medium`}>
                  Deduction
                </th>
              </tr>
            </thead>
            <tbody>
              {drivenMonths.map((month) => (
                <tr key={month.month} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {month.monthName}
                  </th>
                  <td className={`${cell} text-right tabular-nums`}>{milesText(month.milesDriven)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{milesText(month.businessMiles)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatMileageRate(month.rate.rate)}</td>
                  <td className={`${cell} text-right`}>
                    <MoneyText cents={month.estimatedDeduction} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      ) : null}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Panel>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  )
}
