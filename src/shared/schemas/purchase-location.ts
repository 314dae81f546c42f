import { z } from 'zod'

import { NAME_TAKEN_MESSAGES } from '../../domain/unique'

import { milesSchema, optionalText, requiredText } from './common'

const fields = {
  name: requiredText('Location name is required', 100),
  address: optionalText(500),
  notes: optionalText(),
  roundTripDistance: milesSchema,
}

/** Purchase location input (spec 5: name required, trimmed, unique; distance min 0 step 0.1, default 0). */
export const newPurchaseLocationSchema = z.strictObject({
  ...fields,
  roundTripDistance: milesSchema.default(0),
})
export const purchaseLocationUpdateSchema = z.strictObject(fields).partial()

export type NewPurchaseLocation = z.infer<typeof newPurchaseLocationSchema>
export type PurchaseLocationUpdate = z.infer<typeof purchaseLocationUpdateSchema>

export const PURCHASE_LOCATION_TAKEN_MESSAGE = NAME_TAKEN_MESSAGES.purchaseLocation
