import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { send, signedInUser, useTestApp } from '../../../tests/helpers/app'

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-serving-'))
const INDEX = `<!doctype html><title>Frogwalk</title><script type="module" src="/assets/index-abc123.js"></script>`
const SCRIPT = `console.log(${JSON.stringify('frog '.repeat(2000))})`
writeFileSync(path.join(webRoot, 'index.html'), INDEX)
mkdirSync(path.join(webRoot, 'assets'))
writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), SCRIPT)
// Larger than what is compressed on the serving thread: compressed in the thread pool.
const LARGE = `console.log(${JSON.stringify(Array.from({ length: 30_000 }, (_, n) => `frog ${n}`))})`
writeFileSync(path.join(webRoot, 'assets', 'large-abc123.js'), LARGE)
// The build's brotli copy of an asset (scripts/precompress-plugin.ts), here with a mark of its own.
const PRECOMPRESSED = `console.log(${JSON.stringify('toad '.repeat(2000))}) // the build's copy`
writeFileSync(
  path.join(webRoot, 'assets', 'kept-abc123.js'),
  PRECOMPRESSED.replace(" // the build's copy", ''),
)
writeFileSync(path.join(webRoot, 'assets', 'kept-abc123.js.br'), brotliCompressSync(PRECOMPRESSED))

describe('serving', () => {
  const t = useTestApp('pglite', { webRoot })

  it('compresses JSON and scripts with brotli or gzip as the client accepts, and leaves small answers be', async () => {
    const { cookie } = await signedInUser(t.app)
    for (let n = 0; n < 30; n++)
      await send(t.app, 'POST', '/api/brands', { cookie, json: { name: `Brand number ${n} of many` } })
    const list = (encoding: string) =>
      t.app.request('http://localhost/api/brands?limit=500', {
        headers: { cookie, 'accept-encoding': encoding },
      })

    const plain = await (await list('identity')).text()
    expect(plain.length).toBeGreaterThan(1024)
    const br = await list('gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(brBody).toString()).toBe(plain)
    expect(brBody.byteLength).toBeLessThan(plain.length / 3)
    const gz = await list('gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain)

    const script = await t.app.request('http://localhost/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(script.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await script.arrayBuffer())).toString()).toBe(SCRIPT)

    expect(LARGE.length).toBeGreaterThan(256 * 1024)
    for (const encoding of ['br', 'gzip']) {
      const large = await t.app.request('http://localhost/assets/large-abc123.js', {
        headers: { 'accept-encoding': encoding },
      })
      expect(large.headers.get('content-encoding')).toBe(encoding)
      const packed = Buffer.from(await large.arrayBuffer())
      expect((encoding === 'br' ? brotliDecompressSync(packed) : gunzipSync(packed)).toString()).toBe(LARGE)
    }

    const small = await t.app.request('http://localhost/api/health', { headers: { 'accept-encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ status: 'ok' })
  })

  it('sends the build’s brotli copy of an asset as it is to a browser that takes brotli, else compresses the asset', async () => {
    const kept = await t.app.request('http://localhost/assets/kept-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('content-encoding')).toBe('br')
    expect(kept.headers.get('content-type')).toMatch(/javascript/)
    expect(kept.headers.get('vary')).toContain('Accept-Encoding')
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(Buffer.from(await kept.arrayBuffer())).toString()).toBe(PRECOMPRESSED)

    const gz = await t.app.request('http://localhost/assets/kept-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      PRECOMPRESSED.replace(" // the build's copy", ''),
    )
  })

  it('caches hashed assets for a year, and revalidates index.html and the API with ETags', async () => {
    const asset = await t.app.request('http://localhost/assets/index-abc123.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    for (const url of ['/', '/settings', '/api/config']) {
      const first = await t.app.request(`http://localhost${url}`)
      expect(first.headers.get('cache-control'), url).toBe('no-cache')
      const tag = first.headers.get('etag')
      expect(tag, url).toMatch(/^"[0-9a-f]+"$/)
      const again = await t.app.request(`http://localhost${url}`, { headers: { 'if-none-match': tag ?? '' } })
      expect(again.status, url).toBe(304)
      expect(await again.text()).toBe('')
    }
    // If-Modified-Since alone proves nothing about the content: the answer is whole.
    const since = await t.app.request('http://localhost/', {
      headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    })
    expect(since.status).toBe(200)
  })

  it('answers 404 for an asset of an older build instead of the page', async () => {
    const gone = await t.app.request('http://localhost/assets/index-old999.js')
    expect(gone.status).toBe(404)
    expect(gone.headers.get('cache-control')).toBe('no-cache')
  })
})
