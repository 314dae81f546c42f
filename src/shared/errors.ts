/**
 * The one shape of every API failure, and the codes it can carry. The server picks the status from the
 * code; the UI shows `message` (already worded for people) and puts `fields` beside the inputs.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  signup_closed: 403,
  /** A state-changing request sent from another site's page (cross-site request forgery). */
  cross_site: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** A request body that is not JSON, the only body the API reads. */
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export interface ApiErrorBody {
  error: {
    code: ErrorCode
    message: string
    /** Messages per input field, keyed by the field's name in the request. */
    fields?: Record<string, string>
  }
}
