import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { Database } from '../db/client'
import { GIN_PENDING } from '../db/schema/columns'
import { AppError, postgresError } from '../errors'
import { fileKey, thumbnailKey, type FileStore } from '../files/store'

import { BACKUP_MESSAGES } from './format'
import type { BackupRow, ReadBackup } from './read'
import { REPLACED_TABLES, type BackupTable } from './tables'
import type { BackupScope } from './write'

/** Rows written per statement. */
const RESTORE_BATCH_ROWS = 2000

const damaged = (message: string) => new AppError('validation_failed', message, { file: message })

/**
 * New ids for a table's rows, in the same order as the old ones: every list that breaks ties by id (rows
 * made in the same millisecond) shows the restored rows in the order it showed them before.
 */
function orderedIds(oldIds: string[]): Map<string, string> {
  const sortedOld = [...oldIds].sort()
  const fresh = oldIds.map(() => randomUUID()).sort()
  return new Map(sortedOld.map((id, n) => [id, fresh[n] ?? randomUUID()]))
}

interface Prepared {
  table: BackupTable
  rows: BackupRow[]
}

/**
 * The backup's rows as they will be written: owned by the account restored into, with new ids, and every
 * link changed to the new id of the row it names (the foreign keys, and the links kept without one). The
 * instance restore keeps every id. A link to a row that is not in the backup is refused here.
 */
function remapped(
  backup: ReadBackup,
  target: BackupScope,
): { tables: Prepared[]; ids: Map<string, Map<string, string>> } {
  const ids = new Map<string, Map<string, string>>()
  for (const { table, rows } of backup.tables) {
    if (!table.hasId) continue
    const old = rows.map((row) => String(row.id))
    ids.set(table.name, target === 'instance' ? new Map(old.map((id) => [id, id])) : orderedIds(old))
  }
  const tables = backup.tables.map(({ table, rows }) => {
    const own = ids.get(table.name)
    const links = Object.entries(table.links)
    return {
      table,
      rows: rows.map((row, n) => {
        const copy: BackupRow = { ...row }
        if (target !== 'instance') copy[table.owner] = target.userId
        if (own !== undefined) copy.id = own.get(String(row.id))
        for (const [column, linked] of links) {
          const value = row[column]
          if (value === null || value === undefined) continue
          const mapped = ids.get(linked)?.get(String(value))
          if (mapped === undefined) throw damaged(BACKUP_MESSAGES.badLink(table.name, n + 1, column))
          copy[column] = mapped
        }
        return copy
      }),
    }
  })
  return { tables, ids }
}

/** Whether the account (or, for the instance, the database) has any row of its own yet. */
async function hasData(db: Database, tables: BackupTable[], target: BackupScope): Promise<boolean> {
  if (target === 'instance') {
    const result = await db.execute(sql`select exists (select 1 from "user") as found`)
    return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true
  }
  const checks = tables
    .filter((table) => !REPLACED_TABLES.includes(table.name))
    .map(
      (table) =>
        sql`exists (select 1 from ${sql.identifier(table.name)} where ${sql.identifier(table.owner)} = ${target.userId}::uuid)`,
    )
  const result = await db.execute(sql`select (${sql.join(checks, sql` or `)}) as found`)
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true
}

/** Writes rows of a table, a batch per statement, the database reading each row's JSON into its columns. */
async function insertRows(db: Database, table: BackupTable, rows: BackupRow[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  for (let start = 0; start < rows.length; start += RESTORE_BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + RESTORE_BATCH_ROWS))
    await db.execute(sql`
      insert into ${sql.identifier(table.name)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::jsonb)`)
  }
}

/**
 * The trigram (GIN) indexes of the restored tables, their pending lists unbounded for the restore: under the
 * 256 kB bound of migration 0010 the lists were merged every few hundred rows, each merge walking the same
 * trigrams' posting trees again (the same as the sales import's, decision 020). ALTER INDEX ... SET of this
 * option rolls back with the transaction.
 */
async function withUnboundedGinLists(db: Database, tables: string[]): Promise<string[]> {
  const result = await db.execute(sql`
    select i.indexname as name from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}) and i.indexdef ilike '% using gin %'`)
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)
  for (const name of names)
    await db.execute(sql`alter index ${sql.identifier(name)} set (gin_pending_list_limit = 1048576)`)
  return names
}

