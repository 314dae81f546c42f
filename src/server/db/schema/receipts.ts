import { type SQL, sql } from 'drizzle-orm'
import { TEXT_LIMITS } from '../../../domain/text-limits'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { user } from './auth'
import { GIN_PENDING, id, miles, money, textLengthChecks, timestamps } from './columns'

/** The text the receipt search looks in: number, vendor, location and notes, one field per unit separator. */
export const receiptSearchText = (t: {
  receiptNumber: AnyPgColumn
  vendor: AnyPgColumn
  location: AnyPgColumn
  notes: AnyPgColumn
}) =>
  sql`(${t.receiptNumber} || chr(31) || ${t.vendor} || chr(31) || coalesce(${t.location}, '') || chr(31) || coalesce(${t.notes}, ''))`

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiptNumber: text().notNull(),
    vendor: text().notNull(),
    location: text(),
    purchaseDate: date({ mode: 'string' }).notNull(),
    totalAmount: money().notNull().default(0),
    taxAmount: money().notNull().default(0),
    travelDistance: miles().notNull().default(0),
    notes: text(),
    receiptImageUrl: text(),
    // The searched text, lowered and stored (never shown): the search's trigram index and its recheck of
    // each candidate row read it, instead of joining and case-folding four fields per row at every search.
    searchText: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${receiptSearchText(receipts)})`),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('receipts', t, TEXT_LIMITS.receipts),
    // Spec 5: receipt numbers are unique per user, case-insensitively.
    uniqueIndex('receipts_user_number_unique').on(t.userId, sql`lower(${t.receiptNumber})`),
    // A new receipt number's suffix: the user's numbers that begin with it (LIKE 'prefix%' on the lowered
    // number, served whatever the database's collation by the pattern operators).
    index('receipts_number_prefix_idx').on(t.userId, sql`lower(${t.receiptNumber}) text_pattern_ops`),
    // What items and line items reference: a receipt together with its owner.
    unique('receipts_user_id_unique').on(t.userId, t.id),
    // The receipts list, newest purchase first, the month filter and the yearly figures.
    index('receipts_purchase_date_idx').on(t.userId, t.purchaseDate, t.createdAt, t.id),
    // The receipt search: LIKE '%q%' on the lowered text, the user's receipts only (btree_gin).
    index('receipts_search_text_idx')
      .using('gin', t.userId, t.searchText.op('gin_trgm_ops'))
      .with(GIN_PENDING),
    check('receipts_money_non_negative', sql`${t.totalAmount} >= 0 and ${t.taxAmount} >= 0`),
    check('receipts_distance_non_negative', sql`${t.travelDistance} >= 0`),
  ],
)

export const receiptLineItems = pgTable(
  'receipt_line_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiptId: uuid().notNull(),
    description: text().notNull(),
    brand: text().notNull(),
    quantity: integer().notNull().default(1),
    unitCost: money().notNull().default(0),
    totalCost: money().notNull().default(0),
    notes: text(),
    isConverted: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('receipt_line_items', t, TEXT_LIMITS.receiptLineItems),
    // A receipt's line items, newest first (spec 7), and the foreign key's cascade.
    index('receipt_line_items_receipt_idx').on(t.userId, t.receiptId, t.createdAt, t.id),
    // The unconverted line items of a user (the dashboard banner, Convert All).
    index('receipt_line_items_converted_idx').on(t.userId, t.isConverted, t.createdAt, t.id),
    // How many of a receipt's line items are not converted (the receipt list's warning): only those rows,
    // so each receipt of a page costs a probe of its few unconverted line items, read from the index alone.
    index('receipt_line_items_unconverted_idx')
      .on(t.userId, t.receiptId)
      .where(sql`not ${t.isConverted}`),
    // All line items of a user, newest first.
    index('receipt_line_items_created_idx').on(t.userId, t.createdAt, t.id),
    // The line item's receipt is one of the same user's; deleting a receipt deletes its line items.
    foreignKey({
      name: 'receipt_line_items_receipt_fk',
      columns: [t.userId, t.receiptId],
      foreignColumns: [receipts.userId, receipts.id],
    }).onDelete('cascade'),
    check('receipt_line_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('receipt_line_items_money_non_negative', sql`${t.unitCost} >= 0 and ${t.totalCost} >= 0`),
    check('receipt_line_items_total', sql`${t.totalCost} = ${t.quantity} * ${t.unitCost}`),
  ],
)
