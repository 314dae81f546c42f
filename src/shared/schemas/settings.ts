import { z } from 'zod'

import { THEME_MODES } from '../../domain/theme'
import { TEXT_LIMITS } from '../../domain/text-limits'

import { decimalSchema, textSchema, timeZoneSchema } from './common'

/** The user's preferences as the API returns them. */
export interface Settings {
  storeName: string
  businessMileagePercentage: number
  theme: (typeof THEME_MODES)[number]
  timeZone: string
}

const PERCENTAGE_MESSAGE = 'Enter a percentage between 0 and 100'

/** Business percentage 0 to 100, step 0.1 (spec 5); outside values are not saved. */
const businessPercentageSchema = decimalSchema({
  places: 1,
  min: 0,
  max: 100,
  messages: {
    required: PERCENTAGE_MESSAGE,
    invalid: PERCENTAGE_MESSAGE,
    min: PERCENTAGE_MESSAGE,
    max: PERCENTAGE_MESSAGE,
    places: 'Use at most one decimal place',
  },
})

/**
 * A change to the preferences (spec 5: store name saved only if non-empty after trimming). The business
 * mileage percentage is set from the current year on (decision 026).
 */
export const settingsUpdateSchema = z.strictObject({
  storeName: textSchema(TEXT_LIMITS.userSettings.storeName, 'Store name is required')
    .min(1, 'Store name is required')
    .optional(),
  businessMileagePercentage: businessPercentageSchema.optional(),
  theme: z.enum(THEME_MODES, { error: 'Theme must be light, dark or system' }).optional(),
  timeZone: timeZoneSchema.optional(),
})

export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>

/** One year's own business use (decision 026), set on the Odometer page of a past year. */
export const yearBusinessUseSchema = z.strictObject({ businessMileagePercentage: businessPercentageSchema })

export type YearBusinessUse = z.infer<typeof yearBusinessUseSchema>
