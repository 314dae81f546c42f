import { and, eq, sql } from 'drizzle-orm'

import type { LineItemListQuery } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { keptCount, lineItemTotal } from '../kept-totals'
import { lineItemCounts, receiptLineItems } from '../schema'

import { listPage, searchCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's receipt line items; their total is set from quantity and unit cost (routes/line-items.ts). */
export const lineItemRows = ownedRows(receiptLineItems)

/** Line item orders (spec 7: newest first); indexes receipt_line_items_{receipt,converted,created}_idx. */
const ORDERS: Record<LineItemListQuery['sort'], ListOrder> = {
  createdAt: { keys: [{ expression: receiptLineItems.createdAt, kind: 'timestamp' }] },
}

/**
 * How many line items the user has (converted or not, when `isConverted` says which) and the units they
 * hold, from the counts kept by migration 0008's triggers.
 */
export async function lineItemTotals(db: Database, userId: string, isConverted?: boolean) {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${lineItemCounts.count}), 0)::int`,
      units: sql<number>`coalesce(sum(${lineItemCounts.units}), 0)::int`,
    })
    .from(lineItemCounts)
    .where(
      and(
        eq(lineItemCounts.userId, userId),
        isConverted === undefined ? undefined : eq(lineItemCounts.isConverted, isConverted),
      ),
    )
  return row ?? { count: 0, units: 0 }
}

/**
 * How many line items one of the user's receipts has and what their totals add up to (its detail, which
 * pages its line items and so cannot add them up itself). Exact: a numeric sum, read as cents.
 */
export async function receiptLineItemSum(db: Database, userId: string, receiptId: string) {
  const { totalCost } = receiptLineItems
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalCost: sql`coalesce(sum(${totalCost}), 0)`.mapWith(totalCost),
    })
    .from(receiptLineItems)
    .where(and(ownedBy(receiptLineItems, userId), eq(receiptLineItems.receiptId, receiptId)))
  return row ?? { count: 0, totalCost: 0 }
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
    rows: async (parts) => lineItemRows.page(db, parts, {}),
    total: keptCount(lineItemTotal, userId),
    // Converted or not is the only filter: the counts know how many.
    matching:
      query.q === '' && query.receiptId === undefined && query.converted !== undefined
        ? keptCount(lineItemTotal, userId, eq(lineItemCounts.isConverted, query.converted))
        : undefined,
  })
}