/** Merges the pending lists once, and bounds them again (`GIN_PENDING`). */
async function mergeGinLists(db: Database, names: string[]): Promise<void> {
  for (const name of names) {
    await db.execute(sql`select gin_clean_pending_list(${name}::regclass)`)
    await db.execute(
      sql`alter index ${sql.identifier(name)} set (gin_pending_list_limit = ${sql.raw(String(GIN_PENDING.gin_pending_list_limit))})`,
    )
  }
}

/** The stored files of the restored rows: each part's bytes under the new owner and id. */
function filesToStore(
  backup: ReadBackup,
  tables: Prepared[],
): { key: string; bytes: Uint8Array; contentType: string }[] {
  const restored = tables.find(({ table }) => table.name === 'files')
  const original = backup.tables.find(({ table }) => table.name === 'files')
  if (restored === undefined || original === undefined) return []
  return restored.rows.flatMap((row, n) => {
    const before = original.rows[n] ?? {}
    const [oldUser, oldId, user, id] = [before.user_id, before.id, row.user_id, row.id].map(String) as [
      string,
      string,
      string,
      string,
    ]
    const stored = []
    const bytes = backup.files.get(fileKey(oldUser, oldId))
    if (bytes !== undefined)
      stored.push({ key: fileKey(user, id), bytes, contentType: String(row.content_type) })
    const thumbnail = backup.files.get(thumbnailKey(oldUser, oldId))
    if (thumbnail !== undefined && row.thumbnail_type !== null)
      stored.push({ key: thumbnailKey(user, id), bytes: thumbnail, contentType: String(row.thumbnail_type) })
    return stored
  })
}

interface RestoreSummary {
  /** Rows written per table. */
  rows: Record<string, number>
  files: number
}

/**
 * Restores a checked backup (`readBackup`) into an empty account, or with 'instance' into an empty
 * database (decision 029). The stored files are written first, under their new keys; then every row in one
 * transaction, the tables in the order of their links and the closed tax years last. The running totals are
 * not in the backup: their triggers build them from the rows as they are inserted. A failure writes no row
 * and removes the files it stored.
 */
export async function restoreBackup(
  db: Database,
  files: FileStore,
  backup: ReadBackup,
  target: BackupScope,
): Promise<RestoreSummary> {
  const allTables = backup.tables.map(({ table }) => table)
  const notEmpty = new AppError(
    'conflict',
    target === 'instance' ? BACKUP_MESSAGES.instanceNotEmpty : BACKUP_MESSAGES.notEmpty,
  )
  if (await hasData(db, allTables, target)) throw notEmpty
  const { tables } = remapped(backup, target)
  const stored = filesToStore(backup, tables)
  const written: string[] = []
  try {
    for (const file of stored) {
      await files.put(file.key, file.bytes, file.contentType)
      written.push(file.key)
    }
    await db.transaction(async (tx) => {
      // Two restores into one account wait for each other here; the second finds the account full.
      if (target !== 'instance')
        await tx.execute(sql`select id from "user" where id = ${target.userId}::uuid for update`)
      else await tx.execute(sql`lock table "user" in exclusive mode`)
      if (await hasData(tx, allTables, target)) throw notEmpty
      const ginIndexes = await withUnboundedGinLists(
        tx,
        tables.map(({ table }) => table.name),
      )
      for (const { table, rows } of tables) {
        if (target !== 'instance' && REPLACED_TABLES.includes(table.name))
          await tx.execute(
            sql`delete from ${sql.identifier(table.name)} where ${sql.identifier(table.owner)} = ${target.userId}::uuid`,
          )
        await insertRows(tx, table, rows)
      }
      await mergeGinLists(tx, ginIndexes)
    })
  } catch (error) {
    await files.remove(written).catch(() => undefined)
    if (error instanceof AppError) throw error
    const pgError = postgresError(error)
    if (pgError !== null) {
      const reason = (pgError as { message?: string }).message ?? 'the database refused a row'
      throw damaged(BACKUP_MESSAGES.refused(reason))
    }
    throw error
  }
  return {
    rows: Object.fromEntries(tables.map(({ table, rows }) => [table.name, rows.length])),
    files: stored.length,
  }
}
