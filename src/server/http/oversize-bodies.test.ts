import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signedInUser, useTestApp } from '../../../tests/helpers/app'
import { MAX_BODY_BYTES } from '../app'

import { listen } from './listen'

interface Sent {
  method: 'GET' | 'POST'
  path: string
  body?: string
  cookie?: string
}

/** Sends one request through `agent` and resolves with its status, or the socket error that ended it. */
function request(agent: http.Agent, port: number, sent: Sent): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {}
    if (sent.cookie) headers.cookie = sent.cookie
    if (sent.body !== undefined) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(sent.body)
    }
    const req = http.request(
      { agent, host: '127.0.0.1', port, method: sent.method, path: sent.path, headers },
      (res) => {
        res.resume()
        res.once('end', () => resolve(res.statusCode ?? 0))
        res.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      },
    )
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end(sent.body)
  })
}

/*
 * A body over the limit is refused before it is read. The connection it came on must not be taken for
 * the next request of a client's pool: the rest of the refused body is still on its way.
 */
describe('a body over the limit on a kept-alive connection', () => {
  const t = useTestApp('pglite')
  let server: http.Server
  let port: number
  let cookie: string

  beforeAll(async () => {
    cookie = (await signedInUser(t.app)).cookie
    server = listen(t.app.fetch, { port: 0, hostname: '127.0.0.1' }, () => {})
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it(
    'is answered 413 and hurts no other request sharing the client’s pool',
    { timeout: 60_000 },
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
      const oversize = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES * 2) })
      const sent: (Sent & { expected: number })[] = []
      for (let n = 0; n < 100; n++) {
        if (n % 5 === 2)
          sent.push({ method: 'POST', path: '/api/brands', body: oversize, cookie, expected: 413 })
        else if (n % 2 === 0) sent.push({ method: 'GET', path: '/api/health', expected: 200 })
        else
          sent.push({
            method: 'POST',
            path: '/api/brands',
            body: JSON.stringify({ name: `Brand ${n}` }),
            cookie,
            expected: 201,
          })
      }
      try {
        const answers = await Promise.all(sent.map((one) => request(agent, port, one)))
        expect(answers).toEqual(sent.map((one) => one.expected))
      } finally {
        agent.destroy()
      }
    },
  )
})
