import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createApp } from './app'
import { createAuth } from './auth'
import { startMaintenance } from './db/maintenance'
import { Admission, PGLITE_SLOTS } from './http/admission'
import { listen, stopServer } from './http/listen'
import { EnvError, readEnv, type Env } from './env'
import { createLogger, jsonLogger, type Logger } from './observability/logger'
import { startMetrics, type Metrics } from './observability/metrics'
import { authSecret, openDatabase, openFileStore, prepareDataDir, reason, StartError } from './startup'
import type { DatabaseHandle } from './db/client'

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url))
/** How long requests under way may take to finish when the server is told to stop. */
const STOP_GRACE_MS = 3_000

/** JSON lines unless said otherwise, or read by a person at a terminal (decision 033). */
function logFormat(env: Env) {
  return env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')
}

/** The metrics' listener, when METRICS_PORT asks for one; their figures of the database's pool or queue. */
async function metricsFor(
  env: Env,
  database: DatabaseHandle,
  admission: Admission | undefined,
  logger: Logger,
): Promise<Metrics | undefined> {
  if (env.METRICS_PORT === undefined) return undefined
  const metrics = await startMetrics({
    port: env.METRICS_PORT,
    host: env.METRICS_HOST,
    logger,
    database: {
      // PostgreSQL's pool; on the embedded database, its turns (decision 011b): slots, free ones, waiting.
      pool: () =>
        database.poolState() ?? {
          total: PGLITE_SLOTS,
          idle: PGLITE_SLOTS - (admission?.active ?? 0),
          waiting: admission?.waiting ?? 0,
        },
    },
  })
  database.observeStatements(metrics.observeQuery)
  return metrics
}

async function start(logger: Logger, env: Env): Promise<void> {
  prepareDataDir(env.DATA_DIR)
  const database = await openDatabase(env, (event) =>
    'poolError' in event
      ? logger.error({ err: { message: event.poolError } }, 'PostgreSQL pool error')
      : logger.info(event, event.applied > 0 ? 'migrations applied' : 'migrations already applied'),
  )
  const secret = await authSecret(env, database)
  const signupOpen = env.SIGNUP === 'open'
  const auth = createAuth(database.db, {
    secret,
    baseUrl: env.PUBLIC_URL,
    signupOpen,
    rateLimit: env.RATE_LIMIT,
    logger,
  })
  const files = openFileStore(env)
  const hasWeb = existsSync(path.join(WEB_ROOT, 'index.html'))
  // PGlite runs on this thread: its requests take turns (decision 011b). PostgreSQL's pool queues them.
  const admission = database.kind === 'pglite' ? new Admission(PGLITE_SLOTS) : undefined
  const metrics = await metricsFor(env, database, admission, logger)
  let stopping = false
  const app = createApp({
    db: database.db,
    auth,
    files,
    signupOpen,
    proxyHops: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    webRoot: hasWeb ? WEB_ROOT : undefined,
    admission,
    logger,
    observeRequest: metrics?.observeRequest,
    isReady: () => !stopping,
  })

  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    const engine =
      database.kind === 'pglite' ? `embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'
    logger.info(`Frogwalk is running at http://${env.HOST}:${info.port} (${engine}, ${files.description}).`)
    if (!hasWeb) logger.warn('The UI is not built; run `npm run build` or use `npm start`.')
    // Out at once, not with the next lines held (observability/logger.ts): a supervisor waits for it.
    logger.flush()
  })
  server.on('error', (error) => {
    logger.error(`Frogwalk cannot listen on ${env.HOST}:${env.PORT} (${reason(error)}).`)
    process.exit(1)
  })

  // PostgreSQL has its autovacuum; the embedded database has this server's (decision 019).
  const stopMaintenance =
    database.kind === 'pglite'
      ? startMaintenance(database.db, {
          firstAfterMs: 10_000,
          everyMs: 60_000,
          log: (line) => logger.info(line),
        })
      : () => {}

  // Told to stop: `/api/ready` says so at once, and the server goes on serving for SHUTDOWN_DELAY seconds so
  // that a load balancer sends it nothing new; then the requests under way are answered before the database
  // closes. A second signal ends the process at once. Closing waits for the database's work under way, for
  // the grace time at most: a stuck statement must not keep the process from stopping (both engines keep
  // what they committed).
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    stopMaintenance()
    logger.info({ signal, delaySeconds: env.SHUTDOWN_DELAY }, 'stopping')
    void new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY * 1000))
      .then(() => stopServer(server, STOP_GRACE_MS))
      .then(() => metrics?.close())
      .then(() =>
        Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]),
      )
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// The configuration is read before the log exists; a mistake in it is said in JSON all the same.
let env: Env
try {
  env = readEnv()
} catch (error) {
  jsonLogger({ level: 'error' }).error(error instanceof EnvError ? error.message : String(error))
  process.exit(1)
}
const logger = await createLogger({ format: logFormat(env), level: env.LOG_LEVEL })
// Node's own warnings (a library's deprecation notice, say) are lines of the log too, not plain text on
// standard error between its JSON lines.
process.removeAllListeners('warning')
process.on('warning', (warning) => logger.warn({ warning: warning.name }, warning.message))
start(logger, env).catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError) logger.error(error.message)
  else logger.error({ err: error }, 'Frogwalk could not start')
  process.exit(1)
})
