import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'

import { serve } from '@hono/node-server'

/**
 * How long an idle connection waits for its client's next request. Node's default, 5 s, is shorter than
 * the idle time of most clients and of the proxies in front of a server (60 s is common): the server then
 * closes a connection just as the client sends its next request on it, and that request is reset
 * (ECONNRESET) instead of answered. Longer than those, the client is the side that closes, and it never
 * closes a connection it is sending on. The `Keep-Alive: timeout=65` header tells clients that honour it.
 */
const KEEP_ALIVE_MS = 65_000

type Fetch = (request: Request) => Response | Promise<Response>

/** The HTTP server of the app, listening on `port` of `hostname`. */
export function listen(
  fetch: Fetch,
  { port, hostname }: { port: number; hostname: string },
  onListening: (info: AddressInfo) => void,
): Server {
  const server = serve(
    // Headers must still arrive within a minute and a bit; only the wait between requests is longer.
    { fetch, port, hostname, serverOptions: { headersTimeout: KEEP_ALIVE_MS + 1_000 } },
    onListening,
  ) as Server
  server.keepAliveTimeout = KEEP_ALIVE_MS
  return server
}

/**
 * Stops `server` for the process's end: it takes no new connection, closes the idle kept-alive ones at
 * once and each busy one as soon as its answer is sent, and cuts whatever is still busy after `graceMs`.
 * `server.close()` alone waits for every kept-alive connection, and one that was busy when it was called
 * stays open for the whole keep-alive time (65 s) after its answer. Resolves once every connection is closed.
 */
export function stopServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve()
    })
    server.closeIdleConnections()
  })
}
