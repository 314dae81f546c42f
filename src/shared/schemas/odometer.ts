import { z } from 'zod'

import { READING_MESSAGES } from '../../domain/mileage/readings'

import { isoDateSchema, optionalText, optionalUrl, stepped } from './common'

const fields = {
  readingDate: isoDateSchema(READING_MESSAGES.dateRequired),
  odometerMiles: stepped(
    z
      .number({ error: 'Odometer reading is required' })
      .gt(0, READING_MESSAGES.milesPositive)
      .max(99_999_999.9, 'Odometer reading is too large'),
    0.1,
    'Use at most one decimal place',
  ),
  notes: optionalText(),
  imageUrl: optionalUrl(),
}

/** An odometer reading (spec 5: date required, miles above 0, notes and photo URL trimmed, empty omitted). */
export const newOdometerReadingSchema = z.strictObject(fields)
export const odometerReadingUpdateSchema = z.strictObject(fields).partial()

export type NewOdometerReading = z.infer<typeof newOdometerReadingSchema>
export type OdometerReadingUpdate = z.infer<typeof odometerReadingUpdateSchema>

export const DUPLICATE_READING_MESSAGE = READING_MESSAGES.duplicateDate
