import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'

import { AppError } from './errors'
import { isJsonContentType, notJsonError } from './http/guards'

/** Field messages of a failed parse, one per field (the first), keyed by the field's path. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message
    fields[key] ??= message
  }
  return fields
}

/** Turns a failed parse into the one 400 answer every route gives. */
export function validationError(error: z.core.$ZodError): AppError {
  const fields = fieldErrors(error)
  const [first] = Object.entries(fields)
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid input'
  return new AppError('validation_failed', message, fields)
}

/** Validates one part of the request with a shared schema (STYLE: one schema per input). */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error)
  })
  if (target !== 'json') return validator
  // Hono reads a body of any other type, or none, as `{}`: for a change, a 200 that changed nothing.
  const jsonOnly: typeof validator = async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) throw notJsonError()
    return validator(c, next)
  }
  return jsonOnly
}
