/**
 * Refunds (decision 032): money given back to a buyer after a sale. A return brings the item back (it is in
 * inventory again, its cost in the ending inventory); an allowance leaves it with the buyer. Both are
 * Schedule C line 2, returns and allowances.
 */

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
