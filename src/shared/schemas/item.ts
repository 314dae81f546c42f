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

/** The items a list shows: one status, and the search of its search box (spec 2). */
export const itemMatchSchema = z.strictObject({
  status: itemStatusSchema,
  q: textSchema(200).default(''),
  mode: z.enum(ITEM_SEARCH_MODES, { error: 'Search mode must be sku or general' }).default('general'),
})

/** Most items a bulk change may name one by one; 'select all N matching' names the search instead. */
export const MAX_BULK_IDS = 5000

/**
 * Which items a bulk change acts on (spec 2: select several, or 'select all N matching'): the chosen ids,
 * or every item matching a list's status and search at the moment of the change.
 */
export const itemSelectionSchema = z.union(
  [
    z.strictObject({
      ids: z.array(idSchema).min(1, 'Choose at least one item').max(MAX_BULK_IDS, 'Choose fewer items'),
    }),
    z.strictObject({ matching: itemMatchSchema }),
  ],
  { error: 'Choose the items by id or by the list they match' },
)

/** A status change of many items at once, by the status rule of spec 4. */
export const bulkStatusSchema = z.strictObject({ selection: itemSelectionSchema, status: itemStatusSchema })

/** Deleting many items at once. */
export const bulkDeleteSchema = z.strictObject({ selection: itemSelectionSchema })

export type ItemMatch = z.infer<typeof itemMatchSchema>
export type ItemSelection = z.infer<typeof itemSelectionSchema>
