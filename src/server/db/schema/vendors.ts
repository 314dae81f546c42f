import { sql, type SQL } from 'drizzle-orm'
import { boolean, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { DEFAULT_VENDOR_CATEGORY_COLOR } from '../../../domain/vendors/colors'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { id, textLengthChecks, timestamps } from './columns'

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text(),
    contactEmail: text(),
    contactPhone: text(),
    address: text(),
    website: text(),
    notes: text(),
    isActive: boolean().notNull().default(true),
    // The searched text (name, category and contact e-mail, one field per unit separator), lowered and
    // stored (never shown): a search reads one LIKE per vendor, where ILIKE on three fields lowered each
    // of them at every search.
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${vendors.name} || chr(31) || coalesce(${vendors.category}, '') || chr(31) || coalesce(${vendors.contactEmail}, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('vendors', t, TEXT_LIMITS.vendors),
    uniqueIndex('vendors_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('vendors_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
)

export const vendorCategories = pgTable(
  'vendor_categories',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    color: text().notNull().default(DEFAULT_VENDOR_CATEGORY_COLOR),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('vendor_categories', t, TEXT_LIMITS.vendorCategories),
    uniqueIndex('vendor_categories_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('vendor_categories_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('vendor_categories_color_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
)
