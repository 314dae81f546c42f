/**
 * Business miles and the estimated mileage deduction (spec 9): business miles = miles driven x percentage
 * / 100; deduction = business miles x the standard rate. Miles are whole tenths, the percentage has one
 * decimal (step 0.1) and the rate is in tenths of a cent, so the exact product is an integer and is
 * rounded once: business miles to the tenth, the deduction to the cent, halves away from zero. The
 * deduction is computed from the unrounded business miles.
 */

import type { MileTenths } from '../miles'
import type { Cents } from '../money'
import { divideRounded, roundHalfAwayFromZero } from '../money'
import type { TenthCentsPerMile } from './irs-rates'

/** A business percentage (0–100, one decimal) as tenths of a percent: 66.7 → 667. */
export function percentageToTenths(percentage: number): number {
  return roundHalfAwayFromZero(percentage * 10)
}

/** Business miles in tenths (spec 9: miles driven x percentage / 100), rounded to the tenth. */
export function businessMileTenths(milesDriven: MileTenths, percentage: number): MileTenths {
  return divideRounded(milesDriven * percentageToTenths(percentage), 1000)
}

/** Estimated deduction in cents (spec 9: business miles x rate), from unrounded business miles. */
export function mileageDeduction(
  milesDriven: MileTenths,
  percentage: number,
  rate: TenthCentsPerMile,
): Cents {
  return divideRounded(BigInt(milesDriven) * BigInt(percentageToTenths(percentage)) * BigInt(rate), 100_000n)
}
