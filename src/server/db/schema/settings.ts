import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { DEFAULT_STORE_NAME } from '../../../domain/settings'
import { DEFAULT_THEME, THEME_MODES } from '../../../domain/theme'
import { TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { percentage, sqlList, textLengthChecks } from './columns'

/** One row of preferences per user; absent until the user first changes something. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    storeName: text().notNull().default(DEFAULT_STORE_NAME),
    theme: text({ enum: THEME_MODES }).notNull().default(DEFAULT_THEME),
    timeZone: text().notNull().default('UTC'),
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    ...textLengthChecks('user_settings', t, TEXT_LIMITS.userSettings),
    check('user_settings_store_name_not_blank', sql`btrim(${t.storeName}) <> ''`),
    check('user_settings_theme_known', sql`${t.theme} in (${sqlList(THEME_MODES)})`),
  ],
)

/**
 * The business use of the vehicle, a percentage per tax year (decision 026): a row holds from its year on,
 * until a later row. Settings sets it from the user's current year on; a past year's own is set on its
 * Odometer page while the year is open. A year before every row is at the default, 100 (spec 9). A closed
 * year's percentage cannot change (the triggers of migration 0023).
 */
export const businessMileagePercentages = pgTable(
  'business_mileage_percentages',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fromYear: integer().notNull(),
    percentage: percentage().notNull(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fromYear] }),
    check('business_mileage_percentages_range', sql`${t.percentage} between 0 and 100`),
    check('business_mileage_percentages_year_range', sql`${t.fromYear} between 1 and 9999`),
  ],
)
