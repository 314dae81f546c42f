import { Hono } from 'hono'

import { idParamSchema } from '../../shared/schemas/common'
import {
  newReceiptSchema,
  receiptListQuerySchema,
  receiptNumberCheckQuerySchema,
  receiptUpdateSchema,
} from '../../shared/schemas/receipt'
import type { AppEnv } from '../context'
import {
  isReceiptNumberTaken,
  listReceipts,
  receiptLinks,
  receiptRows,
  receiptStats,
} from '../db/queries/receipts'
import { notFound } from '../errors'
import { userToday } from '../today'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

/** /api/receipts (spec 2, Inventory Receipts), with the figures, the number check and the delete warning's counts. */
export const receiptRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => {
    const today = await userToday(c.var.db, c.var.userId)
    return c.json({ stats: await receiptStats(c.var.db, c.var.userId, today) }, 200)
  })
  .get('/number-check', validate('query', receiptNumberCheckQuerySchema), async (c) => {
    const { receiptNumber, excludeId } = c.req.valid('query')
    const isTaken = await isReceiptNumberTaken(c.var.db, c.var.userId, receiptNumber, excludeId)
    return c.json({ available: !isTaken }, 200)
  })
  .get('/:id/links', validate('param', idParamSchema), async (c) => {
    const links = await receiptLinks(c.var.db, c.var.userId, c.req.valid('param').id)
    if (links === undefined) throw notFound('Receipt')
    return c.json({ links }, 200)
  })
  .route(
    '/',
    resourceRoutes({
      label: 'Receipt',
      answer: (receipt) => ({ receipt }),
      rows: receiptRows,
      list: { query: receiptListQuerySchema, run: listReceipts },
      create: { body: newReceiptSchema },
      update: { body: receiptUpdateSchema },
    }),
  )
