import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { settingsKeys, settingsQuery, useUpdateSettings } from '../../api/settings'
import { browserTimeZone } from '../../lib/format'
import { isPreferenceKey, writeLocalPreferences } from '../../lib/preferences'

/**
 * Mirrors the server's preferences into the browser (first paint, other tabs), refetches them when another
 * tab changes the mirror, and keeps the stored time zone equal to this browser's, so the server's 'today'
 * is the user's own calendar day.
 */
export function PreferencesSync() {
  const queryClient = useQueryClient()
  const settings = useQuery(settingsQuery())
  const { mutate: updateSettings } = useUpdateSettings()
  const hasCheckedTimeZone = useRef(false)

  useEffect(() => {
    if (settings.data) writeLocalPreferences(settings.data)
  }, [settings.data])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && isPreferenceKey(event.key)) {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all })
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queryClient])

  useEffect(() => {
    if (!settings.data || hasCheckedTimeZone.current) return
    hasCheckedTimeZone.current = true
    const timeZone = browserTimeZone()
    if (timeZone && timeZone !== settings.data.timeZone) {
      updateSettings(
        { timeZone },
        { onError: (error) => console.warn('Could not save the time zone', error) },
      )
    }
  }, [settings.data, updateSettings])

  return null
}
