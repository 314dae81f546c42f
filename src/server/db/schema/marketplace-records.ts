import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'
import { REFUND_KINDS } from '../../../domain/marketplaces/refunds'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { id, money, sqlList, textLengthChecks, timestamps } from './columns'
import { expenses } from './expenses'
import { inventoryItems } from './items'

/*
 * What a marketplace records, as rows of their own (decision 032): the lines of its orders and the items
 * each unit is, refunds and returns, fees and charges that belong to no sale, and payouts. An item's sale
 * columns are its unit's share of its line, written with the line, so the reports reading them stay as
 * they were; a sale typed by hand is the item's columns alone.
 */

/** One line of a marketplace order, with its money as the marketplace recorded it. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull(),
    /** The order id as the marketplace prints it; refunds and fee statements name the order by it. */
    orderId: text().notNull(),
    /**
     * The line's own id, unique per user and marketplace, which a re-import recognises: the order id for an
     * order of one line, else the order id and the line's id (src/domain/marketplaces/order-lines.ts).
     */
    lineKey: text().notNull(),
    /**
     * The line's title as the marketplace gave it (migration 0031), cut to an item's description: a later
     * file's refund with no line id names its line by it. Null when the file gave none, and for a line recorded
     * before titles were kept whose title could not be read back (decision 032).
     */
    title: text(),
    soldDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    /** What the buyer was charged for the line's items, before the discount, shipping and tax. */
    grossPrice: money().notNull().default(0),
    /** Shipping the buyer paid: the line's own and its share of the order's. */
    shipping: money().notNull().default(0),
    /** Sales tax the buyer paid, collected and remitted by the marketplace: never revenue. */
    salesTax: money().notNull().default(0),
    discount: money().notNull().default(0),
    /** The label as the seller paid it. */
    postageCost: money().notNull().default(0),
    sellingFee: money().notNull().default(0),
    paymentFee: money().notNull().default(0),
    fulfilmentFee: money().notNull().default(0),
    adFee: money().notNull().default(0),
    importedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    ...textLengthChecks('sale_lines', t, TEXT_LIMITS.saleLines),
    uniqueIndex('sale_lines_user_line_unique').on(t.userId, t.marketplace, t.lineKey),
    // Refunds and fee statements find a sale by its order.
    index('sale_lines_user_order_idx').on(t.userId, t.marketplace, t.orderId),
    check('sale_lines_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('sale_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'sale_lines_money_non_negative',
      sql`${t.grossPrice} >= 0 and ${t.shipping} >= 0 and ${t.salesTax} >= 0 and ${t.discount} >= 0 and ${t.postageCost} >= 0 and ${t.sellingFee} >= 0 and ${t.paymentFee} >= 0 and ${t.fulfilmentFee} >= 0 and ${t.adFee} >= 0`,
    ),
  ],
)

/** The units of a sale line: which item each is. An item is a unit of at most one line. */
export const saleLineItems = pgTable(
  'sale_line_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    saleLineId: uuid()
      .notNull()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    /**
     * The item. No foreign key, as imported_sales had none (decision 020: its row-by-row check cost as much as
     * the rest of an import of 20,000 sales): a statement-level trigger on inventory_items deletes the units
     * of deleted items, and the lines left without a unit (migration 0025).
     */
    itemId: uuid().notNull(),
  },
  (t) => [
    uniqueIndex('sale_line_items_item_unique').on(t.itemId),
    index('sale_line_items_line_idx').on(t.saleLineId),
  ],
)

/**
 * Money given back to a buyer after a sale: a return (the item came back: it is in inventory again as a new
 * item) or an allowance (the buyer keeps it). Schedule C line 2. A refund imported before its sale is kept
 * with its marketplace and order id and no item, and finds its sale when the sale is imported.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The sold item refunded, or null while its sale is not in Frogwalk. */
    itemId: uuid().references(() => inventoryItems.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: MARKETPLACE_IDS }),
    orderId: text(),
    /**
     * The line and the title the refund's row named (migration 0031), so a refund kept before its sale finds
     * its line when the sale is imported; null when the row named none, or was typed by hand.
     */
    lineKey: text(),
    title: text(),
    refundDate: date({ mode: 'string' }).notNull(),
    /** What the seller gave back of the sale's revenue (price and shipping): line 2. */
    amount: money().notNull(),
    /** The buyer's sales tax given back with it: never the seller's money either way. */
    salesTax: money().notNull().default(0),
    /** Fees the marketplace gave back to the seller with the refund. */
    feesCredited: money().notNull().default(0),
    kind: text({ enum: REFUND_KINDS }).notNull(),
    /** The item a return put back in inventory (SKU + '-R'). */
    returnedItemId: uuid().references(() => inventoryItems.id, { onDelete: 'set null' }),
    /** The row's identity in a marketplace's file, so importing it again writes nothing; null when typed. */
    importKey: text(),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('refunds', t, TEXT_LIMITS.refunds),
    uniqueIndex('refunds_user_import_unique').on(t.userId, t.marketplace, t.importKey),
    index('refunds_user_date_idx').on(t.userId, t.refundDate),
    index('refunds_item_idx').on(t.itemId),
    index('refunds_returned_item_idx').on(t.returnedItemId),
    // Part III's items returns put back in inventory, of one user (decision 038): read beside the kept buckets.
    index('refunds_user_returned_idx')
      .on(t.userId, t.returnedItemId)
      .where(sql`${t.returnedItemId} is not null`),
    index('refunds_user_order_idx').on(t.userId, t.marketplace, t.orderId),
    check('refunds_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('refunds_kind_known', sql`${t.kind} in (${sqlList(REFUND_KINDS)})`),
    check(
      'refunds_money',
      sql`${t.amount} >= 0 and ${t.salesTax} >= 0 and ${t.feesCredited} >= 0 and ${t.amount} + ${t.salesTax} > 0`,
    ),
    check('refunds_sale_named', sql`${t.itemId} is not null or ${t.orderId} is not null`),
  ],
)

/**
 * A fee or charge of a marketplace that belongs to no sale (a subscription, storage, ads, a label bought
 * apart): it is an expense of its category, made with it, and this row remembers it was imported.
 */
export const marketplaceCharges = pgTable(
  'marketplace_charges',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull(),
    chargeDate: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    description: text().notNull(),
    /** The expense it is; deleting the expense forgets the charge, so it can be imported again. */
    expenseId: uuid()
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    importKey: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('marketplace_charges', t, TEXT_LIMITS.marketplaceCharges),
    uniqueIndex('marketplace_charges_user_import_unique').on(t.userId, t.marketplace, t.importKey),
    index('marketplace_charges_expense_idx').on(t.expenseId),
    check('marketplace_charges_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('marketplace_charges_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** Money a marketplace paid out to the seller's bank: kept to reconcile with the bank, never revenue. */
export const marketplacePayouts = pgTable(
  'marketplace_payouts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull(),
    payoutDate: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    reference: text(),
    importKey: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('marketplace_payouts', t, TEXT_LIMITS.marketplacePayouts),
    uniqueIndex('marketplace_payouts_user_import_unique').on(t.userId, t.marketplace, t.importKey),
    index('marketplace_payouts_user_date_idx').on(t.userId, t.payoutDate),
    check('marketplace_payouts_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
  ],
)
