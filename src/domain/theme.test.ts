import { describe, expect, it } from 'vitest'

import { DEFAULT_THEME, THEME_LABELS, THEME_MODES, isDarkTheme, nextTheme, parseThemeMode } from './theme'

describe('theme', () => {
  it('cycles Light → Dark → System → Light', () => {
    expect(THEME_MODES).toEqual(['light', 'dark', 'system'])
    expect(nextTheme('light')).toBe('dark')
    expect(nextTheme('dark')).toBe('system')
    expect(nextTheme('system')).toBe('light')
    expect(DEFAULT_THEME).toBe('system')
  })

  it.each([
    ['light', true, false],
    ['light', false, false],
    ['dark', false, true],
    ['system', true, true],
    ['system', false, false],
  ] as const)('%s with OS dark %s → dark %s', (mode, osDark, dark) => {
    expect(isDarkTheme(mode, osDark)).toBe(dark)
  })
})

describe('parseThemeMode', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['Dark', 'system'],
    [null, 'system'],
    ['', 'system'],
  ])('%j → %s', (stored, mode) => {
    expect(parseThemeMode(stored)).toBe(mode)
  })

  it('labels each mode', () => {
    expect(THEME_MODES.map((mode) => THEME_LABELS[mode])).toEqual(['Light', 'Dark', 'System'])
  })
})
