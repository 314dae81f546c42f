import { useEffect } from 'react'

import { useLocalPreferences } from '../../hooks/use-local-preferences'
import { applyTheme, DARK_SCHEME_QUERY } from '../../lib/preferences'

/** Keeps the document's theme in step with the preference, and with the OS while the mode is System. */
export function ThemeController() {
  const { theme } = useLocalPreferences()

  useEffect(() => {
    const media = window.matchMedia(DARK_SCHEME_QUERY)
    applyTheme(theme, media.matches)
    if (theme !== 'system') return
    const onChange = (event: MediaQueryListEvent) => applyTheme(theme, event.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [theme])

  return null
}
