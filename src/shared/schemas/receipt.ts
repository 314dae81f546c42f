import { z } from 'zod'

import { MAX_CENTS } from '../../domain/money'
import { QUICK_ADD_MESSAGES } from '../../domain/receipts/line-items'
import { RECEIPT_NUMBER_MESSAGES } from '../../domain/receipts/receipt-number'
import { TEXT_LIMITS } from '../../domain/text-limits'

import {
  decimalSchema,
  idSchema,
  isoDateSchema,
  milesSchema,
  monthSchema,
  moneySchema,
  optionalText,
  optionalUrl,
  requiredText,
  textSchema,
} from './common'
import { booleanParamSchema, listQuerySchema } from './list'

const receiptFields = {
  receiptNumber: requiredText(RECEIPT_NUMBER_MESSAGES.required, TEXT_LIMITS.receipts.receiptNumber),
  vendor: requiredText('Vendor is required', TEXT_LIMITS.receipts.vendor),
  location: optionalText(TEXT_LIMITS.receipts.location),
  purchaseDate: isoDateSchema('Purchase date is required'),
  totalAmount: moneySchema(),
  taxAmount: moneySchema(),
  travelDistance: milesSchema,
  notes: optionalText(TEXT_LIMITS.receipts.notes),
  receiptImageUrl: optionalUrl(TEXT_LIMITS.receipts.receiptImageUrl),
}

/** A new receipt (spec 5). Money in cents; travel distance in miles, one decimal. */
export const newReceiptSchema = z.strictObject({
  ...receiptFields,
  totalAmount: receiptFields.totalAmount.default(0),
  taxAmount: receiptFields.taxAmount.default(0),
  travelDistance: receiptFields.travelDistance.default(0),
})

export const receiptUpdateSchema = z.strictObject(receiptFields).partial()

/** The receipt list (spec 2: search and month filter; spec 7: newest purchase date first). */
export const receiptListQuerySchema = listQuerySchema({
  sorts: ['purchaseDate'],
  defaultSort: 'purchaseDate',
  defaultDirection: 'desc',
  filters: { month: monthSchema.optional() },
})

/** Is this receipt number free? (spec 5: checked on blur and on save, the edited receipt excluded). */
export const receiptNumberCheckQuerySchema = z.strictObject({
  receiptNumber: textSchema(TEXT_LIMITS.receipts.receiptNumber),
  excludeId: idSchema.optional(),
})

/** A generated receipt number (spec 4, 5): for a purchase date and, optionally, a location. */
export const newReceiptNumberQuerySchema = z.strictObject({
  purchaseDate: isoDateSchema('Purchase date is required'),
  location: textSchema(TEXT_LIMITS.receipts.location).optional(),
})

/** The items made from a receipt (its detail), by SKU. */
export const receiptItemsQuerySchema = listQuerySchema({
  sorts: ['sku'],
  defaultSort: 'sku',
  defaultDirection: 'asc',
  filters: {},
})

export type NewReceipt = z.infer<typeof newReceiptSchema>
export type ReceiptUpdate = z.infer<typeof receiptUpdateSchema>
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>
export type ReceiptItemsQuery = z.infer<typeof receiptItemsQuerySchema>

/** A line whose total would not fit the database's money column (numeric(12,2)). */
export const LINE_TOTAL_TOO_LARGE_MESSAGE = 'Quantity x unit cost is too large'

const lineItemFields = {
  description: requiredText('Description is required', TEXT_LIMITS.receiptLineItems.description),
  brand: requiredText('Brand is required', TEXT_LIMITS.receiptLineItems.brand),
  quantity: decimalSchema({
    places: 0,
    min: 1,
    max: 10_000,
    messages: {
      required: 'Quantity is required',
      invalid: 'Quantity must be a whole number',
      min: 'Quantity must be at least 1',
      max: 'Quantity must be at most 10000',
      places: 'Quantity must be a whole number',
    },
  }),
  // Required, unlike the item's money fields: an empty unit cost leaves a Quick Add row invalid (spec 5).
  unitCost: moneySchema({ required: 'Unit cost is required' }),
  notes: optionalText(TEXT_LIMITS.receiptLineItems.notes),
}

/** The line total (spec 5: quantity x unit cost) must fit the database's money column. */
function checkLineTotal(line: { quantity?: number; unitCost?: number }, ctx: z.RefinementCtx) {
  if (line.quantity !== undefined && line.unitCost !== undefined && line.quantity * line.unitCost > MAX_CENTS)
    ctx.addIssue({ code: 'custom', path: ['unitCost'], message: LINE_TOTAL_TOO_LARGE_MESSAGE })
}

/** A receipt line item as typed (spec 5: description and brand required, quantity at least 1, unit cost at
 *  least 0). The total is not an input: it is always quantity x unit cost. */
export const lineItemSchema = z.strictObject(lineItemFields).superRefine(checkLineTotal)

/** A new line item of a receipt. */
export const newLineItemSchema = z
  .strictObject({ receiptId: idSchema, ...lineItemFields })
  .superRefine(checkLineTotal)

export const lineItemUpdateSchema = z
  .strictObject({ ...lineItemFields, isConverted: z.boolean({ error: 'Converted must be true or false' }) })
  .partial()
  .superRefine(checkLineTotal)

/** A receipt's line items (spec 7: newest first), or all unconverted ones of the user. */
export const lineItemListQuerySchema = listQuerySchema({
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: { receiptId: idSchema.optional(), converted: booleanParamSchema.optional() },
})

export type LineItem = z.infer<typeof lineItemSchema>
export type NewLineItem = z.infer<typeof newLineItemSchema>
export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>
export type LineItemListQuery = z.infer<typeof lineItemListQuerySchema>

/** At most this many Quick Add rows are saved at once. */
export const MAX_QUICK_ADD_ROWS = 200

/** Quick Add's Save All (spec 5): the valid rows of one receipt, saved together or not at all. */
export const quickAddSchema = z.strictObject({
  receiptId: idSchema,
  lineItems: z
    .array(lineItemSchema, { error: 'Line items must be a list' })
    .min(1, QUICK_ADD_MESSAGES.noValidRows)
    .max(MAX_QUICK_ADD_ROWS, `At most ${MAX_QUICK_ADD_ROWS} line items at once`),
})

/**
 * How line items are converted into inventory items (spec 4). `allocateTax` (beyond the spec, off by
 * default) adds each unit's share of the receipt's tax to its cost (decision 014).
 */
export const conversionSchema = z.strictObject({
  allocateTax: z.boolean({ error: 'Allocate tax must be true or false' }).default(false),
})

export type QuickAdd = z.infer<typeof quickAddSchema>
export type Conversion = z.infer<typeof conversionSchema>
