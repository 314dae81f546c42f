/**
 * Item age of spec 4: how long an item has waited since its purchase date, as a category (which tints the
 * card) and as text. Ages are whole calendar days from the purchase date to the user's `today`.
 */

import type { IsoDate } from '../dates'
import { daysBetween } from '../dates'

/** Age categories of spec 4, youngest first, plus 'unknown' for a missing purchase date. */
export const AGE_CATEGORIES = ['new', 'moderate', 'aging', 'old', 'very-old', 'unknown'] as const

/** An item age category of spec 4, or 'unknown' without a purchase date. */
export type AgeCategory = (typeof AGE_CATEGORIES)[number]

/** The lower bounds in days of each aged category (spec 9: 91, 183, 365, 547), oldest first. */
const AGE_THRESHOLDS_DAYS: readonly { category: AgeCategory; minDays: number }[] = [
  { category: 'very-old', minDays: 547 },
  { category: 'old', minDays: 365 },
  { category: 'aging', minDays: 183 },
  { category: 'moderate', minDays: 91 },
]

/** Card tint of each category (spec 4: white, blue, green, light red, red); unknown stays white. */
export const AGE_CATEGORY_COLORS: Record<AgeCategory, 'white' | 'blue' | 'green' | 'light-red' | 'red'> = {
  new: 'white',
  moderate: 'blue',
  aging: 'green',
  old: 'light-red',
  'very-old': 'red',
  unknown: 'white',
}

/** Whole days from the purchase date to `today`; null without a purchase date; a future date counts as 0. */
export function ageInDays(purchaseDate: IsoDate | null, today: IsoDate): number | null {
  if (!purchaseDate) return null
  return Math.max(0, daysBetween(purchaseDate, today))
}

/** Age category of spec 4: under 91 days new, 91+ moderate, 183+ aging, 365+ old, 547+ very-old. */
export function ageCategoryOf(purchaseDate: IsoDate | null, today: IsoDate): AgeCategory {
  const days = ageInDays(purchaseDate, today)
  if (days === null) return 'unknown'
  return AGE_THRESHOLDS_DAYS.find((threshold) => days >= threshold.minDays)?.category ?? 'new'
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/**
 * Age text of spec 4: 'N days' under 30 days, 'N month(s)' under a year, otherwise 'N year(s), M month(s)'.
 * A month is 30 days and a year 365 days, counted down (floor); singular when the number is 1.
 */
export function formatAge(days: number): string {
  if (days < 30) return plural(days, 'day')
  if (days < 365) return plural(Math.floor(days / 30), 'month')
  return `${plural(Math.floor(days / 365), 'year')}, ${plural(Math.floor((days % 365) / 30), 'month')}`
}

/** Whether a card shows its Age line (spec 2: unless the age category is new). */
export function showsAgeLine(category: AgeCategory): boolean {
  return category !== 'new'
}
