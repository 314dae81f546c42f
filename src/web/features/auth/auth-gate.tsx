import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react'

import { sessionQuery } from '../../api/session'
import { clearLocalSession, followSignInElsewhere, signOutEverywhere } from '../../api/session-actions'
import { WarningBanner } from '../../components/ui/warning-banner'
import { AuthContext, type AuthContextValue } from '../../hooks/use-auth'
import { onAuthChangeElsewhere } from '../../lib/auth-sync'
import { errorMessage } from '../../lib/errors'
import { dropShownScreen } from '../../lib/kept-screen'
import { dropFirstSignIn } from '../../lib/sign-in-first'

import { AppLoading } from './app-loading'
import { SignInPage } from './sign-in-page'

/**
 * Shows 'Loading application...' until the session is known, the sign-in screen when nobody is signed in,
 * and otherwise the app with the user in context. Follows sign-ins and sign-outs made in other tabs.
 * `onSignInShown` is called once the sign-in screen has been painted and the browser is idle: the time to
 * load what a sign-in opens.
 */
export function AuthGate({ children, onSignInShown }: { children: ReactNode; onSignInShown?: () => void }) {
  const queryClient = useQueryClient()
  const session = useQuery(sessionQuery())
  const user = session.data

  useEffect(
    () =>
      onAuthChangeElsewhere((event) => {
        if (event === 'signed-out') {
          clearLocalSession(queryClient)
          return
        }
        void followSignInElsewhere(queryClient)
      }),
    [queryClient],
  )

  const value = useMemo<AuthContextValue | null>(
    () => (user ? { user, signOut: () => signOutEverywhere(queryClient) } : null),
    [user, queryClient],
  )

  const signInShown = !session.isPending && !session.isError && value === null
  useEffect(() => {
    if (!signInShown || onSignInShown === undefined) return
    // After the paint: the sign-in screen's own paint comes first.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const handle = idle(() => onSignInShown())
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle)
  }, [signInShown, onSignInShown])

  // The last screen kept from a visit before (lib/kept-screen.ts) gives way to the sign-in screen or the
  // failed check's message, in the same paint.
  const isSignedInAppShown = !session.isPending && value !== null
  useLayoutEffect(() => {
    if (!session.isPending && !isSignedInAppShown) dropShownScreen()
  }, [session.isPending, isSignedInAppShown])

  // A first visit's sign-in form from index.html stands while the session is checked; the sign-in screen
  // takes it over (auth-form.tsx), the app or the failed check's message replaces it.
  const isCheckFailed = session.isError && session.data === undefined
  const isSignInAhead = session.isPending || (value === null && !isCheckFailed)
  useLayoutEffect(() => {
    if (!isSignInAhead) dropFirstSignIn()
  }, [isSignInAhead])

  if (session.isPending) return <AppLoading />

  if (isCheckFailed) {
    return (
      <div className="grid min-h-dvh place-items-center p-6">
        <div className="w-full max-w-md">
          <WarningBanner
            message={`Frogwalk could not check your sign-in. ${errorMessage(session.error)}`}
            onRetry={() => void session.refetch()}
            isRetrying={session.isFetching}
          />
        </div>
      </div>
    )
  }

  if (!value) return <SignInPage />

  // Keyed by user, so a different account signing in (in another tab) starts from a clean slate.
  return (
    <AuthContext.Provider key={value.user.id} value={value}>
      {children}
    </AuthContext.Provider>
  )
}
