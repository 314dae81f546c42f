import { Toaster } from 'sonner'

import { useLocalPreferences } from '../hooks/use-local-preferences'

/**
 * Where toasts appear; mounted once in the app. Follows the theme preference (System follows the device,
 * as the app does), sits bottom right on wide screens and spans the width above the bottom edge on phones.
 * Raise toasts with notifyFailure (lib/notify.ts).
 */
export function AppToaster() {
  const { theme } = useLocalPreferences()
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      mobileOffset={{ bottom: 'calc(env(safe-area-inset-bottom) + 16px)', left: 16, right: 16 }}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
