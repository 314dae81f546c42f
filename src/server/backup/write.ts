import { createHash } from 'node:crypto'

import { sql, type SQL } from 'drizzle-orm'
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate'

import type { Database } from '../db/client'
import { fileKey, thumbnailKey, type FileStore } from '../files/store'

import {
  appSchemaVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  filePart,
  MANIFEST_PATH,
  tablePart,
  type Manifest,
} from './format'
import { backupTables, type BackupTable } from './tables'

/** Rows read per statement: a page of a few megabytes of JSON at most. */
const BACKUP_PAGE_ROWS = 2000

/** Whose rows: one account's, or every account's with the people themselves (the command line's). */
export type BackupScope = { userId: string } | 'instance'

const encoder = new TextEncoder()

/** One page of a table's rows, as the JSON text of each row, in the order of its primary key. */
async function readPage(
  db: Database,
  table: BackupTable,
  scope: BackupScope,
  after: Record<string, unknown> | null,
): Promise<string[]> {
  // Exact numbers travel as text: a JSON number would be read back as a float.
  const select = sql.join(
    table.columns.map((column) =>
      column.isExact
        ? sql`${sql.identifier(column.name)}::text as ${sql.identifier(column.name)}`
        : sql.identifier(column.name),
    ),
    sql`, `,
  )
  const conditions: SQL[] = []
  if (scope !== 'instance') conditions.push(sql`${sql.identifier(table.owner)} = ${scope.userId}::uuid`)
  if (after !== null) {
    const key = sql.join(
      table.key.map((name) => sql.identifier(name)),
      sql`, `,
    )
    const values = sql.join(
      table.key.map((name) => sql`${String(after[name])}`),
      sql`, `,
    )
    conditions.push(sql`(${key}) > (${values})`)
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
  const order = sql.join(
    table.key.map((name) => sql.identifier(name)),
    sql`, `,
  )
  const result = await db.execute(sql`
    select to_jsonb(r)::text as row from (
      select ${select} from ${sql.identifier(table.name)} ${where} order by ${order} limit ${BACKUP_PAGE_ROWS}
    ) r`)
  return (result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row)
}

interface FileRow {
  id: string
  user_id: string
  content_type: string
  thumbnail_type: string | null
}

/** A part of the zip being written: its bytes go in, its checksum and size come out. */
class Part {
  readonly hash = createHash('sha256')
  bytes = 0
  readonly entry: ZipInputFile & { push(data: Uint8Array, final?: boolean): void }

  constructor(
    readonly path: string,
    isCompressed: boolean,
  ) {
    this.entry = isCompressed ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 })
  }

  push(data: Uint8Array, final = false) {
    this.hash.update(data)
    this.bytes += data.byteLength
    this.entry.push(data, final)
  }
}

/**
 * A backup as a stream of zip bytes (decision 029). The rows are read page by page in one repeatable-read
 * transaction, so the backup is one moment of the account, and compressed as they come, without waiting
 * for the reader: the transaction is never held open by a slow download. The stored files' bytes follow,
 * one file at a time as the reader takes them (a file's bytes never change under its id). The manifest,
 * with every part's checksum, is the last entry.
 */
export function backupStream(db: Database, files: FileStore, scope: BackupScope): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let wake: (() => void) | null = null
  let isCancelled = false
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      pull() {
        wake?.()
        wake = null
      },
      cancel() {
        isCancelled = true
        wake?.()
      },
    },
    { highWaterMark: 8 },
  )
  const zip = new Zip((error, chunk, final) => {
    if (isCancelled) return
    if (error) {
      controller.error(error)
      return
    }
    controller.enqueue(chunk)
    if (final) controller.close()
  })
  /** Waits until the reader has taken what is queued. */
  const drained = async () => {
    while (!isCancelled && (controller.desiredSize ?? 1) <= 0)
      await new Promise<void>((resolve) => (wake = resolve))
  }

  const write = async () => {
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: appSchemaVersion(),
      scope: scope === 'instance' ? 'instance' : 'account',
      createdAt: new Date().toISOString(),
      tables: {},
      parts: {},
    }
    const done = (part: Part) => {
      manifest.parts[part.path] = { sha256: part.hash.digest('hex'), bytes: part.bytes }
    }
    const fileRows: FileRow[] = []
    await db.transaction(
      async (tx) => {
        for (const table of backupTables(manifest.scope)) {
          const part = new Part(tablePart(table.name), false)
          zip.add(part.entry)
          let rows = 0
          let after: Record<string, unknown> | null = null
          for (;;) {
            if (isCancelled) return
            const page = await readPage(tx, table, scope, after)
            if (page.length === 0) break
            rows += page.length
            const last = JSON.parse(page.at(-1) ?? '{}') as Record<string, unknown>
            after = last
            if (table.name === 'files') fileRows.push(...page.map((row) => JSON.parse(row) as FileRow))
            part.push(encoder.encode(`${page.join('\n')}\n`))
            if (page.length < BACKUP_PAGE_ROWS) break
          }
          part.push(new Uint8Array(0), true)
          done(part)
          manifest.tables[table.name] = { rows, columns: table.columns.map((column) => column.name) }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    for (const file of fileRows) {
      const keys: [string, string | null][] = [
        [fileKey(file.user_id, file.id), file.content_type],
        [thumbnailKey(file.user_id, file.id), file.thumbnail_type],
      ]
      for (const [key, type] of keys) {
        if (type === null) continue
        await drained()
        if (isCancelled) return
        const bytes = await files.get(key)
        // A file whose bytes were lost is restored as a row without bytes, as it is now.
        if (bytes === null) continue
        const part = new Part(filePart(key), type.startsWith('image/'))
        zip.add(part.entry)
        part.push(bytes, true)
        done(part)
      }
    }
    const last = new ZipDeflate(MANIFEST_PATH, { level: 6 })
    zip.add(last)
    last.push(encoder.encode(JSON.stringify(manifest, null, 2)), true)
    zip.end()
  }
  write().catch((error: unknown) => {
    if (!isCancelled) controller.error(error)
  })
  return stream
}
