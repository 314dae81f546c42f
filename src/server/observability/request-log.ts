import { createHash, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import type { Context, MiddlewareHandler } from 'hono'

import type { AppEnv } from '../context'
import { postgresError } from '../errors'

import type { Logger } from './logger'

/** The header that carries a request's id back to the client (and in from a trusted proxy). */
export const REQUEST_ID_HEADER = 'X-Request-Id'
/** What a proxy's request id may look like to be taken as this request's: no spaces, no control characters. */
const FORWARDED_ID = /^[\w.:@-]{1,128}$/

/** What a finished request tells whoever counts them (the metrics), beside its log line. */
export interface RequestObserver {
  (request: { method: string; route: string; status: number; seconds: number }): void
}

/** The users whose hashes were made last, so a busy user's requests hash the id once. */
const hashedUsers = new Map<string, string>()
const HASHED_USERS_KEPT = 10_000

/**
 * A user's id as the log shows it: a hash, so that one person's requests can be followed through the log
 * without the log naming the account.
 */
export function hashedUser(userId: string): string {
  let hashed = hashedUsers.get(userId)
  if (hashed === undefined) {
    hashed = createHash('sha256').update(`frogwalk-user:${userId}`).digest('hex').slice(0, 16)
    if (hashedUsers.size >= HASHED_USERS_KEPT) hashedUsers.clear()
    hashedUsers.set(userId, hashed)
  }
  return hashed
}

/**
 * Sets a header of the final answer in place. Hono's `c.header` on an answer already made copies it into a new
 * one whose body is a web stream (node-server's light answer becomes a whole web Response, and is then sent
 * by reading that stream): per request, more CPU than the rest of the log. An answer with fixed headers (a
 * fetched one) is copied all the same.
 */
function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

/**
 * Gives each request its id (a trusted proxy's `X-Request-Id`, else a new one), sends it back in that header,
 * and writes one line when the answer is ready: the id, method, route pattern (never the path, which holds
 * ids), status, duration and the hashed user.
 */
export function requestLog(
  logger: Logger,
  { trustForwardedId, observe }: { trustForwardedId: boolean; observe?: RequestObserver | undefined },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const forwarded = trustForwardedId ? c.req.header(REQUEST_ID_HEADER) : undefined
    const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
    c.set('requestId', id)
    await next()
    setAnswerHeader(c, REQUEST_ID_HEADER, id)
    const seconds = (performance.now() - started) / 1000
    const route = c.req.routePath
    const status = c.res.status
    const userId = c.get('userId') as string | undefined
    logger.info(
      {
        req: id,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(userId ? { user: hashedUser(userId) } : {}),
      },
      'request',
    )
    observe?.({ method: c.req.method, route, status, seconds })
  }
}

/**
 * The line of a request that failed unexpectedly: its id, method and route pattern, the error's class and
 * PostgreSQL code and constraint, and the stack's frames. Never an error's message: a database error's
 * message holds the statement and its parameters, the user's data.
 */
export function logFailure(c: Context<AppEnv>, error: unknown): void {
  const pg = postgresError(error)
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .map((line) => line.trim())
      : []
  c.var.logger.error(
    {
      req: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      err: {
        type: error instanceof Error ? error.name : typeof error,
        ...(pg?.code ? { code: pg.code } : {}),
        ...(pg?.constraint ? { constraint: pg.constraint } : {}),
        stack: frames,
      },
    },
    'request failed',
  )
}
