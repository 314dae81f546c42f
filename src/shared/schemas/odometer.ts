import { z } from 'zod'

import { isoDateSchema, optionalText, optionalUrl, stepped } from './common'

const fields = {
  readingDate: isoDateSchema('Date is required'),
  odometerMiles: stepped(
    z
      .number({ error: 'Odometer reading is required' })
      .gt(0, 'Odometer reading must be greater than 0')
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

export const DUPLICATE_READING_MESSAGE =
  'A reading for this date already exists. Each date can only have one reading.'
