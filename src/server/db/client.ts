import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'

import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'

import { DEFAULT_POOL_SIZE } from '../env'

import * as schema from './schema'

/** The database as every query sees it: a connection or a transaction, PGlite or PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** From now on, tells `observe` how long each statement took (the metrics, decision 033). */
  observeStatements(observe: StatementObserver): void
  /** PostgreSQL's pool now: connections open, idle, and callers waiting for one; null for the embedded one. */
  poolState(): { total: number; idle: number; waiting: number } | null
}

export type StatementObserver = (seconds: number) => void

/** Where a database sends the time of its statements: nowhere until the metrics ask. */
class StatementTimes {
  observe: StatementObserver | undefined

  /** Runs a statement, timed when someone listens. */
  async time<T>(statement: () => Promise<T>): Promise<T> {
    const observe = this.observe
    if (observe === undefined) return statement()
    const started = performance.now()
    try {
      return await statement()
    } finally {
      observe((performance.now() - started) / 1000)
    }
  }

  /**
   * node-postgres's `query` timed when called for a promise, as drizzle calls it. The callback form is the
   * pool's own call of a connection's query, for a statement already timed at the pool.
   */
  timed<F extends (...args: never[]) => unknown>(query: F): F {
    return new Proxy(query, {
      apply: (target, thisArg, args: unknown[]) => {
        const observe = this.observe
        if (observe === undefined || typeof args.at(-1) === 'function')
          return Reflect.apply(target, thisArg, args)
        const started = performance.now()
        const done = () => observe((performance.now() - started) / 1000)
        const result: unknown = Reflect.apply(target, thisArg, args)
        if (result instanceof Promise) result.then(done, done)
        return result
      },
    })
  }
}

/** Set by the server's build (scripts/build-server.mjs): where the bundle finds the migrations. */
declare const FROGWALK_MIGRATIONS_URL: string | undefined
export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL(
    typeof FROGWALK_MIGRATIONS_URL === 'string' ? FROGWALK_MIGRATIONS_URL : './migrations',
    import.meta.url,
  ),
)

/**
 * Set by the server's build: where the bundle finds the data folder template (scripts/build-server.mjs), a
 * database with the migrations applied, written by initdb once per build in a process of its own.
 */
declare const FROGWALK_TEMPLATE_URL: string | undefined
const TEMPLATE_FOLDER =
  typeof FROGWALK_TEMPLATE_URL === 'string'
    ? fileURLToPath(new URL(FROGWALK_TEMPLATE_URL, import.meta.url))
    : null

/**
 * Set by the server's build: where the bundle finds the empty cluster (see EMPTY_CLUSTER).
 */
declare const FROGWALK_CLUSTER_URL: string | undefined
/**
 * An empty database cluster, as PGlite's initdb writes it (no tables of ours), zipped: `npm run db:cluster`
 * writes it again after a PGlite update. A new data folder is unpacked from it instead of running initdb,
 * whose peak is about 700 MiB of memory (decision 011a): on a 1 GB machine, an out-of-memory kill.
 */
export const EMPTY_CLUSTER = fileURLToPath(
  new URL(
    typeof FROGWALK_CLUSTER_URL === 'string' ? FROGWALK_CLUSTER_URL : './empty-cluster.zip',
    import.meta.url,
  ),
)

/** How drizzle names the columns declared in camelCase: snake_case, as the migrations made them. */
export const COLUMN_CASING = 'snake_case'

/**
 * The types drizzle's PGlite driver keeps as the text the database sent (dates, timestamps, intervals and
 * their arrays, numeric arrays): drizzle maps them itself.
 */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const TEXT_PARSERS = Object.fromEntries(AS_TEXT.map((type) => [type, (value: string) => value]))

/** Options without per-statement parsers. */
const withoutParsers = (options?: QueryOptions): QueryOptions | undefined =>
  options?.parsers === undefined ? options : { ...options, parsers: undefined }

/**
 * PGlite with drizzle's parsers set once, on the instance. drizzle passes the same parsers with every
 * statement, and PGlite merges a statement's parsers into a fresh copy of its whole table of parsers each
 * time: about 0.3 ms per statement, a tenth of a simple request. The statements' own parsers are dropped,
 * in and out of transactions; the instance's give the same values (test in client.test.ts).
 */
