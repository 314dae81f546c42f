import { z } from 'zod'

import { LABEL_SIZES, LABEL_STOCK, labelsPerPage } from '../../domain/labels/label-sizes'

import { idSchema, requiredText } from './common'
import { itemMatchSchema, type ItemSelection } from './item'

/** Most labels one PDF holds (decision 022): a few hundred pages of a roll, or 34 sheets of 30. */
export const MAX_LABELS = 1000
export const TOO_MANY_LABELS = 'Print at most 1,000 labels at a time'

/**
 * A labels PDF (decision 022): the items, chosen by id (in the order given) or as every item a list shows,
 * the label stock, and on a sheet the position of its first free label.
 */
export const labelsRequestSchema = z
  .strictObject({
    // One object with either key (not a union), so a list too long is refused with its own message.
    selection: z
      .strictObject({
        ids: z.array(idSchema).min(1, 'Choose at least one item').max(MAX_LABELS, TOO_MANY_LABELS).optional(),
        matching: itemMatchSchema.optional(),
      })
      .refine((choice) => (choice.ids === undefined) !== (choice.matching === undefined), {
        message: 'Choose the items by id or by the list they match',
      })
      .transform((choice): ItemSelection =>
        choice.ids ? { ids: choice.ids } : { matching: choice.matching! },
      ),
    size: z.enum(LABEL_SIZES, { error: 'Choose a label size' }),
    start: z
      .int('Start position must be a whole number')
      .min(1, 'Start position must be at least 1')
      .max(30, 'Start position must be at most 30')
      .default(1),
  })
  .refine((request) => request.start <= labelsPerPage(request.size), {
    path: ['start'],
    message: 'Start position is past the last label of the sheet',
  })

export type LabelsRequest = z.input<typeof labelsRequestSchema>

/** The item a scanned barcode names, by its SKU (case-insensitively, as SKUs are unique). */
export const bySkuQuerySchema = z.strictObject({
  sku: requiredText('Scan or type a SKU', 200),
})

/** What the 'Label size' select offers, in its order. */
export const LABEL_SIZE_OPTIONS = LABEL_SIZES.map((size) => ({ value: size, label: LABEL_STOCK[size].name }))
