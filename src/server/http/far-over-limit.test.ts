import { describe, expect, it } from 'vitest'

import { useChildServer } from '../../../tests/helpers/child-server'
import { ENGINES } from '../../../tests/helpers/database'
import { FILE_MESSAGES } from '../../domain/files/kinds'
import { BODY_LIMITS } from './body-limit'

/*
 * A body far over its limit, sent by Node's own fetch to a server in another process, is answered 413 with the
 * limit's message: the server reads the rest of the body (without keeping it) before it answers, so the
 * client has sent all of it and reads the answer, instead of its connection being reset under it.
 */
describe.each(ENGINES)('bodies far over a limit on %s', (engine) => {
  const server = useChildServer(engine)

  async function post(path: string, body: BodyInit, contentType?: string) {
    const headers: Record<string, string> = { cookie: server.cookie, origin: server.url }
    if (contentType) headers['content-type'] = contentType
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body })
    return { status: response.status, body: (await response.json()) as { error: { message: string } } }
  }

  const MB = 1024 * 1024
  /** Each body is sent a few times: whether a reset comes before the answer is read depends on timing. */
  const ROUNDS = 3

  it('a 5 MB JSON body is answered 413 with the API’s message', { timeout: 120_000 }, async () => {
    const body = JSON.stringify({ name: 'x'.repeat(5 * MB) })
    for (let round = 0; round < ROUNDS; round++)
      expect(await post('/api/brands', body, 'application/json')).toEqual({
        status: 413,
        body: { error: { code: 'payload_too_large', message: BODY_LIMITS.json.message } },
      })
  })

  it('a 12 MB upload is answered 413 with the file’s message', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(12 * MB)], { type: 'image/jpeg' }), 'big.jpg')
      expect(await post('/api/files', form)).toEqual({
        status: 413,
        body: {
          error: {
            code: 'payload_too_large',
            message: FILE_MESSAGES.tooLarge,
            fields: { file: FILE_MESSAGES.tooLarge },
          },
        },
      })
    }
  })

  it('a 33 MB CSV is answered 413 with the import’s message', { timeout: 120_000 }, async () => {
    const csv = `sku,brand\n${'a,b\n'.repeat((33 * MB) / 4)}`
    for (let round = 0; round < ROUNDS; round++)
      for (const path of ['/api/import/items', '/api/sales-imports?preview=true']) {
        const answer = await post(path, csv, 'text/csv')
        expect(answer.status).toBe(413)
        expect(answer.body.error.message).toBe(BODY_LIMITS.import.message)
      }
  })

  it('a body sent in chunks, without a length, is answered 413 as well', { timeout: 60_000 }, async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5 * MB) controller.close()
        else {
          sent += chunk.byteLength
          controller.enqueue(chunk)
        }
      },
    })
    const response = await fetch(`${server.url}/api/brands`, {
      method: 'POST',
      headers: { cookie: server.cookie, origin: server.url, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      BODY_LIMITS.json.message,
    )
  })

  it(
    'a body within its limit but refused before it is read (no session, another site) is read through too',
    { timeout: 120_000 },
    async () => {
      const json = JSON.stringify({ name: 'x'.repeat(MB - 1024) })
      for (let round = 0; round < ROUNDS; round++) {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(8 * MB)], { type: 'image/jpeg' }), 'photo.jpg')
        const signedOut = await fetch(`${server.url}/api/files`, {
          method: 'POST',
          headers: { origin: server.url },
          body: form,
        })
        expect(signedOut.status).toBe(401)
        await signedOut.arrayBuffer()
        const settings = await fetch(`${server.url}/api/settings`, {
          method: 'PATCH',
          headers: { origin: server.url, 'content-type': 'application/json' },
          body: json,
        })
        expect(settings.status).toBe(401)
        await settings.arrayBuffer()
        const otherSite = await fetch(`${server.url}/api/brands`, {
          method: 'POST',
          headers: {
            cookie: server.cookie,
            origin: 'https://elsewhere.example',
            'content-type': 'application/json',
          },
          body: json,
        })
        expect(otherSite.status).toBe(403)
        await otherSite.arrayBuffer()
        const page = await fetch(`${server.url}/sold`, { method: 'POST', body: json })
        expect(page.status).toBe(404)
        await page.arrayBuffer()
      }
    },
  )

  it('the server answers its next request on a new connection at once', async () => {
    const response = await fetch(`${server.url}/api/health`)
    expect(response.status).toBe(200)
  })
})
