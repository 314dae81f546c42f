import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'

import { queryClient } from './api/query-client'
import { wasSignedIn } from './api/session'
import { AppToaster } from './components/app-toaster'
import { ConfirmProvider } from './components/confirm/confirm-provider'
import { AppLoading } from './features/auth/app-loading'
import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import type * as SignedInModule from './signed-in-app'

/** The app of a signed-in user, rendered by the gate only then: its code loads then (or earlier, below). */
const SignedInApp = lazy(async () => ({ default: (await import('./signed-in-app')).SignedInApp }))

/** Loads the signed-in app's code in the background, then `then` with it. */
function loadSignedIn(then: (module: typeof SignedInModule) => void): void {
  import('./signed-in-app').then(then).catch(() => {
    // Offline or a new version: it loads again when the app opens.
  })
}

/**
 * Once the sign-in screen shows: the code a sign-in opens (the router, the shell, the Dashboard), loaded in
 * the background so that the sign-in does not wait for it.
 */
const preloadSignedIn = () => loadSignedIn(({ preloadDashboard }) => preloadDashboard())

// Someone was signed in on this browser last time: the app's code and the screen the address names load
// beside the session check, not after its answer. A first visit loads only the sign-in screen's.
if (wasSignedIn()) loadSignedIn(({ appRouter }) => appRouter())

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeController />
      <ConfirmProvider>
        <AuthGate onSignInShown={preloadSignedIn}>
          <Suspense fallback={<AppLoading />}>
            <SignedInApp />
          </Suspense>
        </AuthGate>
      </ConfirmProvider>
      <AppToaster />
    </QueryClientProvider>
  )
}
