import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'

import { user } from './auth'
import { id, money, sqlList } from './columns'

/**
 * The tax years a user closed after filing, and when each was reopened. A year is closed while it has a row
 * with no reopened_at; reopening keeps the row with its date, and closing again adds a new one, so the table
 * is the year's history.
 */
export const taxYearClosures = pgTable(
  'tax_year_closures',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    closedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reopenedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('tax_year_closures_user_year_closed')
      .on(t.userId, t.year)
      .where(sql`${t.reopenedAt} is null`),
    index('tax_year_closures_user_idx').on(t.userId, t.year, t.closedAt),
    check('tax_year_closures_year_range', sql`${t.year} between 1900 and 9999`),
  ],
)

/**
 * What a marketplace reported on its Form 1099-K for a year, as the user typed it from the form: the gross
 * (box 1a) and, when given, the number of payment transactions (box 3).
 */
export const form1099kAmounts = pgTable(
  'form_1099k_amounts',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    marketplace: text({ enum: MARKETPLACE_IDS }).notNull(),
    grossAmount: money().notNull(),
    transactions: integer(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.marketplace] }),
    check('form_1099k_amounts_marketplace_known', sql`${t.marketplace} in (${sqlList(MARKETPLACE_IDS)})`),
    check('form_1099k_amounts_gross_non_negative', sql`${t.grossAmount} >= 0`),
    check('form_1099k_amounts_transactions_non_negative', sql`${t.transactions} >= 0`),
    check('form_1099k_amounts_year_range', sql`${t.year} between 1900 and 9999`),
  ],
)
