import { z } from 'zod'

import { FILE_MESSAGES, MAX_ITEM_PHOTOS } from '../../domain/files/kinds'

import { idSchema } from './common'

/** The one record a file belongs to: an item (its photos), a receipt, an expense or an odometer reading. */
export const fileOwnerSchema = z
  .strictObject({
    itemId: idSchema.optional(),
    receiptId: idSchema.optional(),
    expenseId: idSchema.optional(),
    odometerReadingId: idSchema.optional(),
  })
  .refine((owner) => Object.values(owner).filter((id) => id !== undefined).length === 1, {
    message: FILE_MESSAGES.oneOwner,
  })

export type FileOwner = z.infer<typeof fileOwnerSchema>

/** The new order of an item's photos: every one of its photos, the cover first. */
export const photoOrderSchema = z.strictObject({
  itemId: idSchema,
  ids: z
    .array(idSchema)
    .min(1, FILE_MESSAGES.orderMismatch)
    .max(MAX_ITEM_PHOTOS, FILE_MESSAGES.orderMismatch),
})

export type PhotoOrder = z.infer<typeof photoOrderSchema>
