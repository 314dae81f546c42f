/**
 * Schedule C Part III (cost of goods sold) as the form computes it, by the book: inventory at the beginning
 * of the year (line 35), purchases less the cost of items withdrawn for personal use (36), labor (37),
 * materials and supplies (38), other costs (39), their sum (40), inventory at the end of the year (41) and
 * cost of goods sold (42 = 40 − 41), with the method (line 33: cost) and no change in it (line 34).
 *
 * An item is in inventory from the day it was bought (its purchase date; without one, the day it was
 * recorded, or the day it left when that came first: items/acquired.ts) until the day it left: sold (its
 * sold date) or disposed of (its disposed date). The inventory at
 * the end of a year is the cost of every item bought on or before 31 December and not gone by then; the
 * beginning of a year is the end of the year before, so any past year reads as it stood.
 *
 * Items donated or kept for personal use leave inventory and their cost comes out of the purchases of the
 * year they left (the form's line 36 is 'Purchases less cost of items withdrawn for personal use'; a
 * donation of inventory is not also a cost of goods sold). Discarded items stay in cost of goods sold. So
 * over the years, line 42 adds up to the cost of everything sold or discarded.
 *
 * The figures come from buckets: the cost of a user's items grouped by the year each was bought, the year it
 * left and how, which SQL sums in one pass (queries/part-three.ts). Money in cents.
 */

import { DISPOSAL_REASONS, type DisposalReason } from '../items/status'
import type { Cents } from '../money'

/** How an item left inventory. */
export type InventoryExit = 'sold' | DisposalReason

/** The cost and count of the items bought in one year that left in one year, one way (or are still held). */
export interface InventoryBucket {
  acquiredYear: number
  /** The year the items left inventory, null while they are held. */
  exitYear: number | null
  /** How they left, null while they are held. */
  exit: InventoryExit | null
  cost: Cents
  count: number
  /**
   * Items a return put back in inventory (decision 032): acquired on the refund's date at the sold item's
   * cost, which its sale already took into line 42, so they join the inventory without being purchases. False
   * when not said.
   */
  isReturn?: boolean
}

/** Part III of one year, cents. */
export interface PartThree {
  year: number
  /** Line 33: the method used to value closing inventory. */
  method: 'cost'
  /** Line 34: a change in determining quantities, costs or valuations between opening and closing inventory. */
  methodChanged: false
  line35BeginningInventory: Cents
  /** The cost of the items bought in the year, before line 36 takes the withdrawals out. */
  purchases: Cents
  /** The cost of the items donated or kept for personal use in the year, taken out of line 36. */
  withdrawn: Cents
  /** The cost of the items returns put back in inventory in the year: no purchase, in the inventory still. */
  returned: Cents
  line36Purchases: Cents
  line37Labor: Cents
  line38MaterialsAndSupplies: Cents
  line39OtherCosts: Cents
  line40: Cents
  line41EndingInventory: Cents
  line42CostOfGoodsSold: Cents
  /** Of line 42: the cost of the items sold in the year. */
  soldCost: Cents
  /** Of line 42: the cost of the items discarded in the year. */
  discardedCost: Cents
}

/** Whether a bucket's items are held at the end of `year`. */
function heldAtEndOf(bucket: InventoryBucket, year: number): boolean {
  return bucket.acquiredYear <= year && (bucket.exitYear === null || bucket.exitYear > year)
}

/** The inventory at the end of `year`: the cost of every item bought by 31 December and not gone by then. */
export function endingInventory(buckets: readonly InventoryBucket[], year: number): Cents {
  let total = 0
  for (const bucket of buckets) if (heldAtEndOf(bucket, year)) total += bucket.cost
  return total
}

/** Part III of `year` from the user's buckets. */
export function partThree(buckets: readonly InventoryBucket[], year: number): PartThree {
  let purchases = 0
  let returned = 0
  let withdrawn = 0
  let soldCost = 0
  let discardedCost = 0
  for (const bucket of buckets) {
    if (bucket.acquiredYear === year && bucket.isReturn === true) returned += bucket.cost
    else if (bucket.acquiredYear === year) purchases += bucket.cost
    if (bucket.exitYear !== year) continue
    if (bucket.exit === 'donated' || bucket.exit === 'personal_use') withdrawn += bucket.cost
    else if (bucket.exit === 'sold') soldCost += bucket.cost
    else if (bucket.exit === 'discarded') discardedCost += bucket.cost
  }
  const beginning = endingInventory(buckets, year - 1)
  const ending = endingInventory(buckets, year)
  const line36 = purchases - withdrawn
  const line40 = beginning + line36
  return {
    year,
    method: 'cost',
    methodChanged: false,
    line35BeginningInventory: beginning,
    purchases,
    withdrawn,
    returned,
    line36Purchases: line36,
    line37Labor: 0,
    line38MaterialsAndSupplies: 0,
    line39OtherCosts: 0,
    line40,
    line41EndingInventory: ending,
    line42CostOfGoodsSold: line40 - ending,
    soldCost,
    discardedCost,
  }
}

/** The items disposed of in a year for one reason: how many and their cost. */
export interface DisposedInYear {
  reason: DisposalReason
  count: number
  cost: Cents
}

/** The items disposed of in `year`, per reason in the order of DISPOSAL_REASONS, reasons with none included. */
export function disposedInYearOf(buckets: readonly InventoryBucket[], year: number): DisposedInYear[] {
  return DISPOSAL_REASONS.map((reason) => {
    const left = buckets.filter((bucket) => bucket.exitYear === year && bucket.exit === reason)
    return {
      reason,
      count: left.reduce((sum, bucket) => sum + bucket.count, 0),
      cost: left.reduce((sum, bucket) => sum + bucket.cost, 0),
    }
  })
}
