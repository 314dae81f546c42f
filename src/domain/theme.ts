/** Theme modes of spec 4, in the order the Theme button cycles through them. */
export const THEME_MODES = ['light', 'dark', 'system'] as const

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
