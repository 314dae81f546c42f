import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { createMiddleware } from 'hono/factory'

import type { AppEnv } from '../context'

/*
 * How answers travel: compressed when they are text, cached for a year when their name holds their
 * content's hash, revalidated (ETag, 304) otherwise.
 */

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this an answer is sent as it is: compressing would cost more than it saves. */
const MIN_COMPRESS_BYTES = 1024
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i

/**
 * Brotli when the client takes it, else gzip, for JSON and text answers of 1 kB or more. Hono's own
 * `compress` knows gzip and deflate only. Brotli at quality 5: near its best size for JSON at a small
 * fraction of the time of its maximum, which matters on a server compressing every list page.
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const response = c.res
  const type = response.headers.get('content-type') ?? ''
  const accepted = c.req.header('accept-encoding') ?? ''
  if (
    c.req.method === 'HEAD' ||
    response.body === null ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type)
  )
    return
  response.headers.append('Vary', 'Accept-Encoding')
  const useBrotli = /\bbr\b/.test(accepted)
  if (!useBrotli && !/\bgzip\b/.test(accepted)) return
  const raw = Buffer.from(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  // Unset first: setting `c.res` over an answer would copy the old answer's headers onto the new one.
  c.res = undefined
  if (raw.byteLength < MIN_COMPRESS_BYTES) {
    c.res = new Response(raw, { status: response.status, headers })
    return
  }
  const packed = useBrotli
    ? await brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        },
      })
    : await gzipAsync(raw, { level: 6 })
  headers.set('Content-Encoding', useBrotli ? 'br' : 'gzip')
  headers.set('Content-Length', String(packed.byteLength))
  c.res = new Response(packed, { status: response.status, headers })
})

/** Vite names every built asset after its content's hash: a changed file is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and the API: kept, but asked again (If-None-Match) before each use. */
export const REVALIDATE = 'no-cache'

/** Cache-Control by what the answer is: hashed assets for a year, everything else revalidated. */
export const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.headers.has('cache-control')) return
  const hashed = c.req.path.startsWith('/assets/') && c.res.status === 200
  c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE)
})
