import { randomBytes } from 'node:crypto'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'

import { openPglite, openPostgres, type Database, type DatabaseHandle, type MigrationLog } from './db/client'
import { instanceSecrets } from './db/schema'
import type { Env } from './env'
import { DiskFileStore, S3FileStore, type FileStore } from './files/store'

/*
 * What every command that opens Frogwalk's data does first (the server, the seed): check the data folder,
 * find the auth secret, open the database with its migrations. A failure is said in one sentence.
 */

/** A reason to stop at start, said in one sentence. */
export class StartError extends Error {}

export function reason(error: unknown): string {
  return describe(error).replace(/\s+/g, ' ').replace(/\.$/, '')
}

/** What went wrong, also when the thrown value is not an Error (PGlite can throw plain objects). */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string') return message
    try {
      return JSON.stringify(error) ?? String(error)
    } catch {
      return String(error)
    }
  }
  return String(error)
}

export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    const probe = path.join(dir, '.write-check')
    writeFileSync(probe, 'ok')
    unlinkSync(probe)
  } catch (error) {
    throw new StartError(`Frogwalk cannot write to its data folder ${path.resolve(dir)} (${reason(error)}).`)
  }
}

/**
 * AUTH_SECRET, or the one generated on first start: on the embedded database, kept in the data folder; on
 * PostgreSQL, kept in the database (`instance_secrets`), so every server of the instance signs and takes
 * the same sessions (decision 033). A server that kept one in its data folder before gives that one to the
 * database, so its sessions stay signed in.
 */
export async function authSecret(env: Env, database: DatabaseHandle): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  const file = path.join(env.DATA_DIR, 'auth-secret')
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : null
  if (database.kind === 'postgres') return sharedSecret(database.db, 'auth', kept ?? newSecret())
  if (kept) return kept
  const secret = newSecret()
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const newSecret = () => randomBytes(48).toString('base64url')

/** The instance's secret `name`: the one the first server to ask wrote, `proposed` when that is this one. */
async function sharedSecret(db: Database, name: string, proposed: string): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: proposed }).onConflictDoNothing()
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name))
  if (!row) throw new StartError(`Frogwalk cannot read its ${name} secret from the database.`)
  return row.value
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured address'
  }
}

export async function openDatabase(env: Env, log?: MigrationLog): Promise<DatabaseHandle> {
  try {
    return env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE, log })
      : await openPglite(env.DATA_DIR)
  } catch (error) {
    const where = env.DATABASE_URL
      ? `PostgreSQL at ${withoutPassword(env.DATABASE_URL)}`
      : `the embedded database in ${path.resolve(env.DATA_DIR, 'db')}`
    throw new StartError(`Frogwalk cannot open ${where} (${reason(error)}).`)
  }
}

/** Where users' files are kept: the S3 bucket when S3_BUCKET is given, else DATA_DIR/files (decision 021). */
export function openFileStore(env: Env): FileStore {
  if (env.S3_BUCKET)
    return new S3FileStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  return new DiskFileStore(path.join(env.DATA_DIR, 'files'))
}
