import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, describe, expect, it } from 'vitest'

import { listen } from './listen'

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