export class EmbeddedPostgres extends PGlite {
  readonly statementTimes = new StatementTimes()

  // PGlite sets a parser for every array type it finds once started, over those given at construction.
  override async _initArrayTypes(options?: { force?: boolean }) {
    await super._initArrayTypes(options)
    Object.assign(this.parsers, TEXT_PARSERS)
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return this.statementTimes.time(() => super.query<T>(query, params, withoutParsers(options)))
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const inTransaction: Transaction = Object.create(tx)
      inTransaction.query = async (query, params, options) =>
        this.statementTimes.time(() => tx.query(query, params, withoutParsers(options)))
      return callback(inTransaction)
    })
  }
}

/** The embedded database's shared buffers (decision 011a). */
export const SHARED_BUFFERS = '16MB'

/**
 * An embedded PostgreSQL with the extensions the migrations use (pg_trgm serves the lists' substring
 * search, migration 0003): in `dataDir`, or in memory, optionally started from a saved data directory.
 */
export function newPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): EmbeddedPostgres {
  return new EmbeddedPostgres({
    ...options,
    parsers: TEXT_PARSERS, // and again once started: _initArrayTypes
    extensions: { btree_gin, pg_trgm },
    // Shared buffers live in PGlite's WebAssembly memory and stay resident once touched: initdb's 128 MB
    // (160 MB in effect) made most of the idle server. 16 MB keeps the catalog and hot pages; the data
    // folder's files stay in the operating system's cache, so reads are as fast (decision 011a).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    initDbStartParams: ['--set', `shared_buffers=${SHARED_BUFFERS}`],
  })
}

/**
 * Gives back the memory of a finished initdb: PGlite runs it in a second WebAssembly instance that
 * nothing refers to afterwards, but V8 keeps it until a full collection, which an idle server may never
 * run. The collector is reached through a fresh context, as node exposes it only with --expose-gc.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc')
  const gc: unknown = runInNewContext('gc')
  if (typeof gc === 'function') gc()
}

/**
 * Unpacks the empty cluster (EMPTY_CLUSTER) into the empty folder `dir`. Returns false, leaving `dir` empty,
 * when there is no archive.
 */
export function unpackEmptyCluster(dir: string, archive = EMPTY_CLUSTER): boolean {
  if (!existsSync(archive)) return false
  const files = unzipSync(readFileSync(archive))
  // PG_VERSION last: it is what says a folder holds a database.
  const names = Object.keys(files).sort((a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'))
  for (const name of names) {
    const bytes = files[name]!
    const target = path.join(dir, name)
    if (name.endsWith('/')) {
      mkdirSync(target, { recursive: true })
      continue
    }
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, bytes)
  }
  return true
}

/** Empties a folder, keeping it. */
function emptyFolder(dir: string): void {
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true, force: true })
}

/**
 * Opens a new database in the empty folder `dir`: unpacked from the empty cluster when there is one that this
 * PGlite opens, else made by initdb. Says which.
 */
async function newDatabase(
  dir: string,
  archive = EMPTY_CLUSTER,
): Promise<{ client: EmbeddedPostgres; source: 'archive' | 'initdb' }> {
  if (unpackEmptyCluster(dir, archive)) {
    const client = newPglite({ dataDir: dir })
    try {
      await client.waitReady
      return { client, source: 'archive' }
    } catch {
      // A cluster of another PostgreSQL than this PGlite's (the archive not written again after an update).
      await client.close().catch(() => {})
      emptyFolder(dir)
    }
  }
  const client = newPglite({ dataDir: dir })
  await client.waitReady
  return { client, source: 'initdb' }
}

/**
 * Writes a new embedded database with every migration applied into `folder` (the build's template), from
 * the empty cluster when it opens, else by initdb. Says which.
 */
export async function writeDataTemplate(
  folder: string,
  { archive = EMPTY_CLUSTER }: { archive?: string } = {},
): Promise<'archive' | 'initdb'> {
  mkdirSync(folder, { recursive: true })
  const { client, source } = await newDatabase(folder, archive)
  await migratePglite(drizzlePglite({ client, casing: COLUMN_CASING }), {
    migrationsFolder: MIGRATIONS_FOLDER,
  })
  await client.close()
  return source
}

