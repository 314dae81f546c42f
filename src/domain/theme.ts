/** Theme modes of spec 4, in the order the Theme button cycles through them. */
export const THEME_MODES = ['light', 'dark', 'system'] as const

/** A theme mode: light, dark or system (spec 4). */
export type ThemeMode = (typeof THEME_MODES)[number]

/** Default theme (spec 9: default system). */
export const DEFAULT_THEME: ThemeMode = 'system'

/** The next mode of the cycle Light → Dark → System → Light (spec 4). */
export function nextTheme(mode: ThemeMode): ThemeMode {
  const index = THEME_MODES.indexOf(mode)
  return THEME_MODES[(index + 1) % THEME_MODES.length] ?? DEFAULT_THEME
}

/** Whether the page is dark for a mode, given whether the operating system prefers dark. */
export function isDarkTheme(mode: ThemeMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark)
}

/** Button labels of the theme cycle (spec 2: Light, Dark, System). */
export const THEME_LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** Whether `value` is one of the theme modes. */
function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value)
}

/** The mode kept in browser storage; anything unknown falls back to the default (system). */
export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return isThemeMode(value) ? value : DEFAULT_THEME
}
