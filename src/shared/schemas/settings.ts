import { z } from 'zod'

import { THEME_MODES } from '../../domain/theme'

import { stepped, timeZoneSchema } from './common'

/** The user's preferences as the API returns them. */
export interface Settings {
  storeName: string
  businessMileagePercentage: number
  theme: (typeof THEME_MODES)[number]
  timeZone: string
}

/** A change to the preferences (spec 5: store name saved only if non-empty after trimming;
 *  business percentage 0 to 100, step 0.1, outside values not saved). */
export const settingsUpdateSchema = z.strictObject({
  storeName: z
    .string()
    .trim()
    .min(1, 'Store name is required')
    .max(100, 'Store name must be at most 100 characters')
    .optional(),
  businessMileagePercentage: stepped(
    z
      .number({ error: 'Enter a percentage between 0 and 100' })
      .min(0, 'Enter a percentage between 0 and 100')
      .max(100, 'Enter a percentage between 0 and 100'),
    0.1,
    'Use at most one decimal place',
  ).optional(),
  theme: z.enum(THEME_MODES, { error: 'Theme must be light, dark or system' }).optional(),
  timeZone: timeZoneSchema.optional(),
})

export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>
