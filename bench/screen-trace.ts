/**
 * One screen opened by its address, traced: on each build named in TRACE_BUILDS (folders, comma separated,
 * each with its own `dist/server/main.js` and `dist/web`; this checkout by default), a signed-in tab opens
 * TRACE_WARM (`/`) then TRACE_SCREEN (`/brands`), TRACE_RUNS (5) rounds alternated between the builds.
 * Prints per build the median time from the navigation to the page's h1, the time the h1 was added on the
 * page's clock, and for the median round every resource the page loaded (start and end, ms from the
 * navigation, bytes over the wire). Asserts nothing; what `bench/screens.ts` times, taken apart.
 * `TRACE_SCREEN=/listed TRACE_BUILDS=/work/before,/work/main npx tsx bench/screen-trace.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium, type Browser } from '@playwright/test'

import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/helpers/chromium'

import { signedInContext, startBuilt, writeAccount } from './screens'

const RUNS = Number(process.env.TRACE_RUNS ?? 5)
const SCREEN = process.env.TRACE_SCREEN ?? '/brands'
const BUILDS = (
  process.env.TRACE_BUILDS ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
).split(',')
const WARM = (process.env.TRACE_WARM ?? '/').split(',')

interface Run {
  ms: number
  h1At: number
  resources: { name: string; start: number; end: number; size: number }[]
  nav: Record<string, number>
  longTasks: { start: number; duration: number }[]
}

async function once(browser: Browser, url: string, cookie: string): Promise<Run> {
  const context = await signedInContext(browser, url, cookie)
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { h1At?: number; longTasks: { start: number; duration: number }[] }
      w.longTasks = []
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.longTasks.push({ start: entry.startTime, duration: entry.duration })
        }).observe({ type: 'longtask', buffered: true })
      } catch {
        // none
      }
      new MutationObserver((_m, observer) => {
        if (document.querySelector('h1')) {
          w.h1At = performance.now()
          observer.disconnect()
        }
      }).observe(document, { subtree: true, childList: true })
    })
    const page = await context.newPage()
    for (const warm of WARM) {
      await page.goto(warm, { waitUntil: 'commit' })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
    }
    const started = performance.now()
    await page.goto(SCREEN, { waitUntil: 'commit' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    const ms = performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 300))
    const seen = await page.evaluate(() => {
      const w = window as unknown as { h1At?: number; longTasks: { start: number; duration: number }[] }
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return {
        h1At: w.h1At ?? NaN,
        longTasks: w.longTasks,
        nav: {
          requestStart: nav.requestStart,
          responseStart: nav.responseStart,
          responseEnd: nav.responseEnd,
          domInteractive: nav.domInteractive,
          domContentLoaded: nav.domContentLoadedEventEnd,
          load: nav.loadEventEnd,
        },
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          name: entry.name.replace(location.origin, ''),
          start: entry.startTime,
          end: entry.responseEnd,
          size: entry.transferSize,
        })),
      }
    })
    return { ms, ...seen }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-trace-'))
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
const servers: { name: string; url: string; stop: () => Promise<void>; cookie: string; runs: Run[] }[] = []
try {
  for (const [n, build] of BUILDS.entries()) {
    const server = await startBuilt(path.join(build, 'dist/server/main.js'), path.join(folder, String(n)))
    servers.push({ name: build, ...server, cookie: await writeAccount(server.url), runs: [] })
  }
  for (const server of servers) await once(browser, server.url, server.cookie)
  for (let run = 0; run < RUNS; run++)
    for (const server of run % 2 === 0 ? servers : [...servers].reverse())
      server.runs.push(await once(browser, server.url, server.cookie))
  console.log(
    `load ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}; ${SCREEN} after ${WARM.join(',')}`,
  )
  for (const server of servers) {
    const sorted = [...server.runs].sort((a, b) => a.h1At - b.h1At)
    const mid = sorted[Math.floor(sorted.length / 2)]!
    console.log(
      `\n${server.name}: goto->h1 median ${median(server.runs.map((r) => r.ms)).toFixed(0)} ms; h1At ${server.runs.map((r) => r.h1At.toFixed(0)).join(' ')}`,
    )
    console.log(
      `  nav ${JSON.stringify(Object.fromEntries(Object.entries(mid.nav).map(([k, v]) => [k, Math.round(v)])))}`,
    )
    console.log(
      `  h1At ${mid.h1At.toFixed(0)}; long tasks ${mid.longTasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' ')}`,
    )
    for (const r of mid.resources)
      console.log(
        `  ${r.start.toFixed(0).padStart(5)} ${r.end.toFixed(0).padStart(5)} ${String(r.size).padStart(7)} ${r.name}`,
      )
  }
} finally {
  await browser.close()
  for (const server of servers) await server.stop()
  rmSync(folder, { recursive: true, force: true })
}
