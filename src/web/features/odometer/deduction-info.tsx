import { Info, Lock, Pencil } from 'lucide-react'

import { monthNameOf } from '../../../domain/dates'
import { formatMileageRate } from '../../../domain/mileage/irs-rates'
import { personalUseText } from '../../../domain/mileage/stats'
import type { OdometerSummary } from '../../api/odometer'
import { MoneyText } from '../../components/money-text'
import { Button } from '../../components/ui/button'
import { formatPercent } from '../../lib/format'

/** 'January–June' for a period inside one year; the whole year is named by the year alone. */
function periodText(from: string, to: string): string {
  if (from.endsWith('-01') && to.endsWith('-12')) return ''
  return ` (${monthNameOf(from)}–${monthNameOf(to)})`
}

/**
 * Business Mileage Deduction Info (spec 2): business use with the personal share, the standard mileage
 * rate(s) in force in the year shown (the IRS changed it mid-year in 2022 and 2026), the potential
 * deduction and Months Tracked n/12.
 */
export function DeductionInfo({
  summary,
  closedYear,
  onChangeBusinessUse,
}: {
  summary: OdometerSummary
  /** The shown year when it is closed: its business use is shown, not offered to change (decision 026). */
  closedYear: number | null
  onChangeBusinessUse: () => void
}) {
  const { stats, rates, year, businessPercentage } = summary
  const isBeyondTable = rates.some((period) => period.isOutsideTable)
  return (
    <section
      aria-labelledby="deduction-info"
      className="rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5 dark:border-blue-500/30 dark:bg-blue-500/10"
    >
      <h2
        id="deduction-info"
        className="flex items-center gap-2 font-semibold text-blue-950 dark:text-blue-100"
      >
        <Info aria-hidden="true" className="size-5" />
        Business Mileage Deduction Info
      </h2>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-blue-900 dark:text-blue-200">Business Use</dt>
          <dd className="text-lg font-semibold text-blue-950 dark:text-white">
            {formatPercent(businessPercentage)}
          </dd>
          <dd className="text-blue-900 dark:text-blue-200">{personalUseText(businessPercentage)}</dd>
          <dd className="mt-1">
            {closedYear === null ? (
              <Button
                variant="ghost"
                size="sm"
                className="-ml-3 text-blue-900 dark:text-blue-200"
                aria-label={`Change the business use in ${year}`}
                onClick={onChangeBusinessUse}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Change
              </Button>
            ) : (
              <span className="inline-flex items-center gap-1.5 text-blue-900 dark:text-blue-200">
                <Lock aria-hidden="true" className="size-4" />
                {year} is closed
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-blue-900 dark:text-blue-200">Standard Mileage Rate ({year})</dt>
          {rates.map((period) => (
            <dd key={period.from} className="font-semibold text-blue-950 dark:text-white">
              {formatMileageRate(period.rate)}/mile{periodText(period.from, period.to)}
            </dd>
          ))}
          {isBeyondTable ? (
            <dd className="text-blue-900 dark:text-blue-200">
              The latest published rate, until the IRS names this year’s
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-blue-900 dark:text-blue-200">Potential Deduction</dt>
          <dd className="text-lg font-semibold text-blue-950 dark:text-white">
            <MoneyText cents={stats.potentialDeduction} />
          </dd>
        </div>
        <div>
          <dt className="text-blue-900 dark:text-blue-200">Months Tracked</dt>
          <dd className="text-lg font-semibold text-blue-950 dark:text-white">{stats.monthsWithData}/12</dd>
        </div>
      </dl>
    </section>
  )
}
