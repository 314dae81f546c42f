import { Hono } from 'hono'

import { idParamSchema } from '../../shared/schemas/common'
import {
  conversionSchema,
  newReceiptNumberQuerySchema,
  newReceiptSchema,
  receiptItemsQuerySchema,
  receiptListQuerySchema,
  receiptNumberCheckQuerySchema,
  receiptUpdateSchema,
} from '../../shared/schemas/receipt'
import type { AppEnv } from '../context'
import { convertLineItems, skuClock } from '../receipt-conversion'
import {
  isReceiptNumberTaken,
  listReceiptItems,
  listReceipts,
  newReceiptNumber,
  receiptLinks,
  receiptRows,
  receiptStats,
  unconvertedCounts,
} from '../db/queries/receipts'
import { receiptLineItemSum } from '../db/queries/line-items'
import { getSettings } from '../db/queries/settings'
import { notFound } from '../errors'
import { userToday } from '../today'
import { validate } from '../validate'
import { insertNamingVendor, updateNamingVendor } from '../vendor-names'

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
  // Generated on the server, so it is unique among the user's numbers and stamped in the user's time zone.
  .get('/new-number', validate('query', newReceiptNumberQuerySchema), async (c) => {
    const { timeZone } = await getSettings(c.var.db, c.var.userId)
    const receiptNumber = await newReceiptNumber(c.var.db, c.var.userId, {
      ...c.req.valid('query'),
      now: new Date(),
      timeZone,
    })
    return c.json({ receiptNumber }, 200)
  })
  // The dashboard banner's figures (spec 2): the line items left to convert and the items they would make.
  .get('/unconverted', async (c) =>
    c.json({ unconverted: await unconvertedCounts(c.var.db, c.var.userId) }, 200),
  )
  // Convert All of the user's unconverted line items, from the dashboard banner (spec 4): one transaction.
  .post('/convert-all', validate('json', conversionSchema), async (c) => {
    const conversion = await convertLineItems(c.var.db, c.var.userId, 'all', {
      ...c.req.valid('json'),
      ...(await skuClock(c.var.db, c.var.userId)),
    })
    return c.json({ conversion }, 200)
  })
  .get(
    '/:id/items',
    validate('param', idParamSchema),
    validate('query', receiptItemsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const [receipt] = await receiptRows.get(c.var.db, c.var.userId, id)
      if (receipt === undefined) throw notFound('Receipt')
      return c.json(await listReceiptItems(c.var.db, c.var.userId, id, c.req.valid('query')), 200)
    },
  )
  // Convert All of one receipt's unconverted line items (spec 4): one transaction.
  .post('/:id/convert', validate('param', idParamSchema), validate('json', conversionSchema), async (c) => {
    const { id } = c.req.valid('param')
    const [receipt] = await receiptRows.get(c.var.db, c.var.userId, id)
    if (receipt === undefined) throw notFound('Receipt')
    const conversion = await convertLineItems(
      c.var.db,
      c.var.userId,
      { receiptId: id },
      {
        ...c.req.valid('json'),
        ...(await skuClock(c.var.db, c.var.userId)),
      },
    )
    return c.json({ conversion }, 200)
  })
  // What the receipt's line items add up to, for the detail's check against its total less tax.
  .get('/:id/line-item-sum', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const [receipt] = await receiptRows.get(c.var.db, c.var.userId, id)
    if (receipt === undefined) throw notFound('Receipt')
    return c.json({ lineItems: await receiptLineItemSum(c.var.db, c.var.userId, id) }, 200)
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
      // A vendor no vendor of the user's is named is created with the receipt (vendor-names.ts).
      create: { body: newReceiptSchema, run: insertNamingVendor(receiptRows.insert) },
      update: { body: receiptUpdateSchema, run: updateNamingVendor(receiptRows.update) },
    }),
  )
