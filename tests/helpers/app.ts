import { randomUUID } from 'node:crypto'
import { testClient } from 'hono/testing'
import { afterAll, beforeAll } from 'vitest'

import { createApp } from '../../src/server/app'
import { createAuth } from '../../src/server/auth'
import type { Database, DatabaseHandle } from '../../src/server/db/client'

import { openTestDatabase, type Engine } from './database'

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters'
export const ORIGIN = 'http://localhost'

export interface TestAppOptions {
  signupOpen?: boolean
  /** better-auth's per-address limits; off unless a test is about them, since every test request shares one address. */
  rateLimit?: boolean
}

export function makeApp(db: Database, options: TestAppOptions = {}) {
  const signupOpen = options.signupOpen ?? true
  const auth = createAuth(db, { secret: TEST_SECRET, signupOpen, rateLimit: options.rateLimit ?? false })
  return createApp({ db, auth, signupOpen })
}

export type TestApp = ReturnType<typeof makeApp>

export interface Answer<Body = unknown> {
  status: number
  body: Body
  headers: Headers
}

/** Sends one request to the app in-process, as a browser on ORIGIN would. */
export async function send<Body = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  app: TestApp,
  method: string,
  path: string,
  options: {
    cookie?: string | undefined
    json?: unknown
    rawBody?: string
    headers?: Record<string, string>
  } = {},
): Promise<Answer<Body>> {
  const headers: Record<string, string> = { origin: ORIGIN, ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  let body: string | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.rawBody !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = options.rawBody
  }
  const response = await app.request(`${ORIGIN}${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: response.status, body: parsed as Body, headers: response.headers }
}

/** The session cookie from a sign-in answer, ready for the next request's Cookie header. */
export function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export const PASSWORD = 'correct-horse'

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** Creates an account and signs it in; returns its cookie and id. */
export async function signedInUser(app: TestApp, email = uniqueEmail()) {
  const signUp = await send(app, 'POST', '/api/auth/sign-up/email', {
    json: { email, password: PASSWORD, name: email },
  })
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`)
  const signIn = await send(app, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } })
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`)
  return {
    email,
    cookie: sessionCookie(signIn.headers),
    id: (signIn.body as { user: { id: string } }).user.id,
  }
}

/** The API as the browser's typed client sees it (src/web/api/client.ts), signed in with `cookie`. */
export function clientFor(app: TestApp, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN }
  if (cookie) headers.cookie = cookie
  return testClient(app, undefined, undefined, { headers }).api
}

/** Opens a fresh database for the enclosing describe block and builds the app on it. */
export function useTestApp(engine: Engine, options: TestAppOptions = {}) {
  const state = {} as { app: TestApp; db: Database; handle: DatabaseHandle }
  beforeAll(async () => {
    state.handle = await openTestDatabase(engine)
    state.db = state.handle.db
    state.app = makeApp(state.db, options)
  })
  afterAll(async () => {
    await state.handle?.close()
  })
  return state
}
