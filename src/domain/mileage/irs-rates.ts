/**
 * IRS standard mileage rates for business use of a car, chosen by the month the miles were driven. The spec
 * names $0.67 (2024); other years use the rates the IRS published. Rates are kept in tenths of a cent per
 * mile (67 cents = 670, 57.5 cents = 575) so that every deduction is integer arithmetic rounded once.
 */

import { monthKey, type MonthKey } from '../dates'

/** A rate in tenths of a cent per mile: 670 is $0.67 per mile. */
export type TenthCentsPerMile = number

/** Published business rates; each applies from its month until the next entry (mid-year changes included). */
const IRS_MILEAGE_RATES: readonly { from: MonthKey; rate: TenthCentsPerMile }[] = [
  { from: '2015-01', rate: 575 },
  { from: '2016-01', rate: 540 },
  { from: '2017-01', rate: 535 },
  { from: '2018-01', rate: 545 },
  { from: '2019-01', rate: 580 },
  { from: '2020-01', rate: 575 },
  { from: '2021-01', rate: 560 },
  { from: '2022-01', rate: 585 },
  { from: '2022-07', rate: 625 },
  { from: '2023-01', rate: 655 },
  { from: '2024-01', rate: 670 },
  { from: '2025-01', rate: 700 },
  { from: '2026-01', rate: 725 },
  { from: '2026-07', rate: 760 },
]

/** Last month the table covers; later months use the latest rate and are flagged. */
const IRS_MILEAGE_RATES_KNOWN_UNTIL: MonthKey = '2026-12'

/** The spec's standard rate, $0.67 per mile, labelled 2024 (spec 2, 9). */
export const SPEC_STANDARD_MILEAGE_RATE: TenthCentsPerMile = 670

/** A rate chosen for a month, and whether the month lies outside the table (latest known rate used). */
export interface MileageRate {
  rate: TenthCentsPerMile
  isOutsideTable: boolean
}

/**
 * The business mileage rate for miles driven in `month` ('YYYY-MM'). A month before 2015 or after
 * IRS_MILEAGE_RATES_KNOWN_UNTIL uses the latest known rate and sets `isOutsideTable`.
 */
export function mileageRateFor(month: MonthKey): MileageRate {
  const latest = IRS_MILEAGE_RATES[IRS_MILEAGE_RATES.length - 1]!
  const first = IRS_MILEAGE_RATES[0]!
  if (month < first.from || month > IRS_MILEAGE_RATES_KNOWN_UNTIL)
    return { rate: latest.rate, isOutsideTable: true }
  let rate = first.rate
  for (const entry of IRS_MILEAGE_RATES) if (entry.from <= month) rate = entry.rate
  return { rate, isOutsideTable: false }
}

/** A rate as dollars per mile with two decimals, or three when needed: 670 → '$0.67', 575 → '$0.575'. */
export function formatMileageRate(rate: TenthCentsPerMile): string {
  const thousandths = String(rate % 1000).padStart(3, '0')
  return `$${Math.floor(rate / 1000)}.${thousandths.endsWith('0') ? thousandths.slice(0, 2) : thousandths}`
}

/** A rate in force over consecutive months of one year ('2022-01' to '2022-06' at 585). */
interface RatePeriod {
  from: MonthKey
  to: MonthKey
  rate: TenthCentsPerMile
  isOutsideTable: boolean
}

/**
 * The rates in force during `year`, one period per rate (2022: January–June at $0.585, July–December at
 * $0.625), for naming them beside the year's deduction.
 */
export function mileageRatesOfYear(year: number): RatePeriod[] {
  const periods: RatePeriod[] = []
  for (let month = 1; month <= 12; month++) {
    const key = monthKey(year, month)
    const { rate, isOutsideTable } = mileageRateFor(key)
    const last = periods.at(-1)
    if (last !== undefined && last.rate === rate && last.isOutsideTable === isOutsideTable) last.to = key
    else periods.push({ from: key, to: key, rate, isOutsideTable })
  }
  return periods
}
