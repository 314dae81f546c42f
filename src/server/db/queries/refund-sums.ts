import { and, eq, sql } from 'drizzle-orm'
import { alias, type SelectedFields } from 'drizzle-orm/pg-core'

import { NO_REFUND_SUMS, type RefundSums } from '../../../domain/marketplaces/refunds'
import type { Database } from '../client'
import { inventoryItems, refunds } from '../schema'

import { jsonField, jsonMap, jsonRow, type JsonRead } from './json-read'
import { ownedBy } from './owned'

/*
 * What refunds took back from the reports' profits (decision 032), summed by the database: what they gave
 * the buyers, the fees credited back with them, and the cost of the items returns brought back to inventory.
 */

const items = inventoryItems
const returnedItems = alias(inventoryItems, 'returned_items')

/** What refunds took back, summed (`RefundSums`): given back, fees credited, the returned items' cost. */
const REFUND_SUMS = {
  refunds: sql`coalesce(sum(${refunds.amount}), 0)`.mapWith(refunds.amount),
  feesCredited: sql`coalesce(sum(${refunds.feesCredited}), 0)`.mapWith(refunds.amount),
  returnedCost: sql`coalesce(sum(${returnedItems.costOfGoods}), 0)`.mapWith(refunds.amount),
}

/** The user's refunds with the items their returns brought back, for `REFUND_SUMS`. */
export function refundsWithReturnedItems<T extends SelectedFields>(db: Database, userId: string, fields: T) {
  return db
    .select({ ...fields, ...REFUND_SUMS })
    .from(refunds)
    .leftJoin(items, and(eq(items.id, refunds.itemId), eq(items.userId, userId)))
    .leftJoin(
      returnedItems,
      and(eq(returnedItems.id, refunds.returnedItemId), eq(returnedItems.userId, userId)),
    )
}

/**
 * Every refund of the user, summed: what the Dashboard's Net Profit is after. A read of the refunds with the items
 * their returns brought back, as one JSON value (decision 040).
 */
export function allRefundSumsRead(userId: string): JsonRead<RefundSums> {
  const { money } = jsonField
  return jsonMap(
    jsonRow(
      {
        refunds: money(sql`coalesce(sum(${refunds.amount}), 0)`),
        feesCredited: money(sql`coalesce(sum(${refunds.feesCredited}), 0)`),
        returnedCost: money(sql`coalesce(sum(${returnedItems.costOfGoods}), 0)`),
      },
      sql`from ${refunds} left join ${items} as ${returnedItems}
        on ${returnedItems.id} = ${refunds.returnedItemId} and ${returnedItems.userId} = ${userId}
        where ${ownedBy(refunds, userId)}`,
    ),
    (row) => row ?? NO_REFUND_SUMS,
  )
}
