import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What every server of one instance must share and is not any user's: on PostgreSQL, the auth secret that
 * signs sessions when AUTH_SECRET is not given, so that a session made by one server is taken by the others
 * (decision 033). Never in an account's backup (no user_id).
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
