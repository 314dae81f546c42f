import type {
  NewOdometerReading,
  OdometerListQuery,
  OdometerReadingUpdate,
} from '../../../shared/schemas/odometer'
import type { Database } from '../client'
import { odometerReadings } from '../schema'

import { listPage, searchCondition, withinYear, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(odometerReadings)

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
    fetch: async (page) =>
      db
        .select({ ...columns, cursorKey: page.cursorKey })
        .from(odometerReadings)
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
}

export async function getOdometerReading(db: Database, userId: string, id: string) {
  const [reading] = await db
    .select(columns)
    .from(odometerReadings)
    .where(ownedBy(odometerReadings, userId, id))
  return reading
}

export async function createOdometerReading(db: Database, userId: string, input: NewOdometerReading) {
  return inserted(
    await db
      .insert(odometerReadings)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updateOdometerReading(
  db: Database,
  userId: string,
  id: string,
  changes: OdometerReadingUpdate,
) {
  const [reading] = await db
    .update(odometerReadings)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(odometerReadings, userId, id))
    .returning(columns)
  return reading
}

export async function deleteOdometerReading(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(odometerReadings)
    .where(ownedBy(odometerReadings, userId, id))
    .returning({ id: odometerReadings.id })
  return deleted.length > 0
}
