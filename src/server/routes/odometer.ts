import { sql } from 'drizzle-orm'
import { Hono } from 'hono'

import { checkReadingOrder, type ReadingPoint } from '../../domain/mileage/readings'
import {
  newOdometerReadingSchema,
  odometerListQuerySchema,
  odometerReadingUpdateSchema,
  odometerSummaryQuerySchema,
  type NewOdometerReading,
  type OdometerReadingUpdate,
} from '../../shared/schemas/odometer'
import type { AppEnv } from '../context'
import type { Database } from '../db/client'
import {
  listOdometerReadings,
  odometerReadingRows,
  odometerSummary,
  readingNeighbours,
} from '../db/queries/odometer'
import { AppError } from '../errors'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

/** First key of the per-user advisory lock over a user's readings (the second is the user's id, hashed). */
const READINGS_LOCK = 15_000

/**
 * Takes the user's readings for this transaction: their writes run one at a time, so two writes at once
 * cannot each pass the order check against readings the other is about to change. Other users' writes, and
 * every read, do not wait.
 */
export async function lockReadings(db: Database, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${READINGS_LOCK}::int, hashtext(${userId}))`)
}

/**
 * Refuses (409, at the miles) a reading that would break the odometer's count up against the user's other
 * readings (`exceptId`: the reading being changed). A reading on a date that is taken is left to the unique
 * index, whose message is the spec's.
 */
async function refuseOutOfOrder(db: Database, userId: string, reading: ReadingPoint, exceptId?: string) {
  const neighbours = await readingNeighbours(db, userId, reading.readingDate, exceptId)
  if (neighbours.isDateTaken) return
  const verdict = checkReadingOrder(reading, neighbours)
  if (!verdict.ok) throw new AppError('conflict', verdict.message, { odometerMiles: verdict.message })
}

/** A new reading, refused when it is lower than an earlier date's reading or higher than a later one's. */
async function addReading(db: Database, userId: string, input: NewOdometerReading) {
  return db.transaction(async (tx) => {
    await lockReadings(tx, userId)
    await refuseOutOfOrder(tx, userId, input)
    return odometerReadingRows.insert(tx, userId, input)
  })
}

/**
 * A change to a reading: a new date or new miles must keep the order. A reading stored before the rule
 * keeps whatever order it had while neither changes (its notes or photo may still be edited).
 */
async function changeReading(db: Database, userId: string, id: string, changes: OdometerReadingUpdate) {
  return db.transaction(async (tx) => {
    await lockReadings(tx, userId)
    const [stored] = await odometerReadingRows.get(tx, userId, id)
    if (stored === undefined) return []
    const reading = {
      readingDate: changes.readingDate ?? stored.readingDate,
      odometerMiles: changes.odometerMiles ?? stored.odometerMiles,
    }
    if (reading.readingDate !== stored.readingDate || reading.odometerMiles !== stored.odometerMiles)
      await refuseOutOfOrder(tx, userId, reading, id)
    return odometerReadingRows.update(tx, userId, id, changes)
  })
}

/** /api/odometer-readings (spec 2, Odometer Tracking), with every figure of the page for a year in one answer. */
export const odometerRoutes = new Hono<AppEnv>()
  .get('/summary', validate('query', odometerSummaryQuerySchema), async (c) => {
    const { db, userId } = c.var
    return c.json({ summary: await odometerSummary(db, userId, c.req.valid('query').year) }, 200)
  })
  .route(
    '/',
    resourceRoutes({
      label: 'Odometer reading',
      answer: (reading) => ({ reading }),
      rows: odometerReadingRows,
      list: { query: odometerListQuerySchema, run: listOdometerReadings },
      create: { body: newOdometerReadingSchema, run: addReading },
      update: { body: odometerReadingUpdateSchema, run: changeReading },
    }),
  )
