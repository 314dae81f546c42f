/** Item statuses of spec 3, in the order the product lists them. */
export const ITEM_STATUSES = ['unlisted', 'listed', 'sold', 'defective', 'disposed'] as const

/**
 * An item status (spec 3): unlisted, listed, sold or defective; disposed is an item that left inventory without a
 * sale (donated, discarded or kept for personal use, with its date: DISPOSAL_REASONS).
 */
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/** Labels and badge colours of spec 3 (Item status enumeration). */
export const ITEM_STATUS_INFO: Record<
  ItemStatus,
  { label: string; color: 'gray' | 'blue' | 'green' | 'red' }
> = {
  unlisted: { label: 'Unlisted', color: 'gray' },
  listed: { label: 'Listed', color: 'blue' },
  sold: { label: 'Sold', color: 'green' },
  defective: { label: 'Defective', color: 'red' },
  disposed: { label: 'Disposed', color: 'gray' },
}

/** Whether `value` is one of the item statuses (exact lower-case value). */
export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value)
}

/** Default sales tax rate, as a decimal fraction (spec 9: 0.0663, that is 6.63%). */
export const DEFAULT_SALES_TAX_RATE = 0.0663

/** The status and sold date of an item, the two fields a status change touches. */
interface StatusAndSoldDate {
  status: ItemStatus
  soldDate: string | null
}

/**
 * Status change rules of spec 4. Any status may follow any other. Changing to sold keeps the sold date
 * given with the change, else the item's own, else `today` ('YYYY-MM-DD', the user's local date).
 * Changing away from sold (or staying unsold) clears the sold date.
 */
export function changeStatus(
  item: StatusAndSoldDate,
  nextStatus: ItemStatus,
  today: string,
  requestedSoldDate?: string | null,
): StatusAndSoldDate {
  if (nextStatus !== 'sold') return { status: nextStatus, soldDate: null }
  return { status: 'sold', soldDate: requestedSoldDate || item.soldDate || today }
}

/** Whether the Mark as Sold button shows for an item (spec 2: only unlisted or listed items). */
export function canMarkAsSold(status: ItemStatus): boolean {
  return status === 'unlisted' || status === 'listed'
}

/** Route and headings of each status list (spec 2, Routes); defective has no sort or export rules of its own. */
export const ITEM_STATUS_PAGES: Record<ItemStatus, { route: string; title: string; description: string }> = {
  unlisted: {
    route: '/unlisted',
    title: 'Unlisted Items',
    description: "Items that haven't been listed for sale yet",
  },
  listed: { route: '/listed', title: 'Listed Items', description: 'Items currently listed for sale on eBay' },
  sold: { route: '/sold', title: 'Sold Items', description: 'Items that have been successfully sold' },
  defective: {
    route: '/defective',
    title: 'Defective Items',
    description: 'Items that are damaged or defective',
  },
  disposed: {
    route: '/disposed',
    title: 'Disposed Items',
    description: 'Items donated, discarded or kept for personal use',
  },
}

/** Why an item left inventory without a sale; each leaves it on its disposal date (Schedule C Part III). */
export const DISPOSAL_REASONS = ['donated', 'discarded', 'personal_use'] as const

/** A reason an item was disposed of. */
export type DisposalReason = (typeof DISPOSAL_REASONS)[number]

/** The words for each disposal reason. */
export const DISPOSAL_REASON_LABELS: Record<DisposalReason, string> = {
  donated: 'Donated',
  discarded: 'Discarded',
  personal_use: 'Kept for personal use',
}

/** The disposal of an item: the day it left inventory without a sale and why, both null unless disposed. */
export interface Disposal {
  disposedDate: string | null
  disposalReason: DisposalReason | null
}

/** The words of a change to disposed that names no reason. */
export const DISPOSAL_REASON_REQUIRED =
  'Choose why the item was disposed of: donated, discarded or kept for personal use'

/**
 * The disposal rule (decision 025), beside the status rule: changing to disposed keeps the disposal date
 * given with the change, else the item's own, else `today` (the user's local date), and the reason given,
 * else the item's; a reason is required (the verdict says so). Any other status clears both.
 */
export function changeDisposal(
  item: Disposal,
  nextStatus: ItemStatus,
  today: string,
  requested: {
    disposedDate?: string | null | undefined
    disposalReason?: DisposalReason | null | undefined
  } = {},
): { ok: true; disposal: Disposal } | { ok: false; message: string } {
  if (nextStatus !== 'disposed') return { ok: true, disposal: { disposedDate: null, disposalReason: null } }
  const disposalReason = requested.disposalReason || item.disposalReason
  if (!disposalReason) return { ok: false, message: DISPOSAL_REASON_REQUIRED }
  return {
    ok: true,
    disposal: { disposedDate: requested.disposedDate || item.disposedDate || today, disposalReason },
  }
}

/** How a disposed item's page and row say what became of it: 'Donated on 2026-03-14'. */
export function disposalText(
  disposal: Disposal,
  formatDate: (date: string) => string = (date) => date,
): string {
  if (disposal.disposalReason === null) return ''
  const label = DISPOSAL_REASON_LABELS[disposal.disposalReason]
  return disposal.disposedDate === null ? label : `${label} on ${formatDate(disposal.disposedDate)}`
}
