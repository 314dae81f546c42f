/**
 * Where a report's time goes (not part of `npm run bench`): on a generated account (PROFILE_ITEMS, 20,000), the
 * floor (one item by key through the API) and each report through the API, alternated in rounds, wall and CPU
 * per request; the Tax Summary's one statement alone (readAtOnce), and EXPLAIN ANALYZE's planning and execution
 * time of it and of the floor's statement. PostgreSQL too with PROFILE_DATABASE_URL.
 *
 * A build's own code is compared with an earlier one's by copying the earlier functions in beside these arms.
 *
 * `PROFILE_ITEMS=20000 PROFILE_DATABASE_URL=postgres://… npx tsx bench/profile-reports.ts`
 */
import { performance } from 'node:perf_hooks'

import { sql, type SQL } from 'drizzle-orm'

import { localDate } from '../src/domain/dates'
import { openPglite, type Database, type DatabaseHandle } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { readAtOnce, type JsonRead } from '../src/server/db/queries/json-read'
import { taxSummaryReads } from '../src/server/db/queries/reports-tax'
import { dashboardFigures } from '../src/server/db/queries/reports'
import { userToday } from '../src/server/today'
import { generateAccount, POWER_SELLER } from '../scripts/seed/generate'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { openScratchPostgres } from '../tests/helpers/database'

const ITEMS = Number(process.env.PROFILE_ITEMS ?? 20_000)
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 8)
const PER_ROUND = Number(process.env.PROFILE_PER_ROUND ?? 10)
const scale = ITEMS / POWER_SELLER.items

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function statementOf(reads: Record<string, JsonRead<unknown>>): SQL {
  return sql`select ${sql.join(
    Object.values(reads).map((read, n) => sql`(${read.query}) as ${sql.identifier(`r${n}`)}`),
    sql`, `,
  )}`
}

async function explain(db: Database, query: SQL) {
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[]
  }
  const plan = Object.values(result.rows[0] ?? {})[0] as unknown
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    'Planning Time': number
    'Execution Time': number
  }[]
  return { planning: top?.['Planning Time'] ?? NaN, execution: top?.['Execution Time'] ?? NaN }
}

async function profile(engine: string, handle: DatabaseHandle) {
  const { db } = handle
  const app = makeApp(db)
  const user = await signedInUser(app, uniqueEmail('profile'))
  const started = performance.now()
  await generateAccount(db, user.id, {
    ...POWER_SELLER,
    items: ITEMS,
    expenses: Math.round(POWER_SELLER.expenses * scale),
    receipts: Math.round(POWER_SELLER.receipts * scale),
    lineItems: Math.round(POWER_SELLER.lineItems * scale),
  })
  await maintain(db)
  console.log(
    `\n${engine}: ${ITEMS} items generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const get = async (path: string) => {
    const response = await app.request(`${ORIGIN}${path}`, {
      headers: { cookie: user.cookie, origin: ORIGIN },
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response.json() as Promise<{ rows?: { id: string }[] }>
  }
  const anyItem = (await get('/api/items?limit=1')).rows?.[0]?.id
  const today = localDate(new Date(), 'UTC')
  const year = Number(today.slice(0, 4))
  const month = today.slice(0, 7)
  const reads = taxSummaryReads(user.id, year)

  const arms: [string, () => Promise<unknown>][] = [
    ['floor: GET /api/items/:id', () => get(`/api/items/${anyItem}`)],
    ['tax summary (route)', () => get(`/api/reports/tax-summary?year=${year}`)],
    ['tax summary (its statement alone)', () => readAtOnce(db, reads)],
    ['monthly sales, year (route)', () => get(`/api/reports/monthly-sales?year=${year}`)],
    ['monthly sales, month items (route)', () => get(`/api/reports/monthly-sales/items?month=${month}`)],
    ['dashboard (route)', () => get('/api/reports/dashboard')],
    [
      'dashboard, one statement (+ time zone)',
      async () => dashboardFigures(db, user.id, await userToday(db, user.id)),
    ],
    ['insights (route)', () => get(`/api/reports/insights?year=${year}`)],
  ]
  const wall = new Map<string, number[]>()
  const cpu = new Map<string, number[]>()
  for (const [, run] of arms) await run()
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, run] of arms) {
      for (let n = 0; n < PER_ROUND; n++) {
        const c = process.cpuUsage()
        const t = performance.now()
        await run()
        wall.set(label, [...(wall.get(label) ?? []), performance.now() - t])
        const used = process.cpuUsage(c)
        cpu.set(label, [...(cpu.get(label) ?? []), (used.user + used.system) / 1000])
      }
    }
  }
  const floor = median(wall.get(arms[0]![0]) ?? [])
  for (const [label] of arms) {
    const w = median(wall.get(label) ?? [])
    console.log(
      `  ${label.padEnd(40)} wall p50 ${w.toFixed(2).padStart(7)} ms (${(w / floor).toFixed(1)}× floor)  this process's CPU p50 ${median(
        cpu.get(label) ?? [],
      )
        .toFixed(2)
        .padStart(7)} ms`,
    )
  }
  const plans: [string, SQL][] = [
    ['floor statement', sql`select * from inventory_items where id = ${anyItem} and user_id = ${user.id}`],
    ['tax summary statement', statementOf(reads)],
    ...Object.entries(reads).map(
      ([name, read]) => [`  tax summary read: ${name}`, read.query] as [string, SQL],
    ),
  ]
  for (const [label, query] of plans) {
    const runs = []
    for (let n = 0; n < 7; n++) runs.push(await explain(db, query))
    console.log(
      `  EXPLAIN ANALYZE ${label.padEnd(36)} planning ${median(runs.map((r) => r.planning)).toFixed(3)} ms, execution ${median(runs.map((r) => r.execution)).toFixed(3)} ms`,
    )
  }
  await handle.close()
}

await profile('PGlite', await openPglite(null))
if (process.env.PROFILE_DATABASE_URL)
  await profile('PostgreSQL', await openScratchPostgres(process.env.PROFILE_DATABASE_URL, { copy: false }))
