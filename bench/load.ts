/**
 * The load run: the real server process on a fresh data folder (PGlite, and PostgreSQL with
 * BENCH_DATABASE_URL), an account with LOAD_ITEMS items written through the API, then LOAD_CLIENTS signed-in
 * clients on loopback, each reading the item list and the status counts in turn for LOAD_SECONDS. Prints the
 * start to a healthy answer, requests, errors, p50 and p99, and the server's resident memory idle before and
 * after; asserts nothing. The load generator runs on the same machine and shares its cores.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { buildServer, startServer } from '../tests/helpers/server-process'

import { statusMiB } from './serving'

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20)
const ITEMS = Number(process.env.LOAD_ITEMS ?? 2000)
const SECRET = 'bench-secret-that-is-at-least-32-characters'

const rssMiB = (pid: number | undefined) => statusMiB(pid, 'VmRSS')

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

async function run(engine: string, env: Record<string, string>) {
  const started = performance.now()
  const server = startServer({ AUTH_SECRET: SECRET, ...env })
  const { url, stderr } = await server.ready
  if (!url) throw new Error(`${engine}: the server did not start: ${stderr}`)
  const startMs = performance.now() - started
  const json = { 'content-type': 'application/json', origin: url }
  const email = `load-${Date.now()}@example.com`
  const account = JSON.stringify({ email, password: 'load-password', name: email })
  await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: account })
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: account,
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const headers = { ...json, cookie }
  for (let start = 0; start < ITEMS; start += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, ITEMS - start) }, (_, n) =>
        fetch(`${url}/api/items`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            sku: `L-${start + n}`,
            brand: 'Levi',
            description: `Jeans ${start + n}`,
            status: 'listed',
          }),
        }).then((answer) => answer.arrayBuffer()),
      ),
    )
  const idleBefore = rssMiB(server.child.pid)

  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + SECONDS * 1000
  const client = async (n: number) => {
    let turn = n
    while (performance.now() < until) {
      const pathname = turn++ % 2 === 0 ? '/api/items?status=listed&limit=50' : '/api/items/counts'
      const begun = performance.now()
      try {
        const answer = await fetch(`${url}${pathname}`, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
        })
        await answer.arrayBuffer()
        if (!answer.ok) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - begun)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))
  latencies.sort((a, b) => a - b)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idleAfter = rssMiB(server.child.pid)
  console.log(
    `  ${engine.padEnd(10)} start to healthy ${startMs.toFixed(0)} ms; ${CLIENTS} clients × ${SECONDS} s on ${ITEMS} items: ` +
      `${latencies.length} requests (${(latencies.length / SECONDS).toFixed(0)}/s), ${errors} errors, ` +
      `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms ` +
      `(goal p99 ≤ 200 ms, 0 errors); server RSS idle ${idleBefore.toFixed(0)} MiB before, ${idleAfter.toFixed(0)} MiB after`,
  )
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

export async function benchLoad(): Promise<void> {
  console.log('Load run (the server process, signed-in clients reading the item list and counts):')
  await buildServer()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-load-'))
  try {
    await run('PGlite', { DATA_DIR: path.join(dataDir, 'data') })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (serverUrl) {
    const name = `frogwalk_load_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    try {
      await run('PostgreSQL', { DATABASE_URL: url.toString() })
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
}
