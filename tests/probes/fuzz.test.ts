import { randomUUID } from 'node:crypto'

import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyLimitFor, MAX_BODY_BYTES } from '../../src/server/app'
import { DRAIN_BYTES } from '../../src/server/http/body-limit'
import { IDEMPOTENCY_HEADER } from '../../src/server/http/client-writes'
import { BODY_LIMITS, type BodyLimit } from '../../src/shared/body-limits'
import { ORIGIN, signedInUser, useTestApp, type TestUser } from '../helpers/app'
import { ENGINES } from '../helpers/database'
import { createRow, RESOURCES } from '../helpers/resources'

import {
  apiRoutes,
  changeCount,
  installChangeCounter,
  knownFieldNames,
  resourceOf,
  type Route,
} from './routes'

/*
 * Invalid and odd-but-valid requests for every endpoint the app has (read from the app, so later routes are
 * fuzzed too): wrong types, missing and unknown fields, NUL and lone surrogates, huge strings and numbers,
 * bad dates and ids, bodies that are not JSON or are too large. Every optional header the server reads goes
 * with them: an Idempotency-Key (new, repeated, not a UUID), content types, a body of exactly its route's
 * limit and one byte past it, a declared length at, past and far past the limit, Accept-Encoding,
 * If-None-Match, Sec-Fetch-Site and X-Request-Id. No answer may be a 5xx or show a stack or SQL, a body past
 * its limit is answered 413 with the limit's message, a refused request changes no row, and the server
 * answers its health check within a second after each. `FUZZ_RUNS=5000` for a deep run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
/** An Idempotency-Key sent again and again, on every route, so that a repeat meets its earlier write. */
const REPEATED_KEY = randomUUID()

/** What an answer must never show: stack frames, source paths, SQL, the engine's names. */
const INTERNALS =
  /\bat \S+ \(|\.[jt]s:\d+|node_modules|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate \S+ set\b|postgres|pglite|drizzle|violates|syntax error/i

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\ud83d\ude00',
    "'; drop table inventory_items; --",
    '%_\\',
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '10000-01-01',
    '2026-02-30',
    '2026-13-01',
    '2026-01-01T25:00:00Z',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '99999999999999999999',
    '92233720368547758.07',
    '1.005',
    '$1,000.00',
    'true',
    'null',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
  ),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat(10 ** (n + 2))),
)

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    0.001,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    2 ** 53 + 2,
    1e308,
    999999999999,
    10000,
  ),
)

