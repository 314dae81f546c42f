import { z } from 'zod'

import { TEXT_LIMITS } from '../../domain/text-limits'

import { milesSchema, optionalText, requiredText } from './common'
import { listQuerySchema } from './list'

const fields = {
  name: requiredText('Location name is required', TEXT_LIMITS.purchaseLocations.name),
  address: optionalText(TEXT_LIMITS.purchaseLocations.address),
  notes: optionalText(TEXT_LIMITS.purchaseLocations.notes),
  roundTripDistance: milesSchema,
}

/** A purchase location (spec 5: name required, trimmed, unique; distance min 0 step 0.1, default 0). */
export const newPurchaseLocationSchema = z.strictObject({
  ...fields,
  roundTripDistance: fields.roundTripDistance.default(0),
})

export const purchaseLocationUpdateSchema = z.strictObject(fields).partial()

/** The purchase location list (spec 2: searchable by name, address and notes; spec 7: by name). */
export const purchaseLocationListQuerySchema = listQuerySchema({
  sorts: ['name'],
  defaultSort: 'name',
  defaultDirection: 'asc',
  filters: {},
})

export type NewPurchaseLocation = z.infer<typeof newPurchaseLocationSchema>
export type PurchaseLocationUpdate = z.infer<typeof purchaseLocationUpdateSchema>
export type PurchaseLocationListQuery = z.infer<typeof purchaseLocationListQuerySchema>