/**
 * Starts an empty database folder as a copy of the build's template, when there is one: a copy of files
 * costs the server no memory, where initdb costs it about 700 MiB at its peak and leaves much of it
 * resident. Copied beside and renamed into place, so a crash never leaves half a database. Returns whether
 * it did.
 */
function copyTemplate(dir: string): boolean {
  if (TEMPLATE_FOLDER === null || !existsSync(path.join(TEMPLATE_FOLDER, 'PG_VERSION'))) return false
  if (readdirSync(dir).length > 0) return false
  const copy = `${dir}.${process.pid}.new`
  rmSync(copy, { recursive: true, force: true })
  cpSync(TEMPLATE_FOLDER, copy, { recursive: true })
  rmSync(dir, { recursive: true, force: true })
  renameSync(copy, dir)
  return true
}

/** Opens the embedded database. `dataDir` null keeps it in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: EmbeddedPostgres
  if (dataDir === null) {
    client = newPglite()
  } else {
    const dir = path.join(dataDir, 'db')
    mkdirSync(dir, { recursive: true })
    if (existsSync(path.join(dir, 'PG_VERSION')) || copyTemplate(dir)) {
      client = newPglite({ dataDir: dir })
    } else {
      // No template (the server run from its sources): the empty cluster, or initdb when it does not open.
      // Unpacked in the folder itself: a crash before PG_VERSION is written leaves files the next start
      // finds without it, and it empties the folder first.
      emptyFolder(dir)
      const opened = await newDatabase(dir)
      client = opened.client
      // Once the start-up's promises have settled and dropped initdb's instance.
      if (opened.source === 'initdb') setTimeout(collectGarbage, 1000).unref()
    }
  }
  await client.waitReady
  const handle = pgliteHandle(client)
  await migratePglite(handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
  return handle
}

/** The handle of an embedded database that is ready (opened here, or by the tests from a saved image). */
export function pgliteHandle(
  client: EmbeddedPostgres,
): DatabaseHandle & { db: PgliteDatabase<typeof schema> } {
  return {
    db: drizzlePglite({ client, schema, casing: COLUMN_CASING }),
    kind: 'pglite',
    close: () => client.close(),
    observeStatements: (observe) => (client.statementTimes.observe = observe),
    poolState: () => null,
  }
}

/** Key of the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 7_210_442_017

/**
 * Connects to PostgreSQL, applies the migrations under a lock (so that servers starting at once migrate once,
 * one after the other), and returns a pooled handle. `log` hears what the migrations did.
 */
export async function openPostgres(
  url: string,
  { poolSize = DEFAULT_POOL_SIZE, log = () => {} }: { poolSize?: number; log?: MigrationLog } = {},
): Promise<DatabaseHandle> {
  // Loaded here, not with the server: a server on the embedded database never needs them (decision 011a).
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await migrator.connect()
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    const before = await appliedMigrations(migrator)
    await migratePostgres(drizzlePostgres({ client: migrator, casing: COLUMN_CASING }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    })
    const after = await appliedMigrations(migrator)
    log({ applied: after - before, total: after })
  } finally {
    await migrator.end()
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 })
  // A dropped idle connection must not take the server down; the pool replaces it.
  pool.on('error', (error) => log({ poolError: error.message }))
  const times = new StatementTimes()
  pool.query = times.timed(pool.query)
  // A transaction's statements go through its connection's own query.
  pool.on('connect', (client) => {
    client.query = times.timed(client.query)
  })
  const db = drizzlePostgres({ client: pool, schema, casing: COLUMN_CASING })
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    observeStatements: (observe) => (times.observe = observe),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/** What opening PostgreSQL tells: the migrations it applied (0 when another server had) and a pool's error. */
export type MigrationLog = (event: { applied: number; total: number } | { poolError: string }) => void

/** How many migrations the database has recorded (none before the first start). */
async function appliedMigrations(client: pg.Client): Promise<number> {
  const table = await client.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  )
  if (!table.rows[0]?.found) return 0
  const count = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  )
  return count.rows[0]?.n ?? 0
}

/** Whether the database answers. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
