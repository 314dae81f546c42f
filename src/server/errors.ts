import type { ApiErrorBody, ErrorCode } from '../shared/errors'
import { ERROR_STATUS } from '../shared/errors'

/** A failure the user should hear about, with a stable code; `app.onError` turns it into the JSON body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status() {
    return ERROR_STATUS[this.code]
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    }
  }
}

/** The answer for a row that is missing or is another user's: the two are told apart by nobody. */
export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`)
}

export interface PostgresError {
  code?: string
  constraint?: string
  detail?: string
  table?: string
}

/** The PostgreSQL error inside a driver or ORM error, if there is one (drizzle wraps it in `cause`). */
export function postgresError(error: unknown): PostgresError | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current as PostgresError
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : null
  }
  return null
}
