import { desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'

import { changeStatus, type ItemStatus } from '../../domain/items/status'
import { idParamSchema } from '../../shared/schemas/common'
import {
  itemUpdateSchema,
  ITEM_STATUS_SCHEMA,
  markSoldSchema,
  newItemSchema,
} from '../../shared/schemas/item'
import type { AppEnv } from '../context'
import { countItemsByStatus, itemRows, listItemsPage } from '../db/queries/items'
import { receiptRows } from '../db/queries/receipts'
import { inventoryItems } from '../db/schema'
import { AppError, notFound } from '../errors'
import { userToday } from '../today'
import { validate } from '../validate'

import { crudRoutes, publicRow } from './crud'

const listQuerySchema = z.object({
  status: ITEM_STATUS_SCHEMA.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined
      const decoded = z.object({ createdAt: z.iso.datetime(), id: z.uuid() }).safeParse(parseCursor(text))
      if (!decoded.success) {
        ctx.addIssue({ code: 'custom', message: 'Not a valid page cursor' })
        return z.NEVER
      }
      return decoded.data
    }),
})

function parseCursor(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** A receipt may be linked only if it is one of the user's own. */
async function checkReceipt(c: Context<AppEnv>, receiptId: unknown) {
  if (typeof receiptId !== 'string') return
  const receipt = await receiptRows.get(c.var.db, c.var.userId, receiptId)
  if (!receipt)
    throw new AppError('validation_failed', 'The chosen receipt does not exist', { receiptId: 'Not found' })
}

const crud = crudRoutes({
  rows: itemRows,
  one: 'item',
  many: 'items',
  label: 'Item',
  orderBy: () => [desc(inventoryItems.createdAt)],
  create: newItemSchema,
  update: itemUpdateSchema,
  prepareCreate: async (c, input) => {
    await checkReceipt(c, input.receiptId)
    const status = input.status as ItemStatus
    return {
      ...input,
      ...changeStatus(
        { status, soldDate: null },
        status,
        await userToday(c),
        input.soldDate as string | null,
      ),
    }
  },
  prepareUpdate: async (c, existing, changes) => {
    await checkReceipt(c, changes.receiptId)
    if (changes.status === undefined && changes.soldDate === undefined) return changes
    const current = { status: existing.status as ItemStatus, soldDate: existing.soldDate as string | null }
    const next = (changes.status ?? current.status) as ItemStatus
    return {
      ...changes,
      ...changeStatus(current, next, await userToday(c), changes.soldDate as string | null | undefined),
    }
  },
})

export const itemRoutes = new Hono<AppEnv>()
  .get('/counts', async (c) => c.json({ counts: await countItemsByStatus(c.var.db, c.var.userId) }, 200))
  .get('/', validate('query', listQuerySchema), async (c) => {
    const { status, limit, cursor } = c.req.valid('query')
    const page = await listItemsPage(c.var.db, c.var.userId, { status, limit, after: cursor })
    const nextCursor = page.next ? Buffer.from(JSON.stringify(page.next)).toString('base64url') : null
    return c.json({ items: page.items.map(publicRow), nextCursor }, 200)
  })
  // The Mark as Sold dialog (spec 2): the sale figures and the sold status in one change.
  .post('/:id/sell', validate('param', idParamSchema), validate('json', markSoldSchema), async (c) => {
    const item = await itemRows.update(c.var.db, c.var.userId, c.req.valid('param').id, {
      ...c.req.valid('json'),
      status: 'sold',
    })
    if (!item) throw notFound('Item')
    return c.json({ item: publicRow(item) }, 200)
  })
  .route('/', crud)
