import { BODY_LIMITS, type BodyLimit } from '../../shared/body-limits'

import { ApiError } from './api-error'

export { BODY_LIMITS }

/**
 * The limit's message when `size` bytes are over it, or null. The browser checks a file before it sends
 * it, so a file the server would refuse (413, with the same message) is never sent.
 */
export function overLimit(size: number, limit: BodyLimit): string | null {
  return size > limit.maxBytes ? limit.message : null
}

/** Throws the refusal the server would answer when `size` bytes are over `limit`; nothing is sent. */
export function checkBodySize(size: number, limit: BodyLimit): void {
  const message = overLimit(size, limit)
  if (message !== null)
    throw new ApiError({
      code: 'payload_too_large',
      status: 413,
      message,
      ...(limit.field ? { fields: { [limit.field]: message } } : {}),
    })
}
