import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { send, signedInUser, useTestApp } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import type { AppEnv } from '../context'

import { jsonLogger } from './logger'
import { hashedUser, logFailure, REQUEST_ID_HEADER } from './request-log'

/** A JSON-lines log caught in memory: every line written, parsed. */
function caughtLog() {
  const lines: string[] = []
  const logger = jsonLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(line) },
  })
  return {
    logger,
    lines,
    entries: () => lines.map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line))),
  }
}

const requestLine = z.object({
  level: z.literal(30),
  time: z.iso.datetime(),
  pid: z.number(),
  msg: z.literal('request'),
  req: z.string().min(1),
  method: z.string(),
  route: z.string(),
  status: z.number(),
  ms: z.number().nonnegative(),
  user: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
})

describe.each(ENGINES)('the request log on %s', (engine) => {
  const log = caughtLog()
  const t = useTestApp(engine, { logger: log.logger })

  it('writes one JSON line per request: id, method, route pattern, status, duration and the hashed user', async () => {
    const user = await signedInUser(t.app)
    log.lines.length = 0
    const answer = await send(t.app, 'GET', '/api/items/0b7d6a52-1111-4222-8333-944455556666', {
      cookie: user.cookie,
    })
    expect(answer.status).toBe(404)
    const entries = log.entries()
    expect(entries).toHaveLength(1)
    const line = requestLine.parse(entries[0])
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/items/:id',
      status: 404,
      user: hashedUser(user.id),
    })
    // The id goes back to the client, and the account's id is never written.
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe(line.req)
    expect(log.lines[0]).not.toContain(user.id)
    expect(log.lines[0]).not.toContain(user.email)
  })

  it('writes a line for a request without a session, with no user', async () => {
    log.lines.length = 0
    const answer = await send(t.app, 'GET', '/api/health')
    const line = requestLine.parse(log.entries()[0])
    expect(line).toMatchObject({ route: '/api/health', status: 200 })
    expect(line.user).toBeUndefined()
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe(line.req)
  })

  it('gives every request an id of its own, and takes none from a client that is not a trusted proxy', async () => {
    log.lines.length = 0
    const first = await send(t.app, 'GET', '/api/health', {
      headers: { [REQUEST_ID_HEADER]: 'chosen-by-client' },
    })
    const second = await send(t.app, 'GET', '/api/health')
    const ids = [first.headers.get(REQUEST_ID_HEADER), second.headers.get(REQUEST_ID_HEADER)]
    expect(ids[0]).not.toBe('chosen-by-client')
    expect(new Set(ids).size).toBe(2)
  })
})

describe.each(ENGINES)('the request id behind a trusted proxy on %s', (engine) => {
  const t = useTestApp(engine, { proxyHops: 1 })

  it("takes the proxy's request id when it is well formed, and a new one when it is not", async () => {
    const kept = await send(t.app, 'GET', '/api/health', {
      headers: { [REQUEST_ID_HEADER]: 'caddy-7f3a.12' },
    })
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('caddy-7f3a.12')
    const refused = await send(t.app, 'GET', '/api/health', {
      headers: { [REQUEST_ID_HEADER]: 'two words\u0007' },
    })
    expect(refused.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the log of a failure', () => {
  it('names the request, the route, the code and the constraint, with the stack, and never the values', async () => {
    const log = caughtLog()
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('requestId', 'req-1')
        c.set('logger', log.logger)
        await next()
      })
      .post('/api/items/:id', () => {
        throw new Error('Failed query: insert into items values ($1) params: secret-sku-4711', {
          cause: Object.assign(new Error('value secret-sku-4711 violates check'), {
            code: '23514',
            constraint: 'items_price_check',
          }),
        })
      })
    app.onError((error, c) => {
      logFailure(c, error)
      return c.text('failed', 500)
    })
    await app.request('/api/items/0b7d6a52-secret', { method: 'POST' })
    const [entry] = log.entries()
    expect(entry).toMatchObject({
      level: 50,
      msg: 'request failed',
      req: 'req-1',
      method: 'POST',
      route: '/api/items/:id',
      err: { type: 'Error', code: '23514', constraint: 'items_price_check' },
    })
    const stack = z.object({ err: z.object({ stack: z.array(z.string()) }) }).parse(entry).err.stack
    expect(stack.length).toBeGreaterThan(0)
    expect(stack.every((frame) => frame.startsWith('at '))).toBe(true)
    expect(log.lines.join('\n')).not.toContain('secret')
  })
})
