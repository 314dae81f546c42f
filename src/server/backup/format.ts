import { readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { MIGRATIONS_FOLDER } from '../db/client'

/*
 * The backup file (decision 029): a zip of
 *   manifest.json              what is in it (this schema), written last
 *   tables/{table}.jsonl       one JSON object per row, keyed by the SQL column names
 *   files/{userId}/{fileId}    the stored bytes of each file, and `.thumb` for its thumbnail
 * Every part's SHA-256 is in the manifest; the restore checks them all before it writes anything.
 */

/** The layout of the file itself; a reader refuses any other. */
export const BACKUP_FORMAT_VERSION = 1
export const BACKUP_FORMAT = 'frogwalk-backup'
export const MANIFEST_PATH = 'manifest.json'

export const tablePart = (table: string) => `tables/${table}.jsonl`
export const filePart = (key: string) => `files/${key}`

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  /** The last migration applied to the database it was made from. */
  schemaVersion: z.string(),
  /** 'account': one person's rows; 'instance': every account, with the people and their passwords. */
  scope: z.enum(['account', 'instance']),
  createdAt: z.string(),
  tables: z.record(
    z.string(),
    z.object({ rows: z.number().int().nonnegative(), columns: z.array(z.string()) }),
  ),
  parts: z.record(
    z.string(),
    z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int() }),
  ),
})

export type Manifest = z.infer<typeof manifestSchema>

let schemaVersion: string | undefined

/** The tag of the last migration this build applies (meta/_journal.json): the version of the tables. */
export function appSchemaVersion(): string {
  if (schemaVersion !== undefined) return schemaVersion
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string() })).min(1) })
    .parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')))
  schemaVersion = journal.entries.at(-1)?.tag ?? ''
  return schemaVersion
}

/** The file name a backup is saved under: frogwalk-backup-2026-11-27.zip. */
export const backupFileName = (createdAt: Date) =>
  `frogwalk-backup-${createdAt.toISOString().slice(0, 10)}.zip`

/** Why a backup file is refused, worded for the person restoring it. */
export const BACKUP_MESSAGES = {
  notZip: 'This file is not a Frogwalk backup: it is not a zip file, or it is cut short.',
  noManifest: 'This file is not a Frogwalk backup: it has no manifest.json.',
  badManifest: 'This backup is damaged: its manifest.json cannot be read.',
  formatVersion: (found: number) =>
    `This backup is of format version ${found}; this Frogwalk reads version ${BACKUP_FORMAT_VERSION} only.`,
  schemaVersion: (found: string) =>
    `This backup was made by a Frogwalk whose database is at version ${found}; this one is at ${appSchemaVersion()}. Restore it into a Frogwalk of the same version.`,
  scope: (found: string) =>
    found === 'instance'
      ? 'This is a backup of a whole Frogwalk instance: restore it from the command line (npm run restore).'
      : 'This is a backup of one account, not of a whole instance: restore it in Settings.',
  tooManyParts: (found: number, most: number) =>
    `This file is refused, and nothing was unpacked: it holds ${found.toLocaleString('en-US')} parts, and a Frogwalk backup restored here holds at most ${most.toLocaleString('en-US')}.`,
  unpacksTooLarge: (most: number) =>
    `This file is refused, and nothing was unpacked: it unpacks to more than ${most / 1024 ** 3} GB, more than a backup restored here may.`,
  ratio: (part: string, ratio: number) =>
    `This file is refused, and nothing was unpacked: ${part} unpacks to ${ratio.toLocaleString('en-US')} times its packed size, which no Frogwalk backup does.`,
  missingPart: (part: string) => `This backup is damaged: ${part} is missing.`,
  checksum: (part: string) => `This backup is damaged: ${part} does not match its checksum.`,
  unknownTable: (table: string) =>
    `This backup is damaged: it has a table this Frogwalk does not know (${table}).`,
  columns: (table: string) => `This backup is damaged: the columns of ${table} are not this Frogwalk's.`,
  rowCount: (table: string) =>
    `This backup is damaged: ${tablePart(table)} does not hold the rows its manifest counts.`,
  badRow: (table: string, line: number) =>
    `This backup is damaged: line ${line} of ${tablePart(table)} is not a valid row.`,
  badLink: (table: string, line: number, column: string) =>
    `This backup is damaged: line ${line} of ${tablePart(table)} links ${column} to a row that is not in the backup.`,
  notEmpty:
    'Restore needs an empty account: this one already has data. Sign up for a new account, or delete this data first, then restore.',
  instanceNotEmpty: 'Restore needs an empty Frogwalk: this one already has accounts.',
  refused: (reason: string) => `The backup could not be restored, and nothing was changed: ${reason}`,
} as const
