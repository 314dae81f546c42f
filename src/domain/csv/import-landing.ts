/**
 * Where a CSV import's items landed (spec 2 sends every import to Unlisted; a file of listed or sold items
 * then looked as if it had done nothing): the list that received most of them, and the spec's banner
 * naming that list, followed by the count of each list when the items went to more than one.
 */

import { ITEM_STATUSES, ITEM_STATUS_INFO, type ItemStatus } from '../items/status'

/** The list to go to and the banner saying so. */
export interface ImportLanding {
  status: ItemStatus
  banner: string
}

const count = (n: number) => n.toLocaleString('en-US')

/** The landing of an import that created `byStatus` items in each status (at least one in all). */
export function importLanding(byStatus: Partial<Record<ItemStatus, number>>): ImportLanding {
  const landed = ITEM_STATUSES.filter((status) => (byStatus[status] ?? 0) > 0)
  // Most items first; between equals, the statuses' own order (unlisted first).
  const status = landed.reduce<ItemStatus>(
    (best, next) => ((byStatus[next] ?? 0) > (byStatus[best] ?? 0) ? next : best),
    landed[0] ?? 'unlisted',
  )
  const redirect = `CSV import completed successfully! Redirecting to ${status} items...`
  if (landed.length <= 1) return { status, banner: redirect }
  const where = landed.map((each) => `${count(byStatus[each] ?? 0)} ${ITEM_STATUS_INFO[each].label}`)
  return { status, banner: `${redirect} (${where.join(', ')})` }
}
