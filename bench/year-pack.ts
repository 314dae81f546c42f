/**
 * The accountant's year pack (decision 028) on the power seller's account (100,000 items, 20,000 expenses,
 * 5,000 receipts with 25,000 line items, 1,500 readings): GET /api/tax-years/:year/pack of the account's
 * busiest year (the most items sold), read to its end as a browser would, through the API, on the embedded
 * database and, with BENCH_DATABASE_URL, on PostgreSQL. Prints the time of each run, the zip's size, the rows
 * of each file and the process's memory; asserts nothing. Target: 10 s.
 */
import { performance } from 'node:perf_hooks'

import { and, eq, sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'

import { type DatabaseHandle, openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { inventoryItems } from '../src/server/db/schema'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { openScratchPostgres } from '../tests/helpers/database'
import { generateAccount, POWER_SELLER } from '../scripts/seed/generate'

const RUNS = Number(process.env.BENCH_PACK_RUNS ?? 3)
const TARGET_MS = 10_000
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

async function benchEngine(engine: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle
  const app = makeApp(db)
  const user = await signedInUser(app, uniqueEmail('pack'))
  const seedStart = performance.now()
  await generateAccount(db, user.id, POWER_SELLER)
  await maintain(db)
  const seedMs = performance.now() - seedStart

  const soldYear = sql<number>`extract(year from ${inventoryItems.soldDate})::int`
  const [busiest] = await db
    .select({ year: soldYear, sold: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, user.id), eq(inventoryItems.status, 'sold')))
    .groupBy(soldYear)
    .orderBy(sql`count(*) desc`)
    .limit(1)
  if (!busiest) throw new Error('The generated account sold nothing')

  const fetchPack = async () => {
    const start = performance.now()
    const response = await app.request(`${ORIGIN}/api/tax-years/${busiest.year}/pack`, {
      headers: { cookie: user.cookie, origin: ORIGIN },
    })
    if (!response.ok || !response.body) throw new Error(`The pack answered ${response.status}`)
    const chunks: Uint8Array[] = []
    let firstByteMs = 0
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (chunks.length === 0) firstByteMs = performance.now() - start
      chunks.push(read.value)
    }
    return { ms: performance.now() - start, firstByteMs, chunks }
  }

  const runs = []
  let last: Uint8Array[] = []
  let peakRss = process.memoryUsage().rss
  const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
  const rssBefore = process.memoryUsage().rss
  for (let n = 0; n < RUNS; n++) {
    const run = await fetchPack()
    runs.push(run)
    last = run.chunks
  }
  clearInterval(watch)

  const zip = new Uint8Array(last.reduce((size, chunk) => size + chunk.byteLength, 0))
  let at = 0
  for (const chunk of last) {
    zip.set(chunk, at)
    at += chunk.byteLength
  }
  const files = unzipSync(zip)
  const rows = Object.entries(files).map(([name, content]) =>
    name.endsWith('.csv')
      ? `${name} ${(new TextDecoder().decode(content).split('\r\n').length - 2).toLocaleString('en-US')} rows`
      : `${name} ${mib(content.byteLength)}`,
  )
  const times = runs.map((run) => run.ms).sort((a, b) => a - b)
  const worst = times[times.length - 1] ?? 0
  console.log(
    `\n${engine}: year pack of ${busiest.year} (${busiest.sold.toLocaleString('en-US')} items sold that year) on ` +
      `${POWER_SELLER.items.toLocaleString('en-US')} items (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
  )
  console.log(
    `  ${RUNS} runs: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; first bytes after ` +
      `${runs.map((run) => `${(run.firstByteMs / 1000).toFixed(2)} s`).join(', ')}  ` +
      `${worst <= TARGET_MS ? 'meets' : 'MISSES'} (≤ ${TARGET_MS / 1000} s)`,
  )
  console.log(`  zip ${mib(zip.byteLength)}: ${rows.join(', ')}`)
  console.log(
    `  process memory: rss ${mib(rssBefore)} before, peak ${mib(peakRss)} while the packs were read ` +
      `(each read whole here to be counted; the server holds one page at a time)`,
  )
  await handle.close()
}

export async function benchYearPack(): Promise<void> {
  await benchEngine('PGlite (embedded, in memory)', await openPglite(null))
  if (process.env.BENCH_DATABASE_URL)
    await benchEngine('PostgreSQL', await openScratchPostgres(process.env.BENCH_DATABASE_URL, { copy: false }))
}
