import { sql } from 'drizzle-orm'
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, miles, timestamps } from './columns'

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
    uniqueIndex('purchase_locations_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('purchase_locations_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('purchase_locations_distance_non_negative', sql`${t.roundTripDistance} >= 0`),
  ],
)
