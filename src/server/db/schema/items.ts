import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import type { InsertedItemKey, ItemFieldKey, ItemFieldValue } from '../../../domain/items/fields'
import { MISSING_DATE_SORT_VALUE } from '../../../domain/items/sort'
import { DEFAULT_SALES_TAX_RATE, DISPOSAL_REASONS, ITEM_STATUSES } from '../../../domain/items/status'
import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { GIN_PENDING, id, money, moneyTotal, rate, sqlList, textLengthChecks, timestamps } from './columns'
import { receipts } from './receipts'

/** The purchase date an item sorts by: a missing date counts as 1970-01-01 (spec 2). */
export const purchaseDateSortKey = (purchaseDate: AnyPgColumn) =>
  sql`coalesce(${purchaseDate}, ${sql.raw(`'${MISSING_DATE_SORT_VALUE}'::date`)})`

/** The text the General search looks in (spec 2: brand, description and SKU), one field per unit separator. */
export const itemSearchText = (t: { brand: AnyPgColumn; description: AnyPgColumn; sku: AnyPgColumn }) =>
  sql`(${t.brand} || chr(31) || ${t.description} || chr(31) || ${t.sku})`

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    brand: text().notNull(),
    description: text().notNull(),
    costOfGoods: money().notNull().default(0),
    purchaseLocation: text(),
    purchaseDate: date({ mode: 'string' }),
    soldDate: date({ mode: 'string' }),
    salePrice: money().notNull().default(0),
    salesTax: rate().notNull().default(DEFAULT_SALES_TAX_RATE),
    postageCharged: money().notNull().default(0),
    postageCost: money().notNull().default(0),
    generalFees: money().notNull().default(0),
    promoFees: money().notNull().default(0),
    status: text({ enum: ITEM_STATUSES }).notNull().default(ITEM_STATUSES[0]),
    receiptId: uuid(),
    /** Where the item sold or is listed (src/domain/marketplaces/marketplaces.ts), or null when not said. */
    marketplace: text({ enum: MARKETPLACE_IDS }),
    /** The marketplace's order / transaction id of the sale, for a sale imported from a marketplace report. */
    marketplaceOrderId: text(),
    /** The cost of goods is not known yet: a sold item created from an imported sale (cost 0 until entered). */
    needsCost: boolean().notNull().default(false),
    /**
     * Sales tax the buyer paid on the sale, collected and remitted by the marketplace: kept for the record,
     * never the seller's revenue (revenue is sale price + postage charged).
     */
    buyerSalesTax: money().notNull().default(0),
    /** The day a disposed item left inventory without a sale (set exactly when the status is disposed). */
    disposedDate: date({ mode: 'string' }),
    /** Why a disposed item left inventory: donated, discarded or kept for personal use. */
    disposalReason: text({ enum: DISPOSAL_REASONS }),
    /**
     * The calendar day the item was recorded, in the user's time zone at that moment: its acquired day when it
     * has no purchase date (decision 026). Written by the database on insert (migration 0023), so that a time
     * zone changed later, or a trip, never moves an item into another year.
     */
    recordedOn: date({ mode: 'string' })
      .notNull()
      .default(sql`null`),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('inventory_items', t, TEXT_LIMITS.inventoryItems),
    // Spec 5: SKUs are unique per user, case-insensitively.
    uniqueIndex('inventory_items_user_sku_unique').on(t.userId, sql`lower(${t.sku})`),
    // The item lists: every order pages by keyset over one of these (queries/items.ts, ITEM_SORTS).
    // All statuses, newest first: the dashboard's recent items.
    index('inventory_items_created_idx').on(t.userId, t.createdAt, t.id),
    // One status, newest first (spec 7).
    index('inventory_items_status_created_idx').on(t.userId, t.status, t.createdAt, t.id),
    // One status by SKU (unique per user, so no tie-breaker).
    index('inventory_items_status_sku_idx').on(t.userId, t.status, sql`lower(${t.sku})`),
    // One status by brand, ties by creation.
    index('inventory_items_status_brand_idx').on(
      t.userId,
      t.status,
      sql`lower(${t.brand})`,
      t.createdAt,
      t.id,
    ),
    // One status by purchase date, a missing date counting as 1970-01-01 (spec 2).
    index('inventory_items_status_purchase_date_idx').on(
      t.userId,
      t.status,
      purchaseDateSortKey(t.purchaseDate),
      t.createdAt,
      t.id,
    ),
    // Sold items by day, monthly sales and the yearly summary (status = 'sold' and a sold-date range).
    index('inventory_items_status_sold_date_idx').on(t.userId, t.status, t.soldDate, t.createdAt, t.id),
    // Sold items without a cost (decision 034): their list by sold date, and their count and revenue per year,
    // read from the few there are, not the year's every sale.
    index('inventory_items_needs_cost_idx')
      .on(t.userId, t.soldDate, t.createdAt, t.id)
      .where(sql`${t.status} = 'sold' and ${t.costOfGoods} = 0`),
    // Searches: SKU mode, and General mode over brand, description and SKU (trigram indexes serve ILIKE '%q%'),
    // with the user and the status in the same index (btree_gin), so a search reads only the matches of
    // one user's list (migration 0005).
    // The SKU search matches lower(sku) against a lowered pattern (migration 0007): LIKE rechecks each
    // candidate without folding case, where ILIKE on the SKU cost three times as much at 8,800 matches.
    index('inventory_items_status_sku_search_idx')
      .using('gin', t.userId, t.status, sql`lower(${t.sku}) gin_trgm_ops`)
      .with(GIN_PENDING),
    index('inventory_items_status_text_search_idx')
      .using('gin', t.userId, t.status, sql`${itemSearchText(t)} gin_trgm_ops`)
      .with(GIN_PENDING),
    // The items naming a brand or a purchase location (queries/item-names.ts): how many use each one on the
    // brand and location lists, and the items a rename changes.
    index('inventory_items_user_brand_idx').on(t.userId, sql`lower(${t.brand})`),
    index('inventory_items_user_location_idx').on(t.userId, sql`lower(${t.purchaseLocation})`),
    // A receipt's items, and the foreign key's action when a receipt is deleted.
    index('inventory_items_receipt_idx').on(t.userId, t.receiptId),
    // The item's receipt must be one of the same user's (the pair is checked, not just the id). Deleting the
    // receipt keeps the item and forgets the link: ON DELETE SET NULL (receipt_id) in the migration.
    foreignKey({
      name: 'inventory_items_receipt_fk',
      columns: [t.userId, t.receiptId],
      foreignColumns: [receipts.userId, receipts.id],
    }).onDelete('set null'),
    check('inventory_items_status_known', sql`${t.status} in (${sqlList(ITEM_STATUSES)})`),
    // Spec 4: a sold item has a sold date (today when none is given); leaving sold clears it. A sold date
    // before the purchase date is refused by a trigger (migration 0013), not a CHECK: items stored before
    // that rule must stay editable.
    check('inventory_items_sold_date', sql`(${t.status} = 'sold') = (${t.soldDate} is not null)`),
    // A disposed item has the day and the reason it left inventory; any other status has neither.
    check(
      'inventory_items_disposal',
      sql`(${t.status} = 'disposed') = (${t.disposedDate} is not null) and (${t.status} = 'disposed') = (${t.disposalReason} is not null)`,
    ),
    check(
      'inventory_items_disposal_reason_known',
      sql`${t.disposalReason} in (${sqlList(DISPOSAL_REASONS)})`,
    ),
    check(
      'inventory_items_money_non_negative',
      sql`${t.costOfGoods} >= 0 and ${t.salePrice} >= 0 and ${t.postageCharged} >= 0 and ${t.postageCost} >= 0 and ${t.generalFees} >= 0 and ${t.promoFees} >= 0`,
    ),
    check('inventory_items_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('inventory_items_buyer_sales_tax_non_negative', sql`${t.buyerSalesTax} >= 0`),
    check('inventory_items_sales_tax_range', sql`${t.salesTax} between 0 and 1`),
    check('inventory_items_sku_not_blank', sql`btrim(${t.sku}) <> ''`),
  ],
)

