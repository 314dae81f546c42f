import { z } from 'zod'

import { ITEM_SEARCH_MODES } from '../../domain/items/search'
import { SKU_MESSAGES } from '../../domain/items/sku'
import { DEFAULT_SALES_TAX_RATE, ITEM_STATUSES } from '../../domain/items/status'

import {
  idSchema,
  isoDateSchema,
  moneySchema,
  optionalDateSchema,
  optionalIdSchema,
  optionalText,
  requiredText,
  salesTaxRateSchema,
  textSchema,
} from './common'
import { listQuerySchema } from './list'

export const itemStatusSchema = z.enum(ITEM_STATUSES, {
  error: 'Status must be one of unlisted, listed, sold, defective',
})

const skuSchema = requiredText(SKU_MESSAGES.required, 100)

const fields = {
  sku: skuSchema,
  brand: requiredText('Brand is required', 100),
  description: requiredText('Description is required', 1000),
  costOfGoods: moneySchema(),
  purchaseLocation: optionalText(100),
  purchaseDate: optionalDateSchema(),
  soldDate: optionalDateSchema(),
  salePrice: moneySchema(),
  salesTax: salesTaxRateSchema,
  postageCharged: moneySchema(),
  postageCost: moneySchema(),
  generalFees: moneySchema(),
  promoFees: moneySchema(),
  status: itemStatusSchema,
  receiptId: optionalIdSchema,
}

/** A new inventory item (spec 3 and 5). Money in cents; sales tax a decimal rate, default 0.0663. */
export const newItemSchema = z.strictObject({
  ...fields,
  costOfGoods: fields.costOfGoods.default(0),
  salePrice: fields.salePrice.default(0),
  salesTax: fields.salesTax.default(DEFAULT_SALES_TAX_RATE),
  postageCharged: fields.postageCharged.default(0),
  postageCost: fields.postageCost.default(0),
  generalFees: fields.generalFees.default(0),
  promoFees: fields.promoFees.default(0),
  status: fields.status.default('unlisted'),
})

/** Changes to an item: any of its fields. */
export const itemUpdateSchema = z.strictObject(fields).partial()

/** The Mark as Sold dialog (spec 2, 5): sale price and sold date required, the rest min 0. */
export const markSoldSchema = z.strictObject({
  salePrice: moneySchema({ required: 'Sale price is required' }),
  soldDate: isoDateSchema('Sold date is required'),
  postageCharged: moneySchema().default(0),
  postageCost: moneySchema().default(0),
  generalFees: moneySchema().default(0),
  promoFees: moneySchema().default(0),
  salesTax: salesTaxRateSchema.default(DEFAULT_SALES_TAX_RATE),
})

/**
 * The item lists (spec 2): one status or all, searched by SKU or generally (brand, description, SKU),
 * newest first by default (spec 7), or sorted by SKU, brand, purchase date or sold date. A sort other
 * than the newest-first order needs a status, since the indexes that page those orders start with it;
 * the sold-date order is the sold list's.
 */
export const itemListQuerySchema = listQuerySchema({
  sorts: ['createdAt', 'sku', 'brand', 'purchaseDate', 'soldDate'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    status: itemStatusSchema.optional(),
    mode: z.enum(ITEM_SEARCH_MODES, { error: 'Search mode must be sku or general' }).default('general'),
  },
})
  .refine((query) => query.status !== undefined || query.sort === 'createdAt', {
    path: ['sort'],
    message: 'Choose a status to sort by this field',
  })
  .refine((query) => query.sort !== 'soldDate' || query.status === 'sold', {
    path: ['sort'],
    message: 'Only sold items sort by sold date',
  })

/** Is this SKU free? (spec 5: checked on blur and on submit; the edited item itself does not count). */
export const skuCheckQuerySchema = z.strictObject({
  sku: textSchema(100),
  excludeId: idSchema.optional(),
})

export type NewItem = z.infer<typeof newItemSchema>
export type ItemUpdate = z.infer<typeof itemUpdateSchema>
export type MarkSold = z.infer<typeof markSoldSchema>
export type ItemListQuery = z.infer<typeof itemListQuerySchema>
