import { Hono } from 'hono'
import Papa from 'papaparse'

import { CSV_EXPORT_COLUMNS, exportRow } from '../../domain/csv/export'
import { listedSummary } from '../../domain/reports/item-stats'
import { idParamSchema } from '../../shared/schemas/common'
import {
  bulkDeleteSchema,
  bulkStatusSchema,
  itemListQuerySchema,
  itemMatchSchema,
  itemUpdateSchema,
  markSoldSchema,
  newItemSchema,
  skuCheckQuerySchema,
} from '../../shared/schemas/item'
import type { AppEnv } from '../context'
import {
  allListItems,
  countItemsByStatus,
  isSkuTaken,
  itemRows,
  listItems,
  sumItems,
} from '../db/queries/items'
import { notFound } from '../errors'
import { addItem, changeItem, changeStatusOfItems, deleteItems, offerSku, sellItem } from '../item-rules'
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
    const { selection, status } = c.req.valid('json')
    return c.json({ changed: await changeStatusOfItems(c.var.db, c.var.userId, selection, status) }, 200)
  })
  .post('/bulk-delete', validate('json', bulkDeleteSchema), async (c) => {
    const { selection } = c.req.valid('json')
    return c.json({ deleted: await deleteItems(c.var.db, c.var.userId, selection) }, 200)
  })
  .get('/sku-check', validate('query', skuCheckQuerySchema), async (c) => {
    const { sku, excludeId } = c.req.valid('query')
    return c.json({ available: !(await isSkuTaken(c.var.db, c.var.userId, sku, excludeId)) }, 200)
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
