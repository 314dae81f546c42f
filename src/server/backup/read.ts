import { createHash } from 'node:crypto'

import { unzipSync } from 'fflate'

import { AppError } from '../errors'

import {
  appSchemaVersion,
  BACKUP_FORMAT_VERSION,
  BACKUP_MESSAGES,
  MANIFEST_PATH,
  manifestSchema,
  tablePart,
  type Manifest,
} from './format'
import { backupTables, type BackupTable } from './tables'

export type BackupRow = Record<string, unknown>

/** A backup file read and checked whole: its manifest, every table's rows, and the files' bytes by key. */
export interface ReadBackup {
  manifest: Manifest
  tables: { table: BackupTable; rows: BackupRow[] }[]
  /** Stored bytes by their key in the backup (`{userId}/{fileId}` and `.thumb`). */
  files: Map<string, Uint8Array>
}

const damaged = (message: string) => new AppError('validation_failed', message, { file: message })

function unzipped(bytes: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes)
  } catch {
    throw damaged(BACKUP_MESSAGES.notZip)
  }
}

function manifestOf(parts: Record<string, Uint8Array>): Manifest {
  const bytes = parts[MANIFEST_PATH]
  if (bytes === undefined) throw damaged(BACKUP_MESSAGES.noManifest)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw damaged(BACKUP_MESSAGES.badManifest)
  }
  // The versions first: a later format may change the rest of the manifest.
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion
  if (typeof version === 'number' && version !== BACKUP_FORMAT_VERSION)
    throw damaged(BACKUP_MESSAGES.formatVersion(version))
  const manifest = manifestSchema.safeParse(json)
  if (!manifest.success) throw damaged(BACKUP_MESSAGES.badManifest)
  return manifest.data
}

/** The rows of one table's part, each an object of exactly the table's columns. */
function rowsOf(table: BackupTable, bytes: Uint8Array, count: number): BackupRow[] {
  const lines = new TextDecoder().decode(bytes).split('\n')
  if (lines.at(-1) === '') lines.pop()
  if (lines.length !== count) throw damaged(BACKUP_MESSAGES.rowCount(table.name))
  const columns = table.columns.map((column) => column.name)
  return lines.map((line, n) => {
    let row: unknown
    try {
      row = JSON.parse(line)
    } catch {
      throw damaged(BACKUP_MESSAGES.badRow(table.name, n + 1))
    }
    const isRow =
      typeof row === 'object' &&
      row !== null &&
      !Array.isArray(row) &&
      Object.keys(row).length === columns.length &&
      columns.every((column) => column in row)
    if (!isRow) throw damaged(BACKUP_MESSAGES.badRow(table.name, n + 1))
    return row as BackupRow
  })
}

/**
 * Reads a backup file and checks all of it before anything is written: a zip, with a manifest of this
 * format and schema version and of the wanted scope, every part it lists present and matching its
 * SHA-256, every table of this Frogwalk with its columns, and every row a JSON object of those columns.
 * Any failure is a 400 saying why.
 */
export function readBackup(bytes: Uint8Array, scope: Manifest['scope']): ReadBackup {
  const parts = unzipped(bytes)
  const manifest = manifestOf(parts)
  if (manifest.schemaVersion !== appSchemaVersion())
    throw damaged(BACKUP_MESSAGES.schemaVersion(manifest.schemaVersion))
  if (manifest.scope !== scope) throw damaged(BACKUP_MESSAGES.scope(manifest.scope))
  for (const [path, { sha256 }] of Object.entries(manifest.parts)) {
    const part = parts[path]
    if (part === undefined) throw damaged(BACKUP_MESSAGES.missingPart(path))
    if (createHash('sha256').update(part).digest('hex') !== sha256)
      throw damaged(BACKUP_MESSAGES.checksum(path))
  }
  const tables = backupTables(scope)
  const known = new Set(tables.map((table) => table.name))
  for (const name of Object.keys(manifest.tables))
    if (!known.has(name)) throw damaged(BACKUP_MESSAGES.unknownTable(name))
  const read = tables.map((table) => {
    const listed = manifest.tables[table.name]
    const part = parts[tablePart(table.name)]
    if (listed === undefined || part === undefined || manifest.parts[tablePart(table.name)] === undefined)
      throw damaged(BACKUP_MESSAGES.missingPart(tablePart(table.name)))
    const columns = table.columns.map((column) => column.name)
    if (listed.columns.length !== columns.length || listed.columns.some((name, n) => name !== columns[n]))
      throw damaged(BACKUP_MESSAGES.columns(table.name))
    return { table, rows: rowsOf(table, part, listed.rows) }
  })
  const files = new Map<string, Uint8Array>()
  for (const [path, part] of Object.entries(parts))
    if (path.startsWith('files/') && manifest.parts[path] !== undefined)
      files.set(path.slice('files/'.length), part)
  return { manifest, tables: read, files }
}
