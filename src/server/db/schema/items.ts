import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, money, rate, timestamps } from './columns'
import { receipts } from './receipts'

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
    salesTax: rate().notNull().default(0.0663),
    postageCharged: money().notNull().default(0),
    postageCost: money().notNull().default(0),
    generalFees: money().notNull().default(0),
    promoFees: money().notNull().default(0),
    status: text().notNull().default('unlisted'),
    // Deleting a receipt keeps its items and only forgets the link (ARCHITECTURE, Data).
    receiptId: uuid().references(() => receipts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Spec 5: SKUs are unique per user, case-insensitively.
    uniqueIndex('inventory_items_user_sku_unique').on(t.userId, sql`lower(${t.sku})`),
    // The status lists, newest first, and the sidebar counts.
    index('inventory_items_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    // Sold items by day, monthly sales and the yearly summary.
    index('inventory_items_user_sold_date_idx').on(t.userId, t.soldDate),
    // Age of inventory and purchase-date sorting.
    index('inventory_items_user_purchase_date_idx').on(t.userId, t.purchaseDate),
    // A receipt's items, and the foreign key's delete.
    index('inventory_items_receipt_idx').on(t.receiptId),
    check('inventory_items_status_known', sql`${t.status} in ('unlisted', 'listed', 'sold', 'defective')`),
    check(
      'inventory_items_money_non_negative',
      sql`${t.costOfGoods} >= 0 and ${t.salePrice} >= 0 and ${t.postageCharged} >= 0 and ${t.postageCost} >= 0 and ${t.generalFees} >= 0 and ${t.promoFees} >= 0`,
    ),
    check('inventory_items_sales_tax_range', sql`${t.salesTax} between 0 and 1`),
    check('inventory_items_sku_not_blank', sql`btrim(${t.sku}) <> ''`),
  ],
)
