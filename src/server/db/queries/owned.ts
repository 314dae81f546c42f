import { and, eq, getTableColumns, type SQL, type Table } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/*
 * Per-user access (decision 004). Every query function of db/queries takes the signed-in user's id and
 * puts it in its WHERE clause (or the inserted row) through these, so a route cannot forget it: another
 * user's row is simply not found.
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

/** The columns a row shows in the API: all but the owner's id, which is always the caller's. */
export function publicColumns<T extends Table>(table: T) {
  const { userId: _owner, ...columns } = getTableColumns(table)
  return columns
}

/** The one row an INSERT ... RETURNING gave back. */
export function inserted<Row>(rows: Row[]): Row {
  const [row] = rows
  if (row === undefined) throw new Error('The insert returned no row')
  return row
}
