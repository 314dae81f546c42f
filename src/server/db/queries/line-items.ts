import { eq } from 'drizzle-orm'

import type { LineItemListQuery } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { receiptLineItems } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's receipt line items; their total is set from quantity and unit cost (routes/line-items.ts). */
export const lineItemRows = ownedRows(receiptLineItems)

/** Line item orders (spec 7: newest first); indexes receipt_line_items_{receipt,converted,created}_idx. */
const ORDERS: Record<LineItemListQuery['sort'], ListOrder> = {
  createdAt: { keys: [{ expression: receiptLineItems.createdAt, kind: 'timestamp' }] },
}

/** One page of the user's line items: of one receipt, and converted or not, newest first. */
export function listLineItems(db: Database, userId: string, query: LineItemListQuery) {
  const { description, brand, notes } = receiptLineItems
  return listPage(db, {
    table: receiptLineItems,
    id: receiptLineItems.id,
    scope: ownedBy(receiptLineItems, userId),
    filters: [
      searchCondition(query.q, [description, brand, notes]),
      query.receiptId === undefined ? undefined : eq(receiptLineItems.receiptId, query.receiptId),
      query.converted === undefined ? undefined : eq(receiptLineItems.isConverted, query.converted),
    ],
    order: ORDERS[query.sort],
    query,
    fetch: async (parts) => lineItemRows.page(db, parts, {}),
  })
}
