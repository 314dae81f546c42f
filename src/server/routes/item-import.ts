import { Hono } from 'hono'

import { CSV_MIME_TYPE } from '../../domain/csv/import'
import type { AppEnv } from '../context'
import { AppError } from '../errors'
import { importItemsCsv } from '../item-import'

/**
 * POST /api/import/items: the whole CSV file as the body (text/csv), imported in one transaction
 * (spec 2, Settings → Import Data). Its body may be larger than other requests' (app.ts, MAX_IMPORT_BYTES).
 */
export const importRoutes = new Hono<AppEnv>().post('/items', async (c) => {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith(CSV_MIME_TYPE))
    throw new AppError('validation_failed', 'Only CSV files (text/csv) can be imported')
  const summary = await importItemsCsv(c.var.db, c.var.userId, await c.req.text())
  return c.json({ summary }, 200)
})
