/**
 * `npm run bench`: every list read of the API on a generated power seller's account (100,000 items,
 * 20,000 expenses, 500 vendors, 5,000 receipts with 25,000 line items, 1,500 readings), on the embedded
 * database and, with BENCH_DATABASE_URL pointing at a PostgreSQL server, on PostgreSQL too. Each figure
 * is printed beside the floor of the stack measured in the same run (a signed-in read of one row by its
 * primary key), as a ratio to it. Prints its figures and the targets; asserts nothing.
 *
 * BENCH_ONLY=item-lists,item-import (a comma-separated list of the names in BENCH_PARTS) runs only those
 * parts; unset, it runs all of them. BENCH_ITEMS sizes the account (below).
 */
import { performance } from 'node:perf_hooks'

import { openPglite, type DatabaseHandle } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { openScratchPostgres } from '../tests/helpers/database'
import { generateAccount, POWER_SELLER } from '../scripts/seed/generate'

import { benchBackup } from './backup'
import { benchExpensesVendorsOdometer } from './expenses-vendors-odometer'
import { benchFirstVisit } from './first-visit'
import { benchItemExport } from './item-export'
import { benchItemImport } from './item-import'
import { benchItemLists } from './item-lists'
import { benchLabels } from './labels'
import { benchLoad } from './load'
import { benchMarkSold } from './mark-sold'
import { benchPhotos } from './photos'
import { benchReceipts } from './receipts'
import { benchReports } from './reports'
import { benchSalesImport } from './sales-import'
import { benchScreens } from './screens'
import { benchServing } from './serving'
import { benchSoldFirstRows, buildWebIfStale } from './sold-first-rows'
import { timingLine, verdictOf, type Timing } from './verdict'
import { benchYearPack } from './year-pack'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)

/**
 * BENCH_ITEMS (100,000) sizes the generated account of the account parts: its items, and its expenses, receipts and
 * line items in the same proportion; a smaller account seeds in a fraction of the time on a busy machine.
 */
const SCALE = Number(process.env.BENCH_ITEMS ?? POWER_SELLER.items) / POWER_SELLER.items
const ACCOUNT =
  SCALE === 1
    ? POWER_SELLER
    : {
        ...POWER_SELLER,
        items: Math.round(POWER_SELLER.items * SCALE),
        expenses: Math.round(POWER_SELLER.expenses * SCALE),
        receipts: Math.round(POWER_SELLER.receipts * SCALE),
        lineItems: Math.round(POWER_SELLER.lineItems * SCALE),
      }

/** The parts of the benchmark, by the names BENCH_ONLY takes; ACCOUNT_PARTS run on the generated account. */
const ACCOUNT_PARTS = ['item-lists', 'expenses-vendors-odometer', 'names', 'receipts', 'reports'] as const
const BENCH_PARTS = [
  ...ACCOUNT_PARTS,
  'item-import',
  'sales-import',
  'mark-sold',
  'year-pack',
  'item-export',
  'labels',
  'photos',
  'sold-first-rows',
  'backup',
  'load',
  'serving',
  'first-visit',
  'screens',
] as const
type BenchPart = (typeof BENCH_PARTS)[number]
const chosen = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const unknown = chosen?.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name)) ?? []
if (unknown.length > 0)
  throw new Error(`BENCH_ONLY names unknown parts: ${unknown.join(', ')} (known: ${BENCH_PARTS.join(', ')})`)
/** Whether BENCH_ONLY lets `part` run. */
const runs = (part: BenchPart) => chosen === undefined || chosen.includes(part)

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}

