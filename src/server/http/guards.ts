import { createMiddleware } from 'hono/factory'

import type { AppEnv } from '../context'
import { AppError } from '../errors'

/*
 * Guards every API request passes before a route sees it: the body is JSON or nothing, and a request that
 * changes something comes from the app's own pages.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `application/json`, with or without parameters, and the `+json` types (RFC 6839). */
const JSON_TYPE = /^application\/(?:[\w!#$&^.-]+\+)?json\s*(?:;|$)/i

export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).'
export const CROSS_SITE_MESSAGE = 'This request was sent from another site and was refused.'

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_TYPE.test(contentType)
}

export function notJsonError(): AppError {
  return new AppError('unsupported_media_type', NOT_JSON_MESSAGE)
}

/**
 * A body that is not JSON answers 415 and reaches nothing. Hono's JSON validator reads any other body as
 * `{}`: a change of nothing that still answered 200 and moved `updated_at`, and better-auth reads form
 * bodies that the sign-in lock did not. A request without a body passes; routes that need one say so
 * through `validate('json', ...)`, which requires the JSON type too.
 */
export const jsonBodiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const contentType = c.req.header('content-type')
    if (contentType !== undefined && contentType.trim() !== '') {
      if (!isJsonContentType(contentType)) throw notJsonError()
    } else if (c.req.raw.body !== null && (await c.req.raw.clone().arrayBuffer()).byteLength > 0) {
      throw notJsonError()
    }
  }
  await next()
})

/**
 * Cross-site request forgery: a state-changing request is refused with 403 unless its `Origin` is the app's
 * own or, without `Origin`, the browser says `Sec-Fetch-Site: same-origin`. Hono's `csrf` middleware applies
 * the same rule but only to form-like content types, so a JSON write from another site's page would pass
 * it; this applies it to every body. A request with neither header is not from a browser (browsers send
 * `Origin` on every POST, PUT, PATCH and DELETE), so it carries no victim's cookie and passes, as in Go's
 * `http.CrossOriginProtection`.
 *
 * The app's own origin is the public address when configured, else the origin the request was sent to.
 */
export const sameOriginWrites = (publicOrigin: string | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin')
      const fetchSite = c.req.header('sec-fetch-site')
      const own = publicOrigin ?? new URL(c.req.url).origin
      const allowed =
        origin !== undefined
          ? origin === own || fetchSite === 'same-origin'
          : fetchSite === undefined || fetchSite === 'same-origin'
      if (!allowed) throw new AppError('cross_site', CROSS_SITE_MESSAGE)
    }
    await next()
  })
