/** Item statuses of spec 3, in the order the product lists them. */
export const ITEM_STATUSES = ['unlisted', 'listed', 'sold', 'defective'] as const

export type ItemStatus = (typeof ITEM_STATUSES)[number]

/** Labels and badge colours of spec 3 (Item status enumeration). */
export const ITEM_STATUS_INFO: Record<ItemStatus, { label: string; color: 'gray' | 'blue' | 'green' | 'red' }> = {
  unlisted: { label: 'Unlisted', color: 'gray' },
  listed: { label: 'Listed', color: 'blue' },
  sold: { label: 'Sold', color: 'green' },
  defective: { label: 'Defective', color: 'red' },
}

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value)
}

/** Default sales tax rate, as a decimal fraction (spec 9: 0.0663, that is 6.63%). */
export const DEFAULT_SALES_TAX_RATE = 0.0663
