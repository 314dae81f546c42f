import { localDate, type IsoDate } from '../domain/dates'

import type { Database } from './db/client'
import { readJson } from './db/queries/json-read'
import { timeZoneRead } from './db/queries/settings'

/** The user's calendar date now, in the time zone kept with their preferences (spec: local calendar dates). */
export async function userToday(db: Database, userId: string): Promise<IsoDate> {
  return localDate(new Date(), await readJson(db, timeZoneRead(userId)))
}
