import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'

import type { ApiErrorBody } from '../shared/errors'

import { requireUser, SessionCache, type Auth } from './auth'
import type { AppEnv } from './context'
import type { Database } from './db/client'
import { isDatabaseReachable } from './db/client'
import { CHECK_FAILURES, closedYearRefusal, LINK_FAILURES, UNIQUE_CONFLICTS } from './db/conflicts'

import { AppError, postgresError } from './errors'
import type { FileStore } from './files/store'
import { admitted, type Admission } from './http/admission'
import { BODY_LIMITS, bodyLimit, readThroughUnreadBody, type BodyLimit } from './http/body-limit'
import { clientWriteOnce, keyOnlyOnKeptWrites } from './http/client-writes'
import { contentSecurityPolicy } from './http/csp'
import { jsonBodiesOnly, sameOriginWrites } from './http/guards'
import { cacheControl, compression } from './http/serving'
import { silentLogger, type Logger } from './observability/logger'
import { logFailure, requestLog, type RequestObserver } from './observability/request-log'
import { accountRoutes } from './routes/account'
import { backupRoutes, RESTORE_PATH } from './routes/backup'
import { authRoutes } from './routes/auth'
import { brandRoutes } from './routes/brands'
import { expenseRoutes } from './routes/expenses'
import { fileRoutes, removeDeletedFiles, UPLOAD_PATH } from './routes/files'
import { form1099kRoutes } from './routes/form-1099k'
import { importRoutes } from './routes/item-import'
import { itemRoutes } from './routes/items'
import { lineItemRoutes } from './routes/line-items'
import { odometerRoutes } from './routes/odometer'
import { purchaseLocationRoutes } from './routes/purchase-locations'
import { receiptRoutes } from './routes/receipts'
import { reportRoutes } from './routes/reports'
import { salesImportMappingRoutes, salesImportRoutes } from './routes/sales-imports'
import { settingsRoutes } from './routes/settings'
import { taxYearPackRoutes } from './routes/tax-year-pack'
import { taxYearRoutes } from './routes/tax-years'
import { vendorCategoryRoutes } from './routes/vendor-categories'
import { vendorRoutes } from './routes/vendors'

/** The largest request body the API reads, but for the imports', the upload's and the restore's. */
export const MAX_BODY_BYTES = BODY_LIMITS.json.maxBytes
/** The routes that read a file as their body: the items import and the marketplace sales import. */
const IMPORT_PATHS: ReadonlySet<string> = new Set(['/api/import/items', '/api/sales-imports'])
const isImportPath = (path: string) => IMPORT_PATHS.has(path.replace(/\/$/, ''))

interface AppOptions {
  db: Database
  auth: Auth
  /** Where users' files are kept: DATA_DIR/files or an S3 bucket (decision 021). */
  files: FileStore
  signupOpen: boolean
  /** How many trusted reverse proxies append to X-Forwarded-For (TRUST_PROXY); none by default. */
  proxyHops?: number
  /** The public address (PUBLIC_URL): the app's own origin for writes, and HSTS when it is https. */
  publicUrl?: string | undefined
  /** The built UI (dist/web) to serve beside the API; none in API tests. */
  webRoot?: string | undefined
  /** How long a confirmed session is taken without the database (`SessionCache`); for tests of its end. */
  sessionCacheMs?: number
  /** The queue signed-in API requests wait in before they run (the embedded database's); none by default. */
  admission?: Admission | undefined
  /** Where a line per request and each unexpected failure are written (decision 033); nowhere by default. */
  logger?: Logger | undefined
  /** Told of every answered request (the metrics), when they are on. */
  observeRequest?: RequestObserver | undefined
  /** Whether this server takes new work: false once it is told to stop (`GET /api/ready`); always by default. */
  isReady?: (() => boolean) | undefined
}

