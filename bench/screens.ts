/**
 * How long each screen takes to open, in headless Chromium (no throttling, as the e2e suite runs), on this
 * build and, with SCREENS_BEFORE naming another checkout's folder with its own build (`dist/web` and
 * `dist/server/main.js`), on that one too, the two alternated in one run so that the machine's load weighs
 * on both alike. Each screen is opened by its address in a signed-in tab (its code and its data loaded as
 * a visit would), and the figure is the time from the navigation to the screen's heading on screen; the
 * median of SCREENS_RUNS (5) rounds. Prints one line per screen; asserts nothing.
 * `BENCH_ONLY=screens npm run bench`, or `SCREENS_BEFORE=/tmp/frogwalk-main npx tsx bench/screens.ts`.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import { chromium, type Browser } from '@playwright/test'

import { BUILT_SERVER, SERVER_ENV, SERVER_NODE_OPTIONS } from '../scripts/build-server.mjs'
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/helpers/chromium'
import { buildServer } from '../tests/helpers/server-process'

import { buildWebIfStale } from './sold-first-rows'

const RUNS = Number(process.env.SCREENS_RUNS ?? 5)
const SECRET = 'bench-secret-that-is-at-least-32-characters'
const PASSWORD = 'screens-password'
/** The screens of the e2e suite, by address. */
const SCREENS = [
  '/',
  '/unlisted',
  '/listed',
  '/sold',
  '/defective',
  '/disposed',
  '/needs-cost',
  '/sales/import',
  '/monthly-sales',
  '/yearly-taxes',
  '/receipts',
  '/expenses',
  '/odometer',
  '/vendors',
  '/brands',
  '/purchase-locations',
  '/settings',
  '/add-item',
  '/quick-add',
  '/sync',
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Starts a built server (`main` is its dist/server/main.js) on a new data folder; its address and stop. */
export async function startBuilt(main: string, dataDir: string) {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: os.tmpdir(),
      PORT: '0',
      RATE_LIMIT: 'off',
      AUTH_SECRET: SECRET,
      DATA_DIR: dataDir,
      ...SERVER_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out)
      if (match?.[1]) {
        clearInterval(timer)
        resolve(match[1])
      }
    }, 50)
    child.once('exit', () => {
      clearInterval(timer)
      reject(new Error(`the server ${main} did not start: ${out}`))
    })
  })
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { url, stop }
}

/** An account with a few items of each status, written through the API; its cookie. */
export async function writeAccount(url: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url }
  const email = `screens-${Date.now()}@example.com`
  const body = JSON.stringify({ email, password: PASSWORD, name: 'Screens' })
  await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers, body })
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body })
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const statuses = ['unlisted', 'listed', 'defective', 'disposed']
  for (let n = 0; n < 40; n++)
    await fetch(`${url}/api/items`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        sku: `SCR-${n}`,
        brand: `Brand ${n % 7}`,
        description: `Item ${n}`,
        status: statuses[n % statuses.length],
        costOfGoods: 5 + (n % 9),
      }),
    })
  return cookie
}

/** A new browser context on `url` holding the account's `cookie` and the signed-in mark, with no service worker. */
export async function signedInContext(browser: Browser, url: string, cookie: string) {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' })
  // The mark a browser keeps while someone is signed in on it (src/web/lib/signed-in-hint.ts), as one that
  // signed in through the app has it: without it the page starts as a first visit's would, with the sign-in form.
  await context.addInitScript(() => localStorage.setItem('frogwalk-signed-in', '1'))
  const { hostname } = new URL(url)
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' }
    }),
  )
  return context
}

/** One round: each screen opened once by its address in a signed-in tab; ms per screen. */
async function round(browser: Browser, url: string, cookie: string): Promise<number[]> {
  const context = await signedInContext(browser, url, cookie)
  try {
    const page = await context.newPage()
    const times: number[] = []
    for (const screen of SCREENS) {
      const started = performance.now()
      await page.goto(screen, { waitUntil: 'commit' })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      times.push(performance.now() - started)
    }
    return times
  } finally {
    await context.close()
  }
}

export async function benchScreens(): Promise<void> {
  const before = process.env.SCREENS_BEFORE
  console.log(
    `\nScreens opened by their address (Chromium, not throttled; median of ${RUNS} rounds${before ? `, this build against ${before}'s, alternated` : ''}):`,
  )
  buildWebIfStale()
  await buildServer()
  const builds = [
    { name: 'this build', main: BUILT_SERVER },
    ...(before ? [{ name: 'before', main: path.join(before, 'dist/server/main.js') }] : []),
  ]
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-screens-'))
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const servers = []
  try {
    for (const [n, build] of builds.entries()) {
      const server = await startBuilt(build.main, path.join(folder, String(n)))
      servers.push({ ...build, ...server, cookie: await writeAccount(server.url), times: [] as number[][] })
    }
    // A first round of each, not counted: the servers' own first answers.
    for (const server of servers) await round(browser, server.url, server.cookie)
    for (let run = 0; run < RUNS; run++)
      for (const server of run % 2 === 0 ? servers : [...servers].reverse())
        server.times.push(await round(browser, server.url, server.cookie))
    console.log(`    ${'screen'.padEnd(22)}${servers.map(({ name }) => name.padStart(14)).join('')}`)
    for (const [index, screen] of SCREENS.entries())
      console.log(
        `    ${screen.padEnd(22)}${servers
          .map(({ times }) => `${median(times.map((one) => one[index] ?? NaN)).toFixed(0)} ms`.padStart(14))
          .join('')}`,
      )
  } finally {
    await browser.close()
    for (const server of servers) await server.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchScreens()
