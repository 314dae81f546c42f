import { and, count, sql } from 'drizzle-orm'

import type { NeedsCost } from '../../../domain/items/needs-cost'
import { centsToDecimal } from '../../../domain/money'
import type { BulkCost } from '../../../shared/schemas/item'
import { notFound } from '../../errors'
import type { Database } from '../client'
import { inventoryItems } from '../schema'

import { NEEDS_COST_CONDITION, revenueOfSums } from './items'
import { withinYear } from './lists'
import { ownedBy } from './owned'

const items = inventoryItems

/**
 * How many of the user's sold items have no cost and their revenue (decision 034): of one year by sold
 * date, or of all years. A read of the partial index of those items (migration 0024), however many sales.
 */
export async function needsCostTotals(db: Database, userId: string, year?: number): Promise<NeedsCost> {
  const [row] = await db
    .select({
      count: count(),
      revenue: sql`coalesce(${revenueOfSums}, 0)`.mapWith(items.salePrice),
    })
    .from(items)
    .where(
      and(
        ownedBy(items, userId),
        NEEDS_COST_CONDITION,
        year === undefined ? undefined : withinYear(items.soldDate, year),
      ),
    )
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
