import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  bodyOf,
  clientFor,
  errorIn,
  errorOf,
  makeApp,
  send,
  signedInUser,
  useTestApp,
  type TestUser,
} from '../../tests/helpers/app'
import { ENGINES, openTestDatabase } from '../../tests/helpers/database'

import { jsonLogger } from './observability/logger'

describe.each(ENGINES)('the API on %s', (engine) => {
  const t = useTestApp(engine)
  let a: TestUser
  beforeAll(async () => {
    a = await signedInUser(t.app)
  })
  const brandNames = async (cookie: string) =>
    (await bodyOf(clientFor(t.app, cookie).brands.$get({ query: {} }))).rows.map((brand) => brand.name)

  it('answers the health check while the database is reachable', async () => {
    const answer = await clientFor(t.app).health.$get()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
  })

  it('tells the sign-in screen whether sign-up is open', async () => {
    expect(await bodyOf(clientFor(t.app).config.$get())).toEqual({ signupOpen: true })
  })

  it('answers 404 in the error shape for an unknown API path', async () => {
    const answer = await send(t.app, 'GET', '/api/nothing-here', { cookie: a.cookie })
    expect(answer.status).toBe(404)
    expect(errorIn(answer.body).code).toBe('not_found')
  })

  it('refuses malformed JSON with 400 and a clear message, storing nothing', async () => {
    const answer = await send(t.app, 'POST', '/api/brands', { cookie: a.cookie, rawBody: '{"name": "Nike",' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    })
    expect(await brandNames(a.cookie)).not.toContain('Nike')
  })

  it('refuses a 10 MB body with 413, storing nothing', async () => {
    const before = await brandNames(a.cookie)
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) })
    const answer = await send(t.app, 'POST', '/api/brands', { cookie: a.cookie, rawBody: huge })
    expect(answer.status).toBe(413)
    expect(errorIn(answer.body).code).toBe('payload_too_large')
    expect(await brandNames(a.cookie)).toEqual(before)
  })

  it('refuses an unknown status and a negative amount with the schema’s messages', async () => {
    const api = clientFor(t.app, a.cookie)
    const itemCount = async () => (await bodyOf(api.items.counts.$get())).counts.total
    const before = await itemCount()
    const item = { sku: 'A-1', brand: 'Levi', description: 'Jeans' }
    // A status the contract does not have: only a raw request can send it.
    const status = await send(t.app, 'POST', '/api/items', {
      cookie: a.cookie,
      json: { ...item, status: 'archived' },
    })
    expect(status.status).toBe(400)
    expect(errorIn(status.body).fields).toEqual({
      status: 'Status must be one of unlisted, listed, sold, defective, disposed',
    })
    expect(await errorOf(api.items.$post({ json: { ...item, costOfGoods: -1 } }))).toMatchObject({
      status: 400,
      fields: { costOfGoods: 'Must be at least 0' },
    })
    const expense = { vendor: 'USPS', description: 'Boxes', amount: -500, date: '2026-11-01' }
    expect(await errorOf(api.expenses.$post({ json: expense }))).toMatchObject({
      status: 400,
      fields: { amount: 'Amount must be greater than 0' },
    })
    expect(await itemCount()).toBe(before)
  })

  it('lets exactly one of two racing requests create the same brand; the other gets 409 and the spec’s message', async () => {
    const api = clientFor(t.app, a.cookie)
    const [first, second] = await Promise.all([
      api.brands.$post({ json: { name: 'Patagonia' } }),
      api.brands.$post({ json: { name: 'PATAGONIA ' } }),
    ])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    const { status, ...error } = await errorOf(first.ok ? second : first)
    expect(status).toBe(409)
    expect(error).toEqual({
      code: 'conflict',
      message: 'A brand with this name already exists. Please choose a different name.',
      fields: { name: 'A brand with this name already exists. Please choose a different name.' },
    })
    expect((await brandNames(a.cookie)).filter((name) => name.toLowerCase() === 'patagonia')).toHaveLength(1)
  })

  it('lets two users have a brand of the same name', async () => {
    const b = await signedInUser(t.app)
    expect((await clientFor(t.app, a.cookie).brands.$post({ json: { name: 'Coach' } })).status).toBe(201)
    expect((await clientFor(t.app, b.cookie).brands.$post({ json: { name: 'Coach' } })).status).toBe(201)
  })
})

describe('when the database fails', () => {
  it('answers 500 without internals, and the health check answers 503', async () => {
    const handle = await openTestDatabase('pglite')
    const lines: string[] = []
    const logger = jsonLogger({
      level: 'error',
      destination: { write: (line: string) => void lines.push(line) },
    })
    const app = makeApp(handle.db, { logger })
    const a = await signedInUser(app)
    await handle.close()
    {
      const answer = await clientFor(app, a.cookie).brands.$get({ query: {} })
      expect(answer.status).toBe(500)
      expect(await answer.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      })
      const health = await clientFor(app).health.$get()
      expect(health.status).toBe(503)
      expect(await health.json()).toEqual({
        error: { code: 'unavailable', message: 'The database is not reachable.' },
      })
      const ready = await send(app, 'GET', '/api/ready')
      expect(ready.status).toBe(503)
      expect(ready.body).toEqual({
        error: { code: 'unavailable', message: 'The database is not reachable.' },
      })
    }
    expect(lines.map((line) => z.object({ msg: z.string() }).parse(JSON.parse(line)).msg)).toContain(
      'request failed',
    )
  })
})

describe.each(ENGINES)('whether the server takes new work, on %s', (engine) => {
  let stopping = false
  const t = useTestApp(engine, { isReady: () => !stopping })

  it('says ready while it serves, and not ready from the moment it is told to stop, while still serving', async () => {
    expect(await send(t.app, 'GET', '/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } })
    stopping = true
    expect(await send(t.app, 'GET', '/api/ready')).toMatchObject({
      status: 503,
      body: { error: { code: 'unavailable', message: 'This server is stopping.' } },
    })
    // The requests that still reach it are answered: only the load balancer's question changed.
    expect((await send(t.app, 'GET', '/api/health')).status).toBe(200)
    expect((await send(t.app, 'GET', '/api/config')).status).toBe(200)
  })
})

describe('serving the built UI', () => {
  it('serves files from the build, and index.html for every other path so the UI can route', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-web-'))
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Frogwalk</title>')
    mkdirSync(path.join(webRoot, 'assets'))
    writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)')
    const handle = await openTestDatabase('pglite')
    const { createApp } = await import('./app')
    const { createAuth } = await import('./auth')
    const auth = createAuth(handle.db, { secret: 'x'.repeat(32), signupOpen: true })
    const { MemoryFileStore } = await import('./files/store')
    const app = createApp({ db: handle.db, auth, files: new MemoryFileStore(), signupOpen: true, webRoot })
    try {
      expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)')
      for (const route of ['/', '/sold', '/settings', '/no-such-screen']) {
        const response = await app.request(route)
        expect(response.status, route).toBe(200)
        expect(await response.text()).toContain('<title>Frogwalk</title>')
      }
      // API paths never fall back to the page.
      const api = await app.request('/api/no-such-endpoint')
      expect(api.status).not.toBe(200)
      expect(api.headers.get('content-type')).toContain('application/json')
    } finally {
      await handle.close()
    }
  })
})