async function measure(label: string, run: () => Promise<unknown>): Promise<Timing> {
  await run() // warm-up
  const samples: number[] = []
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { label, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
}

async function bench(engine: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle
  const app = makeApp(db)
  const user = await signedInUser(app, uniqueEmail('bench'))
  const { cookie } = user

  const seedStart = performance.now()
  const written = await generateAccount(db, user.id, ACCOUNT)
  // What the server's maintenance does on the embedded database, and autovacuum on PostgreSQL.
  await maintain(db)
  console.log(
    `\n${engine}: generated ${written.items.toLocaleString('en-US')} items, ${written.expenses.toLocaleString('en-US')} expenses, ` +
      `${written.receipts.toLocaleString('en-US')} receipts, ${written.lineItems.toLocaleString('en-US')} line items in ` +
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  const get = async (path: string) => {
    const response = await app.request(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json() as Promise<{ rows?: { id: string }[]; nextCursor?: string | null }>
  }
  /** The cursor of page `pages + 1` of a list, found by walking it. */
  const cursorAfter = async (path: string, pages: number) => {
    let cursor: string | null | undefined = null
    for (let page = 0; page < pages; page++) {
      const answer = await get(
        `${path}${path.includes('?') ? '&' : '?'}limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      )
      cursor = answer.nextCursor
      if (!cursor) break
    }
    return cursor ?? ''
  }

  const anyItem = (await get('/api/items?limit=1')).rows?.[0]?.id
  /** The floor, one row by key, measured again beside each part: the reads of a part are judged by its own. */
  const measureFloor = () =>
    measure('GET /api/items/:id (the floor: one row by key)', () => get(`/api/items/${anyItem}`))
  let floor = await measureFloor()
  const timings: { timing: Timing; floor: Timing }[] = []
  const time = async (label: string, path: string) =>
    timings.push({ timing: await measure(label, () => get(path)), floor })
  const part = async (name: BenchPart, run: () => Promise<void>) => {
    if (!runs(name)) return
    floor = await measureFloor()
    await run()
  }

  await part('item-lists', () => benchItemLists(time, cursorAfter))
  await part('expenses-vendors-odometer', () => benchExpensesVendorsOdometer(time, cursorAfter))
  await part('names', async () => {
    await time('brands, page 1', '/api/brands')
    const brandsDeep = await cursorAfter('/api/brands', 10)
    await time('brands, page 11', `/api/brands?limit=50&cursor=${brandsDeep}`)
    await time('brands, search "nike"', '/api/brands?q=nike')
    await time('purchase locations, page 1', '/api/purchase-locations')
  })
  await part('receipts', async () => {
    await time('receipts, page 1', '/api/receipts')
    const receiptsDeep = await cursorAfter('/api/receipts', 50)
    await time('receipts, page 51', `/api/receipts?limit=50&cursor=${receiptsDeep}`)
    await time('receipts, search "goodwill"', '/api/receipts?q=goodwill')
    const receiptId = (await get('/api/receipts?limit=1')).rows?.[0]?.id
    await time('line items of a receipt', `/api/receipt-line-items?receiptId=${receiptId}`)
    await time('line items, unconverted', '/api/receipt-line-items?converted=false')
    await time('receipt stats', '/api/receipts/stats')
    await benchReceipts(time, { app, cookie })
  })

  let shownFloor: Timing | undefined
  for (const { timing, floor: beside } of timings) {
    if (beside !== shownFloor) console.log(timingLine(beside, ''))
    shownFloor = beside
    console.log(timingLine(timing, verdictOf(timing, beside, { limitMs: 50, ratio: 4 })))
  }
  await part('reports', async () =>
    benchReports({ db, userId: user.id, get, measure, floor: await measureFloor() }),
  )
  const memory = process.memoryUsage()
  console.log(
    `  process memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  )
  await handle.close()
}

// Built before the first part, so a missing build never ends a run in its last minutes.
if (runs('sold-first-rows') || runs('item-export')) buildWebIfStale()
if (ACCOUNT_PARTS.some(runs)) {
  await bench('PGlite (embedded, in memory)', await openPglite(null))
  if (process.env.BENCH_DATABASE_URL)
    await bench('PostgreSQL', await openScratchPostgres(process.env.BENCH_DATABASE_URL, { copy: false }))
}
if (runs('item-import')) await benchItemImport()
if (runs('sales-import')) await benchSalesImport()
if (runs('mark-sold')) await benchMarkSold()
if (runs('year-pack')) await benchYearPack()
if (runs('labels')) await benchLabels()
if (runs('photos')) await benchPhotos()
if (runs('sold-first-rows')) await benchSoldFirstRows()
if (runs('item-export')) await benchItemExport()
if (runs('backup')) await benchBackup()
if (runs('load')) await benchLoad()
if (runs('serving')) await benchServing()
if (runs('first-visit')) await benchFirstVisit()
if (runs('screens')) await benchScreens()
