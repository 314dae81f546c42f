import {
  clampBusinessPercentage,
  DEFAULT_BUSINESS_MILEAGE_PERCENTAGE,
  DEFAULT_STORE_NAME,
  STORE_NAME_STORAGE_KEY,
} from '../../domain/settings'
import { DEFAULT_THEME, isDarkTheme, parseThemeMode, type ThemeMode } from '../../domain/theme'
import type { Settings } from '../../shared/schemas/settings'

/**
 * The browser's copy of the user's preferences. The server keeps the truth (GET/PATCH /api/settings);
 * this mirror makes the first paint right before the API answers (index.html reads the theme key) and
 * lets other open tabs follow a change at once through the `storage` event.
 */
const PREFERENCE_KEYS = {
  storeName: STORE_NAME_STORAGE_KEY,
  businessMileagePercentage: 'BOLT_BUSINESS_MILEAGE_PERCENTAGE',
  theme: 'BOLT_THEME_MODE',
} as const

export interface LocalPreferences {
  storeName: string
  businessMileagePercentage: number
  theme: ThemeMode
}

const DEFAULTS: LocalPreferences = {
  storeName: DEFAULT_STORE_NAME,
  businessMileagePercentage: DEFAULT_BUSINESS_MILEAGE_PERCENTAGE,
  theme: DEFAULT_THEME,
}

const listeners = new Set<() => void>()
let snapshot: LocalPreferences = readFromStorage()

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage can be disabled (private modes, strict policies); the defaults still work.
    return null
  }
}

function readFromStorage(): LocalPreferences {
  const storeName = readKey(PREFERENCE_KEYS.storeName)?.trim()
  const percentageText = readKey(PREFERENCE_KEYS.businessMileagePercentage)
  const theme = readKey(PREFERENCE_KEYS.theme)
  return {
    storeName: storeName ? storeName : DEFAULTS.storeName,
    businessMileagePercentage:
      percentageText === null
        ? DEFAULTS.businessMileagePercentage
        : clampBusinessPercentage(Number(percentageText)),
    theme: parseThemeMode(theme),
  }
}

function refresh(): void {
  const next = readFromStorage()
  const isSame =
    next.storeName === snapshot.storeName &&
    next.businessMileagePercentage === snapshot.businessMileagePercentage &&
    next.theme === snapshot.theme
  if (isSame) return
  snapshot = next
  listeners.forEach((listener) => listener())
}

/** The current mirror; stable between changes so it can feed `useSyncExternalStore`. */
export function getLocalPreferences(): LocalPreferences {
  return snapshot
}

/** Store (part of) the server's preferences in the mirror, telling this tab's listeners. */
export function writeLocalPreferences(values: Partial<Pick<Settings, keyof LocalPreferences>>): void {
  try {
    if (values.storeName !== undefined)
      window.localStorage.setItem(PREFERENCE_KEYS.storeName, values.storeName)
    if (values.businessMileagePercentage !== undefined) {
      window.localStorage.setItem(
        PREFERENCE_KEYS.businessMileagePercentage,
        String(values.businessMileagePercentage),
      )
    }
    if (values.theme !== undefined) window.localStorage.setItem(PREFERENCE_KEYS.theme, values.theme)
  } catch (error) {
    console.warn('Could not save preferences in this browser', error)
  }
  refresh()
}

/** Whether a `storage` event concerns one of our preference keys. */
export function isPreferenceKey(key: string | null): boolean {
  return key === null || (Object.values(PREFERENCE_KEYS) as string[]).includes(key)
}

/** Subscribe to mirror changes, from this tab or from another one. */
export function subscribeToLocalPreferences(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (isPreferenceKey(event.key)) refresh()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/** Put a theme on the document: the `dark` class drives Tailwind, `data-theme` is for anything else. */
export function applyTheme(mode: ThemeMode, systemPrefersDark: boolean): void {
  const isDark = isDarkTheme(mode, systemPrefersDark)
  const root = document.documentElement
  root.classList.toggle('dark', isDark)
  root.dataset.theme = isDark ? 'dark' : 'light'
  root.style.colorScheme = isDark ? 'dark' : 'light'
}
