import { randomBytes } from 'node:crypto'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { serve } from '@hono/node-server'

import { createApp } from './app'
import { createAuth } from './auth'
import { openPglite, openPostgres, type DatabaseHandle } from './db/client'
import { EnvError, readEnv, type Env } from './env'

const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url))

/** A reason to stop at start, said in one sentence. */
class StartError extends Error {}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').replace(/\.$/, '')
}

function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    const probe = path.join(dir, '.write-check')
    writeFileSync(probe, 'ok')
    unlinkSync(probe)
  } catch (error) {
    throw new StartError(`Frogwalk cannot write to its data folder ${path.resolve(dir)} (${reason(error)}).`)
  }
}

/** AUTH_SECRET, or the one generated on first start and kept in the data folder. */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  const file = path.join(env.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured address'
  }
}

async function openDatabase(env: Env): Promise<DatabaseHandle> {
  try {
    return env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
  } catch (error) {
    const where = env.DATABASE_URL
      ? `PostgreSQL at ${withoutPassword(env.DATABASE_URL)}`
      : `the embedded database in ${path.resolve(env.DATA_DIR, 'db')}`
    throw new StartError(`Frogwalk cannot open ${where} (${reason(error)}).`)
  }
}

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
  const hasWeb = existsSync(path.join(WEB_ROOT, 'index.html'))
  const app = createApp({
    db: database.db,
    auth,
    signupOpen,
    trustProxy: env.TRUST_PROXY,
    webRoot: hasWeb ? WEB_ROOT : undefined,
  })

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const engine =
      database.kind === 'pglite' ? `embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'
    console.log(`Frogwalk is running at http://${env.HOST}:${info.port} (${engine}).`)
    if (!hasWeb) console.log('The UI is not built; run `npm run build` or use `npm start`.')
  })
  server.on('error', (error) => {
    console.error(`Frogwalk cannot listen on ${env.HOST}:${env.PORT} (${reason(error)}).`)
    process.exit(1)
  })

  const stop = () => {
    server.close()
    void database.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

start().catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError) console.error(error.message)
  else console.error('Frogwalk could not start:', error)
  process.exit(1)
})
