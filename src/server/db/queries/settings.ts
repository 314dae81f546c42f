import { eq } from 'drizzle-orm'

import { DEFAULT_BUSINESS_MILEAGE_PERCENTAGE, DEFAULT_STORE_NAME } from '../../../domain/settings'
import { DEFAULT_THEME, type ThemeMode } from '../../../domain/theme'
import type { Settings, SettingsUpdate } from '../../../shared/schemas/settings'
import type { Database } from '../client'
import { userSettings } from '../schema'

const DEFAULTS: Settings = {
  storeName: DEFAULT_STORE_NAME,
  businessMileagePercentage: DEFAULT_BUSINESS_MILEAGE_PERCENTAGE,
  theme: DEFAULT_THEME,
  timeZone: 'UTC',
}

function toSettings(row: typeof userSettings.$inferSelect): Settings {
  return {
    storeName: row.storeName,
    businessMileagePercentage: row.businessMileagePercentage,
    theme: row.theme as ThemeMode,
    timeZone: row.timeZone,
  }
}

/** The user's preferences; the defaults of spec 9 until they change something. */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
  return row ? toSettings(row) : DEFAULTS
}

/** Saves the given preferences, leaving the others as they are. */
export async function updateSettings(
  db: Database,
  userId: string,
  changes: SettingsUpdate,
): Promise<Settings> {
  const [row] = await db
    .insert(userSettings)
    .values({ ...DEFAULTS, ...changes, userId })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } })
    .returning()
  if (!row) throw new Error('Saving settings returned no row')
  return toSettings(row)
}
