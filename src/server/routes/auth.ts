import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'

import type { ErrorCode } from '../../shared/errors'
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/common'
import { CLIENT_IP_HEADER, type Auth } from '../auth'
import type { AppEnv } from '../context'
import {
  clearSignInFailures,
  isSignInLocked,
  recordSignInFailure,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
} from '../db/queries/sign-in-failures'

export const SIGNUP_CLOSED_MESSAGE = 'Sign-up is closed on this server.'
export const TOO_MANY_FAILURES_MESSAGE = `Too many failed sign-in attempts. Please wait ${SIGN_IN_FAILURE_WINDOW_MINUTES} minutes and try again.`

export interface AuthRouteOptions {
  auth: Auth
  signupOpen: boolean
  /** Behind a reverse proxy, the client's address is the first of X-Forwarded-For. */
  trustProxy: boolean
}

/** The client's address: from the connection, or from the proxy's header when the proxy is trusted. */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown'
  }
}

/** Refusals in the shape the better-auth client reads ({ code, message }) and the API's own shape too. */
function refuse(
  c: Context<AppEnv>,
  status: 400 | 403 | 429,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const error: ErrorCode =
    status === 400 ? 'validation_failed' : status === 403 ? 'signup_closed' : 'rate_limited'
  return c.json({ code, message, error: { code: error, message, ...(fields ? { fields } : {}) } }, status)
}

/** The body's JSON object, or null when it is not one (better-auth answers those itself). */
async function bodyOf(request: Request): Promise<object | null> {
  try {
    const body: unknown = await request.clone().json()
    return body && typeof body === 'object' ? body : null
  } catch {
    return null
  }
}

/**
 * The first field of an account request whose text the database cannot store (NUL, broken characters).
 * better-auth would pass it on to the database, which fails: a 500, or a vague 422, instead of a 400.
 */
async function unstorableField(request: Request): Promise<string | null> {
  const body = await bodyOf(request)
  if (body === null) return null
  for (const [field, value] of Object.entries(body))
    if (typeof value === 'string' && !isStorableText(value)) return field
  return null
}

/** Refuses a request with unstorable text, beside the field, like every other API input. */
async function refuseUnstorable(c: Context<AppEnv>) {
  const field = await unstorableField(c.req.raw)
  if (field === null) return null
  return refuse(c, 400, 'VALIDATION_ERROR', `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, {
    [field]: UNSTORABLE_TEXT_MESSAGE,
  })
}

async function emailOf(request: Request): Promise<string | null> {
  const body = await bodyOf(request)
  if (body && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase()
  return null
}

/**
 * better-auth's endpoints under /api/auth, with guards in front: text the database cannot store refused,
 * sign-up refused when closed, and a lock after repeated failed sign-ins for one e-mail address from one
 * client.
 */
export function authRoutes({ auth, signupOpen, trustProxy }: AuthRouteOptions) {
  const forward = (c: Context<AppEnv>, ip: string) => {
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, ip)
    return auth.handler(new Request(c.req.raw, { headers }))
  }

  return new Hono<AppEnv>()
    .post('/sign-up/*', async (c) => {
      if (!signupOpen) return refuse(c, 403, 'SIGNUP_CLOSED', SIGNUP_CLOSED_MESSAGE)
      return (await refuseUnstorable(c)) ?? forward(c, clientIp(c, trustProxy))
    })
    .post('/sign-in/email', async (c) => {
      const unstorable = await refuseUnstorable(c)
      if (unstorable) return unstorable
      const ip = clientIp(c, trustProxy)
      const email = await emailOf(c.req.raw)
      const key = email ? `${email}|${ip}` : null
      if (key && (await isSignInLocked(c.var.db, key)))
        return refuse(c, 429, 'TOO_MANY_ATTEMPTS', TOO_MANY_FAILURES_MESSAGE)
      const response = await forward(c, ip)
      if (key && response.status === 401) await recordSignInFailure(c.var.db, key)
      if (key && response.ok) await clearSignInFailures(c.var.db, key)
      return response
    })
    .on(['GET', 'POST'], '/*', (c) => forward(c, clientIp(c, trustProxy)))
}
