import { z } from 'zod'

import type { ItemFieldValue, ItemInputKey } from '../../domain/items/fields'
import { MAX_BULK_COSTS } from '../../domain/items/needs-cost'
import { ITEM_SEARCH_MODES } from '../../domain/items/search'
import { checkDisposedDate, checkSoldDate } from '../../domain/items/sold-date'
import { SKU_MESSAGES } from '../../domain/items/sku'
import {
  DEFAULT_SALES_TAX_RATE,
  DISPOSAL_REASON_REQUIRED,
  DISPOSAL_REASONS,
  ITEM_STATUSES,
} from '../../domain/items/status'
import { TEXT_LIMITS } from '../../domain/text-limits'

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
import { booleanParamSchema, listQuerySchema } from './list'
import { MARKETPLACE_MESSAGE, marketplaceSchema } from './sales-imports'

export const itemStatusSchema = z.enum(ITEM_STATUSES, {
  error: 'Status must be one of unlisted, listed, sold, defective, disposed',
})

/** Why an item was disposed of (decision 025). */
export const disposalReasonSchema = z.enum(DISPOSAL_REASONS, {
  error: 'Disposal reason must be one of donated, discarded, personal_use',
})

/** A disposal reason where optional: empty or null is none. */
const optionalDisposalReasonSchema = z
  .union([z.literal(''), disposalReasonSchema], {
    error: 'Disposal reason must be one of donated, discarded, personal_use',
  })
  .nullish()
  .transform((value) => (value ? value : null))

/** The status of a list: one status, or 'unsold' (every item neither sold nor disposed of: what a sale may be matched to). */
export const itemListStatusSchema = z.enum([...ITEM_STATUSES, 'unsold'], {
  error: 'Status must be one of unlisted, listed, sold, defective, disposed, unsold',
})
export type ItemListStatus = z.infer<typeof itemListStatusSchema>

const skuSchema = requiredText(SKU_MESSAGES.required, TEXT_LIMITS.inventoryItems.sku)

/** Where an item sold or is listed; empty or null clears it. */
const optionalMarketplaceSchema = z
  .union([z.literal(''), marketplaceSchema], { error: MARKETPLACE_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null))

/**
 * The item fields the API takes (src/domain/items/fields.ts): one schema each, no more, no fewer, each
 * giving the field's value in code.
 */
const fields = {
  sku: skuSchema,
  brand: requiredText('Brand is required', TEXT_LIMITS.inventoryItems.brand),
  description: requiredText('Description is required', TEXT_LIMITS.inventoryItems.description),
  costOfGoods: moneySchema(),
  purchaseLocation: optionalText(TEXT_LIMITS.inventoryItems.purchaseLocation),
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
  marketplace: optionalMarketplaceSchema,
  /** The cost of goods is still to be entered (an item created from an imported sale). */
  needsCost: z.boolean({ error: 'Needs cost must be true or false' }),
  /** Sales tax the buyer paid, collected by the marketplace (never revenue). */
  buyerSalesTax: moneySchema(),
  /** The day a disposed item left inventory (today when none is given); other statuses clear it. */
  disposedDate: optionalDateSchema(),
  /** Why a disposed item left inventory (required with disposed); other statuses clear it. */
  disposalReason: optionalDisposalReasonSchema,
} satisfies { [K in ItemInputKey]: z.ZodType<ItemFieldValue<K>> }

/** What the sold-date and disposal-date rules read of an item's input, where present. */
interface DatedInput {
  status?: string | undefined
  purchaseDate?: string | null | undefined
  soldDate?: string | null | undefined
  disposedDate?: string | null | undefined
}

/**
 * Runs a rule over `fields` once they parsed, even while another field is in error, so a form shows every
 * problem at once (Zod skips a refinement after any failed field by default).
 */
