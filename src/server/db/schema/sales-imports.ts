import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import type { ColumnMapping } from '../../../domain/marketplaces/mapping'
import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { id, sqlList, textLengthChecks, timestamps } from './columns'

/**
 * Every sale imported from a marketplace report, by its marketplace and order / transaction id: unique per
 * user, so the same sale in a later file (the same file, or an overlapping one) is recognised and never
 * written twice (decision 020). Deleting the item forgets the sale, so it can be imported again.
 */
export const importedSales = pgTable(
  'imported_sales',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull(),
    orderId: text().notNull(),
    /**
     * The item the sale sold. No foreign key: its check, row by row, cost as much as the rest of an import
     * of 20,000 sales on the embedded database; a statement-level trigger on inventory_items deletes the
     * sales of deleted items instead (migration 0015), so deleting an item forgets its sale.
     */
    itemId: uuid().notNull(),
    importedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    ...textLengthChecks('imported_sales', t, TEXT_LIMITS.importedSales),
    uniqueIndex('imported_sales_user_order_unique').on(t.userId, t.marketplace, t.orderId),
    // The trigger that forgets the sales of deleted items.
    index('imported_sales_item_idx').on(t.itemId),
    check('imported_sales_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
  ],
)

/** A column mapping of an unknown report saved under a name, offered again for a file with the same header. */
export const salesImportMappings = pgTable(
  'sales_import_mappings',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The header's key (src/domain/marketplaces/columns.ts headerKey). */
    headerKey: text().notNull(),
    mapping: jsonb().$type<ColumnMapping>().notNull(),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull().default('other'),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('sales_import_mappings', t, TEXT_LIMITS.salesImportMappings),
    uniqueIndex('sales_import_mappings_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    // The key's hash: a key of a wide header (up to 10,000 characters) would outgrow a btree entry.
    index('sales_import_mappings_user_header_idx').on(t.userId, sql`md5(${t.headerKey})`),
    check('sales_import_mappings_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('sales_import_mappings_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
)
