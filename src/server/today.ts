import type { Context } from 'hono'

import { localDate, type IsoDate } from '../domain/dates'

import type { AppEnv } from './context'
import { getSettings } from './db/queries/settings'

/** The signed-in user's calendar date now, in the time zone kept with their preferences. */
export async function userToday(c: Context<AppEnv>): Promise<IsoDate> {
  const { timeZone } = await getSettings(c.var.db, c.var.userId)
  return localDate(new Date(), timeZone)
}
