import type { ApiErrorBody, ErrorCode } from '../../shared/errors'

/** A failed API call: the server's code, status and message (already worded for people). */
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

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = value.error
  return (
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
  )
}

/**
 * The one way the UI talks to the API: same-origin JSON with the session cookie. Any non-2xx answer
 * becomes an ApiError; a network failure rejects with the browser's TypeError.
 */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  })
  const text = await response.text()
  let payload: unknown = null
  if (text) {
    try {
      payload = JSON.parse(text)
    } catch {
      payload = null
    }
  }
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError({ ...payload.error, status: response.status })
    }
    throw new ApiError({
      code: 'unknown',
      status: response.status,
      message: `The server answered ${response.status} ${response.statusText}`.trim(),
    })
  }
  return payload as T
}
