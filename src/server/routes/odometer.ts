import { Hono } from 'hono'

import {
  newOdometerReadingSchema,
  odometerListQuerySchema,
  odometerReadingUpdateSchema,
  odometerSummaryQuerySchema,
} from '../../shared/schemas/odometer'
import type { AppEnv } from '../context'
import { listOdometerReadings, odometerReadingRows, odometerSummary } from '../db/queries/odometer'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

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
      create: { body: newOdometerReadingSchema },
      update: { body: odometerReadingUpdateSchema },
    }),
  )
