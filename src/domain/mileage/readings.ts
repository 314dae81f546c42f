/**
 * Odometer reading rules of spec 4 and 5: one reading per date, miles above 0, trimmed optional notes and
 * photo URL, the list sorted newest first with an added reading replacing one of the same date. An
 * odometer only counts up, so a reading lower than an earlier date's, or higher than a later date's, is
 * refused: it would become Current Odometer or make a month's miles negative.
 */

import { formatDisplayDate, type IsoDate } from '../dates'
import { milesToTenths, type MileTenths } from '../miles'

/** Messages of spec 5 for odometer readings. */
export const READING_MESSAGES = {
  dateRequired: 'Date is required',
  duplicateDate: 'A reading for this date already exists. Each date can only have one reading.',
  duplicateOnSave: 'A reading for this date already exists.',
  milesPositive: 'Odometer reading must be greater than 0',
} as const

/** Message shown for a failed save (spec 5): duplicate wording when the error mentions a duplicate, else its own. */
export function readingSaveErrorMessage(errorMessage: string): string {
  return /duplicate/i.test(errorMessage) ? READING_MESSAGES.duplicateOnSave : errorMessage
}

/** Delete confirmation of spec 2 for a reading on `displayDate`. */
export function deleteReadingQuestion(displayDate: string): string {
  return `Are you sure you want to delete the odometer reading from ${displayDate}?`
}

/** A reading as the order rule sees it: its date and its miles (one decimal, as stored). */
export interface ReadingPoint {
  readingDate: IsoDate
  odometerMiles: number
}

/** The readings nearest a date: the latest before it and the earliest after it, if any. */
export interface ReadingNeighbours {
  before: ReadingPoint | null
  after: ReadingPoint | null
}

type ReadingOrderCheck =
  { ok: true } | { ok: false; code: 'reading_out_of_order'; message: string; neighbour: ReadingPoint }

/** Miles with thousands separators and one decimal, as the page shows them: 123456 tenths → '12,345.6'. */
function groupedMiles(tenths: MileTenths): string {
  return `${Math.floor(tenths / 10).toLocaleString('en-US')}.${tenths % 10}`
}

const neighbourText = (neighbour: ReadingPoint) =>
  `the reading of ${formatDisplayDate(neighbour.readingDate)} was ${groupedMiles(milesToTenths(neighbour.odometerMiles))} miles`

/**
 * Whether `reading` fits between its neighbours in date order: at least the earlier reading and at most the
 * later one, compared in whole tenths of a mile. The same miles on two dates is fine (the car stood still).
 * The refusal names the neighbour it breaks with, its date and its miles.
 */
export function checkReadingOrder(reading: ReadingPoint, neighbours: ReadingNeighbours): ReadingOrderCheck {
  const miles = milesToTenths(reading.odometerMiles)
  const { before, after } = neighbours
  if (before && miles < milesToTenths(before.odometerMiles)) {
    const least = groupedMiles(milesToTenths(before.odometerMiles))
    return {
      ok: false,
      code: 'reading_out_of_order',
      message: `The reading must be at least ${least} miles: ${neighbourText(before)}`,
      neighbour: before,
    }
  }
  if (after && miles > milesToTenths(after.odometerMiles)) {
    const most = groupedMiles(milesToTenths(after.odometerMiles))
    return {
      ok: false,
      code: 'reading_out_of_order',
      message: `The reading must be at most ${most} miles: ${neighbourText(after)}`,
      neighbour: after,
    }
  }
  return { ok: true }
}
