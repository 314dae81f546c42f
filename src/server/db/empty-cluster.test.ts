import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'

import { EMPTY_CLUSTER, newPglite, openPglite, SHARED_BUFFERS, writeDataTemplate } from './client'

/*
 * A new embedded database is unpacked from the empty cluster (empty-cluster.zip) instead of running initdb,
 * whose peak memory a 1 GB machine cannot spare (decision 011a). The archive must be this PGlite's: written
 * again by `npm run db:cluster` after an update, which this test asks for when it is not.
 */
const folders: string[] = []
const scratch = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-cluster-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The migrations a database folder has recorded. */
async function migrationsIn(dir: string): Promise<number> {
  const client = newPglite({ dataDir: dir })
  try {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    return result.rows[0]?.n ?? 0
  } finally {
    await client.close()
  }
}

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] }

describe('the empty cluster', () => {
  it(
    'is the one this PGlite opens: the template is unpacked from it, not made by initdb (else run `npm run db:cluster`)',
    { timeout: 120_000 },
    async () => {
      const folder = path.join(scratch(), 'template')
      expect(await writeDataTemplate(folder)).toBe('archive')
      expect(await migrationsIn(folder)).toBe(journal.entries.length)
    },
  )

  it('is written with the server’s shared buffers', () => {
    const conf = strFromU8(unzipSync(readFileSync(EMPTY_CLUSTER))['postgresql.conf']!)
    expect(conf).toMatch(new RegExp(`^shared_buffers = ${SHARED_BUFFERS}\\b`, 'm'))
  })

  it(
    'gives way to initdb when this PGlite cannot open it (a cluster of another PostgreSQL)',
    { timeout: 240_000 },
    async () => {
      const files = unzipSync(readFileSync(EMPTY_CLUSTER))
      files['PG_VERSION'] = strToU8('15\n')
      const archive = path.join(scratch(), 'old-cluster.zip')
      writeFileSync(archive, zipSync(files))
      const folder = path.join(scratch(), 'template')
      expect(await writeDataTemplate(folder, { archive })).toBe('initdb')
      expect(readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim()).not.toBe('15')
      expect(await migrationsIn(folder)).toBe(journal.entries.length)
    },
  )

  it(
    'is what a new data folder starts from when the server runs from its sources (no template)',
    { timeout: 120_000 },
    async () => {
      const dataDir = scratch()
      const handle = await openPglite(dataDir)
      await handle.close()
      // The cluster's system identifier, the first 8 bytes of pg_control: initdb draws a new one.
      const archived = unzipSync(readFileSync(EMPTY_CLUSTER))['global/pg_control']!.subarray(0, 8)
      const written = readFileSync(path.join(dataDir, 'db', 'global', 'pg_control')).subarray(0, 8)
      expect(Buffer.from(written)).toEqual(Buffer.from(archived))
      expect(await migrationsIn(path.join(dataDir, 'db'))).toBe(journal.entries.length)
    },
  )
})
