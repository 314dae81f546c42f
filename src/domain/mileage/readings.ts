/**
 * Odometer reading rules of spec 4 and 5: one reading per date, miles above 0, trimmed optional notes and
 * photo URL, the list sorted newest first with an added reading replacing one of the same date.
 */

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
