import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { TEXT_LIMITS } from '../../../domain/text-limits'

import { textLengthChecks, timestamps } from './columns'

/*
 * The tables better-auth keeps (user, session, account, verification, rate limit), with uuid ids.
 * Field names are better-auth's; columns are snake_case like every other table.
 */

export const user = pgTable(
  'user',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    ...timestamps,
  },
  (t) => [...textLengthChecks('user', t, TEXT_LIMITS.user)],
)

export const session = pgTable(
  'session',
  {
    id: uuid().primaryKey().defaultRandom(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
)

export const account = pgTable(
  'account',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true, precision: 3 }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true, precision: 3 }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)

/** better-auth's request counters, kept in the database so several server processes share them. */
export const rateLimit = pgTable('rate_limit', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
})

/** Failed sign-ins per e-mail address and client, for locking out password guessing. */
export const signInFailure = pgTable('sign_in_failure', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  firstFailureAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
})
