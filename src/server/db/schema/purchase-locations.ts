import { sql } from 'drizzle-orm'
import { TEXT_LIMITS } from '../../../domain/text-limits'
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, miles, textLengthChecks, timestamps } from './columns'

export const purchaseLocations = pgTable(
  'purchase_locations',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text(),
    notes: text(),
    roundTripDistance: miles().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('purchase_locations', t, TEXT_LIMITS.purchaseLocations),
    uniqueIndex('purchase_locations_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('purchase_locations_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('purchase_locations_distance_non_negative', sql`${t.roundTripDistance} >= 0`),
  ],
)
