import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client'

export type Engine = 'pglite' | 'postgres'

/** The engines the API tests run on: always PGlite, and PostgreSQL too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the TEST_DATABASE_URL server
 * that is dropped again on close.
 */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPglite(null)
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  return openScratchPostgres(serverUrl)
}

/** A new, migrated database on the PostgreSQL server at `serverUrl`, dropped again on close. */
export async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `frogwalk_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openPostgres(url.toString())
  return {
    ...handle,
    async close() {
      await handle.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
