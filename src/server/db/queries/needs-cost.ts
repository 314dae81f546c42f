import { and, eq, sql } from 'drizzle-orm'

import { NO_ITEMS_NEED_COST, type NeedsCost } from '../../../domain/items/needs-cost'
import { centsToDecimal } from '../../../domain/money'
import type { BulkCost } from '../../../shared/schemas/item'
import { notFound } from '../../errors'
import type { Database } from '../client'
import { inventoryItems, saleMonthTotals } from '../schema'

import { jsonField, jsonMap, jsonRow, readJson, type JsonRead } from './json-read'
import { withinYear } from './lists'
import { ownedBy } from './owned'

const items = inventoryItems

/**
 * How many of the user's sold items have no cost and their revenue (decision 034): of one year by sold
 * date, or of all years. The sums the items' triggers keep with the sales of each month (sale_month_totals,
 * decision 038): a year's twelve months of rows, however many sales.
 */
export function needsCostRead(userId: string, year?: number): JsonRead<NeedsCost> {
  const kept = saleMonthTotals
  return jsonMap(
    jsonRow(
      {
        count: jsonField.int(sql`coalesce(sum(${kept.needsCostCount}), 0)`),
        revenue: jsonField.money(sql`coalesce(sum(${kept.needsCostRevenue}), 0)`),
      },
      sql`from ${kept} where ${and(eq(kept.userId, userId), year === undefined ? undefined : withinYear(kept.month, year))}`,
    ),
    (row) => row ?? NO_ITEMS_NEED_COST,
  )
}

/** The sold items without a cost (`needsCostRead`), alone in a statement. */
export async function needsCostTotals(db: Database, userId: string, year?: number): Promise<NeedsCost> {
  return readJson(db, needsCostRead(userId, year))
}

/**
 * Enters the costs of several of the user's items in one statement, in one transaction: each item's cost of
 * goods, its needs-cost flag cleared. An id that is not one of the user's items changes nothing at all
 * (404), and a closed year's item refuses the whole statement (migration 0018 answers 409).
 */
export async function enterCosts(db: Database, userId: string, costs: BulkCost['costs']): Promise<number> {
  const rows = sql.join(
    costs.map((cost) => sql`(${cost.id}::uuid, ${centsToDecimal(cost.costOfGoods)}::numeric(12, 2))`),
    sql`, `,
  )
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(items)
      .set({ costOfGoods: sql`entered.cost`, needsCost: false, updatedAt: new Date() })
      .from(sql`(values ${rows}) as entered (id, cost)`)
      .where(and(ownedBy(items, userId), sql`${items.id} = entered.id`))
      .returning({ id: items.id })
    if (changed.length !== costs.length) throw notFound('Item')
    return changed.length
  })
}
