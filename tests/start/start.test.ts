import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DATA_TEMPLATE } from '../../scripts/build-server.mjs'
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
