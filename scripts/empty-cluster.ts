/**
 * `npm run db:cluster`: writes src/server/db/empty-cluster.zip, the empty cluster a new embedded database is
 * unpacked from instead of running initdb (decision 011a). Run it after updating PGlite: the test of
 * src/server/db/empty-cluster.test.ts fails until then.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { zipSync, type Zippable } from 'fflate'

import { EMPTY_CLUSTER, newPglite } from '../src/server/db/client'

const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-cluster-'))
try {
  const client = newPglite({ dataDir: folder })
  await client.waitReady
  // Everything initdb wrote is in the data files, so the WAL holds nothing a start needs to replay.
  await client.query('checkpoint')
  await client.close()
  const files: Zippable = {}
  const add = (relative: string) => {
    const full = path.join(folder, relative)
    if (statSync(full).isDirectory()) {
      files[`${relative}/`] = new Uint8Array(0)
      for (const name of readdirSync(full).sort()) add(path.posix.join(relative, name))
    } else files[relative] = readFileSync(full)
  }
  for (const name of readdirSync(folder).sort()) add(name)
  // A fixed time, so that the same cluster gives the same file.
  const zipped = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') })
  writeFileSync(EMPTY_CLUSTER, zipped)
  console.log(
    `Wrote ${path.relative(process.cwd(), EMPTY_CLUSTER)} (${(zipped.length / 1048576).toFixed(1)} MiB).`,
  )
} finally {
  rmSync(folder, { recursive: true, force: true })
}
