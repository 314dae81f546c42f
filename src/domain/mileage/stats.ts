/**
 * Odometer stats of spec 2 (stat cards, Business Mileage Deduction Info) and spec 3. Yearly figures come
 * from the year's monthly rows; sums are exact in tenths of a mile; averages are over the months that have
 * miles driven, rounded to the tenth (halves away from zero). The potential deduction is the sum of each
 * month's deduction at that month's IRS rate, in cents.
 */

import type { IsoDate } from '../dates'
import { milesToTenths, tenthsToMiles } from '../miles'
import type { Cents } from '../money'
import { divideRounded } from '../money'
import { businessMileTenths } from './deduction'
import type { MonthlyMileageRow } from './monthly-rows'

/** Odometer stats (spec 3), miles with one decimal. */
interface OdometerStats {
  totalReadings: number
  yearlyMilesDriven: number
  yearlyBusinessMiles: number
  averageMonthlyMiles: number
  averageMonthlyBusinessMiles: number
  /** The latest reading by date, miles, or null without readings. */
  currentOdometerReading: number | null
  /** Months of the year with any reading involved ('Months Tracked n/12'). */
  monthsWithData: number
  lastReadingDate: IsoDate | null
  /** Sum of the months' estimated deductions, cents. */
  potentialDeduction: Cents
}

/** Stats over all readings and the rows of the year being shown, at `businessPercentage` (0–100). */
export function odometerStats(
  readings: readonly { readingDate: IsoDate; odometerMiles: number }[],
  rows: readonly MonthlyMileageRow[],
  businessPercentage: number,
): OdometerStats {
  const latest = readings.reduce<{ readingDate: IsoDate; odometerMiles: number } | null>(
    (best, reading) => (best === null || reading.readingDate > best.readingDate ? reading : best),
    null,
  )
  const drivenTenths = rows.map((row) => milesToTenths(row.milesDriven))
  const yearlyTenths = drivenTenths.reduce((sum, tenths) => sum + tenths, 0)
  const businessTenths = businessMileTenths(yearlyTenths, businessPercentage)
  const monthsWithMiles = drivenTenths.filter((tenths) => tenths > 0).length
  const average = (tenths: number) =>
    monthsWithMiles === 0 ? 0 : tenthsToMiles(divideRounded(tenths, monthsWithMiles))
  return {
    totalReadings: readings.length,
    yearlyMilesDriven: tenthsToMiles(yearlyTenths),
    yearlyBusinessMiles: tenthsToMiles(businessTenths),
    averageMonthlyMiles: average(yearlyTenths),
    averageMonthlyBusinessMiles: average(businessTenths),
    currentOdometerReading: latest?.odometerMiles ?? null,
    monthsWithData: rows.filter((row) => row.hasData).length,
    lastReadingDate: latest?.readingDate ?? null,
    potentialDeduction: rows.reduce((sum, row) => sum + row.estimatedDeduction, 0),
  }
}

/** The use text of spec 2: 'Exclusively business use' at 100%, else '{100-p}% personal use' (one decimal at most). */
export function personalUseText(businessPercentage: number): string {
  const personalTenths = 1000 - Math.round(businessPercentage * 10)
  if (personalTenths <= 0) return 'Exclusively business use'
  return `${personalTenths / 10}% personal use`
}
