import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, miles, money, timestamps } from './columns'

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
    ...timestamps,
  },
  (t) => [
    // Spec 5: receipt numbers are unique per user, case-insensitively.
    uniqueIndex('receipts_user_number_unique').on(t.userId, sql`lower(${t.receiptNumber})`),
    // The receipts list, newest purchase first, and the month filter.
    index('receipts_user_purchase_date_idx').on(t.userId, t.purchaseDate),
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
    // Deleting a receipt deletes its line items (ARCHITECTURE, Data).
    receiptId: uuid()
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
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
    index('receipt_line_items_receipt_idx').on(t.receiptId),
    // The dashboard banner: unconverted line items of a user.
    index('receipt_line_items_user_unconverted_idx').on(t.userId, t.isConverted),
    check('receipt_line_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('receipt_line_items_money_non_negative', sql`${t.unitCost} >= 0 and ${t.totalCost} >= 0`),
    check('receipt_line_items_total', sql`${t.totalCost} = ${t.quantity} * ${t.unitCost}`),
  ],
)
