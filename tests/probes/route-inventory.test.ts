import { randomUUID } from 'node:crypto'

import { inspectRoutes } from 'hono/dev'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAuth } from '../../src/server/auth'
import type { Database } from '../../src/server/db/client'
import { makeApp, ORIGIN, signedInUser, TEST_SECRET, useTestApp, type TestUser } from '../helpers/app'
import { ENGINES } from '../helpers/database'

import { apiRoutes, type Route } from './routes'

/*
 * What the app can be asked is what its route table lists, and nothing else: a path reachable beside the
 * table (better-auth's own change-password sat behind a wildcard and bypassed the app's lock) fails here.
 * The candidates are every endpoint better-auth has, every listed pattern under every other method, and a
 * few guesses; each one the table does not list must get the answer of an unknown path.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const UNKNOWN = { error: { code: 'not_found', message: 'No such API endpoint' } }

/** A pattern's path with every parameter filled in. */
const filled = (pattern: string, value: string) => pattern.replace(/:[a-zA-Z]+/g, value)

/** Whether `path` is one of `pattern`'s paths (a parameter is one segment). */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path)

/** better-auth's endpoints as it declares them, each method it takes, under the app's /api/auth. */
function authLibraryEndpoints(): Route[] {
  const auth = createAuth({} as Database, { secret: TEST_SECRET, signupOpen: true })
  return Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } }
    if (path === undefined) return []
    const methods = [options?.method ?? 'POST'].flat().filter((method) => method !== '*')
    return methods.map((method) => ({ method: method as Route['method'], path: `/api/auth${path}` }))
  })
}

/** Paths a prober would try that are nobody's. */
const GUESSES = [
  '/api/admin',
  '/api/users',
  '/api/debug',
  '/api/auth',
  '/api/auth/',
  '/api/.env',
  '/api/items/',
]

describe('the route table', () => {
  it('lists every API route by its own pattern: no wildcard but the unknown path’s answer', () => {
    const wildcards = inspectRoutes(makeApp({} as Database))
      .filter(({ isMiddleware, path }) => !isMiddleware && path.startsWith('/api') && path.includes('*'))
      .map(({ method, path }) => `${method} ${path}`)
    expect(wildcards).toEqual(['ALL /api/*'])
  })
})

describe.each(ENGINES)('the routes reachable on %s', (engine) => {
  const t = useTestApp(engine)
  const listed = apiRoutes()
  const isListed = (method: string, path: string) =>
    listed.some((route) => route.method === method && matches(route.path, path))
  let user: TestUser

  beforeAll(async () => {
    user = await signedInUser(t.app)
  })

  const ask = async (method: string, path: string, cookie: string) => {
    const answer = await t.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        cookie,
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })
    const text = await answer.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // A file or a page: not the unknown path's answer either.
    }
    return { status: answer.status, body }
  }

  it('answers every path the table does not list as unknown, better-auth’s endpoints included', async () => {
    const id = randomUUID()
    const candidates = [
      ...authLibraryEndpoints(),
      ...listed.flatMap((route) => METHODS.map((method) => ({ method, path: route.path }))),
      ...GUESSES.flatMap((path) => METHODS.map((method) => ({ method, path }))),
    ]
      .map(({ method, path }) => ({ method, path: filled(path, id) }))
      .filter(({ method, path }) => !isListed(method, path))
    expect(candidates.length).toBeGreaterThan(100)
    const reachable: string[] = []
    for (const { method, path } of candidates) {
      const answer = await ask(method, path, user.cookie)
      if (answer.status !== 404 || JSON.stringify(answer.body) !== JSON.stringify(UNKNOWN))
        reachable.push(`${method} ${path} → ${answer.status}`)
    }
    expect(reachable).toEqual([])
  })

  it('reaches every route the table lists', async () => {
    const unknown: string[] = []
    for (const route of listed) {
      // Signing out ends the session it is sent with: a session of its own.
      const cookie = route.path.endsWith('/sign-out') ? (await signedInUser(t.app)).cookie : user.cookie
      const answer = await ask(route.method, filled(route.path, randomUUID()), cookie)
      if (JSON.stringify(answer.body) === JSON.stringify(UNKNOWN))
        unknown.push(`${route.method} ${route.path}`)
    }
    expect(unknown).toEqual([])
  })
})
