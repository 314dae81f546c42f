import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createApp } from './app'
import { createAuth } from './auth'
import { startMaintenance } from './db/maintenance'
import { Admission, PGLITE_SLOTS } from './http/admission'
import { listen, stopServer } from './http/listen'
import { EnvError, readEnv } from './env'
import { authSecret, openDatabase, openFileStore, prepareDataDir, reason, StartError } from './startup'

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url))
/** How long requests under way may take to finish when the server is told to stop. */
const STOP_GRACE_MS = 3_000

async function start(): Promise<void> {
  const env = readEnv()
  prepareDataDir(env.DATA_DIR)
  const secret = authSecret(env)
  const database = await openDatabase(env)
  const signupOpen = env.SIGNUP === 'open'
  const auth = createAuth(database.db, {
    secret,
    baseUrl: env.PUBLIC_URL,
    signupOpen,
    rateLimit: env.RATE_LIMIT,
  })
  const files = openFileStore(env)
  const hasWeb = existsSync(path.join(WEB_ROOT, 'index.html'))
  const app = createApp({
    db: database.db,
    auth,
    files,
    signupOpen,
    proxyHops: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    webRoot: hasWeb ? WEB_ROOT : undefined,
    // PGlite runs on this thread: its requests take turns (decision 011b). PostgreSQL's pool queues them.
    admission: database.kind === 'pglite' ? new Admission(PGLITE_SLOTS) : undefined,
  })

  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    const engine =
      database.kind === 'pglite' ? `embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'
    console.log(`Frogwalk is running at http://${env.HOST}:${info.port} (${engine}, ${files.description}).`)
    if (!hasWeb) console.log('The UI is not built; run `npm run build` or use `npm start`.')
  })
  server.on('error', (error) => {
    console.error(`Frogwalk cannot listen on ${env.HOST}:${env.PORT} (${reason(error)}).`)
    process.exit(1)
  })

  // PostgreSQL has its autovacuum; the embedded database has this server's (decision 019).
  const stopMaintenance =
    database.kind === 'pglite'
      ? startMaintenance(database.db, { firstAfterMs: 10_000, everyMs: 60_000, log: console.log })
      : () => {}

  // Requests under way are answered before the database closes; a second signal ends the process at once.
  // Closing waits for the database's work under way, for the grace time at most: a stuck statement must not
  // keep the process from stopping (both engines keep what they committed).
  const stop = () => {
    stopMaintenance()
    void stopServer(server, STOP_GRACE_MS)
      .then(() =>
        Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]),
      )
      .finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

start().catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError) console.error(error.message)
  else console.error('Frogwalk could not start:', error)
  process.exit(1)
})
