/**
 * The load run: the real server process on a fresh data folder (PGlite, and PostgreSQL with
 * BENCH_DATABASE_URL), an account with LOAD_ITEMS listed items written through the API (a comma-separated
 * list of sizes, one run each: 2,000 and 100,000 by default; up to 5,000 item by item, more through the CSV
 * import in files of 10,000 rows), then LOAD_CLIENTS signed-in clients on loopback, each reading the item
 * list and the status counts in turn for LOAD_SECONDS, with no pause between requests. Prints the start to
 * a healthy answer, requests, errors, p50 and p99, the server's CPU time per request (all its threads, from
 * /proc: the figure that moves least when other processes share the cores), and its resident memory idle
 * before and after; asserts nothing. On PostgreSQL it runs again with LOAD_SERVERS servers on the one
 * database (1,2 by default), the clients' requests alternated between them. The load generator runs on the same machine and shares its cores.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { buildServer, startServer } from '../tests/helpers/server-process'

import { cpuMs, statusMiB } from './process-figures'

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20)
const SIZES = (process.env.LOAD_ITEMS ?? '2000,100000').split(',').map(Number)
/** On PostgreSQL, how many servers share the database, one run each (decision 033): one, then two. */
const SERVER_COUNTS = (process.env.LOAD_SERVERS ?? '1,2').split(',').map(Number)
/** Above this many items, the account is written through the CSV import. */
const ONE_BY_ONE = 5000
const IMPORT_ROWS = 10_000
const SECRET = 'bench-secret-that-is-at-least-32-characters'

const rssMiB = (pid: number | undefined) => statusMiB(pid, 'VmRSS')

/** Writes `count` listed items into the signed-in account, item by item or as CSV files. */
export async function writeItems(url: string, headers: Record<string, string>, count: number): Promise<void> {
  if (count > ONE_BY_ONE) {
    for (let start = 0; start < count; start += IMPORT_ROWS) {
      const rows = Array.from(
        { length: Math.min(IMPORT_ROWS, count - start) },
        (_, n) => `L-${start + n},Levi,Jeans ${start + n},listed`,
      )
      const answer = await fetch(`${url}/api/import/items`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: ['sku,brand,description,status', ...rows].join('\r\n'),
      })
      if (!answer.ok) throw new Error(`The CSV import answered ${answer.status}: ${await answer.text()}`)
      await answer.arrayBuffer()
    }
    return
  }
  for (let start = 0; start < count; start += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, n) =>
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
}

/**
 * The CPU PostgreSQL spends for the servers: its processes serving the benchmark's database (the pools'
 * connections, there all through a run under load), read from /proc as the servers' own.
 */
async function databaseCpu(url: string) {
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((row) => row.pid)
  const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]))
  return {
    /** CPU ms since, of the processes there at both ends. */
    async spentMs() {
      let spent = 0
      for (const pid of await backends()) {
        const start = before.get(pid)
        if (start !== undefined) spent += cpuMs(pid) - start
      }
      await admin.end()
      return spent
    },
  }
}

/**
 * The load run's traffic: `clients` signed-in clients reading the item list and the status counts in turn
 * for `seconds`, with no pause, their requests alternated between `urls` (a load balancer's round robin).
 * Returns every request's latency, unsorted, and how many failed.
 */
export async function readTraffic(urls: string[], cookie: string, seconds: number, clients: number) {
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  const client = async (n: number) => {
    let turn = n
    while (performance.now() < until) {
      const to = urls[turn % urls.length] ?? urls[0]
      const pathname = turn++ % 2 === 0 ? '/api/items?status=listed&limit=50' : '/api/items/counts'
      const begun = performance.now()
      try {
        const answer = await fetch(`${to}${pathname}`, {
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
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)))
  return { latencies, errors }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0

async function run(engine: string, env: Record<string, string>, items: number, serverCount = 1) {
  const started = performance.now()
  // Several servers share the one database (PostgreSQL), each with a data folder of its own.
  const servers = Array.from({ length: serverCount }, (_, n) =>
    startServer({
      AUTH_SECRET: SECRET,
      ...env,
      ...(serverCount > 1 ? { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `frogwalk-load-${n}-`)) } : {}),
    }),
  )
  const urls: string[] = []
  for (const one of servers) {
    const { url: address, stderr } = await one.ready
    if (!address) throw new Error(`${engine}: a server did not start: ${stderr}`)
    urls.push(address)
  }
  const [server] = servers
  const url = urls[0]
  if (!server || !url) throw new Error(`${engine}: no server`)
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
  // On the embedded database, the run starts once the server's maintenance has looked at the tables after
  // the writes (decision 019, a look a minute): the steady state a server reaches after a large write.
  let written = false
  const maintained = new Promise<void>((resolve) => {
    if (engine !== 'PGlite') resolve()
    server.child.stdout.on('data', (chunk: Buffer) => {
      if (written && chunk.toString().includes('Database maintenance: ')) resolve()
    })
  })
  await writeItems(url, headers, items)
  written = true
  const writtenAt = performance.now()
  await Promise.race([maintained, new Promise((resolve) => setTimeout(resolve, 75_000).unref())])
  const waitedMs = performance.now() - writtenAt
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const idleBefore = rssMiB(server.child.pid)

  const pids = servers.map((one) => one.child.pid)
  const cpuOfAll = () => pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0)
  const cpuBefore = cpuOfAll()
  const database = env.DATABASE_URL ? await databaseCpu(env.DATABASE_URL) : null
  const { latencies, errors } = await readTraffic(urls, cookie, SECONDS, CLIENTS)
  const cpuPerRequest = (cpuOfAll() - cpuBefore) / latencies.length
  const databasePerRequest = database ? (await database.spentMs()) / latencies.length : null
  latencies.sort((a, b) => a - b)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idleAfter = rssMiB(server.child.pid)
  const name = serverCount > 1 ? `${engine} × ${serverCount}` : engine
  console.log(
    `  ${name.padEnd(14)} start to healthy ${startMs.toFixed(0)} ms; ${CLIENTS} clients × ${SECONDS} s on ${items.toLocaleString('en-US')} items: ` +
      `${latencies.length} requests (${(latencies.length / SECONDS).toFixed(0)}/s), ${errors} errors, ` +
      `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms ` +
      `(goal p99 ≤ 200 ms, 0 errors); server CPU ${cpuPerRequest.toFixed(1)} ms per request${databasePerRequest === null ? '' : `, PostgreSQL's ${databasePerRequest.toFixed(1)} ms`}; RSS idle ${idleBefore.toFixed(0)} MiB before, ${idleAfter.toFixed(0)} MiB after` +
      (engine === 'PGlite' ? `; maintenance seen ${(waitedMs / 1000).toFixed(0)} s after the writes` : ''),
  )
  await Promise.all(
    servers.map((one) => {
      const exited = new Promise((resolve) => one.child.once('exit', resolve))
      one.child.kill('SIGTERM')
      return exited
    }),
  )
}

export async function benchLoad(): Promise<void> {
  console.log('Load run (the server process, signed-in clients reading the item list and counts):')
  await buildServer()
  for (const items of SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-load-'))
    try {
      await run('PGlite', { DATA_DIR: path.join(dataDir, 'data') }, items)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) return
  for (const items of SIZES)
    for (const serverCount of SERVER_COUNTS) {
      const name = `frogwalk_load_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      try {
        await run('PostgreSQL', { DATABASE_URL: url.toString() }, items, serverCount)
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    }
}
