import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource, PgInsertValue } from 'drizzle-orm/pg-core'

import type { Database } from '../client'

/** A table whose rows belong to a user: it has an `id` and a `user_id`. */
type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn }

/**
 * Reading and writing one user's rows of a table. Every function takes the user's id and puts it in
 * the WHERE clause (or the inserted row) itself, so a caller cannot forget it (ARCHITECTURE, Data):
 * another user's row is simply not found.
 */
export function ownedRows<T extends OwnedTable>(table: T) {
  const mine = (userId: string, id?: string): SQL =>
    (id === undefined ? eq(table.userId, userId) : and(eq(table.userId, userId), eq(table.id, id))) as SQL

  return {
    mine,

    async list(db: Database, userId: string, orderBy: SQL[], where?: SQL): Promise<T['$inferSelect'][]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(where ? and(mine(userId), where) : mine(userId))
        .orderBy(...orderBy)) as T['$inferSelect'][]
    },

    async get(db: Database, userId: string, id: string): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(mine(userId, id))
      return row as T['$inferSelect'] | undefined
    },

    async insert(
      db: Database,
      userId: string,
      values: Omit<T['$inferInsert'], 'userId' | 'id'>,
    ): Promise<T['$inferSelect']> {
      const rows = (await db
        .insert(table)
        .values({ ...values, userId } as PgInsertValue<T>)
        .returning()) as T['$inferSelect'][]
      return rows[0] as T['$inferSelect']
    },

    async update(
      db: Database,
      userId: string,
      id: string,
      values: Partial<Omit<T['$inferInsert'], 'userId' | 'id'>>,
    ): Promise<T['$inferSelect'] | undefined> {
      const rows = (await db
        .update(table)
        // updated_at moves on every change (spec 7). Set here, not only by the column's $onUpdate, so that
        // an empty change still has something to set and simply touches the row.
        .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
        .where(mine(userId, id))
        .returning()) as T['$inferSelect'][]
      return rows[0]
    },

    async remove(db: Database, userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(mine(userId, id)).returning({ id: table.id })
      return rows.length > 0
    },
  }
}
