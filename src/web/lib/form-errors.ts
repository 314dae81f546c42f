import { ApiError } from '../api/client'

/** The server's messages per field of a failed save, to show beside the inputs (`setError`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {}
}