/** What an unexpected failure becomes: a code the UI understands, without internals. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('payload_too_large', 'The request is too large.')
    if (error.status === 400) return new AppError('invalid_json', 'The request body is not valid JSON.')
    return null
  }
  const pgError = postgresError(error)
  const closedYear = closedYearRefusal(pgError)
  if (closedYear) return closedYear
  if (pgError?.code === '23505') {
    const conflict = UNIQUE_CONFLICTS[pgError.constraint ?? '']
    if (conflict) return new AppError('conflict', conflict.message, { [conflict.field]: conflict.message })
    return new AppError('conflict', 'This record already exists.')
  }
  const check = pgError?.code === '23514' ? CHECK_FAILURES[pgError.constraint ?? ''] : undefined
  if (check) return new AppError('validation_failed', check.message, { [check.field]: check.message })
  // Check constraints and out-of-range numbers: input the schemas should have refused.
  if (pgError?.code === '23514' || pgError?.code === '22003' || pgError?.code === '22P02')
    return new AppError('validation_failed', 'Some values are out of range.')
  if (pgError?.code === '23503') {
    const link = LINK_FAILURES[pgError.constraint ?? '']
    if (link) return new AppError('validation_failed', link.message, { [link.field]: link.message })
    return new AppError('validation_failed', 'A linked record no longer exists.')
  }
  return null
}

const LIMITS = new Map<BodyLimit, MiddlewareHandler>(
  Object.values(BODY_LIMITS).map((limit) => [limit, bodyLimit(limit)]),
)

/**
 * The body limit of a request: the imports', the upload's and the restore's are larger than every JSON
 * body's; a GET or HEAD has none (asking node's request for a body would make it a whole web Request).
 */
export function bodyLimitFor(method: string, path: string): BodyLimit | null {
  if (method === 'GET' || method === 'HEAD') return null
  if (isImportPath(path)) return BODY_LIMITS.import
  if (path === RESTORE_PATH) return BODY_LIMITS.restore
  if (path === UPLOAD_PATH && method === 'POST') return BODY_LIMITS.upload
  return BODY_LIMITS.json
}

/** The requests whose body is not JSON: the CSV import's file and the upload's multipart body. */
const takesFile = (method: string, path: string) =>
  isImportPath(path) || (path === UPLOAD_PATH && method === 'POST') || path === RESTORE_PATH

