/**
 * Refunds (decision 032): money given back to a buyer after a sale. A return brings the item back (it is in
 * inventory again, its cost in the ending inventory); an allowance leaves it with the buyer. Both are
 * Schedule C line 2, returns and allowances.
 */

import { formatMoney, type Cents } from '../money'

/** What a refund did with the item. */
export const REFUND_KINDS = ['return', 'allowance'] as const
export type RefundKind = (typeof REFUND_KINDS)[number]

/** The SKU of the item a return puts back in inventory: the sold item's with '-R' (then '-R2', '-R3'…). */
export function returnedSku(sku: string, taken: (candidate: string) => boolean, maxLength: number): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-R' : `-R${n}`
    const candidate = `${sku.slice(0, maxLength - suffix.length)}${suffix}`
    if (!taken(candidate)) return candidate
  }
}

/**
 * What refunds took back from a period's profit: what they gave the buyers, the fees the marketplaces
 * credited back with them, and the cost of the items returns brought back to inventory.
 */
export interface RefundSums {
  refunds: Cents
  feesCredited: Cents
  returnedCost: Cents
}

export const NO_REFUND_SUMS: RefundSums = { refunds: 0, feesCredited: 0, returnedCost: 0 }

/**
 * A profit after refunds: less what they gave back, plus the fees credited back and the cost of the items
 * returned (in inventory again, out of the cost of goods sold), as the Tax Summary nets them.
 */
export function profitAfterRefunds(profit: Cents, sums: RefundSums): Cents {
  return profit - sums.refunds + sums.feesCredited + sums.returnedCost
}

/** What a profit figure says of the refunds it is after, when there are any: 'After $15.00 of refunds'. */
export function afterRefunds(refunds: Cents): string | undefined {
  return refunds > 0 ? `After ${formatMoney(refunds)} of refunds` : undefined
}
