import { z } from 'zod'

import { RECEIPT_NUMBER_MESSAGES } from '../../domain/receipts/receipt-number'

import {
  centsSchema,
  idSchema,
  isoDateSchema,
  milesSchema,
  optionalText,
  optionalUrl,
  requiredText,
} from './common'

const receiptFields = {
  receiptNumber: requiredText(RECEIPT_NUMBER_MESSAGES.required, 100),
  vendor: requiredText('Vendor is required', 200),
  location: optionalText(100),
  purchaseDate: isoDateSchema('Purchase date is required'),
  totalAmount: centsSchema,
  taxAmount: centsSchema,
  travelDistance: milesSchema,
  notes: optionalText(),
  receiptImageUrl: optionalUrl(),
}

/** A new receipt (spec 5). Money in cents; travel distance in miles, one decimal. */
export const newReceiptSchema = z.strictObject({
  ...receiptFields,
  totalAmount: centsSchema.default(0),
  taxAmount: centsSchema.default(0),
  travelDistance: milesSchema.default(0),
})
export const receiptUpdateSchema = z.strictObject(receiptFields).partial()

export type NewReceipt = z.infer<typeof newReceiptSchema>
export type ReceiptUpdate = z.infer<typeof receiptUpdateSchema>

export const RECEIPT_NUMBER_TAKEN_MESSAGE = RECEIPT_NUMBER_MESSAGES.taken

const lineItemFields = {
  description: requiredText('Description is required', 1000),
  brand: requiredText('Brand is required', 100),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(10_000, 'Quantity must be at most 10000'),
  unitCost: centsSchema,
  notes: optionalText(),
}

/** A new receipt line item (spec 5: description and brand required, quantity at least 1, unit cost at least 0).
 *  The total is not an input: it is always quantity x unit cost. */
export const newLineItemSchema = z.strictObject({ receiptId: idSchema, ...lineItemFields })
export const lineItemUpdateSchema = z.strictObject({ ...lineItemFields, isConverted: z.boolean() }).partial()

export type NewLineItem = z.infer<typeof newLineItemSchema>
export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>
