import { MAX_CENTS } from '../../domain/money'
import { lineItemTotal } from '../../domain/receipts/line-items'
import {
  LINE_TOTAL_TOO_LARGE_MESSAGE,
  lineItemListQuerySchema,
  lineItemUpdateSchema,
  newLineItemSchema,
  type LineItemUpdate,
  type NewLineItem,
} from '../../shared/schemas/receipt'
import type { Database } from '../db/client'
import { lineItemRows, listLineItems } from '../db/queries/line-items'
import { AppError } from '../errors'

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

/** /api/receipt-line-items (spec 2, a receipt's line items and Quick Add). */
export const lineItemRoutes = resourceRoutes({
  label: 'Receipt line item',
  answer: (lineItem) => ({ lineItem }),
  rows: lineItemRows,
  list: { query: lineItemListQuerySchema, run: listLineItems },
  create: { body: newLineItemSchema, run: addLineItem },
  update: { body: lineItemUpdateSchema, run: changeLineItem },
})
