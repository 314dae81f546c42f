/**
 * Serving figures of the built server (dist/server/main.js run by plain node, as `npm start` runs it): the
 * time from spawning the process to a healthy answer, and its resident memory (idle, and the peak the
 * kernel recorded) on an empty data folder (PGlite's first start runs initdb), on the same folder again, on
 * a folder with 100,000 items, and on PostgreSQL with BENCH_DATABASE_URL. Prints the figures beside the
 * targets; asserts nothing. Runs last in `npm run bench`, or alone: `npx tsx bench/serving.ts`.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { writeDataTemplate } from '../scripts/build-server.mjs'
import { buildServer, startServer } from '../tests/helpers/server-process'

import { writeAccount } from './sold-first-rows'

const SECRET = 'bench-secret-that-is-at-least-32-characters'
const ITEMS = 100_000
const IDLE_MS = 3000

/** A memory figure of a process from /proc, in MiB: VmRSS (resident now) or VmHWM (resident at its peak). */
export function statusMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return NaN
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Targets {
  startMs: number
  idleMiB: number
}

async function measure(label: string, env: Record<string, string>, targets: Targets, account?: string) {
  const started = performance.now()
  const server = startServer({ AUTH_SECRET: SECRET, ...env })
  const { url, stderr } = await server.ready
  if (!url) throw new Error(`${label}: the server did not start: ${stderr}`)
  while (!(await fetch(`${url}/api/health`)).ok) await sleep(20)
  const startMs = performance.now() - started
  await sleep(IDLE_MS)
  const pid = server.child.pid
  const idle = statusMiB(pid, 'VmRSS')
  let reads = ''
  if (account) {
    // The reads the screens make first, so the figures show what serving costs, not only an idle process.
    const headers = { 'content-type': 'application/json', origin: url }
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: account, password: 'bench-password' }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')
    const samples: number[] = []
    for (let run = 0; run < 20; run++) {
      const begun = performance.now()
      for (const pathname of [
        '/api/items?limit=50',
        '/api/items/counts',
        '/api/items?q=number%2012&limit=50',
      ]) {
        const answer = await fetch(`${url}${pathname}`, { headers: { cookie } })
        if (!answer.ok) throw new Error(`${pathname} answered ${answer.status}`)
        await answer.arrayBuffer()
      }
      samples.push(performance.now() - begun)
    }
    samples.sort((a, b) => a - b)
    await sleep(IDLE_MS)
    reads =
      `; list, counts and search: median ${(samples[10] ?? 0).toFixed(0)} ms; ` +
      `RSS after them ${statusMiB(pid, 'VmRSS').toFixed(0)} MiB`
  }
  const peak = statusMiB(pid, 'VmHWM')
  const meets = startMs <= targets.startMs && idle <= targets.idleMiB && peak <= 600
  console.log(
    `  ${label.padEnd(38)} start to healthy ${startMs.toFixed(0).padStart(5)} ms; RSS idle ${idle.toFixed(0)} MiB, ` +
      `peak ${peak.toFixed(0)} MiB${reads}  ${meets ? 'meets' : 'MISSES'} ` +
      `(≤ ${targets.startMs / 1000} s, idle ≤ ${targets.idleMiB} MiB, peak ≤ 600 MiB)`,
  )
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

export async function benchServing(): Promise<void> {
  console.log('\nServing (the built server by plain node):')
  await buildServer()
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-serving-'))
  try {
    // What the build does once (again after a migration or a PGlite update), in a process of its own:
    // initdb and the migrations, the peak a first start no longer has.
    const template = await writeDataTemplate(path.join(folder, 'template'))
    console.log(
      `  ${'PGlite data folder template (build)'.padEnd(38)} written in ${template.ms.toFixed(0).padStart(5)} ms ` +
        `by a process of its own; its peak ${template.peakMiB.toFixed(0)} MiB (once per build, not the server's)`,
    )
    const empty = path.join(folder, 'empty')
    await measure(
      'PGlite, empty data folder (template)',
      { DATA_DIR: empty },
      { startMs: 6000, idleMiB: 300 },
    )
    await measure('PGlite, the same folder again', { DATA_DIR: empty }, { startMs: 2000, idleMiB: 300 })
    const full = path.join(folder, 'full')
    const email = `serving-${Date.now()}@example.com`
    await writeAccount(full, email, 'bench-password', ITEMS)
    await measure(
      `PGlite, ${ITEMS.toLocaleString('en-US')} items`,
      { DATA_DIR: full },
      { startMs: 2000, idleMiB: 300 },
      email,
    )
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
    await measure(
      'PostgreSQL, empty database',
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      {
        startMs: 2000,
        idleMiB: 120,
      },
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchServing()
