import { AUTH_MESSAGES } from '../../domain/messages'

import { ApiError } from './api-error'

export const UNEXPECTED_ERROR_MESSAGE = AUTH_MESSAGES.unexpectedError
const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.'

/** The one place that words a failure for people: the server's own message, or a plain fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || UNEXPECTED_ERROR_MESSAGE
  // fetch rejects with a TypeError when the network or server is down.
  if (error instanceof TypeError) return OFFLINE_MESSAGE
  return UNEXPECTED_ERROR_MESSAGE
}

/** Whether repeating the request could help (network trouble or a 5xx), as opposed to a refusal. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429
  return true
}

/**
 * A modal's failed save in the spec's words ('Failed to save brand. Please try again.', spec 8), unless the
 * server refused the input itself (a duplicate name, a field out of range): then the server's own message,
 * which says what to change, and its field messages.
 */
export function modalSaveFailure(error: unknown, message: string): Error {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return error
  return new ApiError({ code: 'unknown', status: error instanceof ApiError ? error.status : 0, message })
}
