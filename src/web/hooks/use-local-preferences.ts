import { useSyncExternalStore } from 'react'

import { getLocalPreferences, subscribeToLocalPreferences, type LocalPreferences } from '../lib/preferences'

/** The browser's mirror of the preferences; re-renders when this tab or another one changes it. */
export function useLocalPreferences(): LocalPreferences {
  return useSyncExternalStore(subscribeToLocalPreferences, getLocalPreferences)
}
