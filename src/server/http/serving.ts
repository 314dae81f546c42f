import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

import type { Context } from 'hono'
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
/** Above this an answer is compressed in node's thread pool, so a large export does not hold up others. */
const MAX_INLINE_COMPRESS_BYTES = 256 * 1024
/**
 * Answers worth compressing: text, and the SKU labels PDF, written with its drawing uncompressed (jsPDF's own
 * deflate took 2.5 s for 1,000 labels, 1.3 MB; brotli here 0.1 s, 40 kB; decision 022).
 */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|pdf)|image\/svg\+xml)/i

/** What a 304 keeps of the answer it stands for (RFC 9110, 15.4.5). */
const KEPT_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']

/** Whether `If-None-Match` names `tag` (weak or strong, as the comparison for GET allows). */
function namesTag(ifNoneMatch: string, tag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (value: string) => value.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((entry) => opaque(entry) === opaque(tag))
}

/**
 * The text of each JSON answer as the route's `c.json` wrote it. node-server's light Response holds its body
 * as given; reading it back (`arrayBuffer`) made it a whole web Response, its text encoded into a stream and
 * copied out again, which cost a busy server more than the hash (decision 011b).
 */
const jsonTexts = new WeakMap<Response, string>()

/** Makes this request's `c.json` keep its answer's text in `jsonTexts`; the answer is the same as Hono's. */
function keepJsonText(c: Context<AppEnv>): void {
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object)
    const response = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers })
    jsonTexts.set(response, text)
    return response
  }) as unknown as typeof c.json
}

/**
 * Where a JSON answer's text is encoded to be hashed and compressed: one buffer for the process. A new buffer
 * of a list page's 20 kB per answer is a block the server's malloc maps and gives back each time (decision
 * 011a). Only for what is done with it before anything else runs: the hash, and compressing on this thread
 * (answers up to `MAX_INLINE_COMPRESS_BYTES`, its size); never sent, and never across an `await`.
 */
const encoded = Buffer.allocUnsafe(MAX_INLINE_COMPRESS_BYTES)

/** A JSON answer's text as bytes: in `encoded` when it fits (overwritten by the next answer), else its own. */
function encodedText(text: string): Buffer<ArrayBuffer> {
  if (Buffer.byteLength(text) > encoded.byteLength) return Buffer.from(text)
  return encoded.subarray(0, encoded.write(text))
}

/**
 * The answer's final form, its body read once. A successful GET gets an ETag, the SHA-1 of its uncompressed
 * body, so a 304 holds for either encoding, and a 304 when the client already has it. JSON and text
 * answers of 1 kB or more are then sent with brotli when the client takes it, else gzip (Hono's own
 * `compress` knows gzip and deflate only), at quality 4 (`brotliParams`):
 * near its best size for JSON at a small fraction of the time of its maximum, which matters on a server
 * compressing every list page. One middleware rather than
 * Hono's `etag` and a compressor: each would read the body again through a cloned stream, which cost a
 * busy server more than the hash and the compression themselves (decision 011b).
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  const ifNoneMatch = c.req.header('if-none-match')
  keepJsonText(c)
  await next()
  const response = c.res
  const text = jsonTexts.get(response)
  if (response.status === 204 || response.status === 304 || (text === undefined && response.body === null))
    return
  // An answer never to be kept (a backup, the tax year's pack), streamed as it is written, is sent as it comes.
  if (response.headers.get('cache-control') === 'no-store') return
  const method = c.req.method
  const tagged = (method === 'GET' || method === 'HEAD') && response.ok
  const compressible =
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && !response.headers.has('content-encoding')
  if (!tagged && !compressible) return
  // From here to the answer's compression nothing waits while `raw` is in the shared buffer.
  const raw = text === undefined ? Buffer.from(await response.arrayBuffer()) : encodedText(text)
  const headers = new Headers(response.headers)
  if (compressible) headers.append('Vary', 'Accept-Encoding')
  // Unset first: setting `c.res` over an answer would copy the old answer's headers onto the new one.
  c.res = undefined
  if (tagged) {
    const tag = headers.get('etag') ?? `"${createHash('sha1').update(raw).digest('hex')}"`
    if (ifNoneMatch !== undefined && namesTag(ifNoneMatch, tag)) {
      const kept = new Headers({ ETag: tag })
      for (const name of KEPT_ON_304) {
        const value = headers.get(name)
        if (value !== null && name !== 'etag') kept.set(name, value)
      }
      c.res = new Response(null, { status: 304, headers: kept })
      return
    }
    headers.set('ETag', tag)
  }
  const accepted = c.req.header('accept-encoding') ?? ''
  const useBrotli = /\bbr\b/.test(accepted)
  if (
    method === 'HEAD' ||
    !compressible ||
    raw.byteLength < MIN_COMPRESS_BYTES ||
    (!useBrotli && !/\bgzip\b/.test(accepted))
  ) {
    // The text itself when the bytes are in the shared buffer, which the next answer writes over.
    c.res = new Response(text ?? raw, { status: response.status, headers })
    return
  }
  const brotliOptions = { params: brotliParams(raw.byteLength) }
  // Small answers (a list page: 20 kB, 0.2-0.3 ms) on this thread: the thread pool cost as much CPU and
  // left each of its threads holding its own memory, about 100 MiB more after a load run (decision 011b).
  const inline = raw.byteLength <= MAX_INLINE_COMPRESS_BYTES
  const packed = useBrotli
    ? inline
      ? brotliCompressSync(raw, brotliOptions)
      : await brotli(raw, brotliOptions)
    : inline
      ? gzipSync(raw, { level: 6 })
      : await gzipAsync(raw, { level: 6 })
  headers.set('Content-Encoding', useBrotli ? 'br' : 'gzip')
  headers.set('Content-Length', String(packed.byteLength))
  c.res = new Response(packed, { status: response.status, headers })
})

/**
 * Brotli's settings for an answer of `bytes`: quality 4. Quality 5 took 0.18 to 0.50 ms of CPU for a 20 kB
 * list page, its encoder allocating and clearing larger tables on every answer (with the server's malloc
 * settings, blocks from 16 KiB are mapped and given back each time, decision 011a); quality 4 takes 0.11 to
 * 0.13 ms for an answer 4 % larger (`bench/compression.ts`, decision 011b).
 */
export function brotliParams(bytes: number): Record<number, number> {
  return { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes }
}

/** Vite names every built asset after its content's hash: a changed file is a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html and the API: kept, but asked again (If-None-Match) before each use. */
const REVALIDATE = 'no-cache'

/** Cache-Control by what the answer is: hashed assets for a year, everything else revalidated. */
export const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.headers.has('cache-control')) return
  const hashed = c.req.path.startsWith('/assets/') && c.res.status === 200
  c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE)
})
