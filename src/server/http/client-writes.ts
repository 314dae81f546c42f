import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'

import type { AppEnv } from '../context'
import { clientWrites } from '../db/schema'
import { AppError } from '../errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set on an answer given again for a write already made. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Thrown inside the transaction to undo a write the route refused; its answer stands. */
class Refused extends Error {}

/**
 * A POST sent with an `Idempotency-Key` (a UUID the device made) is written once per user and key
 * (decision 024). The key is claimed first, in the write's own transaction, so that two copies of one write
 * racing each other wait for one another; the answer is kept with it, and every repeat gets that answer
 * again, marked `Idempotent-Replayed`, with nothing written. A refused write (4xx) keeps nothing: the
 * device may fix it and send it again under the same key. Without the header a POST is as before.
 */
export const clientWriteOnce = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (c.req.method !== 'POST' || key === undefined) return next()
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
