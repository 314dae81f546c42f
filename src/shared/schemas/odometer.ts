import { z } from 'zod'

import { READING_MESSAGES } from '../../domain/mileage/readings'
import { TEXT_LIMITS } from '../../domain/text-limits'

import { decimalSchema, isoDateSchema, optionalText, optionalUrl } from './common'
import { listQuerySchema } from './list'

const fields = {
  readingDate: isoDateSchema(READING_MESSAGES.dateRequired),
  odometerMiles: decimalSchema({
    places: 1,
    min: 0,
    aboveMin: true,
    max: 99_999_999.9,
    messages: {
      required: 'Odometer reading is required',
      invalid: 'Odometer reading must be a number',
      min: READING_MESSAGES.milesPositive,
      max: 'Odometer reading is too large',
      places: 'Use at most one decimal place',
    },
  }),
  notes: optionalText(TEXT_LIMITS.odometerReadings.notes),
  imageUrl: optionalUrl(TEXT_LIMITS.odometerReadings.imageUrl),
}

/** An odometer reading (spec 5: date required, miles above 0, notes and photo URL trimmed, empty omitted). */
export const newOdometerReadingSchema = z.strictObject(fields)

export const odometerReadingUpdateSchema = z.strictObject(fields).partial()

const yearSchema = z.coerce.number({ error: 'Year must be a number' }).int().min(1).max(9999)

/** The Odometer Tracking page's figures for one year (the user's current year when absent). */
export const odometerSummaryQuerySchema = z.strictObject({ year: yearSchema.optional() })

/** The readings (spec 7: newest reading date first), optionally of one year. */
export const odometerListQuerySchema = listQuerySchema({
  sorts: ['readingDate'],
  defaultSort: 'readingDate',
  defaultDirection: 'desc',
  filters: {
    year: yearSchema.optional(),
  },
})

export type NewOdometerReading = z.infer<typeof newOdometerReadingSchema>
export type OdometerReadingUpdate = z.infer<typeof odometerReadingUpdateSchema>
export type OdometerListQuery = z.infer<typeof odometerListQuerySchema>
