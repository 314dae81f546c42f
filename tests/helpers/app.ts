import { randomUUID } from 'node:crypto'

import type { ClientResponse } from 'hono/client'
import { testClient } from 'hono/testing'
import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'

import { createApp } from '../../src/server/app'
import { createAuth } from '../../src/server/auth'
import type { Admission } from '../../src/server/http/admission'
import type { Logger } from '../../src/server/observability/logger'
import type { Database, DatabaseHandle } from '../../src/server/db/client'
import { MemoryFileStore, type FileStore } from '../../src/server/files/store'
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '../../src/shared/errors'

import { openTestDatabase, type Engine } from './database'

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters'
export const ORIGIN = 'http://localhost'

export interface TestAppOptions {
  signupOpen?: boolean
  /** better-auth's per-address limits; off unless a test is about them, since every test request shares one address. */
  rateLimit?: boolean
  /** Trusted reverse proxies in front (TRUST_PROXY); none unless a test is about forwarded addresses. */
  proxyHops?: number
  /** PUBLIC_URL, for the tests of the app's own origin and of HSTS. */
  publicUrl?: string
  /** The built UI to serve, for the tests of its headers. */
  webRoot?: string
  /** How long a confirmed session is taken without the database, for the tests of its end. */
  sessionCacheMs?: number
  /** The queue API requests wait in (the built server's on PGlite), for the tests of its behaviour. */
  admission?: Admission
  /** Where files are kept; in memory unless a test is about storage. */
  files?: FileStore
  /** The server's log; nowhere unless a test is about it. */
  logger?: Logger
  /** Whether the server takes new work (`GET /api/ready`), for the tests of its stop. */
  isReady?: () => boolean
}

export function makeApp(db: Database, options: TestAppOptions = {}) {
  const signupOpen = options.signupOpen ?? true
  const auth = createAuth(db, { secret: TEST_SECRET, signupOpen, rateLimit: options.rateLimit ?? false })
  return createApp({
    db,
    auth,
    files: options.files ?? new MemoryFileStore(),
    signupOpen,
    proxyHops: options.proxyHops ?? 0,
    publicUrl: options.publicUrl,
    webRoot: options.webRoot,
    ...(options.sessionCacheMs === undefined ? {} : { sessionCacheMs: options.sessionCacheMs }),
    admission: options.admission,
    logger: options.logger,
    isReady: options.isReady,
  })
}

export type TestApp = ReturnType<typeof makeApp>

export interface Answer {
  status: number
  /** The parsed JSON, or the text when the answer is not JSON: read it with matchers or a schema. */
  body: unknown
  headers: Headers
}

/**
 * Sends one raw request to the app in-process, as a browser on ORIGIN would. Only for what the typed
 * client (`clientFor`) cannot express: malformed JSON, unknown fields, wrong types, oversize bodies, and
 * better-auth's endpoints, which the app's type does not describe.
 */
export async function send(
  app: TestApp,
  method: string,
  path: string,
  options: {
    cookie?: string | undefined
    json?: unknown
    rawBody?: string
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
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
  return { status: response.status, body: parsed, headers: response.headers }
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
    id: z.object({ user: z.object({ id: z.string() }) }).parse(signIn.body).user.id,
  }
}

export type TestUser = Awaited<ReturnType<typeof signedInUser>>

/** The API as the browser's typed client sees it (src/web/api/client.ts), signed in with `cookie`. */
export function clientFor(app: TestApp, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN }
  if (cookie) headers.cookie = cookie
  return testClient(app, undefined, undefined, { headers }).api
}

export type Api = ReturnType<typeof clientFor>

/**
 * The JSON of a typed call's 2xx answer, typed as the route declares it. Any other answer fails the test
 * with the status and the body, so a test reads `(await bodyOf(api.brands.$post(...))).brand` directly.
 */
export async function bodyOf<T>(request: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  const response = await request
  if (!response.ok) throw new Error(`Expected a 2xx answer, got ${response.status}: ${await response.text()}`)
  return response.json()
}

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_STATUS

// The outer object is loose: the sign-in guard's refusals also carry better-auth's own { code, message }.
const errorBodySchema = z.object({
  error: z.strictObject({
    code: z.custom<ErrorCode>(isErrorCode),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/** The `{ error: { code, message, fields } }` of an answer's JSON; fails the test for any other body. */
export function errorIn(body: unknown): ApiErrorBody['error'] {
  const parsed = errorBodySchema.safeParse(body)
  if (!parsed.success) throw new Error(`Not an API error answer: ${JSON.stringify(body)}`)
  return parsed.data.error
}

/**
 * The status and error of a typed call's answer, for the failures the route's type does not list
 * (they are thrown and answered by app.onError): `expect(await errorOf(res)).toMatchObject({ status: 409 })`.
 */
export async function errorOf(
  response:
    { status: number; json(): Promise<unknown> } | Promise<{ status: number; json(): Promise<unknown> }>,
) {
  const answer = await response
  const body: unknown = await answer.json()
  return { status: answer.status, ...errorIn(body) }
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
