/**
 * `npm run bench`: how the item reads behave with a hundred thousand items of one user, on the embedded
 * database (and on PostgreSQL too when BENCH_DATABASE_URL is set). Prints its figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks'

import { sql } from 'drizzle-orm'

import { createApp } from '../src/server/app'
import { createAuth } from '../src/server/auth'
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000)
const RUNS = 20

async function timeIt(label: string, run: () => Promise<unknown>): Promise<void> {
  await run() // warm-up
  const samples: number[] = []
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const median = samples[Math.floor(samples.length / 2)] ?? 0
  const p95 = samples[Math.floor(samples.length * 0.95)] ?? 0
  console.log(
    `  ${label.padEnd(44)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`,
  )
}

async function bench(name: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle
  const auth = createAuth(db, {
    secret: 'bench-secret-that-is-at-least-32-characters',
    signupOpen: true,
    rateLimit: false,
  })
  const app = createApp({ db, auth, signupOpen: true })
  const origin = 'http://localhost'
  const email = `bench-${Date.now()}@example.com`
  const body = JSON.stringify({ email, password: 'bench-password', name: email })
  const headers = { 'content-type': 'application/json', origin }
  await app.request(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body })
  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id

  const seedStart = performance.now()
  await db.execute(sql`
    insert into inventory_items (user_id, sku, brand, description, cost_of_goods, status, purchase_date, sold_date, sale_price, created_at)
    select ${userId}, 'SKU-' || n, 'Brand ' || (n % 500), 'Item number ' || n, (n % 5000) / 100.0,
           (array['unlisted','listed','sold','defective'])[1 + n % 4],
           date '2020-01-01' + (n % 2000), case when n % 4 = 2 then date '2021-01-01' + (n % 1500) end,
           case when n % 4 = 2 then (n % 9000) / 100.0 else 0 end,
           timestamptz '2020-01-01' + n * interval '1 minute'
    from generate_series(1, ${ITEMS}) as n`)
  await db.execute(sql`analyze inventory_items`)
  console.log(
    `\n${name}: ${ITEMS.toLocaleString('en-US')} items seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  const get = async (path: string) =>
    (await app.request(`${origin}${path}`, { headers: { cookie, origin } })).json()
  await timeIt('GET /api/items/counts (sidebar counts)', () => get('/api/items/counts'))
  await timeIt('GET /api/items?status=listed&limit=100 (page 1)', () =>
    get('/api/items?status=listed&limit=100'),
  )
  let cursor: string | null = null
  for (let page = 0; page < 200; page++) {
    const answer = (await get(`/api/items?status=listed&limit=100${cursor ? `&cursor=${cursor}` : ''}`)) as {
      nextCursor: string | null
    }
    cursor = answer.nextCursor
  }
  const deep = cursor
  await timeIt('GET /api/items?status=listed (page 201)', () =>
    get(`/api/items?status=listed&limit=100&cursor=${deep}`),
  )
  await timeIt('GET /api/settings (session + one row)', () => get('/api/settings'))
  const memory = process.memoryUsage()
  console.log(
    `  process memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  )
  await handle.close()
}

await bench('PGlite (embedded, in memory)', await openPglite(null))
if (process.env.BENCH_DATABASE_URL)
  await bench('PostgreSQL', await openPostgres(process.env.BENCH_DATABASE_URL))
