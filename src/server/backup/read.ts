import { createHash } from 'node:crypto'

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
import { unpackEntry, zipEntries, ZipRefused, type ZipEntry, type ZipLimits } from './zip-reader'

export type BackupRow = Record<string, unknown>

/** A backup file read and checked whole: its manifest, every table's rows, and the files' bytes by key. */
export interface ReadBackup {
  manifest: Manifest
  tables: { table: BackupTable; rows: BackupRow[] }[]
  /** Stored bytes by their key in the backup (`{userId}/{fileId}` and `.thumb`). */
  files: Map<string, Uint8Array>
}

const damaged = (message: string) => new AppError('validation_failed', message, { file: message })

const MB = 1024 * 1024
const GB = 1024 * MB

/**
 * What a backup may unpack to, checked from the zip's directory before anything is unpacked (decision 029).
 * An account's file is at most 512 MB, almost all of it photos, which do not pack; its rows pack about ten
 * to one. No Frogwalk backup has a part that unpacks to more than 100 times its packed size (zeros do, a
 * thousand times: a zip bomb), and 20,000 parts would be 10,000 photos, more than 512 MB holds. A whole
 * instance, restored from the command line, may be larger and hold more.
 */
export const BACKUP_LIMITS: Record<Manifest['scope'], ZipLimits> = {
  account: { maxEntries: 20_000, maxBytes: 1 * GB, maxRatio: 100 },
  instance: { maxEntries: 1_000_000, maxBytes: 4 * GB, maxRatio: 100 },
}

/** The manifest is a page of JSON: one larger than this is not a Frogwalk manifest. */
const MAX_MANIFEST_BYTES = 16 * MB

function refusalMessage(error: ZipRefused, limits: ZipLimits): string {
  const { refusal } = error
  switch (refusal.reason) {
    case 'not_zip':
      return BACKUP_MESSAGES.notZip
    case 'too_many_entries':
      return BACKUP_MESSAGES.tooManyParts(refusal.entries, limits.maxEntries)
    case 'too_large':
      return BACKUP_MESSAGES.unpacksTooLarge(limits.maxBytes)
    case 'ratio':
      return BACKUP_MESSAGES.ratio(refusal.name, refusal.ratio)
    case 'damaged':
      return BACKUP_MESSAGES.checksum(refusal.name)
  }
}

/** Runs `read` over the zip, turning the reader's refusals into the backup's messages. */
function worded<T>(limits: ZipLimits, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ZipRefused) throw damaged(refusalMessage(error, limits))
    throw error
  }
}

function manifestOf(bytes: Uint8Array, entry: ZipEntry | undefined, limits: ZipLimits): Manifest {
  if (entry === undefined) throw damaged(BACKUP_MESSAGES.noManifest)
  if (entry.bytes > MAX_MANIFEST_BYTES) throw damaged(BACKUP_MESSAGES.badManifest)
  const unpacked = worded(limits, () => unpackEntry(bytes, entry))
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(unpacked))
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
 * Reads a backup file and checks all of it before anything is written. First what its zip directory says,
 * before anything is unpacked: no more parts, and no more unpacked bytes in all and for each part's
 * packed size, than `BACKUP_LIMITS` of the scope allow. Then the manifest alone: this format and schema
 * version and the wanted scope, every part it lists present with the size it gives. Then each listed part,
 * one at a time and held to that size while it is unpacked: its SHA-256, and for a table every row a JSON
 * object of this Frogwalk's columns. Parts the manifest does not list are never unpacked. Any failure is a
 * 400 saying why.
 */
export function readBackup(bytes: Uint8Array, scope: Manifest['scope']): ReadBackup {
  const limits = BACKUP_LIMITS[scope]
  const entries = new Map(worded(limits, () => zipEntries(bytes, limits)).map((entry) => [entry.name, entry]))
  const manifest = manifestOf(bytes, entries.get(MANIFEST_PATH), limits)
  if (manifest.schemaVersion !== appSchemaVersion())
    throw damaged(BACKUP_MESSAGES.schemaVersion(manifest.schemaVersion))
  if (manifest.scope !== scope) throw damaged(BACKUP_MESSAGES.scope(manifest.scope))
  for (const [path, listed] of Object.entries(manifest.parts)) {
    const entry = entries.get(path)
    if (entry === undefined) throw damaged(BACKUP_MESSAGES.missingPart(path))
    if (entry.bytes !== listed.bytes) throw damaged(BACKUP_MESSAGES.checksum(path))
  }
  /** A listed part, unpacked and matched to its checksum. */
  const part = (path: string): Uint8Array => {
    const entry = entries.get(path)
    const listed = manifest.parts[path]
    if (entry === undefined || listed === undefined) throw damaged(BACKUP_MESSAGES.missingPart(path))
    const unpacked = worded(limits, () => unpackEntry(bytes, entry))
    if (createHash('sha256').update(unpacked).digest('hex') !== listed.sha256)
      throw damaged(BACKUP_MESSAGES.checksum(path))
    return unpacked
  }
  const tables = backupTables(scope)
  const known = new Set(tables.map((table) => table.name))
  for (const name of Object.keys(manifest.tables))
    if (!known.has(name)) throw damaged(BACKUP_MESSAGES.unknownTable(name))
  const read = tables.map((table) => {
    const listed = manifest.tables[table.name]
    if (listed === undefined || manifest.parts[tablePart(table.name)] === undefined)
      throw damaged(BACKUP_MESSAGES.missingPart(tablePart(table.name)))
    const columns = table.columns.map((column) => column.name)
    if (listed.columns.length !== columns.length || listed.columns.some((name, n) => name !== columns[n]))
      throw damaged(BACKUP_MESSAGES.columns(table.name))
    return { table, rows: rowsOf(table, part(tablePart(table.name)), listed.rows) }
  })
  const files = new Map<string, Uint8Array>()
  for (const path of Object.keys(manifest.parts))
    if (path.startsWith('files/')) files.set(path.slice('files/'.length), part(path))
    // Any other part listed is checked all the same, and not kept.
    else if (!path.startsWith('tables/')) part(path)
  return { manifest, tables: read, files }
}