const whenParsed =
  (fields: readonly PropertyKey[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(issue.path?.[0] ?? ''))

/**
 * Refuses a sold date earlier than the purchase date, at the sold date, when the input holds both dates (the
 * item form sends both, so the person sees it under Sold Date before anything is sent). A status other than
 * sold clears the sold date, so it is not judged; a change naming one date is judged against the stored item
 * on the server (src/server/item-rules.ts).
 */
export function refuseSoldBeforePurchase<T extends z.ZodType<DatedInput>>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      if (value.status !== undefined && value.status !== 'sold') return
      if (value.purchaseDate === undefined || value.soldDate === undefined) return
      const verdict = checkSoldDate({ purchaseDate: value.purchaseDate, soldDate: value.soldDate })
      if (!verdict.ok) ctx.addIssue({ code: 'custom', path: ['soldDate'], message: verdict.message })
    },
    { when: whenParsed(['purchaseDate', 'soldDate', 'status']) },
  )
}

/**
 * Refuses a disposal date earlier than the purchase date, at the disposal date, when the input holds both
 * dates, as the sold date is refused (the item form sends both). A status other than disposed clears the
 * disposal date, so it is not judged; the server judges a change against the stored item.
 */
function refuseDisposedBeforePurchase<T extends z.ZodType<DatedInput>>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      if (value.status !== undefined && value.status !== 'disposed') return
      if (value.purchaseDate === undefined || value.disposedDate === undefined) return
      const verdict = checkDisposedDate({
        purchaseDate: value.purchaseDate,
        disposedDate: value.disposedDate,
      })
      if (!verdict.ok) ctx.addIssue({ code: 'custom', path: ['disposedDate'], message: verdict.message })
    },
    { when: whenParsed(['purchaseDate', 'disposedDate', 'status']) },
  )
}

/**
 * Refuses a disposed item with no reason, at the reason (decision 025), so the item form shows it before
 * anything is sent; a change naming only the status keeps the stored reason, judged on the server.
 */
function requireDisposalReason<
  T extends z.ZodType<{ status?: string | undefined; disposalReason?: string | null | undefined }>,
>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      if (value.status === 'disposed' && !value.disposalReason)
        ctx.addIssue({ code: 'custom', path: ['disposalReason'], message: DISPOSAL_REASON_REQUIRED })
    },
    { when: whenParsed(['status', 'disposalReason']) },
  )
}

/** The Dispose of Item dialog (decision 025): the day (required, today by default) and the reason. */
export const disposeSchema = z.strictObject({
  disposedDate: isoDateSchema('Disposal date is required'),
  disposalReason: z.enum(DISPOSAL_REASONS, { error: DISPOSAL_REASON_REQUIRED }),
})
export type Dispose = z.infer<typeof disposeSchema>

/** A new inventory item (spec 3 and 5). Money in cents; sales tax a decimal rate, default 0.0663. */
export const newItemSchema = requireDisposalReason(
  refuseDisposedBeforePurchase(
    refuseSoldBeforePurchase(
      z.strictObject({
        ...fields,
        costOfGoods: fields.costOfGoods.default(0),
        salePrice: fields.salePrice.default(0),
        salesTax: fields.salesTax.default(DEFAULT_SALES_TAX_RATE),
        postageCharged: fields.postageCharged.default(0),
        postageCost: fields.postageCost.default(0),
        generalFees: fields.generalFees.default(0),
        promoFees: fields.promoFees.default(0),
        status: fields.status.default('unlisted'),
        marketplace: fields.marketplace.optional(),
        needsCost: fields.needsCost.default(false),
        buyerSalesTax: fields.buyerSalesTax.default(0),
      }),
    ),
  ),
)

/** Changes to an item: any of its fields. */
export const itemUpdateSchema = refuseDisposedBeforePurchase(
  refuseSoldBeforePurchase(z.strictObject(fields).partial()),
)

/** The Mark as Sold dialog (spec 2, 5): sale price and sold date required, the rest min 0. */
export const markSoldSchema = z.strictObject({
  salePrice: moneySchema({ required: 'Sale price is required' }),
  soldDate: isoDateSchema('Sold date is required'),
  postageCharged: moneySchema().default(0),
  postageCost: moneySchema().default(0),
  generalFees: moneySchema().default(0),
  promoFees: moneySchema().default(0),
  salesTax: salesTaxRateSchema.default(DEFAULT_SALES_TAX_RATE),
  marketplace: optionalMarketplaceSchema.optional(),
})

