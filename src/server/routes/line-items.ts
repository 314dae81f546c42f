import { MAX_CENTS } from '../../domain/money'
import { ALREADY_CONVERTED_MESSAGE } from '../../domain/receipts/conversion'
import { lineItemTotal } from '../../domain/receipts/line-items'
import { Hono } from 'hono'

import { idParamSchema } from '../../shared/schemas/common'
import {
  conversionSchema,
  quickAddSchema,
  type QuickAdd,
  LINE_TOTAL_TOO_LARGE_MESSAGE,
  lineItemListQuerySchema,
  lineItemUpdateSchema,
  newLineItemSchema,
  type LineItemUpdate,
  type NewLineItem,
} from '../../shared/schemas/receipt'
import type { Database } from '../db/client'
import { lineItemRows, listLineItems } from '../db/queries/line-items'
import type { AppEnv } from '../context'
import { convertLineItems, skuClock } from '../receipt-conversion'
import { receiptLineItems } from '../db/schema'
import { AppError, notFound } from '../errors'
import { validate } from '../validate'

import { resourceRoutes } from './resource'

/**
 * A new line item of one of the user's receipts; its total is quantity x unit cost (spec 5). The database
 * refuses a receipt that is not the user's (the foreign key holds the pair).
 */
async function addLineItem(db: Database, userId: string, input: NewLineItem) {
  return lineItemRows.insert(db, userId, {
    ...input,
    totalCost: lineItemTotal(input.quantity, input.unitCost),
  })
}

/** A change to a line item; its total stays quantity x unit cost (spec 5), which must fit the money column. */
async function changeLineItem(db: Database, userId: string, id: string, changes: LineItemUpdate) {
  const [stored] = await lineItemRows.get(db, userId, id)
  if (stored === undefined) return []
  const quantity = changes.quantity ?? stored.quantity
  const unitCost = changes.unitCost ?? stored.unitCost
  if (quantity * unitCost > MAX_CENTS)
    throw new AppError('validation_failed', LINE_TOTAL_TOO_LARGE_MESSAGE, {
      unitCost: LINE_TOTAL_TOO_LARGE_MESSAGE,
    })
  return lineItemRows.update(db, userId, id, { ...changes, totalCost: lineItemTotal(quantity, unitCost) })
}

/** Quick Add's Save All (spec 5): every row in one INSERT, so all of them are saved or none. */
async function addLineItems(db: Database, userId: string, input: QuickAdd) {
  return db
    .insert(receiptLineItems)
    .values(
      input.lineItems.map((line) => ({
        ...line,
        userId,
        receiptId: input.receiptId,
        totalCost: lineItemTotal(line.quantity, line.unitCost),
      })),
    )
    .returning(lineItemRows.columns)
}

/** /api/receipt-line-items (spec 2, a receipt's line items and Quick Add), with Save All and converting one. */
export const lineItemRoutes = new Hono<AppEnv>()
  .post('/bulk', validate('json', quickAddSchema), async (c) => {
    const lineItems = await addLineItems(c.var.db, c.var.userId, c.req.valid('json'))
    return c.json({ lineItems }, 201)
  })
  // Convert one line item (spec 4): one unlisted item per unit, and the line item marked converted.
  .post('/:id/convert', validate('param', idParamSchema), validate('json', conversionSchema), async (c) => {
    const { id } = c.req.valid('param')
    const conversion = await convertLineItems(
      c.var.db,
      c.var.userId,
      { lineItemId: id },
      {
        ...c.req.valid('json'),
        ...(await skuClock(c.var.db, c.var.userId)),
      },
    )
    if (conversion.lineItemCount === 0) {
      const [lineItem] = await lineItemRows.get(c.var.db, c.var.userId, id)
      if (lineItem === undefined) throw notFound('Receipt line item')
      throw new AppError('conflict', ALREADY_CONVERTED_MESSAGE)
    }
    return c.json({ conversion }, 200)
  })
  .route(
    '/',
    resourceRoutes({
      label: 'Receipt line item',
      answer: (lineItem) => ({ lineItem }),
      rows: lineItemRows,
      list: { query: lineItemListQuerySchema, run: listLineItems },
      create: { body: newLineItemSchema, run: addLineItem },
      update: { body: lineItemUpdateSchema, run: changeLineItem },
    }),
  )
