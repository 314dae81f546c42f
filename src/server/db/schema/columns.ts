import { sql } from 'drizzle-orm'
import { check, customType, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core'

import { centsToDecimal, parseMoney, type Cents } from '../../../domain/money'

/**
 * Money: numeric(12,2) in the database, whole cents in code. This is the only place the two meet
 * (STYLE: convert at the data layer), so a route or query never sees a decimal string.
 */
export const money = customType<{ data: Cents; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  toDriver: (cents) => centsToDecimal(cents),
  fromDriver: (text) => {
    const cents = parseMoney(String(text))
    if (cents === null) throw new TypeError(`Unreadable money value from the database: ${text}`)
    return cents
  },
})

/** A sum of money columns, kept by triggers (unbounded numeric, so no total overflows); whole cents in code. */
export const moneyTotal = customType<{ data: Cents; driverData: string }>({
  dataType: () => 'numeric',
  toDriver: (cents) => centsToDecimal(cents),
  fromDriver: (text) => {
    const cents = parseMoney(String(text))
    if (cents === null) throw new TypeError(`Unreadable money total from the database: ${text}`)
    return cents
  },
})

/** Miles with one decimal (distances, odometer readings); numeric keeps them exact. */
export const miles = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(9, 1)',
  toDriver: (value) => value.toFixed(1),
  fromDriver: (text) => Number(text),
})

/** A running sum of miles with one decimal (numeric(12,1)), kept by triggers. */
export const milesTotal = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 1)',
  toDriver: (value) => value.toFixed(1),
  fromDriver: (text) => Number(text),
})

/** A decimal rate such as a sales tax of 0.0663 (numeric(6,4)). */
export const rate = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(6, 4)',
  toDriver: (value) => value.toFixed(4),
  fromDriver: (text) => Number(text),
})

/** A percentage with one decimal, 0 to 100 (numeric(4,1)). */
export const percentage = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(4, 1)',
  toDriver: (value) => value.toFixed(1),
  fromDriver: (text) => Number(text),
})

export const id = () => uuid().primaryKey().defaultRandom()

/** created_at and updated_at, instants with time zone. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

/** A list of constants of the domain as SQL literals, for check constraints: 'a', 'b', 'c'. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))

/**
 * The storage setting of every trigram (GIN) index (migration 0010): new entries wait in the index's
 * pending list, which every search through the index reads whole, until the list passes this many kB
 * and the next insert merges it. The embedded database never vacuums, so nothing else merges it: at
 * PostgreSQL's default 4 MB a search carried up to about 6 ms of reading the list. 256 kB bounds that to a
 * fraction of a millisecond and still groups a bulk insert's entries.
 */
export const GIN_PENDING = { gin_pending_list_limit: 256 }

/**
 * The database's part of the text limits (src/domain/text-limits.ts): one check per column,
 * `{table}_{column}_length`, the column's characters at most the limit. A text[] column's limit is each
 * element's (`text_array_longest`, migration 0021).
 */
export function textLengthChecks<C extends Record<string, PgColumn>>(
  table: string,
  columns: C,
  limits: Readonly<Partial<Record<keyof C & string, number>>>,
) {
  return Object.entries(limits).map(([key, max]) => {
    const column = columns[key]
    if (column === undefined) throw new Error(`${table} has no column ${key}`)
    const length =
      column.columnType === 'PgArray' ? sql`text_array_longest(${column})` : sql`char_length(${column})`
    const name = `${table}_${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}_length`
    return check(name, sql`${length} <= ${sql.raw(String(max))}`)
  })
}
