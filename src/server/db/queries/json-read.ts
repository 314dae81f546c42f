import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { parseMoney, type Cents } from '../../../domain/money'
import type { Database } from '../client'

/*
 * Reads answered by one JSON value each, so that a screen's reads of kept rows go to the database as the columns
 * of one statement (decision 040): where each read is a few rows, a statement's own cost (sent, parsed, planned,
 * started, its answer made into rows) was most of the time. Money travels as text and is read into whole cents
 * by the same rule as a money column (parseMoney), never through a floating-point number.
 */

/** A query that yields one JSON value, and how to read that value. */
export interface JsonRead<T> {
  query: SQL
  decode: (value: unknown) => T
}

/** One column of a row read as JSON: its SQL expression and how to read its value. */
export interface JsonField<T> {
  sql: SQL
  decode: (value: unknown) => T
}

type Expression = SQL | AnyPgColumn

/** Whole cents of a money expression, sent as its exact decimal text. */
function centsOf(value: unknown): Cents {
  const cents = value === null || value === undefined ? null : parseMoney(String(value))
  if (cents === null) throw new TypeError(`Unreadable money value from the database: ${String(value)}`)
  return cents
}

export const jsonField = {
  /** An integer (a count, a year, a month). */
  int: (expression: Expression): JsonField<number> => ({
    sql: sql`(${expression})::int`,
    decode: (value) => Number(value),
  }),
  /** An integer, or null. */
  intOrNull: (expression: Expression): JsonField<number | null> => ({
    sql: sql`(${expression})::int`,
    decode: (value) => (value === null ? null : Number(value)),
  }),
  /** Money (numeric), whole cents. */
  money: (expression: Expression): JsonField<Cents> => ({
    sql: sql`(${expression})::text`,
    decode: centsOf,
  }),
  /** An exact decimal (miles, a percentage) as a number, as the columns' own types read them. */
  decimal: (expression: Expression): JsonField<number> => ({
    sql: sql`(${expression})::text`,
    decode: (value) => Number(value),
  }),
  /** Text (or a date as its ISO text), or null, as the type says. */
  text: <T extends string | null>(expression: Expression): JsonField<T> => ({
    sql: sql`(${expression})::text`,
    decode: (value) => value as T,
  }),
}

type Row<F extends Record<string, JsonField<unknown>>> = {
  [K in keyof F]: F[K] extends JsonField<infer T> ? T : never
}

/**
 * The rows of `rest` (`from ... where ... group by ...`, anything that follows a select list) with `fields`, as
 * one JSON array: `[]` when there are none. The rows come in no particular order.
 */
export function jsonRows<F extends Record<string, JsonField<unknown>>>(
  fields: F,
  rest: SQL,
): JsonRead<Row<F>[]> {
  const names = Object.keys(fields)
  const columns = names.map((name) => fields[name]?.sql ?? sql`null`)
  return {
    query: sql`select coalesce(json_agg(r.v), '[]'::json) from (select json_build_array(${sql.join(columns, sql`, `)}) as v ${rest}) as r`,
    decode: (value) =>
      (value as unknown[][]).map(
        (row) => Object.fromEntries(names.map((name, n) => [name, fields[name]?.decode(row[n])])) as Row<F>,
      ),
  }
}

/** One row of `rest` with `fields` (a query with an aggregate, or the first row of several), or null without one. */
export function jsonRow<F extends Record<string, JsonField<unknown>>>(
  fields: F,
  rest: SQL,
): JsonRead<Row<F> | null> {
  return jsonMap(jsonRows(fields, sql`${rest} limit 1`), (rows) => rows[0] ?? null)
}

/** A read whose answer is made of another's. */
export function jsonMap<A, T>(read: JsonRead<A>, map: (answer: A) => T): JsonRead<T> {
  return { query: read.query, decode: (value) => map(read.decode(value)) }
}

/** A read made of others, in one query: `combine` makes one answer of theirs. */
export function jsonTogether<R extends Record<string, JsonRead<unknown>>, T>(
  reads: R,
  combine: (answers: Answers<R>) => T,
): JsonRead<T> {
  const names = Object.keys(reads)
  return {
    query: sql`select json_build_array(${sql.join(
      names.map((name) => sql`(${reads[name]?.query})`),
      sql`, `,
    )})`,
    decode: (value) =>
      combine(
        Object.fromEntries(
          names.map((name, n) => [name, reads[name]?.decode((value as unknown[])[n])]),
        ) as Answers<R>,
      ),
  }
}

export type Answers<R extends Record<string, JsonRead<unknown>>> = {
  [K in keyof R]: R[K] extends JsonRead<infer T> ? T : never
}

/** Several reads in one statement, each a column of its one row. */
export async function readAtOnce<R extends Record<string, JsonRead<unknown>>>(
  db: Database,
  reads: R,
): Promise<Answers<R>> {
  const names = Object.keys(reads)
  const result = await db.execute(
    sql`select ${sql.join(
      names.map((name, n) => sql`(${reads[name]?.query}) as ${sql.identifier(`r${n}`)}`),
      sql`, `,
    )}`,
  )
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows
  return Object.fromEntries(names.map((name, n) => [name, reads[name]?.decode(row?.[`r${n}`])])) as Answers<R>
}

/** One read, alone in its statement. */
export async function readJson<T>(db: Database, read: JsonRead<T>): Promise<T> {
  return (await readAtOnce(db, { read })).read
}
