/**
 * The load run as an A/B of builds: `LOAD_AB="before=/path/to/checkout,after=."` starts the built server of
 * each checkout (its dist/server/main.js, run with that checkout's own node options and environment from its
 * scripts/build-server.mjs), all at once, each on a fresh embedded database with 2,000 listed items; then
 * sends bursts of the load run's traffic (50 clients reading the item list and the counts, LOAD_AB_BURST
 * seconds, 6 by default) to one build at a time, the builds in a new random order each round, for
 * LOAD_AB_ROUNDS rounds (12 by default). This machine's speed drifts by a third over an hour and other work
 * comes and goes: alternating short bursts puts the drift on every build alike, where whole runs one after
 * the other measured the drift. Prints each round, then per build the median CPU per request (all its
 * threads) and the latencies; asserts nothing. Build each checkout first (`npm run build`).
 *
 *   LOAD_AB="before=/work/old,after=." npx tsx bench/load-ab.ts
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { readTraffic, writeItems } from './load'
import { cpuMs, statusMiB } from './process-figures'

const ROUNDS = Number(process.env.LOAD_AB_ROUNDS ?? 12)
const BURST_SECONDS = Number(process.env.LOAD_AB_BURST ?? 6)
const CLIENTS = 50
const ITEMS = 2000
const SECRET = 'bench-secret-that-is-at-least-32-characters'
/** What a checkout that does not say its server's options ran with (before decision 011a's settings). */
const OLD_NODE_OPTIONS = ['--max-semi-space-size=8']

interface Build {
  name: string
  dir: string
  nodeOptions: string[]
  env: Record<string, string>
}

async function buildOf(name: string, dir: string): Promise<Build> {
  const absolute = path.resolve(dir)
  if (!existsSync(path.join(absolute, 'dist/server/main.js')))
    throw new Error(`${name}: no dist/server/main.js in ${absolute}; run npm run build there`)
  const script = path.join(absolute, 'scripts/build-server.mjs')
  const declared = existsSync(script)
    ? ((await import(pathToFileURL(script).href)) as {
        SERVER_NODE_OPTIONS?: string[]
        SERVER_ENV?: Record<string, string>
      })
    : {}
  return {
    name,
    dir: absolute,
    nodeOptions: declared.SERVER_NODE_OPTIONS ?? OLD_NODE_OPTIONS,
    env: declared.SERVER_ENV ?? {},
  }
}

async function startBuild(build: Build, port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `frogwalk-load-ab-${build.name}-`))
  const child = spawn(process.execPath, [...build.nodeOptions, path.join(build.dir, 'dist/server/main.js')], {
    cwd: build.dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: os.tmpdir(),
      PORT: String(port),
      RATE_LIMIT: 'off',
      DATA_DIR: path.join(dataDir, 'data'),
      AUTH_SECRET: SECRET,
      NODE_ENV: 'production',
      ...build.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${build.name} stopped: ${output}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const json = { 'content-type': 'application/json', origin: url }
  const account = JSON.stringify({
    email: `load-ab@example.com`,
    password: 'load-password',
    name: build.name,
  })
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
  await writeItems(url, { ...json, cookie }, ITEMS)
  return { ...build, child, url, cookie, dataDir, cpu: [] as number[], latencies: [] as number[], errors: 0 }
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

export async function benchLoadAb(): Promise<void> {
  const spec = process.env.LOAD_AB
  if (!spec) throw new Error('LOAD_AB="name=checkout,name=checkout" names the builds to compare')
  const builds = await Promise.all(
    spec.split(',').map((pair) => {
      const [name, dir] = pair.split('=')
      if (!name || !dir) throw new Error(`LOAD_AB: "${pair}" is not name=checkout`)
      return buildOf(name, dir)
    }),
  )
  const running = []
  for (const [n, build] of builds.entries()) running.push(await startBuild(build, 32_100 + n))
  try {
    // The steady state the load run waits for: the embedded database's maintenance has looked at the tables
    // after the writes (a look a minute), then one burst each to warm up, not counted.
    await new Promise((resolve) => setTimeout(resolve, 75_000))
    for (const build of running) await readTraffic([build.url], build.cookie, 5, CLIENTS)
    for (let round = 1; round <= ROUNDS; round++) {
      const order = [...running].sort(() => Math.random() - 0.5)
      for (const build of order) {
        const before = cpuMs(build.child.pid)
        const { latencies, errors } = await readTraffic([build.url], build.cookie, BURST_SECONDS, CLIENTS)
        build.cpu.push((cpuMs(build.child.pid) - before) / latencies.length)
        build.latencies.push(...latencies)
        build.errors += errors
      }
      console.log(
        `  round ${round} (load average ${os.loadavg()[0]?.toFixed(1)}): ` +
          running.map((build) => `${build.name} ${build.cpu.at(-1)?.toFixed(2)} ms`).join(', '),
      )
    }
    for (const build of running) {
      const sorted = [...build.latencies].sort((a, b) => a - b)
      console.log(
        `  ${build.name.padEnd(12)} CPU per request median ${median(build.cpu).toFixed(2)} ms ` +
          `(${Math.min(...build.cpu).toFixed(2)}-${Math.max(...build.cpu).toFixed(2)}); ${sorted.length} requests, ` +
          `${build.errors} errors, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms; ` +
          `RSS ${statusMiB(build.child.pid, 'VmRSS').toFixed(0)} MiB`,
      )
    }
  } finally {
    for (const build of running) {
      build.child.kill('SIGTERM')
      await new Promise((resolve) => build.child.once('exit', resolve))
      rmSync(build.dataDir, { recursive: true, force: true })
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLoadAb()
