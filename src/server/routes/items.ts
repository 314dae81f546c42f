import { Hono } from 'hono'
import Papa from 'papaparse'

import { CSV_EXPORT_COLUMNS, exportRow } from '../../domain/csv/export'
import { listedSummary } from '../../domain/reports/item-stats'
import { idParamSchema } from '../../shared/schemas/common'
import {
  bulkCostSchema,
  bulkDeleteSchema,
  bulkStatusSchema,
  itemListQuerySchema,
  itemMatchSchema,
  itemUpdateSchema,
  markSoldSchema,
  newItemSchema,
  skuCheckQuerySchema,
} from '../../shared/schemas/item'
import {
  bySkuQuerySchema,
  labelsRequestSchema,
  MAX_LABELS,
  TOO_MANY_LABELS,
} from '../../shared/schemas/label'
import { newRefundSchema, refundKindSchema, refundParamSchema } from '../../shared/schemas/refund'
import type { AppEnv } from '../context'
import {
  allListItems,
  countItemsByStatus,
  isSkuTaken,
  itemBySku,
  itemRows,
  labelItems,
  listItems,
  sumItems,
} from '../db/queries/items'
import { enterCosts } from '../db/queries/needs-cost'
import { AppError, notFound } from '../errors'
import { addItem, changeItem, changeStatusOfItems, deleteItems, offerSku, sellItem } from '../item-rules'
import { labelsPdf } from '../labels-pdf'
import { addRefund, changeRefundKind, deleteRefund, refundsOfOwnItem } from '../refunds'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

/** /api/items (spec 2, the inventory lists and the item form), with the counts, the SKU check and selling. */
export const itemRoutes = new Hono<AppEnv>()
  .get('/counts', async (c) => c.json({ counts: await countItemsByStatus(c.var.db, c.var.userId) }, 200))
  // The CSV export of a list (spec 2, 9; decision 013): every item its status, search and order show, written
  // here page by page so the browser only saves the file. Papa Parse quotes it, as the import reads it.
  .get('/export.csv', validate('query', itemListQuerySchema), async (c) => {
    const chunks = [Papa.unparse([[...CSV_EXPORT_COLUMNS]])]
    for await (const rows of allListItems(c.var.db, c.var.userId, c.req.valid('query'))) {
      if (rows.length === 0) continue
      const cells = rows.map((row) =>
        exportRow({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
      )
      chunks.push(Papa.unparse(cells, { newline: '\r\n' }))
    }
    return c.body(chunks.join('\r\n'), 200, { 'content-type': 'text/csv; charset=utf-8' })
  })
  // A new item is offered a generated unique SKU (spec 5), stamped with the user's local date and time.
  .get('/new-sku', async (c) => c.json({ sku: await offerSku(c.var.db, c.var.userId) }, 200))
  // The /listed page's total listed value and potential profit (decision 012), over the list's search.
  .get('/summary', validate('query', itemMatchSchema), async (c) => {
    const totals = await sumItems(c.var.db, c.var.userId, c.req.valid('query'))
    return c.json({ count: totals.count, ...listedSummary(totals) }, 200)
  })
  // Several items at once (spec 2: the chosen ones, or all matching the list), each in one statement.
  .post('/bulk-status', validate('json', bulkStatusSchema), async (c) => {
    const { selection, status, ...disposal } = c.req.valid('json')
    return c.json(
      { changed: await changeStatusOfItems(c.var.db, c.var.userId, selection, status, disposal) },
      200,
    )
  })
  .post('/bulk-delete', validate('json', bulkDeleteSchema), async (c) => {
    const { selection } = c.req.valid('json')
    return c.json({ deleted: await deleteItems(c.var.db, c.var.userId, selection) }, 200)
  })
  // Costs entered at once from the list of sold items without one (decision 034), in one transaction.
  .post('/bulk-cost', validate('json', bulkCostSchema), async (c) => {
    const { costs } = c.req.valid('json')
    return c.json({ changed: await enterCosts(c.var.db, c.var.userId, costs) }, 200)
  })
  .get('/sku-check', validate('query', skuCheckQuerySchema), async (c) => {
    const { sku, excludeId } = c.req.valid('query')
    return c.json({ available: !(await isSkuTaken(c.var.db, c.var.userId, sku, excludeId)) }, 200)
  })
  // The item a scanned barcode names (decision 022): its SKU, case-insensitively.
  .get('/by-sku', validate('query', bySkuQuerySchema), async (c) => {
    const { sku } = c.req.valid('query')
    const item = await itemBySku(c.var.db, c.var.userId, sku)
    if (item === undefined) throw new AppError('not_found', `No item with SKU ${sku}`)
    return c.json({ item }, 200)
  })
  // SKU labels of the chosen items as a PDF (decision 022); only those items are read.
  .post('/labels', validate('json', labelsRequestSchema), async (c) => {
    const { selection, size, start } = c.req.valid('json')
    const { rows, missing } = await labelItems(c.var.db, c.var.userId, selection, MAX_LABELS)
    if (missing > 0) throw notFound('Item')
    if (rows.length === 0) throw new AppError('not_found', 'No items to print labels for')
    if (rows.length > MAX_LABELS) throw new AppError('validation_failed', TOO_MANY_LABELS)
    const pdf = await labelsPdf(rows, size, start)
    return c.body(pdf, 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="sku-labels.pdf"',
    })
  })
  // Refunds of a sold item (decision 032): returns and allowances.
  .get('/:id/refunds', validate('param', idParamSchema), async (c) =>
    c.json({ refunds: await refundsOfOwnItem(c.var.db, c.var.userId, c.req.valid('param').id) }, 200),
  )
  .post('/:id/refunds', validate('param', idParamSchema), validate('json', newRefundSchema), async (c) => {
    const { id } = c.req.valid('param')
    return c.json({ refund: await addRefund(c.var.db, c.var.userId, id, c.req.valid('json')) }, 201)
  })
  .patch(
    '/:id/refunds/:refundId',
    validate('param', refundParamSchema),
    validate('json', refundKindSchema),
    async (c) => {
      const { id, refundId } = c.req.valid('param')
      const { kind } = c.req.valid('json')
      return c.json({ refund: await changeRefundKind(c.var.db, c.var.userId, id, refundId, kind) }, 200)
    },
  )
  .delete('/:id/refunds/:refundId', validate('param', refundParamSchema), async (c) => {
    const { id, refundId } = c.req.valid('param')
    await deleteRefund(c.var.db, c.var.userId, id, refundId)
    return c.body(null, 204)
  })
  .post('/:id/sell', validate('param', idParamSchema), validate('json', markSoldSchema), async (c) => {
    const [item] = await sellItem(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'))
    if (item === undefined) throw notFound('Item')
    return c.json({ item }, 200)
  })
  .route(
    '/',
    resourceRoutes({
      label: 'Item',
      answer: (item) => ({ item }),
      rows: itemRows,
      list: { query: itemListQuerySchema, run: listItems },
      create: { body: newItemSchema, run: addItem },
      update: { body: itemUpdateSchema, run: changeItem },
    }),
  )
