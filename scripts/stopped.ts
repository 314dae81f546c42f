import { StartError } from '../src/server/startup'
import type { Env } from '../src/server/env'

/** Whether a Frogwalk server answers at the configured address. */
async function isServerRunning(host: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

/** PGlite is one process's database: writing to it while the server runs would corrupt it. */
export async function requireStoppedServer(env: Env): Promise<void> {
  if (!env.DATABASE_URL && (await isServerRunning(env.HOST, env.PORT)))
    throw new StartError('Stop Frogwalk first: the embedded database takes one process at a time.')
}
