/**
 * The business use of the vehicle is a figure of each tax year (decision 026), as the IRS asks it per year:
 * kept as steps, each from its year on until the next step; a year before every step is at the default
 * (spec 9: 100). Settings changes it from the user's current year on; a past year may get its own, which
 * leaves the years around it as they were. A closed year's cannot change (the database refuses it).
 */

import { DEFAULT_BUSINESS_MILEAGE_PERCENTAGE } from '../settings'

/** One step: `percentage` from `fromYear` on. */
export interface BusinessUseStep {
  fromYear: number
  percentage: number
}

/** The business use percentage of `year`. */
export function businessUseOfYear(steps: readonly BusinessUseStep[], year: number): number {
  let found: BusinessUseStep | undefined
  for (const step of steps)
    if (step.fromYear <= year && (found === undefined || step.fromYear > found.fromYear)) found = step
  return found?.percentage ?? DEFAULT_BUSINESS_MILEAGE_PERCENTAGE
}

/**
 * The writes that give `year` the percentage `percentage`, in the order to make them, each leaving every
 * other year as it was until the last: with `scope` 'from', that year and every later one (the steps after
 * it go first); with 'year', that year alone (the next year's percentage is kept as a step of its own first).
 */
export function businessUseWrites(
  steps: readonly BusinessUseStep[],
  year: number,
  percentage: number,
  scope: 'from' | 'year',
): { deleteAfter: number | null; upserts: BusinessUseStep[] } {
  if (scope === 'from') return { deleteAfter: year, upserts: [{ fromYear: year, percentage }] }
  const next = year + 1
  const keepsNext = next <= 9999 && !steps.some((step) => step.fromYear === next)
  return {
    deleteAfter: null,
    upserts: [
      ...(keepsNext ? [{ fromYear: next, percentage: businessUseOfYear(steps, next) }] : []),
      { fromYear: year, percentage },
    ],
  }
}
