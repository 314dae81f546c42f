/**
 * Distances in miles. Odometer readings and travel distances have one decimal (spec 9: step 0.1), so
 * arithmetic happens in whole tenths of a mile: 12345.6 - 12000.3 is exactly 345.3.
 */

import { formatTenths, roundHalfAwayFromZero } from './money'

/** Whole tenths of a mile (an integer): 12345.6 miles is 123456. */
export type MileTenths = number

/** Miles with one decimal (12345.6) as tenths (123456); more decimals round half away from zero. */
export function milesToTenths(miles: number): MileTenths {
  return roundHalfAwayFromZero(miles * 10)
}

/** Tenths of a mile back to a number of miles with one decimal (123456 → 12345.6). */
export function tenthsToMiles(tenths: MileTenths): number {
  return tenths / 10
}

/** Miles shown with one decimal (spec 9: distances shown with 1 decimal): 3453 → "345.3". */
export function formatMiles(tenths: MileTenths): string {
  return formatTenths(tenths)
}
