import { Hono } from 'hono'

import { generateSku, uniqueSku } from '../../domain/items/sku'
import { changeStatus } from '../../domain/items/status'
import { idParamSchema } from '../../shared/schemas/common'
import {
  itemListQuerySchema,
  itemUpdateSchema,
  markSoldSchema,
  newItemSchema,
  skuCheckQuerySchema,
  type ItemUpdate,
  type MarkSold,
  type NewItem,
} from '../../shared/schemas/item'
import type { AppEnv } from '../context'
import type { Database } from '../db/client'
import { countItemsByStatus, isSkuTaken, itemRows, listItems, skusStartingWith } from '../db/queries/items'
import { getSettings } from '../db/queries/settings'
import { notFound } from '../errors'
import { userToday } from '../today'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

/** A new item, its sold date set by the status rule (spec 4: sold with no date is sold today). */
async function addItem(db: Database, userId: string, input: NewItem) {
  const today = await userToday(db, userId)
  return itemRows.insert(db, userId, {
    ...input,
    ...changeStatus({ status: input.status, soldDate: null }, input.status, today, input.soldDate),
  })
}

/**
 * A change to an item. A change of status or sold date goes through the status rule of spec 4 against the
 * stored item: to sold keeps the given date, else the item's, else today; away from sold clears it.
 */
async function changeItem(db: Database, userId: string, id: string, changes: ItemUpdate) {
  if (changes.status === undefined && changes.soldDate === undefined)
    return itemRows.update(db, userId, id, changes)
  const [stored] = await itemRows.get(db, userId, id)
  if (stored === undefined) return []
  const today = await userToday(db, userId)
  const next = changeStatus(stored, changes.status ?? stored.status, today, changes.soldDate)
  return itemRows.update(db, userId, id, { ...changes, ...next })
}

/** The Mark as Sold dialog (spec 2): the sale figures, and the change to sold by the same status rule. */
async function sellItem(db: Database, userId: string, id: string, sale: MarkSold) {
  return changeItem(db, userId, id, { ...sale, status: 'sold' })
}

/** /api/items (spec 2, the inventory lists and the item form), with the counts, the SKU check and selling. */
export const itemRoutes = new Hono<AppEnv>()
  .get('/counts', async (c) => c.json({ counts: await countItemsByStatus(c.var.db, c.var.userId) }, 200))
  // A new item is offered a generated unique SKU (spec 5), stamped with the user's local date and time.
  .get('/new-sku', async (c) => {
    const { timeZone } = await getSettings(c.var.db, c.var.userId)
    const generated = generateSku(new Date(), timeZone, Math.random)
    const taken = await skusStartingWith(c.var.db, c.var.userId, generated)
    return c.json({ sku: uniqueSku(generated, taken) }, 200)
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
