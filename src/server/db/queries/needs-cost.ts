import { and, eq, sql } from 'drizzle-orm'

import type { NeedsCost } from '../../../domain/items/needs-cost'
import { centsToDecimal } from '../../../domain/money'
import type { BulkCost } from '../../../shared/schemas/item'
import { notFound } from '../../errors'
import type { Database } from '../client'
import { inventoryItems, saleMonthTotals } from '../schema'

import { withinYear } from './lists'
import { ownedBy } from './owned'

const items = inventoryItems

/**
 * How many of the user's sold items have no cost and their revenue (decision 034): of one year by sold
 * date, or of all years. The sums the items' triggers keep with the sales of each month (sale_month_totals,
 * decision 038): a year's twelve months of rows, however many sales.
 */
export async function needsCostTotals(db: Database, userId: string, year?: number): Promise<NeedsCost> {
  const kept = saleMonthTotals
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${kept.needsCostCount}), 0)::int`,
      revenue: sql`coalesce(sum(${kept.needsCostRevenue}), 0)`.mapWith(kept.needsCostRevenue),
    })
    .from(kept)
    .where(and(eq(kept.userId, userId), year === undefined ? undefined : withinYear(kept.month, year)))
  return row ?? { count: 0, revenue: 0 }
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
