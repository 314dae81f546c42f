import type { MonthStatus } from '../../../domain/mileage/monthly-rows'
import type { OdometerSummary } from '../../api/odometer'
import { MoneyText } from '../../components/money-text'
import { ScrollArea } from '../../components/scroll-area'
import { Badge, type BadgeTone } from '../../components/ui/badge'

import { formatMilesText } from '../../lib/format'

const STATUS_TONES: Record<MonthStatus, BadgeTone> = {
  Complete: 'green',
  'Need Next Month': 'amber',
  'Need Reading': 'blue',
  'No Data': 'gray',
}

const cell = 'px-3 py-3 whitespace-nowrap'
/** Headers may wrap ('End Reading (Next Month Start)'), so the table fits a desktop without scrolling. */
const head = 'px-3 py-3 align-bottom'

/** The Monthly Mileage Summary table of spec 2, twelve months of the year shown. */
export function MonthlySummary({ summary }: { summary: OdometerSummary }) {
  const miles = (value: number | null) => (value === null ? '—' : formatMilesText(value))
  return (
    <section aria-labelledby="monthly-summary">
      <h2 id="monthly-summary" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        Monthly Mileage Summary
      </h2>
      <ScrollArea
        label={`Monthly Mileage Summary ${summary.year}, scrolls sideways`}
        className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Monthly Mileage Summary {summary.year}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className={head}>
                Month
              </th>
              <th scope="col" className={`${head} text-right`}>
                Start Reading
              </th>
              <th scope="col" className={`${head} text-right`}>
                End Reading (Next Month Start)
              </th>
              <th scope="col" className={`${head} text-right`}>
                Miles Driven
              </th>
              <th scope="col" className={`${head} text-right`}>
                Business Miles
              </th>
              <th scope="col" className={`${head} text-right`}>
                Est. Deduction
              </th>
              <th scope="col" className={head}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-800 tabular-nums dark:divide-slate-800 dark:text-slate-200">
            {summary.rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.monthName}
                </th>
                <td className={`${cell} text-right`}>{miles(row.startReading)}</td>
                <td className={`${cell} text-right`}>{miles(row.endReading)}</td>
                <td className={`${cell} text-right`}>{formatMilesText(row.milesDriven)}</td>
                <td className={`${cell} text-right`}>{formatMilesText(row.businessMiles)}</td>
                <td className={`${cell} text-right`}>
                  <MoneyText cents={row.estimatedDeduction} />
                </td>
                <td className={cell}>
                  <Badge tone={STATUS_TONES[row.status]}>{row.status}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  )
}
