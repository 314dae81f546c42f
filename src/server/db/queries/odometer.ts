import { and, asc, count, desc, eq, gt, gte, lt, max, min, ne, sql } from 'drizzle-orm'

import { localDate } from '../../../domain/dates'
import { mileageRatesOfYear } from '../../../domain/mileage/irs-rates'
import { monthlyMileageRows } from '../../../domain/mileage/monthly-rows'
import type { ReadingNeighbours } from '../../../domain/mileage/readings'
import { odometerStats } from '../../../domain/mileage/stats'
import type { OdometerListQuery } from '../../../shared/schemas/odometer'
import type { Database } from '../client'
import { odometerReadings } from '../schema'

import { listPage, searchCondition, withinYear, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'
import { businessUseOf, getSettings } from './settings'

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
    rows: async (parts) => odometerReadingRows.page(db, parts, {}),
  })
}

/**
 * The user's readings nearest `readingDate` on either side (the latest before it, the earliest after it),
 * and whether another reading has that date; `exceptId` is the reading being changed, which does not count.
 * Each is one probe of the (user_id, reading_date) index.
 */
export async function readingNeighbours(
  db: Database,
  userId: string,
  readingDate: string,
  exceptId?: string,
): Promise<ReadingNeighbours & { isDateTaken: boolean }> {
  const { id, readingDate: date, odometerMiles } = odometerReadings
  const others = and(ownedBy(odometerReadings, userId), exceptId === undefined ? undefined : ne(id, exceptId))
  const nearest = (side: 'before' | 'after') =>
    db
      .select({ readingDate: date, odometerMiles })
      .from(odometerReadings)
      .where(and(others, side === 'before' ? lt(date, readingDate) : gt(date, readingDate)))
      .orderBy(side === 'before' ? desc(date) : asc(date))
      .limit(1)
  const [[before], [after], taken] = await Promise.all([
    nearest('before'),
    nearest('after'),
    db.$count(odometerReadings, and(others, eq(date, readingDate))),
  ])
  return { before: before ?? null, after: after ?? null, isDateTaken: taken > 0 }
}

/** The first day of `year`, 'YYYY-01-01'. */
const yearStart = (year: number) => `${String(year).padStart(4, '0')}-01-01`

/**
 * Everything the Odometer Tracking page shows for `year` (by default the year of the user's today), from
 * the user's preferences and two reads: the readings from January of the year to January of the next
 * (December's end reading), and the all-time count, latest reading and first and last years. Monthly rows,
 * stats and the rates in force come from src/domain/mileage at the year's business percentage (spec 2, 3, 9;
 * decision 026).
 */
export async function odometerSummary(db: Database, userId: string, shownYear: number | undefined) {
  const { readingDate, odometerMiles } = odometerReadings
  const scope = ownedBy(odometerReadings, userId)
  const settings = await getSettings(db, userId)
  const year = shownYear ?? Number(localDate(new Date(), settings.timeZone).slice(0, 4))
  // Through January of the next year; a year past 9998 has no next January to read.
  const end =
    year < 9999 ? sql`${readingDate} < ${`${String(year + 1).padStart(4, '0')}-02-01`}::date` : undefined
  const [readings, [overall]] = await Promise.all([
    db
      .select({ readingDate, odometerMiles })
      .from(odometerReadings)
      .where(and(scope, gte(readingDate, yearStart(year)), end)),
    db
      .select({
        totalReadings: count(),
        firstDate: min(readingDate),
        lastDate: max(readingDate),
        // The latest reading by the (user_id, reading_date) index, not by sorting all of them.
        latestMiles: sql<
          string | null
        >`(select ${odometerMiles} from ${odometerReadings} where ${scope} order by ${readingDate} desc limit 1)`,
      })
      .from(odometerReadings)
      .where(scope),
  ])
  const percentage = await businessUseOf(db, userId, year)
  const rows = monthlyMileageRows(readings, year, percentage)
  const stats = odometerStats(readings, rows, percentage)
  return {
    year,
    businessPercentage: percentage,
    rows,
    rates: mileageRatesOfYear(year),
    stats: {
      ...stats,
      totalReadings: overall?.totalReadings ?? 0,
      currentOdometerReading: overall?.latestMiles == null ? null : Number(overall.latestMiles),
      lastReadingDate: overall?.lastDate ?? null,
    },
    years:
      overall?.firstDate && overall.lastDate
        ? { first: Number(overall.firstDate.slice(0, 4)), last: Number(overall.lastDate.slice(0, 4)) }
        : null,
  }
}
