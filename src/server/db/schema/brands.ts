import { sql } from 'drizzle-orm'
import { TEXT_LIMITS } from '../../../domain/text-limits'
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, textLengthChecks, timestamps } from './columns'

export const brands = pgTable(
  'brands',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('brands', t, TEXT_LIMITS.brands),
    // Spec 5: brand names are unique per user, case-insensitively; also serves the name-ordered list.
    uniqueIndex('brands_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('brands_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
)
