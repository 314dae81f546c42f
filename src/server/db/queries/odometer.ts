import type { OdometerListQuery } from '../../../shared/schemas/odometer'
import type { Database } from '../client'
import { odometerReadings } from '../schema'

import { listPage, searchCondition, withinYear, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's odometer readings. */
export const odometerReadingRows = ownedRows(odometerReadings)

/** Reading orders; one reading per date per user (index odometer_readings_user_date_unique). */
const ORDERS: Record<OdometerListQuery['sort'], ListOrder> = {
  readingDate: { keys: [{ expression: odometerReadings.readingDate, kind: 'date' }], isUnique: true },
}

/** The readings of a year, or of all years (spec 7: newest reading date first), searched by notes. */
export function listOdometerReadings(db: Database, userId: string, query: OdometerListQuery) {
  const { readingDate } = odometerReadings
  const year = query.year === undefined ? undefined : withinYear(readingDate, query.year)
  return listPage(db, {
    table: odometerReadings,
    id: odometerReadings.id,
    scope: ownedBy(odometerReadings, userId),
    filters: [searchCondition(query.q, [odometerReadings.notes]), year],
    order: ORDERS[query.sort],
    query,
    fetch: async (parts) => odometerReadingRows.page(db, parts, {}),
  })
}