/** Every byte of the text's UTF-8 percent-encoded: lone surrogates too (encodeURIComponent throws). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')

describe.each(ENGINES)('fuzzed requests on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  /** One real id per resource path, of this user: so that odd requests reach real rows too. */
  const ids = new Map<string, string>()
  const fields = knownFieldNames()

  beforeAll(async () => {
    await installChangeCounter(t.db)
    user = await signedInUser(t.app)
  })

  it('counts a written row, and not a read', async () => {
    const before = await changeCount(t.db)
    await t.app.request(`${ORIGIN}/api/items`, { headers: { origin: ORIGIN, cookie: user.cookie } })
    expect(await changeCount(t.db)).toBe(before)
    await createRow(t.app, user.cookie, RESOURCES[0]!)
    expect(await changeCount(t.db)).toBeGreaterThan(before)
  })

  const leaf = (path: string) =>
    fc.oneof(
      { weight: 4, arbitrary: hostileText },
      { weight: 3, arbitrary: hostileNumber },
      fc.boolean(),
      fc.constant(null),
      fc.constant(ids.get(path) ?? randomUUID()),
      fc.uuid(),
      fc.array(hostileText, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 2 }),
    )

  const fieldName = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...fields) },
    fc.string({ maxLength: 12 }),
  )

  /** A JSON body: fields of the API with hostile values, a valid row with one field spoiled, or anything. */
  const jsonBody = (route: Route) => {
    const resource = resourceOf(route)
    const valid = resource?.create(Math.floor(Math.random() * 1e6), {
      receiptId: ids.get('/api/receipts') ?? '',
    })
    const arbitraries = [
      fc.dictionary(fieldName, leaf(route.path), { maxKeys: 6 }),
      fc.anything({ maxDepth: 2 }),
    ]
    if (valid)
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(...Object.keys(valid), ...fields), leaf(route.path))
          .map(([key, value]) => ({ ...valid, [key]: value })),
      )
    return fc.oneof(...arbitraries)
  }

  type Body = { type: string; text: string } | undefined

  const body = (route: Route): fc.Arbitrary<Body> =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: jsonBody(route).map((value) => ({
          type: 'application/json',
          text: JSON.stringify(value) ?? 'null',
        })),
      },
      fc.string({ maxLength: 30 }).map((text) => ({ type: 'application/json', text: `{${text}` })),
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '')
        .map((type) => ({
          type,
          text: 'brand=x&name=y',
        })),
      fc.constant({ type: 'application/json', text: `{"name":"${'x'.repeat(MAX_BODY_BYTES)}"}` }),
      fc.constant(undefined),
    )

  /** A body of exactly `bytes` bytes: JSON of one long name, or the same length of anything. */
  const bodyOfSize = (type: string, bytes: number) =>
    type === 'application/json' ? `{"name":"${'x'.repeat(bytes - 11)}"}` : 'x'.repeat(bytes)

  /**
   * A body sized against the route's limit: exactly the limit, or a byte past it (sent whole only where
   * the limit is small enough to build here: JSON's and the upload's), or a declared Content-Length at,
   * past, or far past the limit over a short body. Past the limit must be a 413 with the limit's message.
   */
  type Sized = { type: string; bytes: number; declared?: number; over: boolean }
  const sized = (limit: BodyLimit): fc.Arbitrary<Sized> => {
    const type = limit === BODY_LIMITS.json ? 'application/json' : 'application/octet-stream'
    const whole =
      limit.maxBytes <= 16 * 1024 * 1024
        ? [
            fc.constant({ type, bytes: limit.maxBytes, over: false }),
            fc.constant({ type, bytes: limit.maxBytes + 1, over: true }),
          ]
        : []
    return fc.oneof(
      ...whole,
      fc.constant({ type, bytes: 64, declared: limit.maxBytes + 1, over: true }),
      fc.constant({ type, bytes: 64, declared: limit.maxBytes + DRAIN_BYTES + 1, over: true }),
      fc.constant({ type, bytes: 64, declared: Number.MAX_SAFE_INTEGER, over: true }),
    )
  }

  /** The optional headers the server reads, each absent or odd. */
  const optionalHeaders = () =>
    fc
      .record(
        {
          [IDEMPOTENCY_HEADER]: fc.oneof(
            fc.uuid(),
            fc.constant(REPEATED_KEY),
            fc.constantFrom('', 'not-a-uuid', 'x'.repeat(5000), `${REPEATED_KEY},${REPEATED_KEY}`),
          ),
          'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0, *;q=0', 'x'.repeat(300)),
          'if-none-match': fc.constantFrom('*', '"x"', 'W/"junk"', '"'.repeat(200)),
          'sec-fetch-site': fc.constantFrom('cross-site', 'same-site', 'same-origin', 'none', 'junk'),
          'x-request-id': fc.constantFrom('req-1', 'x'.repeat(500), '../../etc/passwd'),
          'x-forwarded-for': fc.constantFrom('1.2.3.4', 'junk, 5.6.7.8', '::1', 'x'.repeat(300)),
        },
        { requiredKeys: [] },
      )
      .map((headers) => ({ headers }))

  const query = fc
    .dictionary(fieldName, hostileText.map(String), { maxKeys: 5 })
    .map((params) => new URLSearchParams(params).toString())

  const pathOf = (route: Route) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(ids.get(resourceOf(route)?.path ?? '') ?? randomUUID()) },
        fc.uuid(),
        hostileText.map((text) => percentEncoded(text).slice(0, 600) || 'x'),
        fc.constantFrom('%', '%zz', '%FF', '%00', '..', '%2e%2e%2f'),
      )
      .map((id) => route.path.replace(/:[a-zA-Z]+/g, id))

  const routes = apiRoutes()
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, no internals, and nothing changed by a refusal',
    async (_name, route) => {
      for (const resource of RESOURCES)
        ids.set(resource.path, (await createRow(t.app, user.cookie, resource)).id)
      const limit = bodyLimitFor(route.method, route.path)
      const request = fc.record({
        path: pathOf(route),
        query,
        body: limit ? fc.oneof({ weight: 6, arbitrary: body(route) }, sized(limit)) : body(route),
        optional: fc.oneof(fc.constant(null), optionalHeaders()),
      })
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query: search, body: sent, optional }) => {
          const before = route.method === 'GET' ? 0 : await changeCount(t.db)
          const headers: Record<string, string> = { origin: ORIGIN, ...optional?.headers }
          // Signing out would end the session the other cases use.
          if (!route.path.endsWith('/sign-out')) headers.cookie = user.cookie
          const isSized = sent !== undefined && 'bytes' in sent
          const text = isSized ? bodyOfSize(sent.type, sent.bytes) : sent?.text
          if (sent?.type) headers['content-type'] = sent.type
          if (isSized && sent.declared !== undefined) headers['content-length'] = String(sent.declared)
          const answer = await t.app.request(`${ORIGIN}${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            ...(text !== undefined && route.method !== 'GET' ? { body: text } : {}),
          })
          const answered = await answer.text()
          expect(answer.status, answered.slice(0, 300)).toBeLessThan(500)
          expect(answered.slice(0, 5000)).not.toMatch(INTERNALS)
          if (isSized && sent.over && limit) {
            expect(answer.status, answered.slice(0, 300)).toBe(413)
            expect(answered).toContain(JSON.stringify(limit.message))
          }
          if (route.method !== 'GET' && answer.status >= 400) expect(await changeCount(t.db)).toBe(before)
          // Whatever came before, the server still answers its health check, and at once.
          const health = await Promise.race([
            Promise.resolve(t.app.request(`${ORIGIN}/api/health`)).then((response) => response.status),
            new Promise((resolve) => setTimeout(() => resolve('no answer within 1 s'), 1000)),
          ])
          expect(health).toBe(200)
        }),
        { numRuns: RUNS },
      )
    },
    Math.max(60_000, RUNS * 400),
  )
})
