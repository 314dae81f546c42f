/**
 * Odometer reading rules of spec 4 and 5: one reading per date, miles above 0, trimmed optional notes and
 * photo URL, the list sorted newest first with an added reading replacing one of the same date.
 */

import type { IsoDate } from '../dates'
import { isIsoDate } from '../dates'

/** Messages of spec 5 for odometer readings. */
export const READING_MESSAGES = {
  dateRequired: 'Date is required',
  duplicateDate: 'A reading for this date already exists. Each date can only have one reading.',
  duplicateOnSave: 'A reading for this date already exists.',
  milesPositive: 'Odometer reading must be greater than 0',
} as const

/** Outcome of a reading check: the reading to save (empty optional fields left out), or the spec's message. */
export type ReadingCheck =
  | { ok: true; readingDate: IsoDate; odometerMiles: number; notes?: string; imageUrl?: string }
  | { ok: false; code: 'date_required' | 'duplicate_reading' | 'miles_required'; message: string }

/**
 * Checks a reading being added or edited (spec 5). `otherDates` are the dates of the user's other readings
 * (without the one being edited); a second reading on a date is rejected. Notes and photo URL are trimmed
 * and left out when empty.
 */
export function checkReading(
  input: { readingDate: string; odometerMiles: number; notes?: string | null; imageUrl?: string | null },
  otherDates: Iterable<IsoDate>,
): ReadingCheck {
  if (!isIsoDate(input.readingDate)) {
    return { ok: false, code: 'date_required', message: READING_MESSAGES.dateRequired }
  }
  for (const date of otherDates) {
    if (date === input.readingDate) {
      return { ok: false, code: 'duplicate_reading', message: READING_MESSAGES.duplicateDate }
    }
  }
  if (!Number.isFinite(input.odometerMiles) || input.odometerMiles <= 0) {
    return { ok: false, code: 'miles_required', message: READING_MESSAGES.milesPositive }
  }
  const notes = input.notes?.trim()
  const imageUrl = input.imageUrl?.trim()
  return {
    ok: true,
    readingDate: input.readingDate,
    odometerMiles: input.odometerMiles,
    ...(notes ? { notes } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  }
}

/** Message shown for a failed save (spec 5): duplicate wording when the error mentions a duplicate, else its own. */
export function readingSaveErrorMessage(errorMessage: string): string {
  return /duplicate/i.test(errorMessage) ? READING_MESSAGES.duplicateOnSave : errorMessage
}

/** The reading list after adding `reading` (spec 4): same-date entries replaced, sorted by date newest first. */
export function upsertReading<T extends { readingDate: IsoDate }>(readings: readonly T[], reading: T): T[] {
  return [...readings.filter((r) => r.readingDate !== reading.readingDate), reading].sort((a, b) =>
    a.readingDate < b.readingDate ? 1 : a.readingDate > b.readingDate ? -1 : 0,
  )
}

/** Delete confirmation of spec 2 for a reading on `displayDate`. */
export function deleteReadingQuestion(displayDate: string): string {
  return `Are you sure you want to delete the odometer reading from ${displayDate}?`
}

/** Whether the reading dialog can submit (spec 5): no error, a date, miles above 0, and no save running. */
export function canSubmitReading(state: {
  error: string | null
  readingDate: string
  odometerMiles: number
  isSaving: boolean
}): boolean {
  return state.error === null && state.readingDate !== '' && state.odometerMiles > 0 && !state.isSaving
}
