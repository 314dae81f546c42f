/**
 * An item cannot be sold before it was bought: a sold date earlier than the purchase date is refused
 * everywhere an item is written (the item form, Mark as Sold, the CSV import, the API), since the reports
 * would otherwise count negative days to sell. Nor can it be disposed of before it was bought.
 */

import type { IsoDate } from '../dates'

/** The refusal's words, the same in the form, the API and the import's row errors. */
export const SOLD_BEFORE_PURCHASE_MESSAGE = 'Sold date cannot be before the purchase date'

/** The two dates the rule compares; either may be missing. */
export interface ItemDates {
  purchaseDate: IsoDate | null
  soldDate: IsoDate | null
}

type SoldDateCheck = { ok: true } | { ok: false; code: 'sold_before_purchase'; message: string }

/**
 * Whether the sold date may stand beside the purchase date: the same day or later, or either date missing
 * (an item with no purchase date has nothing to be sold before).
 */
export function checkSoldDate({ purchaseDate, soldDate }: ItemDates): SoldDateCheck {
  // 'YYYY-MM-DD' with four-digit years sorts as text in calendar order.
  if (purchaseDate && soldDate && soldDate < purchaseDate)
    return { ok: false, code: 'sold_before_purchase', message: SOLD_BEFORE_PURCHASE_MESSAGE }
  return { ok: true }
}

/** The refusal of a disposal dated before the purchase, in the same words wherever it is written. */
export const DISPOSED_BEFORE_PURCHASE_MESSAGE = 'Disposal date cannot be before the purchase date'

type DisposedDateCheck = { ok: true } | { ok: false; code: 'disposed_before_purchase'; message: string }

/**
 * Whether the disposal date may stand beside the purchase date, as a sold date may: the same day or later, or
 * either date missing. An item cannot leave inventory before it entered it: Schedule C Part III would count
 * it as withdrawn in a year before it was bought.
 */
export function checkDisposedDate({
  purchaseDate,
  disposedDate,
}: {
  purchaseDate: IsoDate | null
  disposedDate: IsoDate | null
}): DisposedDateCheck {
  if (purchaseDate && disposedDate && disposedDate < purchaseDate)
    return { ok: false, code: 'disposed_before_purchase', message: DISPOSED_BEFORE_PURCHASE_MESSAGE }
  return { ok: true }
}

/**
 * The refusal of a status change of many items to disposed, when `count` of them would be disposed of on a
 * day before they were bought: all of them change or none, so none did.
 */
export function disposedBeforePurchaseInBulkMessage(count: number): string {
  const items = count === 1 ? '1 of these items was' : `${count.toLocaleString('en-US')} of these items were`
  return `${DISPOSED_BEFORE_PURCHASE_MESSAGE}: ${items} bought after the disposal date. No item was changed.`
}

/**
 * The refusal of a status change of many items to sold, when `count` of them would get today as their sold
 * date although they were bought later: all of them change or none, so none did.
 */
export function soldBeforePurchaseInBulkMessage(count: number): string {
  const items = count === 1 ? '1 of these items was' : `${count.toLocaleString('en-US')} of these items were`
  return `${SOLD_BEFORE_PURCHASE_MESSAGE}: ${items} bought after today, the sold date they would get. No item was changed.`
}
