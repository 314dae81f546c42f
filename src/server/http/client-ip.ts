import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's address. Without a trusted proxy it is the connection's. Behind `proxyHops` trusted reverse
 * proxies, each appends the address it received the request from to X-Forwarded-For, so the client's is the
 * entry `proxyHops` from the end: every entry before it came from the client and may be forged. A header
 * with fewer entries did not pass through all the proxies; the connection's address counts then.
 */
export function clientIp(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    const forwarded = entries[entries.length - proxyHops]
    if (forwarded !== undefined) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown'
  }
}
