import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import type { ColumnMapping } from '../../../domain/marketplaces/mapping'
import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { id, sqlList, textLengthChecks, timestamps } from './columns'

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
