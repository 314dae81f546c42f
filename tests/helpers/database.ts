import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

import {
  newPglite,
  openPostgres,
  pgliteHandle,
  type Database,
  type DatabaseHandle,
  type EmbeddedPostgres,
} from '../../src/server/db/client'
import * as schema from '../../src/server/db/schema'
import { user } from '../../src/server/db/schema'

export type Engine = 'pglite' | 'postgres'

/** The engines the API tests run on: always PGlite, and PostgreSQL too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the TEST_DATABASE_URL server
 * that is dropped again on close.
 */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openMigratedPglite()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  return openScratchPostgres(serverUrl)
}

/** The URL of database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The name of a migrated database on the server to copy new ones from, made on first use. Migrating a new
 * database costs about two seconds and every test file opens one or two; a copy costs a fraction of that. The
 * name holds the migrations' hash, so changed migrations make a new one. Two processes may make it at the same
 * time: each migrates its own and renames it, and the one that finds the name taken drops its own.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `frogwalk_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template])
    if (found.rowCount === 0) {
      const making = `${template}_${randomBytes(4).toString('hex')}`
      await admin.query(`create database ${making}`)
      const handle = await openPostgres(databaseUrl(serverUrl, making))
      await handle.close()
      try {
        await admin.query(`alter database ${making} rename to ${template}`)
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error
        await admin.query(`drop database ${making}`)
      }
    }
  } finally {
    await admin.end()
  }
  return template
}

/**
 * A new, migrated database on the PostgreSQL server at `serverUrl`, dropped again on close. The tests copy it
 * from a migrated template for speed; the benchmark passes `{ copy: false }` to migrate it in place, as a
 * server's own database is, so its figures do not depend on how the database was made.
 */
export async function openScratchPostgres(
  serverUrl: string,
  { copy = true }: { copy?: boolean } = {},
): Promise<DatabaseHandle> {
  const scratch = await scratchPostgres(serverUrl, { copy })
  // A copy holds the migrations' record, so opening it finds nothing to migrate; an empty one is migrated.
  const handle = await openPostgres(scratch.url)
  return {
    ...handle,
    async close() {
      await handle.close()
      await scratch.drop()
    },
  }
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, copied from the migrated template (or empty), for
 * a server process of its own to open by its URL; `drop` removes it.
 */
export async function scratchPostgres(
  serverUrl: string,
  { copy = true }: { copy?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `frogwalk_test_${randomBytes(6).toString('hex')}`
  const template = copy ? await migratedTemplate(serverUrl) : undefined
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Opens a fresh database for the enclosing describe block (query tests, which need no HTTP app). */
export function useTestDatabase(engine: Engine) {
  const state = {} as { db: Database; handle: DatabaseHandle }
  beforeAll(async () => {
    state.handle = await openTestDatabase(engine)
    state.db = state.handle.db
  })
  afterAll(async () => {
    await state.handle?.close()
  })
  return state
}

/** The same database, with every statement it sends written down in `statements`. */
export function withStatements(handle: DatabaseHandle, statements: string[]): Database {
  const logger = { logQuery: (query: string) => statements.push(query) }
  const client: unknown = (handle.db as unknown as { $client: unknown }).$client
  return handle.kind === 'pglite'
    ? drizzle({ client: client as PGlite, schema, casing: 'snake_case', logger })
    : drizzlePostgres({ client: client as pg.Pool, schema, casing: 'snake_case', logger })
}

/**
 * A user row for query tests, made directly in the database: every owned row references one, and signing
 * up through the API would hash a password for each.
 */
export async function createUser(db: Database): Promise<string> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`
  const [row] = await db.insert(user).values({ name: email, email }).returning({ id: user.id })
  if (!row) throw new Error('Creating a user returned no row')
  return row.id
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url))

/** The migrations' text, hashed: a migrated image is reused only while the migrations are the same. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  const files = [
    ...readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')),
    path.join('meta', '_journal.json'),
  ].sort()
  for (const file of files) hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * An in-memory PGlite with the real migrations applied. Starting PGlite and migrating costs seconds, and
 * every test file opens its own database, so the first one saves its migrated data directory to a file
 * (named for the migrations) and the others start from a copy of it; the migrator then finds nothing to do.
 */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const image = path.join(os.tmpdir(), `frogwalk-test-pglite-${migrationsHash()}.tar`)
  const copy = existsSync(image) ? await fromImage(image) : null
  const client = copy ?? newPglite()
  await client.waitReady
  const handle = pgliteHandle(client)
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
  if (copy === null) {
    const dump = await client.dumpDataDir('none')
    const partial = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, image)
  }
  return handle
}

/** A PGlite started from a saved image, or null when the image does not load (another PGlite version wrote it). */
async function fromImage(image: string): Promise<EmbeddedPostgres | null> {
  try {
    const client = newPglite({ loadDataDir: new Blob([readFileSync(image)]) })
    await client.waitReady
    return client
  } catch {
    return null
  }
}
