import { and, eq, gt, sql } from 'drizzle-orm'

import { localDate } from '../../../domain/dates'
import {
  businessUseOfYear,
  businessUseWrites,
  type BusinessUseStep,
} from '../../../domain/mileage/business-use'
import { DEFAULT_BUSINESS_MILEAGE_PERCENTAGE, DEFAULT_STORE_NAME } from '../../../domain/settings'
import { DEFAULT_THEME, type ThemeMode } from '../../../domain/theme'
import type { Settings, SettingsUpdate } from '../../../shared/schemas/settings'
import type { Database } from '../client'
import { businessMileagePercentages, userSettings } from '../schema'

import { jsonField, jsonMap, jsonRow, readJson, type JsonRead } from './json-read'

type StoredSettings = Omit<Settings, 'businessMileagePercentage'>

const DEFAULTS: StoredSettings = {
  storeName: DEFAULT_STORE_NAME,
  theme: DEFAULT_THEME,
  timeZone: 'UTC',
}

function toSettings(row: typeof userSettings.$inferSelect): StoredSettings {
  return { storeName: row.storeName, theme: row.theme as ThemeMode, timeZone: row.timeZone }
}

/** The user's stored preferences (the business use aside); the defaults of spec 9 until they change something. */
async function storedSettings(db: Database, userId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
  return row ? toSettings(row) : DEFAULTS
}

/** The year of the user's today, in their time zone. */
const currentYearOf = (timeZone: string) => Number(localDate(new Date(), timeZone).slice(0, 4))

/** The business use percentage of `year` (decision 026): its step, else the default 100. */
export function businessUseRead(userId: string, year: number): JsonRead<number> {
  const steps = businessMileagePercentages
  return jsonMap(
    jsonRow(
      { percentage: jsonField.decimal(steps.percentage) },
      sql`from ${steps} where ${steps.userId} = ${userId} and ${steps.fromYear} <= ${year} order by ${steps.fromYear} desc`,
    ),
    (step) => step?.percentage ?? DEFAULT_BUSINESS_MILEAGE_PERCENTAGE,
  )
}

/** The business use percentage of `year` (decision 026): its step, else the default 100. */
export async function businessUseOf(db: Database, userId: string, year: number): Promise<number> {
  return readJson(db, businessUseRead(userId, year))
}

/** The user's time zone: UTC until they choose one (spec 9). */
export function timeZoneRead(userId: string): JsonRead<string> {
  return jsonMap(
    jsonRow(
      { timeZone: jsonField.text<string>(userSettings.timeZone) },
      sql`from ${userSettings} where ${userSettings.userId} = ${userId}`,
    ),
    (row) => row?.timeZone ?? DEFAULTS.timeZone,
  )
}

/**
 * The user's preferences; the defaults of spec 9 until they change something. The business mileage
 * percentage is the current year's (decision 026).
 */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const stored = await storedSettings(db, userId)
  return {
    ...stored,
    businessMileagePercentage: await businessUseOf(db, userId, currentYearOf(stored.timeZone)),
  }
}

/**
 * Gives `year` the business use `percentage`: with 'from', that year and every later one (Settings: from the
 * current year on); with 'year', that year alone. Each statement leaves every year but those it sets as it
 * was, so the database's guard of closed years (migration 0023) refuses exactly a closed year's change.
 */
export async function setBusinessUse(
  db: Database,
  userId: string,
  year: number,
  percentage: number,
  scope: 'from' | 'year',
): Promise<void> {
  await db.transaction(async (tx) => {
    // One change of a user's steps at a time: each is read, then written.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`business-use ${userId}`}))`)
    const steps: BusinessUseStep[] = await tx
      .select({
        fromYear: businessMileagePercentages.fromYear,
        percentage: businessMileagePercentages.percentage,
      })
      .from(businessMileagePercentages)
      .where(eq(businessMileagePercentages.userId, userId))
    if (businessUseOfYear(steps, year) === percentage && scope === 'year') return
    const writes = businessUseWrites(steps, year, percentage, scope)
    if (writes.deleteAfter !== null)
      await tx
        .delete(businessMileagePercentages)
        .where(
          and(
            eq(businessMileagePercentages.userId, userId),
            gt(businessMileagePercentages.fromYear, writes.deleteAfter),
          ),
        )
    for (const step of writes.upserts)
      await tx
        .insert(businessMileagePercentages)
        .values({ userId, ...step })
        .onConflictDoUpdate({
          target: [businessMileagePercentages.userId, businessMileagePercentages.fromYear],
          set: { percentage: step.percentage, updatedAt: new Date() },
          // An unchanged step is not written again: nothing for the guard of closed years to weigh.
          setWhere: sql`${businessMileagePercentages.percentage} is distinct from ${step.percentage}`,
        })
  })
}

/** Saves the given preferences, leaving the others as they are. */
export async function updateSettings(
  db: Database,
  userId: string,
  changes: SettingsUpdate,
): Promise<Settings> {
  const { businessMileagePercentage, ...stored } = changes
  return db.transaction(async (tx) => {
    if (Object.keys(stored).length > 0) {
      const [row] = await tx
        .insert(userSettings)
        .values({ ...DEFAULTS, ...stored, userId })
        .onConflictDoUpdate({ target: userSettings.userId, set: { ...stored, updatedAt: new Date() } })
        .returning()
      if (!row) throw new Error('Saving settings returned no row')
    }
    if (businessMileagePercentage !== undefined) {
      const { timeZone } = await storedSettings(tx, userId)
      await setBusinessUse(tx, userId, currentYearOf(timeZone), businessMileagePercentage, 'from')
    }
    return getSettings(tx, userId)
  })
}
