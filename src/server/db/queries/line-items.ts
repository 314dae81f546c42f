import { eq } from 'drizzle-orm'

import { lineItemTotal } from '../../../domain/receipts/line-items'
import type { LineItemListQuery, LineItemUpdate, NewLineItem } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { receiptLineItems } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(receiptLineItems)

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
    fetch: async (page) =>
      db
        .select({ ...columns, cursorKey: page.cursorKey })
        .from(receiptLineItems)
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

export async function getLineItem(db: Database, userId: string, id: string) {
  const [lineItem] = await db
    .select(columns)
    .from(receiptLineItems)
    .where(ownedBy(receiptLineItems, userId, id))
  return lineItem
}

/**
 * A new line item of one of the user's receipts; the total is quantity x unit cost (spec 5). The database
 * refuses a receipt that is not the user's (the foreign key holds the pair).
 */
export async function createLineItem(db: Database, userId: string, input: NewLineItem) {
  const totalCost = lineItemTotal(input.quantity, input.unitCost)
  return inserted(
    await db
      .insert(receiptLineItems)
      .values({ ...input, totalCost, userId })
      .returning(columns),
  )
}

/** Changes a line item, keeping its total equal to quantity x unit cost (spec 5). */
export async function updateLineItem(
  db: Database,
  userId: string,
  id: string,
  changes: LineItemUpdate,
  current: { quantity: number; unitCost: number },
) {
  const totalCost = lineItemTotal(changes.quantity ?? current.quantity, changes.unitCost ?? current.unitCost)
  const [lineItem] = await db
    .update(receiptLineItems)
    .set({ ...changes, totalCost, updatedAt: new Date() })
    .where(ownedBy(receiptLineItems, userId, id))
    .returning(columns)
  return lineItem
}

export async function deleteLineItem(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(receiptLineItems)
    .where(ownedBy(receiptLineItems, userId, id))
    .returning({ id: receiptLineItems.id })
  return deleted.length > 0
}
