/**
 * Backup and restore (decision 029) of the power seller's account (100,000 items, 20,000 expenses, 5,000
 * receipts with 25,000 line items, 1,500 readings, and a few photos and a receipt's PDF), through the API,
 * on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL: GET /api/backup read to its end,
 * then POST /api/backup/restore into a new empty account, and every figure of every report compared
 * between the two accounts. Prints the figures; asserts nothing but the comparison.
 */
import { isDeepStrictEqual } from 'node:util'
import { performance } from 'node:perf_hooks'

import { type DatabaseHandle, openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { MemoryFileStore } from '../src/server/files/store'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { accountFigures, fillAccount } from '../tests/helpers/backup'
import { openScratchPostgres } from '../tests/helpers/database'
import { POWER_SELLER } from '../scripts/seed/generate'

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

async function benchOn(engine: string, handle: DatabaseHandle): Promise<void> {
  const store = new MemoryFileStore()
  const app = makeApp(handle.db, { files: store })
  const seller = await signedInUser(app, uniqueEmail('bench-backup'))
  await fillAccount(handle.db, store, seller.id, POWER_SELLER)
  await maintain(handle.db)

  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const backupStart = performance.now()
  const response = await app.request(`${ORIGIN}/api/backup`, {
    headers: { cookie: seller.cookie, origin: ORIGIN },
  })
  const reader = response.body?.getReader()
  let firstByteMs = 0
  const chunks: Uint8Array[] = []
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined }
    if (done) break
    if (chunks.length === 0) firstByteMs = performance.now() - backupStart
    chunks.push(value)
  }
  const backupMs = performance.now() - backupStart
  const backup = new Uint8Array(Buffer.concat(chunks))

  const copy = await signedInUser(app, uniqueEmail('bench-restore'))
  const restoreStart = performance.now()
  const restored = await app.request(`${ORIGIN}/api/backup/restore`, {
    method: 'POST',
    headers: { cookie: copy.cookie, origin: ORIGIN, 'content-type': 'application/zip' },
    body: backup,
  })
  const restoreMs = performance.now() - restoreStart
  clearInterval(sampler)
  if (!restored.ok) throw new Error(`The restore answered ${restored.status}: ${await restored.text()}`)

  const compareStart = performance.now()
  const isSame = isDeepStrictEqual(
    await accountFigures(app, copy.cookie),
    await accountFigures(app, seller.cookie),
  )
  console.log(
    `\n${engine}: backup of ${POWER_SELLER.items.toLocaleString('en-US')} items and every other row: ` +
      `${seconds(backupMs)} (first bytes after ${firstByteMs.toFixed(0)} ms), ${mib(backup.byteLength)}; ` +
      `restore into a new account: ${seconds(restoreMs)}; process peak rss ${mib(peakRss)}; ` +
      `every figure of every report the same: ${isSame ? 'yes' : 'NO'} (compared in ${seconds(performance.now() - compareStart)})`,
  )
  await handle.close()
}

export async function benchBackup(): Promise<void> {
  await benchOn('PGlite (embedded, in memory)', await openPglite(null))
  if (process.env.BENCH_DATABASE_URL)
    await benchOn('PostgreSQL', await openScratchPostgres(process.env.BENCH_DATABASE_URL, { copy: false }))
}
