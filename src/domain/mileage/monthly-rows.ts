/**
 * Monthly mileage rows of spec 2 (Monthly Mileage Summary) and spec 4: a month's start reading is its
 * earliest reading; its end reading is the earliest reading of the next month (January of the next year
 * for December). Miles driven is end minus start, 0 when either is missing or they are the same reading.
 * A drop in the odometer (end below start) also counts 0 rather than negative miles.
 */

import type { IsoDate, MonthKey } from '../dates'
import { monthKey, monthNameOf, nextMonthKey } from '../dates'
import type { MileTenths } from '../miles'
import { milesToTenths, tenthsToMiles } from '../miles'
import type { Cents } from '../money'
import { businessMileTenths, mileageDeduction } from './deduction'
import type { MileageRate } from './irs-rates'
import { mileageRateFor } from './irs-rates'

/** What the rows need of an odometer reading; odometerMiles has one decimal. */
interface ReadingForRows {
  readingDate: IsoDate
  odometerMiles: number
}

/** Status of a month (spec 2). */
export type MonthStatus = 'Complete' | 'Need Next Month' | 'Need Reading' | 'No Data'

/** A Monthly mileage row (spec 3) with the summary table's business miles, deduction and status. */
export interface MonthlyMileageRow {
  month: MonthKey
  monthName: string
  /** Earliest reading of the month, miles, or null. */
  startReading: number | null
  /** Earliest reading of the next month, miles, or null. */
  endReading: number | null
  milesDriven: number
  businessMiles: number
  /** Estimated deduction at the month's rate, cents. */
  estimatedDeduction: Cents
  rate: MileageRate
  hasData: boolean
  status: MonthStatus
}

/** Earliest reading of each month, by month key. */
function earliestByMonth(readings: readonly ReadingForRows[]): Map<MonthKey, ReadingForRows> {
  const earliest = new Map<MonthKey, ReadingForRows>()
  for (const reading of readings) {
    const key = reading.readingDate.slice(0, 7)
    const current = earliest.get(key)
    if (!current || reading.readingDate < current.readingDate) earliest.set(key, reading)
  }
  return earliest
}

/** Status of a month (spec 2): Complete with both readings; Need Next Month with only the start; Need Reading when only the end exists; No Data otherwise. */
export function monthStatus(hasStart: boolean, hasEnd: boolean): MonthStatus {
  if (hasStart && hasEnd) return 'Complete'
  if (hasStart) return 'Need Next Month'
  if (hasEnd) return 'Need Reading'
  return 'No Data'
}

/** Twelve rows, January to December of `year`, for the readings (any order) at `businessPercentage` (0–100). */
export function monthlyMileageRows(
  readings: readonly ReadingForRows[],
  year: number,
  businessPercentage: number,
): MonthlyMileageRow[] {
  const earliest = earliestByMonth(readings)
  return Array.from({ length: 12 }, (_, index) => {
    const month = monthKey(year, index + 1)
    const start = earliest.get(month) ?? null
    const end = earliest.get(nextMonthKey(month)) ?? null
    const startTenths = start ? milesToTenths(start.odometerMiles) : null
    const endTenths = end ? milesToTenths(end.odometerMiles) : null
    const driven: MileTenths =
      startTenths === null || endTenths === null || start === end ? 0 : Math.max(0, endTenths - startTenths)
    const rate = mileageRateFor(month)
    return {
      month,
      monthName: monthNameOf(month),
      startReading: start ? tenthsToMiles(startTenths ?? 0) : null,
      endReading: end ? tenthsToMiles(endTenths ?? 0) : null,
      milesDriven: tenthsToMiles(driven),
      businessMiles: tenthsToMiles(businessMileTenths(driven, businessPercentage)),
      estimatedDeduction: mileageDeduction(driven, businessPercentage, rate.rate),
      rate,
      hasData: start !== null || end !== null,
      status: monthStatus(start !== null, end !== null),
    }
  })
}
