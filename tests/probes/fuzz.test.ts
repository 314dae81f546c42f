import { randomUUID } from 'node:crypto'

import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES } from '../../src/server/app'
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
 * bad dates and ids, bodies that are not JSON or are too large. No answer may be a 5xx or show a stack or
 * SQL, and a refused request changes no row. `FUZZ_RUNS=5000` for a deep run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)

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
      const request = fc.record({ path: pathOf(route), query, body: body(route) })
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query: search, body: sent }) => {
          const before = route.method === 'GET' ? 0 : await changeCount(t.db)
          const headers: Record<string, string> = { origin: ORIGIN }
          // Signing out would end the session the other cases use.
          if (!route.path.endsWith('/sign-out')) headers.cookie = user.cookie
          if (sent?.type) headers['content-type'] = sent.type
          const answer = await t.app.request(`${ORIGIN}${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            ...(sent && route.method !== 'GET' ? { body: sent.text } : {}),
          })
          const text = await answer.text()
          expect(answer.status, text.slice(0, 300)).toBeLessThan(500)
          expect(text.slice(0, 5000)).not.toMatch(INTERNALS)
          if (route.method !== 'GET' && answer.status >= 400) expect(await changeCount(t.db)).toBe(before)
        }),
        { numRuns: RUNS },
      )
    },
    Math.max(60_000, RUNS * 400),
  )
})