export function createApp(options: AppOptions) {
  const { db, auth } = options
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined
  const isHttps = publicOrigin?.startsWith('https://') ?? false
  const sessions = new SessionCache(options.sessionCacheMs)
  const logger = options.logger ?? silentLogger
  const isReady = options.isReady ?? (() => true)

  const api = new Hono<AppEnv>()
    .get('/health', async (c) =>
      (await isDatabaseReachable(c.var.db))
        ? c.json({ status: 'ok' }, 200)
        : c.json(
            {
              error: { code: 'unavailable', message: 'The database is not reachable.' },
            } satisfies ApiErrorBody,
            503,
          ),
    )
    // For a load balancer: whether to send this server new requests. False from the moment it is told to
    // stop, while the requests under way finish; and while the database cannot be reached.
    .get('/ready', async (c) => {
      const problem = !isReady()
        ? 'This server is stopping.'
        : !(await isDatabaseReachable(c.var.db))
          ? 'The database is not reachable.'
          : null
      return problem === null
        ? c.json({ status: 'ready' }, 200)
        : c.json({ error: { code: 'unavailable', message: problem } } satisfies ApiErrorBody, 503)
    })
    .get('/config', (c) => c.json({ signupOpen: options.signupOpen }, 200))
    // Any account request may end or change sessions (sign-out, password change): the sessions this
    // process took on trust are asked of the database again.
    .use('/auth/*', async (c, next) => {
      await next()
      if (!(c.req.method === 'GET' && c.req.path === '/api/auth/get-session')) sessions.clear()
    })
    .route('/auth', authRoutes({ auth, signupOpen: options.signupOpen, proxyHops: options.proxyHops ?? 0 }))
    .use('*', requireUser(auth, sessions))
    .use('*', options.admission ? admitted(options.admission) : (_c, next) => next())
    .use('*', removeDeletedFiles)
    // A write sent with the device's own id (offline saves, synced later) is made once (decision 024).
    .use('*', clientWriteOnce)
    .route('/settings', settingsRoutes)
    .route('/account', accountRoutes({ auth, sessions, proxyHops: options.proxyHops ?? 0 }))
    .route('/items', itemRoutes)
    .route('/import', importRoutes)
    .route('/sales-imports', salesImportRoutes)
    .route('/sales-import-mappings', salesImportMappingRoutes)
    .route('/brands', brandRoutes)
    .route('/purchase-locations', purchaseLocationRoutes)
    .route('/expenses', expenseRoutes)
    .route('/vendors', vendorRoutes)
    .route('/vendor-categories', vendorCategoryRoutes)
    .route('/receipts', receiptRoutes)
    .route('/receipt-line-items', lineItemRoutes)
    .route('/odometer-readings', odometerRoutes)
    .route('/reports', reportRoutes)
    .route('/tax-years', form1099kRoutes)
    .route('/tax-years', taxYearRoutes)
    .route('/files', fileRoutes)
    .route('/backup', backupRoutes)
    .route('/tax-years', taxYearPackRoutes)

  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('db', db)
      c.set('files', options.files)
      c.set('logger', logger)
      await next()
    })
    // Outermost but for the above: its line is written once the answer below is final.
    .use(
      '*',
      requestLog(logger, { trustForwardedId: (options.proxyHops ?? 0) > 0, observe: options.observeRequest }),
    )
    // Outermost: tags (ETag, 304) and compresses the final answer.
    .use('*', compression)
    .use('*', cacheControl)
    .use(
      '*',
      secureHeaders({
        contentSecurityPolicy: contentSecurityPolicy(options.webRoot),
        // Only over https: a browser told so once refuses plain http to this host for the max-age.
        strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
      }),
    )
    // A body left unread by an early answer (401, 403, 404, a page) is read through before it is sent.
    .use('*', readThroughUnreadBody)
    .use('/api/*', sameOriginWrites(publicOrigin))
    // The imports read a file (text/csv, larger), the upload a multipart body (a photo or a receipt's
    // file); every other request body is JSON within the limit.
    .use('/api/*', (c, next) => {
      const limit = bodyLimitFor(c.req.method, c.req.path)
      const middleware = limit ? LIMITS.get(limit) : undefined
      return middleware ? middleware(c, next) : next()
    })
    .use('/api/*', (c, next) => (takesFile(c.req.method, c.req.path) ? next() : jsonBodiesOnly(c, next)))
    .use('/api/*', keyOnlyOnKeptWrites)
    .route('/api', api)
    .all('/api/*', () => {
      throw new AppError('not_found', 'No such API endpoint')
    })

  if (options.webRoot) {
    const root = options.webRoot
    // Built assets, then the single-page app for every other path (React Router draws the screen). The
    // build writes a brotli copy beside each asset (scripts/precompress-plugin.ts), sent as it is.
    app.use('/*', serveStatic({ root, precompressed: true }))
    // A hashed asset that is not there (an old page asking for a chunk of the previous build) is a 404,
    // never index.html, which would be cached for a year under the asset's name.
    app.get('/assets/*', (c) => c.text('Not found', 404))
    app.get('*', serveStatic({ root, path: 'index.html' }))
  }

  app.onError((error, c) => {
    const known = toAppError(error)
    // A body refused for its size was read to its end first (http/body-limit.ts); when it was not, the
    // limit has asked for the connection to be closed after the answer.
    if (known) return c.json(known.toBody(), known.status)
    logFailure(c, error)
    return c.json(
      {
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      } satisfies ApiErrorBody,
      500,
    )
  })

  return app
}

export type AppType = ReturnType<typeof createApp>
