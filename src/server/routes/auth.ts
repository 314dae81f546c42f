import { Hono, type Context } from 'hono'

import { TEXT_LIMITS, tooLongMessage } from '../../domain/text-limits'
import type { ErrorCode } from '../../shared/errors'
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/common'
import { CLIENT_IP_HEADER, type Auth } from '../auth'
import type { AppEnv } from '../context'
import { claimSignInAttempt, clearSignInFailures } from '../db/queries/sign-in-failures'
import { clientIp } from '../http/client-ip'

export const SIGNUP_CLOSED_MESSAGE = 'Sign-up is closed on this server.'
/** What the red box says while the sign-in lock holds: when the person may try again. */
export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

interface AuthRouteOptions {
  auth: Auth
  signupOpen: boolean
  /** How many trusted reverse proxies append to X-Forwarded-For (0: none; see `clientIp`). */
  proxyHops: number
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

/** The longest text of each account field better-auth stores (src/domain/text-limits.ts). */
const ACCOUNT_TEXT_LIMITS: Readonly<Record<string, number>> = TEXT_LIMITS.user

/**
 * The first field of an account request whose text the database cannot store (NUL, broken characters, or
 * longer than the account's column takes), with why. better-auth would pass it on to the database, which
 * fails: a 500, or a vague 422, instead of a 400; and the sign-in lock keys its count by the address, which
 * a btree entry could not hold.
 */
async function refusedField(request: Request): Promise<{ field: string; message: string } | null> {
  const body = await bodyOf(request)
  if (body === null) return null
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue
    if (!isStorableText(value)) return { field, message: UNSTORABLE_TEXT_MESSAGE }
    const max = ACCOUNT_TEXT_LIMITS[field]
    if (max !== undefined && value.length > max) return { field, message: tooLongMessage(max) }
  }
  return null
}

/** Refuses a request with text that cannot be stored, beside the field, like every other API input. */
async function refuseUnstorable(c: Context<AppEnv>) {
  const refused = await refusedField(c.req.raw)
  if (refused === null) return null
  const { field, message } = refused
  return refuse(c, 400, 'VALIDATION_ERROR', `${field}: ${message}`, { [field]: message })
}

async function emailOf(request: Request): Promise<string | null> {
  const body = await bodyOf(request)
  if (body && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase()
  return null
}

/**
 * The four of better-auth's endpoints the app uses, under /api/auth, with guards in front: text the database
 * cannot store refused, sign-up refused when closed, and a lock after repeated failed sign-ins for one e-mail
 * address from one client (`claimSignInAttempt`). Bodies reach here only as JSON (`jsonBodiesOnly`), the one
 * encoding the lock reads, so no other encoding of the same sign-in passes around it.
 *
 * Every other endpoint of the library (change-password, revoke-sessions, update-user, delete-user, ...) is
 * closed: it answers as any unknown path does. The app does those through its own routes (/api/account),
 * under the same lock; the library's own change-password checked passwords around it and kept the other
 * sessions signed in.
 */
export function authRoutes({ auth, signupOpen, proxyHops }: AuthRouteOptions) {
  const forward = (c: Context<AppEnv>, ip: string) => {
    const headers = new Headers(c.req.raw.headers)
    headers.set(CLIENT_IP_HEADER, ip)
    return auth.handler(new Request(c.req.raw, { headers }))
  }

  return new Hono<AppEnv>()
    .post('/sign-up/email', async (c) => {
      if (!signupOpen) return refuse(c, 403, 'SIGNUP_CLOSED', SIGNUP_CLOSED_MESSAGE)
      return (await refuseUnstorable(c)) ?? forward(c, clientIp(c, proxyHops))
    })
    .post('/sign-in/email', async (c) => {
      const unstorable = await refuseUnstorable(c)
      if (unstorable) return unstorable
      const ip = clientIp(c, proxyHops)
      const email = await emailOf(c.req.raw)
      const key = email ? `${email}|${ip}` : null
      if (key) {
        const attempt = await claimSignInAttempt(c.var.db, key)
        if (!attempt.allowed) {
          c.header('Retry-After', String(attempt.retryAfterSeconds))
          return refuse(c, 429, 'TOO_MANY_ATTEMPTS', tooManyFailuresMessage(attempt.retryAfterSeconds))
        }
      }
      const response = await forward(c, ip)
      if (key && response.ok) await clearSignInFailures(c.var.db, key)
      return response
    })
    .post('/sign-out', (c) => forward(c, clientIp(c, proxyHops)))
    .get('/get-session', (c) => forward(c, clientIp(c, proxyHops)))
}
