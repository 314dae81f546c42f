import { and, eq, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'

import type { Database } from '../client'

import type { JsonRead } from './json-read'
import { PAGE_COUNTS, type PageQuery } from './lists'
import { renderedOnce } from './rendered'

/*
 * Per-user access (decision 004). Every query of db/queries reads and writes one user's rows: the
 * functions here put the user's id in the WHERE clause (or the inserted row) themselves, so a caller
 * cannot forget it, and another user's row is simply not found.
 */

/** A table whose rows belong to a user. */
interface Owned {
  id: AnyPgColumn
  userId: AnyPgColumn
}

/** The user's rows of `table`, or the one with `id` among them. */
export function ownedBy(table: Owned, userId: string, id?: string): SQL {
  const mine = eq(table.userId, userId)
  return id === undefined ? mine : (and(mine, eq(table.id, id)) ?? mine)
}

/**
 * The columns a row shows in the API: all but the owner's id, which is always the caller's, and the
 * `hidden` ones the database keeps for its own use (a stored search text).
 */
export function publicColumns<T extends Table, Hidden extends string = never>(
  table: T,
  hidden: readonly Hidden[] = [],
) {
  const { userId: _owner, ...columns } = getTableColumns(table)
  for (const name of hidden) Reflect.deleteProperty(columns, name)
  return columns as Omit<typeof columns, Hidden>
}

/** Columns read as their JSON value rather than their text: booleans, and arrays, whose text needs parsing. */
const AS_JSON = new Set(['PgBoolean', 'PgArray'])

/**
 * Rows read as one JSON array each, of their columns' texts (booleans and arrays as JSON values), and
 * mapped back by each column as drizzle maps the column's own field: PGlite's protocol parser copies and
 * decodes every field on its own, which made most of the cost of reading a page of 50 rows; one field per
 * row is cheaper, and the rows are the same as a plain select gives (owned.test.ts).
 */
function rowsAsArrays(columns: Record<string, AnyPgColumn>) {
  const entries = Object.entries(columns)
  return {
    select: renderedOnce(
      sql<unknown[]>`json_build_array(${sql.join(
        entries.map(([, column]) => (AS_JSON.has(column.columnType) ? sql`${column}` : sql`${column}::text`)),
        sql`, `,
      )})`,
    ),
    read(values: unknown[]) {
      const row: Record<string, unknown> = {}
      for (let index = 0; index < entries.length; index++) {
        const [key, column] = entries[index] as [string, AnyPgColumn]
        const value = values[index] ?? null
        row[key] = value === null ? null : column.mapFromDriverValue(value)
      }
      return row
    },
  }
}

/** What a new row or a change may set: the table's columns but its id and its owner. */
type Values<T extends PgTable> = Omit<T['$inferInsert'], 'id' | 'userId'>

/**
 * Reading and writing one user's rows of `table`, typed by the table (its row without `user_id`, its
 * insert values). Each answers the rows it read or wrote; every change moves `updated_at` (spec 7).
 */
export function ownedRows<
  T extends PgTable & Owned & { updatedAt: AnyPgColumn },
  Hidden extends keyof T['_']['columns'] & string = never,
>(table: T, hidden: readonly Hidden[] = []) {
  const base: PgTable & Owned = table
  const columns = publicColumns(table, hidden)
  const arrays = rowsAsArrays(columns as Record<string, AnyPgColumn>)
  // A row of the public columns, as a plain select of them gives it.
  type PublicRow = Omit<T['$inferSelect'], 'userId' | Hidden>
  return {
    columns,

    /**
     * The first `limit` of the user's rows that `where` keeps, in `orderBy`'s order, as one JSON value for a
     * statement of several reads (`readAtOnce`, decision 040): the rows a plain select of the columns gives.
     * ARRAY() keeps its subquery's order.
     */
    jsonRows: (userId: string, where: SQL | undefined, orderBy: SQL[], limit: number): JsonRead<PublicRow[]> => ({
      query: sql`select coalesce(array_to_json(array(select ${arrays.select} from ${base}
        where ${and(ownedBy(base, userId), where)} order by ${sql.join(orderBy, sql`, `)} limit ${limit})), '[]'::json)`,
      decode: (value) => (value as unknown[][]).map((row) => arrays.read(row) as PublicRow),
    }),

    get: async (db: Database, userId: string, id: string) =>
      db
        .select(columns)
        .from(base)
        .where(ownedBy(base, userId, id)),

    insert: async (db: Database, userId: string, values: Values<T>) =>
      db
        .insert(base)
        .values({ ...values, userId })
        .returning(columns),

    // updated_at is set here as well as by the column's $onUpdate, so an empty change still touches the row.
    update: async (db: Database, userId: string, id: string, changes: Partial<Values<T>>) =>
      db
        .update(base)
        .set({ ...changes, updatedAt: new Date() })
        .where(ownedBy(base, userId, id))
        .returning(columns),

    remove: async (db: Database, userId: string, id: string) =>
      db
        .delete(base)
        .where(ownedBy(base, userId, id))
        .returning({ id: base.id }),

    /**
     * One page of a list (see lists.ts): the public columns, `extra` ones, and the cursor's key; on a
     * first page, with its counts (PAGE_COUNTS), and read from the rows it chose when it chose them.
     */
    page: async <Extra extends SelectedFields>(db: Database, parts: PageQuery, extra: Extra) => {
      // The row a plain select of the columns gives, which arrays.read makes.
      type Row = Awaited<ReturnType<ReturnType<typeof db.select<typeof columns>>['from']>>[number]
      const fields = { ...extra, row: arrays.select, cursorKey: parts.cursorKey }
      const fetched = await (parts.with ? db.with(parts.with) : db)
        .select(parts.counts ? { ...fields, [PAGE_COUNTS]: parts.counts } : fields)
        .from(base)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
      return fetched.map(({ row, ...rest }) => Object.assign(arrays.read(row as unknown[]) as Row, rest))
    },
  }
}

/** The one row an INSERT ... RETURNING gave back. */
export function inserted<Row>(rows: Row[]): Row {
  const [row] = rows
  if (row === undefined) throw new Error('The insert returned no row')
  return row
}
