import { QueryClientProvider } from '@tanstack/react-query'

import { queryClient } from './api/query-client'
import { wasSignedIn } from './api/session'
import { AppToaster } from './components/app-toaster'
import { ConfirmProvider } from './components/confirm/confirm-provider'
import { AppLoading } from './features/auth/app-loading'
import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import { codeOnce, useLoadedCode } from './hooks/use-loaded-code'
import type * as SignedInModule from './signed-in-app'

/** The signed-in app's code (the router and the shell), loaded once for every caller. */
const signedIn = codeOnce<typeof SignedInModule>(() => import('./signed-in-app'))

/** Loads the signed-in app's code in the background, then `then` with it. */
function loadInBackground(then: (code: typeof SignedInModule) => void): void {
  signedIn
    .load()
    .then(then)
    .catch(() => {
      // Offline or a new version: it loads again when the app opens.
    })
}

/**
 * Once the sign-in screen shows: the code a sign-in opens (the router, the shell, the Dashboard), loaded in
 * the background so that the sign-in does not wait for it.
 */
const preloadSignedIn = () => loadInBackground(({ preloadDashboard }) => preloadDashboard())

// Someone was signed in on this browser last time: the app's code and the screen the address names load
// beside the session check, not after its answer. A first visit loads only the sign-in screen's.
if (wasSignedIn()) loadInBackground(({ appRouter }) => appRouter())

/**
 * The app of a signed-in user, rendered by the gate only then: drawn at once when its code is here (loaded
 * beside the session check or while the sign-in screen showed), else 'Loading application...' until it is
 * (useLoadedCode, not React's `lazy`: decision 011a).
 */
function SignedInApp() {
  const code = useLoadedCode(signedIn)
  return code ? <code.SignedInApp /> : <AppLoading />
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeController />
      <ConfirmProvider>
        <AuthGate onSignInShown={preloadSignedIn}>
          <SignedInApp />
        </AuthGate>
      </ConfirmProvider>
      <AppToaster />
    </QueryClientProvider>
  )
}
