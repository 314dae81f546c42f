import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import { queryClient } from './api/query-client'
import { wasSignedIn } from './api/session'
import { AppToaster } from './components/app-toaster'
import { ConfirmProvider } from './components/confirm/confirm-provider'
import { AppLoading } from './features/auth/app-loading'
import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import type * as SignedInModule from './signed-in-app'

type SignedInCode = typeof SignedInModule

/** The signed-in app's code once it is here, and its load while under way (one for every caller). */
let signedInCode: SignedInCode | undefined
let signedInLoad: Promise<SignedInCode> | undefined

/** Loads the signed-in app's code (the router and the shell) once; a failed load is tried again when asked. */
function loadSignedIn(): Promise<SignedInCode> {
  signedInLoad ??= import('./signed-in-app').then(
    (code) => (signedInCode = code),
    (error: unknown) => {
      signedInLoad = undefined
      throw error
    },
  )
  return signedInLoad
}

/** Loads the signed-in app's code in the background, then `then` with it. */
function loadInBackground(then: (code: SignedInCode) => void): void {
  loadSignedIn()
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
 * beside the session check or while the sign-in screen showed), else 'Loading application...' until it is.
 * Not React's `lazy` in a Suspense boundary: React keeps a boundary's fallback on screen for at least 300 ms
 * once it has shown it, and `lazy` shows it even for code already loaded, so every full load of a screen
 * waited for it (decision 011a).
 */
function SignedInApp() {
  const [code, setCode] = useState(signedInCode)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    if (code) return
    let isCurrent = true
    loadSignedIn().then(
      (loaded) => isCurrent && setCode(loaded),
      (error: unknown) => isCurrent && setFailure({ error }),
    )
    return () => {
      isCurrent = false
    }
  }, [code])
  // As a lazy component's failed load did: the error goes up the tree.
  if (failure) throw failure.error
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
