import type { ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { SESSION_CACHE_MS } from '../../src/server/auth'
import { MIGRATIONS_FOLDER } from '../../src/server/db/client'
import { JPEG } from '../helpers/files'
import { buildServer, startServer } from '../helpers/server-process'

/*
 * Several Frogwalk servers on one PostgreSQL and one S3 bucket (decision 033), started at the same moment on
 * an empty database, each with a data folder of its own as on machines of their own. What one server does
 * holds on the other: sessions, the sign-in lock and the rate limits, sign-out and password change, offline
 * writes replayed, closed years, backups and files. Needs PostgreSQL (TEST_DATABASE_URL's server).
 */
const serverUrl = process.env.TEST_DATABASE_URL

/** Each line the server wrote, parsed. */
const logEntries = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line)))

interface Server {
  child: ChildProcess
  url: string
  output: () => string
}

describe.skipIf(!serverUrl)('two servers on one PostgreSQL and one bucket', () => {
  const database = `frogwalk_two_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  let databaseUrl = ''
  let s3: S3rver
  let folder = ''
  const servers: Server[] = []
  let a: Server
  let b: Server

  async function start(env: Record<string, string>): Promise<Server> {
    const started = startServer(env)
    let output = ''
    started.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    started.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const { url, stderr } = await started.ready
    if (!url) throw new Error(`a server did not start: ${stderr}`)
    const server = { child: started.child, url, output: () => output }
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    await buildServer()
    await admin.connect()
    await admin.query(`create database ${database}`)
    databaseUrl = `${serverUrl!.replace(/\/[^/]*$/, '')}/${database}`
    folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-two-'))
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(folder, 's3') })
    const { port } = await s3.run()
    const endpoint = `http://127.0.0.1:${port}`
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
    await new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }).send(
      new CreateBucketCommand({ Bucket: 'frogwalk-two' }),
    )
    // No AUTH_SECRET: each finds (or makes) the instance's in the database. The rate limits are on.
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(folder, name),
      RATE_LIMIT: 'on',
      // As behind a load balancer: the client's address is the proxy's last X-Forwarded-For entry.
      TRUST_PROXY: 'true',
      S3_BUCKET: 'frogwalk-two',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    })
    ;[a, b] = await Promise.all([start(env('a')), start(env('b'))])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null)
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
    await s3?.close()
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
    rmSync(folder, { recursive: true, force: true })
  })

  /** A request as the browser on that server's page sends it. */
  async function call(
    server: Server,
    method: string,
    url: string,
    init: { cookie?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ) {
    const headers: Record<string, string> = { origin: server.url, ...init.headers }
    if (init.cookie) headers.cookie = init.cookie
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: a file.
    }
    return { status: response.status, body, bytes, headers: response.headers }
  }

  const PASSWORD = 'correct-horse-battery'
  async function signUp(server: Server, email: string) {
    const answer = await call(server, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: email },
    })
    expect(answer.status).toBe(200)
  }
  async function signIn(server: Server, email: string, password = PASSWORD) {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    return { status: response.status, cookie }
  }
  const email = () => `two-${randomUUID().slice(0, 8)}@example.com`

  it('migrates the empty database once: one server applies every migration, the other waits and finds them applied', () => {
    const migrationCount = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length
    const applied = [a, b].map((server) => {
      const entry = logEntries(server.output()).find((line) => typeof line.applied === 'number')
      return z.object({ applied: z.number(), total: z.number() }).parse(entry)
    })
    expect(applied.map((entry) => entry.total)).toEqual([migrationCount, migrationCount])
    expect(applied.map((entry) => entry.applied).sort((x, y) => x - y)).toEqual([0, migrationCount])
  })

  it('takes a session made by one server on the other: the generated secret is the database’s', async () => {
    const address = email()
    await signUp(a, address)
    const { cookie } = await signIn(a, address)
    expect((await call(b, 'GET', '/api/settings', { cookie })).status).toBe(200)
    const instance = new pg.Client({ connectionString: databaseUrl })
    await instance.connect()
    const kept = await instance.query<{ name: string }>('select name from instance_secrets')
    await instance.end()
    expect(kept.rows.map((row) => row.name)).toEqual(['auth'])
  })

  it('locks sign-in after failures counted on both servers, the right password included', async () => {
    const address = email()
    await signUp(a, address)
    // Five wrong passwords, taken in turn by the two servers: the lock counts them together.
    for (let n = 0; n < 5; n++)
      expect((await signIn(n % 2 === 0 ? a : b, address, 'wrong-password')).status).toBe(401)
    expect((await signIn(a, address)).status).toBe(429)
    expect((await signIn(b, address)).status).toBe(429)
  })

  it(
    'ends a session signed out on one server on the other within the session cache’s seconds',
    { timeout: 30_000 },
    async () => {
      const address = email()
      await signUp(b, address)
      const { cookie } = await signIn(b, address)
      expect((await call(a, 'GET', '/api/settings', { cookie })).status).toBe(200)
      expect((await call(b, 'POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200)
      const signedOutAt = Date.now()
      await expect
        .poll(async () => (await call(a, 'GET', '/api/settings', { cookie })).status, {
          timeout: SESSION_CACHE_MS + 5_000,
          interval: 250,
        })
        .toBe(401)
      expect(Date.now() - signedOutAt).toBeLessThanOrEqual(SESSION_CACHE_MS + 1_000)
    },
  )

  it(
    'ends the other sessions on a password change, on the other server too',
    { timeout: 30_000 },
    async () => {
      const address = email()
      await signUp(a, address)
      const phone = await signIn(a, address)
      const desk = await signIn(b, address)
      expect((await call(b, 'GET', '/api/settings', { cookie: phone.cookie })).status).toBe(200)
      const change = await call(b, 'POST', '/api/account/password', {
        cookie: desk.cookie,
        json: {
          currentPassword: PASSWORD,
          newPassword: 'a-new-long-password',
          confirmPassword: 'a-new-long-password',
        },
      })
      expect(change.status).toBe(200)
      await expect
        .poll(async () => (await call(b, 'GET', '/api/settings', { cookie: phone.cookie })).status, {
          timeout: SESSION_CACHE_MS + 5_000,
          interval: 250,
        })
        .toBe(401)
    },
  )

  it('makes an offline write once when the phone sends it again to the other server', async () => {
    const address = email()
    await signUp(a, address)
    const { cookie } = await signIn(a, address)
    const key = randomUUID()
    const item = { sku: 'TWO-1', brand: 'Levi', description: 'Jeans', costOfGoods: 350 }
    const first = await call(a, 'POST', '/api/items', {
      cookie,
      json: item,
      headers: { 'Idempotency-Key': key },
    })
    const again = await call(b, 'POST', '/api/items', {
      cookie,
      json: item,
      headers: { 'Idempotency-Key': key },
    })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const list = await call(b, 'GET', '/api/items?q=TWO-1', { cookie })
    expect(z.object({ rows: z.array(z.unknown()) }).parse(list.body).rows).toHaveLength(1)
  })

  it('refuses on one server a change to a year closed on the other', async () => {
    const address = email()
    await signUp(a, address)
    const { cookie } = await signIn(a, address)
    const made = await call(a, 'POST', '/api/items', {
      cookie,
      json: {
        sku: 'OLD-1',
        brand: 'Coach',
        description: 'Bag',
        costOfGoods: 1200,
        purchaseDate: '2024-03-01',
      },
    })
    const id = z.object({ item: z.object({ id: z.string() }) }).parse(made.body).item.id
    expect((await call(a, 'POST', '/api/tax-years/2024/close', { cookie, json: {} })).status).toBe(200)
    const change = await call(b, 'PATCH', `/api/items/${id}`, { cookie, json: { costOfGoods: 1 } })
    expect(change.status).toBe(409)
  })

  it('restores through one server the backup taken from the other, and serves the files either stored', async () => {
    const address = email()
    await signUp(a, address)
    const owner = await signIn(a, address)
    const made = await call(a, 'POST', '/api/items', {
      cookie: owner.cookie,
      json: { sku: 'PHOTO-1', brand: 'Pyrex', description: 'Bowl', costOfGoods: 400 },
    })
    const itemId = z.object({ item: z.object({ id: z.string() }) }).parse(made.body).item.id
    const form = new FormData()
    form.set('itemId', itemId)
    const photo = JPEG(4096)
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
    const stored = await call(a, 'POST', '/api/files', { cookie: owner.cookie, body: form })
    expect(stored.status).toBe(201)
    const fileId = z.object({ file: z.object({ id: z.string() }) }).parse(stored.body).file.id
    // Stored through A, served by B: the bucket is the one store.
    const served = await call(b, 'GET', `/api/files/${fileId}`, { cookie: owner.cookie })
    expect(served.status).toBe(200)
    expect(served.bytes).toEqual(new Uint8Array(photo))

    const backup = await call(a, 'GET', '/api/backup', { cookie: owner.cookie })
    expect(backup.status).toBe(200)
    const heir = email()
    await signUp(b, heir)
    const restorer = await signIn(b, heir)
    const restored = await call(b, 'POST', '/api/backup/restore', {
      cookie: restorer.cookie,
      headers: { 'content-type': 'application/zip' },
      body: backup.bytes,
    })
    expect(restored.status).toBe(200)
    const items = await call(a, 'GET', '/api/items?q=PHOTO-1', { cookie: restorer.cookie })
    expect(z.object({ rows: z.array(z.unknown()) }).parse(items.body).rows).toHaveLength(1)
  })

  it('counts the rate limits of both servers together', async () => {
    // Ten sign-ups a minute from one address (auth.ts), from an address of this test's own (behind the
    // trusted proxy), taken in turn by the two servers: five each, yet the eleventh is refused.
    const statuses: number[] = []
    for (let n = 0; n < 12; n++) {
      const answer = await call(n % 2 === 0 ? a : b, 'POST', '/api/auth/sign-up/email', {
        json: { email: email(), password: PASSWORD, name: 'limit' },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429])
  })

  it('wrote nothing but JSON lines, one per request with its id, route, status and time', () => {
    for (const server of [a, b]) {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line !== '')
      const entries = lines.map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line)))
      const requests = entries.filter((entry) => entry.msg === 'request')
      expect(requests.length).toBeGreaterThan(10)
      for (const entry of requests)
        expect(entry).toMatchObject({
          req: expect.any(String),
          method: expect.any(String),
          route: expect.stringMatching(/^\//),
          status: expect.any(Number),
          ms: expect.any(Number),
        })
    }
  })

  it('never runs the embedded database’s maintenance against PostgreSQL', () => {
    for (const server of [a, b]) expect(server.output()).not.toMatch(/Database maintenance/)
  })
})
