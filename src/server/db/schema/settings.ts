import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { DEFAULT_BUSINESS_MILEAGE_PERCENTAGE, DEFAULT_STORE_NAME } from '../../../domain/settings'
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
    businessMileagePercentage: percentage().notNull().default(DEFAULT_BUSINESS_MILEAGE_PERCENTAGE),
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
    check('user_settings_percentage_range', sql`${t.businessMileagePercentage} between 0 and 100`),
    check('user_settings_theme_known', sql`${t.theme} in (${sqlList(THEME_MODES)})`),
  ],
)
