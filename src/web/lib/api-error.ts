import type { ErrorCode } from '../../shared/errors'

/**
 * A failed API call: the server's code, status and message (already worded for people). `call()` and the
 * other helpers of api/client.ts make it from an answer; lib and the screens read it.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | 'unknown'
  readonly status: number
  readonly fields: Record<string, string> | undefined

  constructor(init: {
    code: ErrorCode | 'unknown'
    status: number
    message: string
    fields?: Record<string, string>
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.code = init.code
    this.status = init.status
    this.fields = init.fields
  }
}
