import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'

/**
 * The writes a device made with an id of its own (the `Idempotency-Key` header, decision 024): a phone
 * that saved offline sends each such write until it hears an answer, and the answer kept here is given
 * again, without writing again, to every repeat of it.
 */
export const clientWrites = pgTable(
  'client_writes',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The device's id of the write. */
    key: uuid().notNull(),
    /** Where it was sent ('POST /api/items'): the same id sent elsewhere is another device's mistake. */
    target: text().notNull(),
    status: integer().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
