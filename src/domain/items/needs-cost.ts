import { formatMoney, type Cents } from '../money'

/*
 * Sold items without a cost (decision 034): an item sold at a cost of goods of $0, whether the sales import
 * made it (its cost unknown, flagged needs cost) or the cost was never typed. Its whole revenue counts as
 * gross profit, so the reports say how many there are and how much revenue they carry, and closing the
 * year asks first.
 */

/** How many sold items have no cost, and their revenue (sale price + postage charged), summed by the database. */
export interface NeedsCost {
  count: number
  revenue: Cents
}

export const NO_ITEMS_NEED_COST: NeedsCost = { count: 0, revenue: 0 }

/** Whether an item is one: sold, at a cost of goods of $0. */
export function needsCostOf(item: { status: string; costOfGoods: Cents }): boolean {
  return item.status === 'sold' && item.costOfGoods === 0
}

/** '3 items sold at $0 cost: $1,080.00 of revenue' (one item: '1 item sold at …'). */
export function needsCostText({ count, revenue }: NeedsCost): string {
  return `${count} ${count === 1 ? 'item' : 'items'} sold at $0 cost: ${formatMoney(revenue)} of revenue`
}

/** The question closing a year asks first while sold items of that year have no cost. */
export function needsCostClosingQuestion(year: number, needs: NeedsCost): string {
  return `${needsCostText(needs)} in ${year}. Their whole revenue counts as profit until their costs are entered. Close ${year} anyway?`
}

/** The title of the list of sold items without a cost, and of the Sold list's filter. */
export const NEEDS_COST_TITLE = 'Needs Cost'

/** Most costs one bulk entry may save at once (a page of the list and more). */
export const MAX_BULK_COSTS = 500
