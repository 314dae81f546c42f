import { MAX_CENTS } from '../../domain/money'
import {
  LINE_TOTAL_TOO_LARGE_MESSAGE,
  lineItemListQuerySchema,
  lineItemUpdateSchema,
  newLineItemSchema,
  type LineItemUpdate,
} from '../../shared/schemas/receipt'
import type { Database } from '../db/client'
import {
  createLineItem,
  deleteLineItem,
  getLineItem,
  listLineItems,
  updateLineItem,
} from '../db/queries/line-items'
import { AppError } from '../errors'

import { resourceRoutes } from './resource'

/** A change to a line item; its total stays quantity x unit cost (spec 5), which must fit the money column. */
async function changeLineItem(db: Database, userId: string, id: string, changes: LineItemUpdate) {
  const stored = await getLineItem(db, userId, id)
  if (stored === undefined) return undefined
  const quantity = changes.quantity ?? stored.quantity
  const unitCost = changes.unitCost ?? stored.unitCost
  if (quantity * unitCost > MAX_CENTS)
    throw new AppError('validation_failed', LINE_TOTAL_TOO_LARGE_MESSAGE, {
      unitCost: LINE_TOTAL_TOO_LARGE_MESSAGE,
    })
  return updateLineItem(db, userId, id, changes, stored)
}

/** /api/receipt-line-items (spec 2, a receipt's line items and Quick Add). */
export const lineItemRoutes = resourceRoutes({
  label: 'Receipt line item',
  answer: (lineItem) => ({ lineItem }),
  list: { query: lineItemListQuerySchema, run: listLineItems },
  get: getLineItem,
  create: { body: newLineItemSchema, run: createLineItem },
  update: { body: lineItemUpdateSchema, run: changeLineItem },
  remove: deleteLineItem,
})
