import type { ChildProcess } from 'node:child_process'
import { isBuiltin } from 'node:module'
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { BUILT_SERVER, DATA_TEMPLATE } from '../../scripts/build-server.mjs'
import { buildServer, logMessages, startServer } from '../helpers/server-process'

beforeAll(buildServer)

const running: ChildProcess[] = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM')
})

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

describe('starting the server', () => {
  it('creates its data folder, keeps a generated auth secret there, and keeps sessions across a restart', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'nested', 'data')
    const first = startServer({ DATA_DIR: dataDir })
    running.push(first.child)
    const { url } = await first.ready
    expect(url).toBeTruthy()
    expect((await fetch(`${url}/api/health`)).status).toBe(200)

    const secretFile = path.join(dataDir, 'auth-secret')
    expect(readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(32)
    expect(statSync(secretFile).mode & 0o777).toBe(0o600)

    const headers = { 'content-type': 'application/json', origin: url! }
    const body = JSON.stringify({ email: 'restart@example.com', password: 'secret-password', name: 'r' })
    await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers, body })
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body })
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    await fetch(`${url}/api/settings`, {
      method: 'PATCH',
      headers: { ...headers, cookie },
      body: JSON.stringify({ storeName: 'Kept' }),
    })
    await stop(first.child)

    const second = startServer({ DATA_DIR: dataDir })
    running.push(second.child)
    const again = await second.ready
    const settings = await fetch(`${again.url}/api/settings`, { headers: { cookie } })
    expect(settings.status).toBe(200)
    expect(((await settings.json()) as { settings: { storeName: string } }).settings.storeName).toBe('Kept')
  })

  it('starts an empty data folder as a copy of the build’s template, so the server never runs initdb', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'data')
    const server = startServer({ DATA_DIR: dataDir })
    running.push(server.child)
    const { url } = await server.ready
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
    await stop(server.child)
    // The cluster's system identifier, the first 8 bytes of pg_control: initdb draws a new one.
    const identifier = (folder: string) =>
      readFileSync(path.join(folder, 'global', 'pg_control')).subarray(0, 8)
    expect(identifier(path.join(dataDir, 'db'))).toEqual(identifier(DATA_TEMPLATE))
    expect(readdirSync(path.dirname(dataDir))).toEqual(['data'])
  })

  it('has every package it loads at start in its bundle but PGlite, and loads jsPDF, node-postgres and the S3 client only when a label, PostgreSQL or a bucket needs them', () => {
    // What the server imports as it starts: the static imports of the bundle and of the chunks it imports so.
    const imported: string[] = []
    const files = [BUILT_SERVER]
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
      for (const [, name] of code.matchAll(/^import\b[^;]*?["']([^"']+)["']/gm)) {
        if (!name!.startsWith('./')) imported.push(name!)
        else if (!files.includes(path.join(path.dirname(file), name!)))
          files.push(path.join(path.dirname(file), name!))
      }
    }
    expect(files.length).toBeGreaterThan(1)
    expect(imported).toContain('@electric-sql/pglite')
    // Node resolves, reads and compiles every file of a package imported from node_modules one by one.
    expect(imported.filter((name) => !isBuiltin(name) && !name.startsWith('@electric-sql/pglite'))).toEqual(
      [],
    )
    for (const lazy of ['jspdf', 'jspdf-autotable', 'pg', 'drizzle-orm/node-postgres', '@aws-sdk/client-s3'])
      expect(imported).not.toContain(lazy)
  })

  // The embedded database has no autovacuum: the server vacuums and analyzes what was written (decision 019).
  it('maintains the embedded database itself, ten seconds after its start', { timeout: 40_000 }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'data')
    const server = startServer({ DATA_DIR: dataDir })
    running.push(server.child)
    let output = ''
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const { url } = await server.ready
    const headers = { 'content-type': 'application/json', origin: url! }
    const body = JSON.stringify({ email: 'kept@example.com', password: 'secret-password', name: 'k' })
    expect((await fetch(`${url}/api/auth/sign-up/email`, { method: 'POST', headers, body })).status).toBe(200)
    await expect
      .poll(() => output, { timeout: 30_000, interval: 250 })
      .toMatch(/Database maintenance: vacuumed and analyzed .*\buser\b.* in \d+ ms\./)
  })

  it('writes its request lines many at a time, each soon after its request', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'data')
    const server = startServer({ DATA_DIR: dataDir })
    running.push(server.child)
    const { url } = await server.ready
    const writes: string[] = []
    server.child.stdout?.on('data', (chunk: Buffer) => writes.push(chunk.toString()))
    for (let n = 0; n < 20; n++) expect((await fetch(`${url}/api/health`)).status).toBe(200)
    const requestLines = () => writes.join('').split('\n').filter((line) => line.includes('"msg":"request"'))
    await expect.poll(() => requestLines().length, { timeout: 3_000, interval: 50 }).toBe(20)
    // One request at a time: each line written as it came would be a write of its own.
    expect(writes.filter((write) => write.includes('"msg":"request"')).length).toBeLessThanOrEqual(2)
  })

  it('says it is not ready from the moment it is told to stop, serves for SHUTDOWN_DELAY, then stops', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'data')
    const server = startServer({ DATA_DIR: dataDir, SHUTDOWN_DELAY: '2' })
    running.push(server.child)
    const { url } = await server.ready
    expect((await fetch(`${url}/api/ready`)).status).toBe(200)
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    const toldAt = Date.now()
    server.child.kill('SIGTERM')
    // Not ready at once, for the load balancer; still answering what reaches it meanwhile.
    await expect
      .poll(async () => (await fetch(`${url}/api/ready`)).status, { timeout: 1_000, interval: 50 })
      .toBe(503)
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
    await exited
    expect(Date.now() - toldAt).toBeGreaterThanOrEqual(2_000)
    expect(server.child.exitCode).toBe(0)
  })

  it('serves Prometheus metrics on a port of their own when asked, and nowhere when not', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'data')
    const server = startServer({ DATA_DIR: dataDir, METRICS_PORT: '0' })
    running.push(server.child)
    let output = ''
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const { url, stdout } = await server.ready
    output = stdout + output
    const metricsUrl = /"metrics":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"/.exec(output)?.[1]
    expect(metricsUrl).toBeTruthy()
    const scrape = async () => {
      const answer = await fetch(metricsUrl!)
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
      return answer.text()
    }
    /** The value of a sample line of the scrape, 0 when it is not there yet. */
    const sample = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0)
    const healthChecks =
      /^frogwalk_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m
    const before = sample(await scrape(), healthChecks)
    for (let n = 0; n < 3; n++) expect((await fetch(`${url}/api/health`)).status).toBe(200)
    const after = await scrape()
    expect(sample(after, healthChecks)).toBe(before + 3)
    expect(after).toMatch(
      /^frogwalk_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\} \d+$/m,
    )
    expect(sample(after, /^frogwalk_db_query_duration_seconds_count (\d+)$/m)).toBeGreaterThan(0)
    expect(after).toMatch(/^frogwalk_db_pool_connections\{state="waiting"\} 0$/m)
    expect(after).toMatch(/^frogwalk_process_resident_memory_bytes \d+/m)
    expect(after).toMatch(/^frogwalk_nodejs_eventloop_lag_seconds /m)
    // Never on the app's own port, and nothing else on the metrics'.
    expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('frogwalk_http_requests_total')
    expect((await fetch(`${url}/api/metrics`)).status).toBe(401)
    expect((await fetch(metricsUrl!.replace('/metrics', '/api/health'))).status).toBe(404)

    // Without METRICS_PORT there is no listener: the server's log names none.
    const plain = startServer({ DATA_DIR: path.join(path.dirname(dataDir), 'plain') })
    running.push(plain.child)
    const started = await plain.ready
    expect(started.stdout).not.toContain('metrics served')
  })

  it('exits with one clear sentence when the data folder cannot be written', async () => {
    const blocker = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-')), 'a-file')
    writeFileSync(blocker, 'not a folder')
    const { child, ready } = startServer({ DATA_DIR: path.join(blocker, 'data') })
    running.push(child)
    const result = await ready
    expect(result.code).toBe(1)
    const messages = logMessages(result.stderr)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/^Frogwalk cannot write to its data folder .*a-file\/data \(.*\)\.$/)
  })

  it('exits with one clear sentence, without the password, when PostgreSQL cannot be reached', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-start-'))
    const { child, ready } = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://frog:hunter2@127.0.0.1:1/frogwalk',
    })
    running.push(child)
    const result = await ready
    expect(result.code).toBe(1)
    expect(logMessages(result.stderr)).toEqual([
      expect.stringMatching(
        /^Frogwalk cannot open PostgreSQL at postgres:\/\/frog:\*\*\*@127\.0\.0\.1:1\/frogwalk \(.*\)\.$/,
      ),
    ])
    expect(result.stderr).not.toContain('hunter2')
  })

  it('exits with a readable list when the configuration is wrong', async () => {
    const { child, ready } = startServer({ PORT: 'eighty', SIGNUP: 'maybe' })
    running.push(child)
    const result = await ready
    expect(result.code).toBe(1)
    const [message] = logMessages(result.stderr)
    expect(message).toContain('Frogwalk cannot start because of its configuration')
    expect(message).toContain("SIGNUP must be 'open' or 'closed'")
  })
})
