/**
 * Top lists of spec 3 and 9: top vendors and top purchase locations by amount, limited to 10, and the
 * Top Purchase Locations panel of the receipts screen, which shows 3. The database ranks them.
 */

import type { Cents } from '../money'

/** One entry of a top list: name, amount in cents and number of records. */
export interface TopEntry {
  name: string
  amount: Cents
  count: number
}

/** Length of the top lists (spec 9: top vendors and locations limited to 10). */
export const TOP_LIST_LIMIT = 10

/** Entries shown in the Top Purchase Locations panel (spec 9: 3). */
export const TOP_LOCATIONS_PANEL_SIZE = 3
