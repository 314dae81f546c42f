/**
 * Serving figures of the built server (dist/server/main.js run by plain node, as `npm start` runs it), each
 * printed beside its target; asserts nothing. `BENCH_ONLY=serving npm run bench`, or alone: `npx tsx
 * bench/serving.ts`; PostgreSQL too with BENCH_DATABASE_URL.
 *
 * On each engine: the first start (an empty data folder, or an empty database) and a start on the data it
 * left (2,000 items written through the API): the time from spawning the process to a healthy answer, and
 * the CPU time it spent until then (all its threads, the figure that moves least when other processes share
 * the cores). On the second start the server rests SERVING_REST_SECONDS (60) and its resident memory is
 * read (idle), then the load run's traffic (50 clients reading the item list and the counts, `bench/load.ts`)
 * runs SERVING_LOAD_SECONDS (60) and the kernel's peak of its resident memory since it started is read
 * (VmHWM). On the embedded database, the build's template writer's peak too: a first `npm start` runs it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { writeDataTemplate } from '../scripts/build-server.mjs'
import { buildServer, startServer } from '../tests/helpers/server-process'

import { readTraffic, writeItems } from './load'
import { cpuMs, statusMiB } from './process-figures'

const SECRET = 'bench-secret-that-is-at-least-32-characters'
const ITEMS = 2000
const REST_SECONDS = Number(process.env.SERVING_REST_SECONDS ?? 60)
const LOAD_SECONDS = Number(process.env.SERVING_LOAD_SECONDS ?? 60)
const CLIENTS = 50

/** The targets, MiB and ms (issue of 2026-11-28: a 1 GB machine, a start within a second). */
export const SERVING_TARGETS = {
  pglite: { firstStartPeakMiB: 400, idleMiB: 150, peakMiB: 300 },
  postgres: { idleMiB: 100 },
  firstStartMs: 3000,
  startMs: 1000,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

/** One figure beside its target: `label  figure unit (target ≤ n unit) meets|MISSES`. */
function figure(label: string, value: number, target: number | null, unit: string): string {
  const shown = `${value.toFixed(0)} ${unit}`
  if (target === null) return `    ${label.padEnd(52)} ${shown.padStart(9)}`
  return (
    `    ${label.padEnd(52)} ${shown.padStart(9)}  (≤ ${target} ${unit}) ` +
    (value <= target ? 'meets' : 'MISSES')
  )
}

/** Starts the built server and waits for a healthy answer: its address, pid, start time and CPU time. */
async function start(env: Record<string, string>) {
  const started = performance.now()
  const server = startServer({ AUTH_SECRET: SECRET, ...env })
  const { url, stderr } = await server.ready
  if (!url) throw new Error(`the server did not start: ${stderr}`)
  while (!(await fetch(`${url}/api/health`).catch(() => null))?.ok) await sleep(10)
  const startMs = performance.now() - started
  const pid = server.child.pid
  return { server, url, pid, startMs, startCpuMs: cpuMs(pid) }
}

async function stop(server: ReturnType<typeof startServer>) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

/** Signs up (or in) the bench's account and returns its cookie. */
async function signIn(url: string, email: string, signUp: boolean): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url }
  const body = JSON.stringify({ email, password: 'serving-password', name: email })
  if (signUp) await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers, body })
  const answer = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
}

/**
 * The two starts on one engine: the first (writing the account's items) and the second (rest, then
 * traffic). `firstPeakTarget` is the first start's peak target (the embedded database's), or null.
 */
async function engine(
  name: string,
  env: Record<string, string>,
  targets: { idleMiB: number; peakMiB: number | null; firstStartPeakMiB: number | null },
) {
  console.log(`  ${name} (load average ${load()}):`)
  const email = `serving-${Date.now()}@example.com`
  const first = await start(env)
  await sleep(1000)
  const firstPeak = statusMiB(first.pid, 'VmHWM')
  console.log(figure('first start: start to healthy', first.startMs, SERVING_TARGETS.firstStartMs, 'ms'))
  console.log(figure('first start: CPU time until healthy', first.startCpuMs, null, 'ms'))
  console.log(figure('first start: peak RSS', firstPeak, targets.firstStartPeakMiB, 'MiB'))
  const cookie = await signIn(first.url, email, true)
  await writeItems(first.url, { 'content-type': 'application/json', origin: first.url, cookie }, ITEMS)
  await stop(first.server)

  const second = await start(env)
  console.log(
    figure(
      `start on its data (${ITEMS} items): start to healthy`,
      second.startMs,
      SERVING_TARGETS.startMs,
      'ms',
    ),
  )
  console.log(figure('  CPU time until healthy', second.startCpuMs, null, 'ms'))
  await sleep(REST_SECONDS * 1000)
  console.log(
    figure(
      `  RSS idle after ${REST_SECONDS} s of rest`,
      statusMiB(second.pid, 'VmRSS'),
      targets.idleMiB,
      'MiB',
    ),
  )
  const { latencies, errors } = await readTraffic(
    [second.url],
    await signIn(second.url, email, false),
    LOAD_SECONDS,
    CLIENTS,
  )
  console.log(
    figure(
      `  peak RSS, start to ${LOAD_SECONDS} s of traffic (${latencies.length} requests, ${errors} errors)`,
      statusMiB(second.pid, 'VmHWM'),
      targets.peakMiB,
      'MiB',
    ),
  )
  await sleep(2000)
  console.log(figure('  RSS 2 s after the traffic', statusMiB(second.pid, 'VmRSS'), null, 'MiB'))
  await stop(second.server)
  console.log(`    (load average ${load()})`)
}

export async function benchServing(): Promise<void> {
  console.log('\nServing (the built server by plain node, as `npm start` runs it):')
  await buildServer()
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-serving-'))
  try {
    // What the first `npm start` builds, in a process of its own (again after a migration or a PGlite update).
    const template = await writeDataTemplate(path.join(folder, 'template'))
    console.log(`  PGlite's data folder template, written by the build (load average ${load()}):`)
    console.log(
      figure(
        `template writer's peak RSS (from the ${template.source === 'archive' ? 'empty cluster' : template.source}, ${template.ms.toFixed(0)} ms)`,
        template.peakMiB,
        SERVING_TARGETS.pglite.firstStartPeakMiB,
        'MiB',
      ),
    )
    await engine('PGlite', { DATA_DIR: path.join(folder, 'data') }, SERVING_TARGETS.pglite)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) return
  const name = `frogwalk_serving_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-serving-'))
  try {
    await engine(
      'PostgreSQL',
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      { idleMiB: SERVING_TARGETS.postgres.idleMiB, peakMiB: null, firstStartPeakMiB: null },
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchServing()
