import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'

import type { AppEnv } from '../context'
import { clientWrites } from '../db/schema'
import { AppError } from '../errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set on an answer given again for a write already made. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The writes a device keeps while offline and sends later under its own id (src/web/api/kept-writes.ts,
 * decision 024): a new item, expense, odometer reading, a receipt's Quick Add, and a photo onto its item.
 * Only these are made once per key. Each is one route's own database writes, all through `c.var.db`, so they
 * can run inside the key's transaction; a route that also writes through another connection (the account
 * routes, through better-auth) would wait on that transaction for ever, and one that answers a file (the
 * labels' PDF) cannot be kept as JSON.
 */
export const KEPT_WRITE_PATHS: ReadonlySet<string> = new Set([
  '/api/items',
  '/api/expenses',
  '/api/odometer-readings',
  '/api/receipt-line-items/bulk',
  '/api/files',
])

export const KEY_NOT_TAKEN_MESSAGE = `${IDEMPOTENCY_HEADER} is taken only by the writes a device keeps offline (new items, expenses, odometer readings, line items and photos)`

/** Whether a request may carry the header: a POST to one of the kept writes. */
const takesKey = (method: string, path: string) =>
  method === 'POST' && KEPT_WRITE_PATHS.has(path.replace(/\/$/, ''))

/**
 * Refuses the header (400) on every other request, before any route or better-auth sees it: a client that
 * sends it elsewhere learns that nothing there is made once, instead of trusting a promise nobody keeps.
 */
export const keyOnlyOnKeptWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(IDEMPOTENCY_HEADER) !== undefined && !takesKey(c.req.method, c.req.path))
    throw new AppError('validation_failed', KEY_NOT_TAKEN_MESSAGE)
  await next()
})

/** Thrown inside the transaction to undo a write the route refused; its answer stands. */
class Refused extends Error {}

/**
 * A POST sent with an `Idempotency-Key` (a UUID the device made) is written once per user and key
 * (decision 024). The key is claimed first, in the write's own transaction, so that two copies of one write
 * racing each other wait for one another; the answer is kept with it, and every repeat gets that answer
 * again, marked `Idempotent-Replayed`, with nothing written. A refused write (4xx) keeps nothing: the
 * device may fix it and send it again under the same key. Without the header a POST is as before; the
 * header anywhere but on the kept writes was refused by `keyOnlyOnKeptWrites`.
 */
export const clientWriteOnce = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key === undefined || !takesKey(c.req.method, c.req.path)) return next()
  if (!UUID.test(key)) {
    throw new AppError('validation_failed', `${IDEMPOTENCY_HEADER} must be a UUID`)
  }
  const db = c.var.db
  const userId = c.var.userId
  const target = `POST ${c.req.path}`
  let replay: Response | undefined
  try {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(clientWrites)
        .values({ userId, key: key.toLowerCase(), target, status: 0, body: '' })
        .onConflictDoNothing()
        .returning({ key: clientWrites.key })
      if (claimed.length === 0) {
        const [kept] = await tx
          .select()
          .from(clientWrites)
          .where(and(eq(clientWrites.userId, userId), eq(clientWrites.key, key.toLowerCase())))
        if (kept === undefined) throw new Error('A claimed write key could not be read back')
        if (kept.target !== target) {
          throw new AppError('conflict', `This ${IDEMPOTENCY_HEADER} was already used for another write`)
        }
        replay = new Response(kept.body, {
          status: kept.status,
          headers: { 'Content-Type': 'application/json; charset=UTF-8', [REPLAYED_HEADER]: 'true' },
        })
        return
      }
      c.set('db', tx)
      try {
        await next()
      } finally {
        c.set('db', db)
      }
      if (c.error !== undefined || !c.res.ok) throw new Refused()
      await tx
        .update(clientWrites)
        .set({ status: c.res.status, body: await c.res.clone().text() })
        .where(and(eq(clientWrites.userId, userId), eq(clientWrites.key, key.toLowerCase())))
    })
  } catch (error) {
    if (!(error instanceof Refused)) throw error
  }
  if (replay !== undefined) return replay
})
