import type { Context } from 'hono'

import type { AppEnv } from '../context'
import { postgresError } from '../errors'

/**
 * One line for a request that failed unexpectedly: the request id, the method, the route's pattern (not its
 * path, which holds ids), the error's class and PostgreSQL code and constraint, and the stack's frames. Never
 * an error's message: a database error's message holds the statement and its parameters, the user's data.
 */
function failureLine(c: Context<AppEnv>, error: unknown): string {
  const pg = postgresError(error)
  const name = error instanceof Error ? error.name : typeof error
  const parts = [
    `[${c.get('requestId')}]`,
    c.req.method,
    c.req.routePath,
    'failed:',
    name,
    ...(pg?.code ? [`code=${pg.code}`] : []),
    ...(pg?.constraint ? [`constraint=${pg.constraint}`] : []),
  ]
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : ''
  return frames ? `${parts.join(' ')}\n${frames}` : parts.join(' ')
}

export function logFailure(c: Context<AppEnv>, error: unknown): void {
  console.error(failureLine(c, error))
}
