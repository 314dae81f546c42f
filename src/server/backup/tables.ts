import { is } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'

import { KEPT_TOTALS } from '../db/kept-totals'
import * as schema from '../db/schema'

/*
 * What a backup holds, read from the Drizzle schema (decision 029): every table with a user_id column is
 * backed up, unless it is named in SKIPPED with the reason, so a table added later is in the next backup
 * without a change here (a test fails for a table that is in neither). Links between rows are the foreign
 * keys, plus the few links the schema keeps without one (LINKS_WITHOUT_FOREIGN_KEY).
 */

/** Why a table with a user_id column is not in a backup. */
export const SKIPPED: Readonly<Record<string, string>> = {
  session: 'sign-ins: the restored account is signed in anew',
  account:
    "the account's password: an account backup is restored into an account that has its own; the instance backup keeps it",
  client_writes: "a device's answers to its offline writes, which name the old ids; they matter for minutes",
  file_deletions: 'stored bytes waiting to be removed: nothing of the account',
  // The tables the triggers keep (kept-totals.ts) are written anew as the restore inserts their rows.
  ...Object.fromEntries(
    KEPT_TOTALS.map((kept) => [
      kept.name,
      `kept by triggers: ${kept.holds}, written anew as the ${[kept.from, ...(kept.alsoFrom ?? [])].map((source) => source.name).join(' and ')} are inserted (migration ${kept.from.migrations.join(', ')})`,
    ]),
  ),
}

/** The tables of the instance backup beside every user's rows: the people and their passwords. */
const INSTANCE_TABLES = ['user', 'account'] as const

/** Links kept without a foreign key: `table.column` → the table whose id it holds. */
const LINKS_WITHOUT_FOREIGN_KEY: Readonly<Record<string, string>> = {
  // No foreign key by design (decisions 020, 032): a trigger forgets the units of deleted items.
  'sale_line_items.item_id': 'inventory_items',
}

/** Written after every other table: the closed years, whose triggers refuse rows dated in a closed year. */
export const LAST_TABLES = ['tax_year_closures']

/** Tables whose one row per user the restore replaces: the preferences a new account may already have. */
export const REPLACED_TABLES = ['user_settings']

export interface BackupColumn {
  /** The column's name in SQL. */
  name: string
  sqlType: string
  /** Kept as text in the backup (numeric), so no digit is lost to a JSON number. */
  isExact: boolean
}

export interface BackupTable {
  name: string
  table: PgTable
  /** The columns written and restored (generated columns are left to the database). */
  columns: BackupColumn[]
  /** The primary key's columns, the order rows are read in, page by page. */
  key: string[]
  /** Whether the table has its own uuid `id`, given anew on restore. */
  hasId: boolean
  /** The owner column: user_id, or id for the user table itself. */
  owner: string
  /** Columns that hold the id of a row of another table, by that table. */
  links: Record<string, string>
}

const sqlName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name)

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table)
  const columns = config.columns
    .filter((column) => column.generated === undefined)
    .map((column) => ({
      name: sqlName(column),
      sqlType: column.getSQLType(),
      isExact: column.getSQLType().startsWith('numeric'),
    }))
  const primary = config.columns.filter((column) => column.primary).map(sqlName)
  const key = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns.map(sqlName) ?? [])
  const owner = config.name === 'user' ? 'id' : 'user_id'
  const links: Record<string, string> = {}
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference()
    const target = getTableConfig(reference.foreignTable).name
    reference.columns.forEach((column, n) => {
      const name = sqlName(column)
      const foreign = reference.foreignColumns[n]
      // The owner travels with the user; (user_id, receipt_id) → receipts (user_id, id) links receipt_id.
      if (name === owner || foreign === undefined || sqlName(foreign) !== 'id') return
      links[name] = target
    })
  }
  for (const [path, target] of Object.entries(LINKS_WITHOUT_FOREIGN_KEY)) {
    const [tableName, column] = path.split('.')
    if (tableName === config.name && column !== undefined) links[column] = target
  }
  return {
    name: config.name,
    table,
    columns,
    key,
    hasId: key.length === 1 && key[0] === 'id',
    owner,
    links,
  }
}

/** Every table of the schema, described. */
export function allTables(): BackupTable[] {
  const values: unknown[] = Object.values(schema)
  return values.filter((value): value is PgTable => is(value, PgTable)).map(describe)
}

/** Whether a table holds rows of a user: it has a user_id column. */
export const isUsersTable = (table: BackupTable) =>
  getTableConfig(table.table).columns.some((column) => sqlName(column) === 'user_id')

/**
 * The tables of a backup in the order a restore writes them: each after the tables it links to, the
 * closed tax years last. `scope` 'instance' adds the users and their passwords, first.
 */
export function backupTables(scope: 'account' | 'instance'): BackupTable[] {
  const tables = allTables()
  const chosen = tables.filter(
    (table) =>
      (isUsersTable(table) && !(table.name in SKIPPED)) ||
      (scope === 'instance' && (INSTANCE_TABLES as readonly string[]).includes(table.name)),
  )
  const ordered: BackupTable[] = []
  const placed = new Set<string>()
  const pending = chosen.filter((table) => !LAST_TABLES.includes(table.name))
  while (pending.length > 0) {
    const next = pending.findIndex((table) =>
      Object.values(table.links).every((target) => placed.has(target) || target === table.name),
    )
    if (next === -1)
      throw new Error(
        `The backup's tables link in a circle: ${pending.map((table) => table.name).join(', ')}`,
      )
    const [table] = pending.splice(next, 1)
    if (table === undefined) break
    ordered.push(table)
    placed.add(table.name)
  }
  const userFirst = ordered.sort((a, b) => Number(b.name === 'user') - Number(a.name === 'user'))
  return [...userFirst, ...chosen.filter((table) => LAST_TABLES.includes(table.name))]
}