/**
 * The Mark as Sold dialog's own schema: the sale, and its sold date not before the item's purchase date,
 * which the dialog knows, so the refusal shows under Sold Date before anything is sent.
 */
export function markSoldSchemaFor(purchaseDate: string | null) {
  return markSoldSchema.superRefine(
    (sale, ctx) => {
      const verdict = checkSoldDate({ purchaseDate, soldDate: sale.soldDate })
      if (!verdict.ok) ctx.addIssue({ code: 'custom', path: ['soldDate'], message: verdict.message })
    },
    { when: whenParsed(['soldDate']) },
  )
}

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
    status: itemListStatusSchema.optional(),
    marketplace: marketplaceSchema.optional(),
    /**
     * The toggle's two modes, and 'words' (the Match dialog of Import Sales): every word of the search in
     * brand, description or SKU, in any order.
     */
    mode: z
      .enum([...ITEM_SEARCH_MODES, 'words'], { error: 'Search mode must be sku, general or words' })
      .default('general'),
    /** Only items bought on or before this day, or with no purchase date (what a sale of that day may be). */
    boughtBy: isoDateSchema('Bought by must be a date (YYYY-MM-DD)').optional(),
    /** Only the sold items without a cost (decision 034): `needsCost=true`. */
    needsCost: booleanParamSchema.optional(),
    /** Only the items sold in this year (the Needs Cost list of a Tax Summary's year): `soldYear=2025`. */
    soldYear: z
      .string({ error: 'Year must be between 1900 and 9999' })
      .regex(/^\d{4}$/, 'Year must be between 1900 and 9999')
      .transform(Number)
      .refine((year) => year >= 1900, 'Year must be between 1900 and 9999')
      .optional(),
  },
})
  .refine(
    (query) => (query.status !== undefined && query.status !== 'unsold') || query.sort === 'createdAt',
    {
      path: ['sort'],
      message: 'Choose a status to sort by this field',
    },
  )
  .refine((query) => query.sort !== 'soldDate' || query.status === 'sold', {
    path: ['sort'],
    message: 'Only sold items sort by sold date',
  })

/** Is this SKU free? (spec 5: checked on blur and on submit; the edited item itself does not count). */
export const skuCheckQuerySchema = z.strictObject({
  sku: textSchema(TEXT_LIMITS.inventoryItems.sku),
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
  /** The list's Marketplace filter, when one is chosen. */
  marketplace: marketplaceSchema.optional(),
  /** The Sold list's Needs Cost filter: only the sold items without a cost (decision 034). */
  needsCost: z.boolean({ error: 'Needs cost must be true or false' }).optional(),
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

/**
 * A status change of many items at once, by the status rule of spec 4; a change to disposed names the
 * reason, and may name the day (today when not).
 */
export const bulkStatusSchema = z.strictObject({
  selection: itemSelectionSchema,
  status: itemStatusSchema,
  disposedDate: optionalDateSchema().optional(),
  disposalReason: optionalDisposalReasonSchema.optional(),
})

/** Deleting many items at once. */
export const bulkDeleteSchema = z.strictObject({ selection: itemSelectionSchema })

export type BulkStatus = z.infer<typeof bulkStatusSchema>
export type ItemMatch = z.infer<typeof itemMatchSchema>
export type ItemSelection = z.infer<typeof itemSelectionSchema>

/**
 * Costs entered at once for items that have none (decision 034): each item once, each cost above $0.00
 * (a cost of $0 is what the item already has). One transaction: all are saved or none.
 */
export const bulkCostSchema = z.strictObject({
  costs: z
    .array(
      z.strictObject({
        id: idSchema,
        costOfGoods: moneySchema({
          required: 'Enter a cost',
          min: 1,
          minMessage: 'Enter a cost above $0.00',
        }),
      }),
      { error: 'Enter at least one cost' },
    )
    .min(1, 'Enter at least one cost')
    .max(MAX_BULK_COSTS, `Enter at most ${MAX_BULK_COSTS} costs at once`)
    .refine(
      (costs) => new Set(costs.map((cost) => cost.id)).size === costs.length,
      'Enter each item’s cost once',
    ),
})

export type BulkCost = z.infer<typeof bulkCostSchema>
