import type { Context, MiddlewareHandler } from 'hono'

import type { BodyLimit } from '../../shared/body-limits'
import { AppError } from '../errors'

export { BODY_LIMITS, type BodyLimit } from '../../shared/body-limits'

const MB = 1024 * 1024

/**
 * How much of a body past its limit is read, and thrown away, before the refusal is sent. A server that
 * answers and closes while the client is still sending resets the connection (the unread bytes make the
 * close a reset): Node's fetch then fails with EPIPE and a browser with a network error, neither showing
 * the answer. Read to its end, the body is all sent, and the client reads the 413 like any answer.
 * Past this much, or this long, the connection is closed instead: a client sending that much is not
 * waiting for an answer.
 */
export const DRAIN_BYTES = 64 * MB
const DRAIN_MS = 15_000

function refusal(limit: BodyLimit): AppError {
  return new AppError(
    'payload_too_large',
    limit.message,
    limit.field ? { [limit.field]: limit.message } : undefined,
  )
}

/**
 * Reads and throws away what is left of a body, up to `budget` bytes and DRAIN_MS. True when it was read
 * to its end.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  const deadline = Date.now() + DRAIN_MS
  let read = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      read += value.byteLength
      if (read > budget || Date.now() > deadline) break
    }
  } catch {
    // The client went away: there is no one left to answer.
  }
  await reader.cancel().catch(() => {})
  return false
}

/** Refuses the request once its body has been read to the end, or closes the connection after the answer. */
function refuse(c: Context, limit: BodyLimit, readWhole: boolean): never {
  // The rest of the body is still on its way: the connection must not be used for another request.
  if (!readWhole) c.header('Connection', 'close')
  throw refusal(limit)
}

/**
 * The body limit of a route. A body declared (Content-Length) over the limit is read through, not kept,
 * and refused; one sent in chunks is kept up to the limit and refused the same way past it. Nothing over
 * the limit is ever held in memory.
 */
export function bodyLimit(limit: BodyLimit): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      const length = Number(declared)
      if (length <= limit.maxBytes) return next()
      // Too far over to be read through in reason: refused at once.
      if (!(length <= limit.maxBytes + DRAIN_BYTES)) refuse(c, limit, false)
      refuse(c, limit, await discardRest(body.getReader(), length))
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit.maxBytes) refuse(c, limit, await discardRest(reader, DRAIN_BYTES))
      chunks.push(value)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}

/**
 * Reads through what is left of a request body after its answer is made, before it is sent: a request
 * refused before its body is read (no session, a write from another site, a route that needs none of it)
 * would otherwise close with unread bytes, a reset under a client still sending, which then shows a
 * network error instead of the answer. Past DRAIN_BYTES or its time, the connection is closed after the
 * answer instead.
 */
export const readThroughUnreadBody: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw
  await next()
  const declared = c.req.header('content-length')
  if ((declared === undefined || declared === '0') && !c.req.header('transfer-encoding')) return
  const body = raw.body
  if (!body || body.locked || raw.bodyUsed) return
  if (!(await discardRest(body.getReader(), DRAIN_BYTES))) {
    try {
      c.res.headers.set('Connection', 'close')
    } catch {
      // An answer with fixed headers: the close after it is the server's own.
    }
  }
}
