/**
 * The first rows of /sold on screen with 60,000 sold items, in headless Chromium: an account is written
 * into a fresh embedded database (one INSERT … SELECT), the built server (dist/server/main.js, as
 * `npm start` runs it, with the built UI in dist/web) starts on it, and the browser signs in and opens /sold; the figure is the time from the
 * navigation to the first item row being visible. Prints the figures; asserts nothing. Needs the built UI
 * (`buildWebIfStale`, which bench/run.ts calls before any part).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { chromium } from '@playwright/test'
import { sql } from 'drizzle-orm'

import {
  BUILT_SERVER,
  SERVER_ENV,
  SERVER_NODE_OPTIONS,
  buildServerIfStale,
  buildWeb,
  isWebStale,
} from '../scripts/build-server.mjs'
import { createApp } from '../src/server/app'
import { MemoryFileStore } from '../src/server/files/store'
import { createAuth } from '../src/server/auth'
import { openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/helpers/chromium'

const SOLD_ITEMS = 60_000
const RUNS = 5
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 3810)
const SECRET = 'bench-secret-that-is-at-least-32-characters'
const ORIGIN = `http://127.0.0.1:${PORT}`

/** Writes an account with `items` sold items into the embedded database in `dataDir` (nothing may have it open). */
export async function writeAccount(dataDir: string, email: string, password: string, items = SOLD_ITEMS) {
  const handle = await openPglite(dataDir)
  const { db } = handle
  const app = createApp({
    db,
    auth: createAuth(db, { secret: SECRET, signupOpen: true, rateLimit: false }),
    files: new MemoryFileStore(),
    signupOpen: true,
  })
  const signUp = await app.request(`${ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password, name: email }),
  })
  const { user } = (await signUp.json()) as { user: { id: string } }
  await db.execute(sql`
    insert into inventory_items (user_id, sku, brand, description, cost_of_goods, sale_price, postage_charged,
      status, purchase_date, sold_date)
    select ${user.id}, 'SOLD-' || g, 'Brand ' || (g % 700), 'Sold item number ' || g, 8.50, 24.99, 4.00,
      'sold', current_date - (g % 1500) - 30, current_date - (g % 1500)
    from generate_series(1, ${items}) g`)
  // What the server's maintenance does on the embedded database, and autovacuum on PostgreSQL.
  await maintain(db)
  await handle.close()
}

/** Waits until the server at `origin` answers its health check. */
export async function waitForHealth(origin = ORIGIN): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not start')
}

/** Builds the UI (the browser parts need it) when dist/web is missing or older than its sources, as `npm start` does. */
export function buildWebIfStale(): void {
  if (!isWebStale()) return
  console.log('\nBuilding the UI for the browser parts')
  const status = buildWeb()
  if (status !== 0) throw new Error(`The UI build failed (exit code ${status})`)
}

export async function benchSoldFirstRows(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-bench-browser-'))
  const email = `bench-browser-${Date.now()}@example.com`
  const password = 'bench-password'
  // The embedded database takes one process: the account is written before the server opens it.
  await writeAccount(dataDir, email, password)
  await buildServerIfStale()
  const app = spawn(process.execPath, [...SERVER_NODE_OPTIONS, BUILT_SERVER], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      AUTH_SECRET: SECRET,
      RATE_LIMIT: 'off',
    },
    stdio: 'ignore',
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    await waitForHealth()
    const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { Origin: ORIGIN },
    })
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`)
    const samples: number[] = []
    for (let run = 0; run <= RUNS; run++) {
      await page.goto('/')
      const start = performance.now()
      await page.goto('/sold')
      await page.getByRole('cell', { name: /SOLD-/ }).first().waitFor()
      if (run > 0) samples.push(performance.now() - start) // the first visit warms the caches
    }
    samples.sort((a, b) => a - b)
    const median = samples[Math.floor(samples.length / 2)] ?? 0
    const worst = samples.at(-1) ?? 0
    console.log(
      `\nChromium: first rows of /sold with ${SOLD_ITEMS.toLocaleString('en-US')} sold items on screen: ` +
        `median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${RUNS} (target ≤ 1000 ms)`,
    )
  } finally {
    await browser.close()
    app.kill('SIGTERM')
    await new Promise((resolve) => app.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
