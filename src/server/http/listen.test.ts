import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, describe, expect, it } from 'vitest'

import { listen, stopServer } from './listen'

/** Sends one request on `socket` and resolves with the answer's head once its body of `ok` has arrived. */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = ''
    const onData = (chunk: Buffer) => {
      received += chunk.toString()
      if (!received.endsWith('\r\n\r\nok')) return
      socket.off('data', onData).off('close', onClose)
      resolve(received)
    }
    const onClose = () => reject(new Error(`the server closed the connection (received: ${received})`))
    socket.on('data', onData).once('close', onClose)
    socket.write('GET / HTTP/1.1\r\nHost: frogwalk.test\r\n\r\n')
  })
}

describe('listen', () => {
  const server = listen(
    () => new Response('ok'),
    { port: 0, hostname: '127.0.0.1' },
    () => {},
  )
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keeps an idle connection open past Node’s 5 s, so a client reusing it is answered, not reset', async () => {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    socket.on('error', () => {})
    try {
      const first = await ask(socket)
      expect(first).toMatch(/^HTTP\/1\.1 200/)
      expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i)
      await sleep(6_000)
      expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/)
    } finally {
      socket.destroy()
    }
  }, 15_000)
})

/** Sends `GET path` on a new kept-alive connection; `answer` resolves with the answer's text, or the close. */
function openAndAsk(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)))
  socket.write(`GET ${path} HTTP/1.1\r\nHost: frogwalk.test\r\nConnection: keep-alive\r\n\r\n`)
  return { socket, closed, received: () => received }
}

describe('stopServer', () => {
  it('answers the requests under way, then closes every kept-alive connection without waiting for it to idle out', async () => {
    const server = listen(
      (request) =>
        new URL(request.url).pathname === '/slow'
          ? sleep(800).then(() => new Response('slow ok'))
          : new Response('ok'),
      { port: 0, hostname: '127.0.0.1' },
      () => {},
    )
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as net.AddressInfo
    const idle = openAndAsk(port, '/')
    const busy = openAndAsk(port, '/slow')
    await expect.poll(() => idle.received()).toMatch(/\r\n\r\nok$/)
    await sleep(100)

    const stoppedAt = Date.now()
    await stopServer(server, 5_000)
    expect(Date.now() - stoppedAt).toBeLessThan(2_000)
    expect(await busy.closed).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\nslow ok$/)
    await idle.closed
  })

  it('cuts a request that is still under way when the grace time is over', async () => {
    const server = listen(
      () => new Promise<Response>(() => {}),
      { port: 0, hostname: '127.0.0.1' },
      () => {},
    )
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as net.AddressInfo
    const hanging = openAndAsk(port, '/')
    await sleep(200)
    const stoppedAt = Date.now()
    await stopServer(server, 500)
    expect(Date.now() - stoppedAt).toBeLessThan(2_000)
    expect(await hanging.closed).toBe('')
  })
})