/** A money sum of item_status_counts, zero for a status no item has had yet. */
const total = () => moneyTotal().notNull().default(0)

/**
 * How many items each user has in each status and the sums of their money columns, kept by triggers on
 * inventory_items in the same transaction as every insert, change and delete (migrations 0002, 0005), so
 * the sidebar's counts and the /listed summary read four rows whatever the size of the inventory.
 */
export const itemStatusCounts = pgTable(
  'item_status_counts',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: ITEM_STATUSES }).notNull(),
    count: integer().notNull(),
    costOfGoods: total(),
    salePrice: total(),
    postageCharged: total(),
    postageCost: total(),
    generalFees: total(),
    promoFees: total(),
    /** Sales tax collected, rounded per item as each sale collects whole cents (queries/items.ts sumItems). */
    salesTaxCollected: total(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
)

/**
 * How many of each user's items name each brand and each purchase location, by the name in lower case
 * (names are unique case-insensitively, spec 5), kept by triggers on inventory_items (migration 0005), so
 * the brand and location lists show their item counts without counting the items.
 */
export const itemNameCounts = pgTable(
  'item_name_counts',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    field: text({ enum: ['brand', 'purchase_location'] }).notNull(),
    nameKey: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.field, t.nameKey] })],
)

/*
 * Every column of inventory_items but its id and owner is an item field of src/domain/items/fields.ts, of the
 * same type, and every field is a column (decision 030): a column or a field added without the other fails
 * to compile here, naming it.
 */
type ItemRow = typeof inventoryItems.$inferSelect
type ItemColumnKey = Exclude<keyof ItemRow, 'id' | 'userId'>
type NoneLeft<T extends never> = T
export type ItemColumnsWithoutField = NoneLeft<Exclude<ItemColumnKey, ItemFieldKey>>
export type ItemFieldsWithoutColumn = NoneLeft<Exclude<ItemFieldKey, ItemColumnKey>>
/** The fields whose value in code is not their column's (the instants are Dates here, text in a file). */
export type ItemFieldsOfAnotherType = NoneLeft<
  {
    [K in InsertedItemKey]: [ItemRow[K]] extends [ItemFieldValue<K>]
      ? [ItemFieldValue<K>] extends [ItemRow[K]]
        ? never
        : K
      : K
  }[InsertedItemKey]
>
