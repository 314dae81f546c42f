import { z } from 'zod'

import { SKU_MESSAGES } from '../../domain/items/sku'
import { DEFAULT_SALES_TAX_RATE, ITEM_STATUSES } from '../../domain/items/status'

import {
  centsSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
  salesTaxRateSchema,
} from './common'

const statusSchema = z.enum(ITEM_STATUSES, {
  error: 'Status must be one of unlisted, listed, sold, defective',
})

const fields = {
  sku: requiredText(SKU_MESSAGES.required, 100),
  brand: requiredText('Brand is required', 100),
  description: requiredText('Description is required', 1000),
  costOfGoods: centsSchema,
  purchaseLocation: optionalText(100),
  purchaseDate: isoDateSchema().nullable(),
  soldDate: isoDateSchema().nullable(),
  salePrice: centsSchema,
  salesTax: salesTaxRateSchema,
  postageCharged: centsSchema,
  postageCost: centsSchema,
  generalFees: centsSchema,
  promoFees: centsSchema,
  status: statusSchema,
  receiptId: idSchema.nullable(),
}

/** A new inventory item (spec 3 and 5). Money in cents; sales tax a decimal rate, default 0.0663. */
export const newItemSchema = z.strictObject({
  ...fields,
  costOfGoods: centsSchema.default(0),
  purchaseLocation: fields.purchaseLocation.default(null),
  purchaseDate: fields.purchaseDate.default(null),
  soldDate: fields.soldDate.default(null),
  salePrice: centsSchema.default(0),
  salesTax: salesTaxRateSchema.default(DEFAULT_SALES_TAX_RATE),
  postageCharged: centsSchema.default(0),
  postageCost: centsSchema.default(0),
  generalFees: centsSchema.default(0),
  promoFees: centsSchema.default(0),
  status: statusSchema.default('unlisted'),
  receiptId: fields.receiptId.default(null),
})

/** Changes to an item: any of its fields. */
export const itemUpdateSchema = z.strictObject(fields).partial()

/** The Mark as Sold dialog (spec 2, 5): sale price and sold date required, the rest min 0. */
export const markSoldSchema = z.strictObject({
  salePrice: z.number({ error: 'Sale price is required' }).pipe(centsSchema),
  soldDate: isoDateSchema('Sold date is required'),
  postageCharged: centsSchema.default(0),
  postageCost: centsSchema.default(0),
  generalFees: centsSchema.default(0),
  promoFees: centsSchema.default(0),
  salesTax: salesTaxRateSchema.default(DEFAULT_SALES_TAX_RATE),
})

export type NewItem = z.infer<typeof newItemSchema>
export type ItemUpdate = z.infer<typeof itemUpdateSchema>
export type MarkSold = z.infer<typeof markSoldSchema>

export const ITEM_STATUS_SCHEMA = statusSchema

export const SKU_TAKEN_MESSAGE = SKU_MESSAGES.taken
