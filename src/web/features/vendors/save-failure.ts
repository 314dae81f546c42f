import { ApiError } from '../../lib/api-error'

/**
 * A refused modal save in the spec's words (spec 8: 'Failed to save vendor. Please try again.'), unless the
 * server named the field at fault (the duplicate name's message goes beside the name), so the person
 * sees what to change or that trying again may help.
 */
export function asSaveFailure(error: unknown, message: string): unknown {
  if (error instanceof ApiError && error.fields !== undefined) return error
  return new ApiError({
    code: 'unknown',
    status: error instanceof ApiError ? error.status : 0,
    message,
  })
}
