import { useEffect, useState } from 'react'

import { useLocalPreferences } from '../hooks/use-local-preferences'
import { codeOnce } from '../hooks/use-loaded-code'

/** The toasts' library, loaded once the first screen is drawn: no first screen shows a toast. */
const sonner = codeOnce(() => import('sonner'))

/**
 * Where toasts appear; mounted once in the app. Follows the theme preference (System follows the device,
 * as the app does), sits bottom right on wide screens and spans the width above the bottom edge on phones.
 * Raise toasts with notifyFailure (lib/notify.ts). Its code loads after the first screen's paint, not before
 * it (on a phone it is a tenth of the first screen's code); a toast raised before the toaster is here shows
 * once it is (the library hands a new toaster the toasts already raised).
 */
export function AppToaster() {
  const { theme } = useLocalPreferences()
  const [code, setCode] = useState(() => sonner.loaded)
  useEffect(() => {
    if (code !== undefined) return
    let isCurrent = true
    const load = () =>
      sonner.load().then(
        (loaded) => isCurrent && setCode(() => loaded),
        () => {
          // Offline before the service worker kept the app: the screens that raise toasts cannot load either.
        },
      )
    // After the first screen's paint, once the browser is idle: the screen's own code and answers come first.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const handle = idle(() => void load())
    return () => {
      isCurrent = false
      ;(window.cancelIdleCallback ?? window.clearTimeout)(handle)
    }
  }, [code])
  if (code === undefined) return null
  const { Toaster } = code
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
