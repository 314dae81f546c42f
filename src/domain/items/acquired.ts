/**
 * The day an item entered inventory, as Schedule C Part III and the closed years count it (decision 025): its
 * purchase date; without one, the day it was recorded (the calendar date of its creation in the user's time
 * zone), or the day it left when that came first: an item recorded after it was sold (a past sale imported
 * later) was in inventory until then, not from the day it was typed in.
 */

import type { IsoDate } from '../dates'

export function acquiredOn(item: {
  purchaseDate: IsoDate | null
  recordedOn: IsoDate
  leftOn: IsoDate | null
}): IsoDate {
  if (item.purchaseDate !== null) return item.purchaseDate
  // 'YYYY-MM-DD' sorts as text in calendar order.
  return item.leftOn !== null && item.leftOn < item.recordedOn ? item.leftOn : item.recordedOn
}
