import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'

import { DRAWER_BREAKPOINT_PX } from '../../domain/settings'
import { isStartingFromKept } from '../api/kept-answers'
import { sessionKeys, type SessionUser } from '../api/session'
import { settingsQuery } from '../api/settings'
import { AppFooter } from '../components/app-footer'
import { useConfirm } from '../components/confirm/confirm-context'
import { UnsavedChangesProvider } from '../components/form/unsaved-navigation'
import { useAuth } from '../hooks/use-auth'
import { useLocalPreferences } from '../hooks/use-local-preferences'
import { watchScreen } from '../lib/kept-screen'
import { PreferencesSync } from '../features/settings/preferences-sync'
import { KeptWritesSync } from '../features/sync/kept-writes-sync'

import { OfflineNotice } from './offline-notice'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'

const SIGN_OUT_QUESTION = 'Are you sure you want to sign out?'

/**
 * Whether the screen is `userId`'s, drawn from the server's answers: the session is still theirs (another
 * tab's sign-in may have named someone else), and every read has its answer, none from what was kept.
 */
function isDrawnFromServer(queryClient: QueryClient, userId: string): boolean {
  if (isStartingFromKept()) return false
  if (queryClient.getQueryData<SessionUser | null>(sessionKeys.current)?.id !== userId) return false
  return queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((query) => query.state.status === 'success')
}

function isDrawerWidth(): boolean {
  return window.innerWidth < DRAWER_BREAKPOINT_PX
}

/** The signed-in frame: a drawer on small screens, a fixed sidebar from 768 px, the page and the footer. */
export function AppLayout() {
  const { user, signOut } = useAuth()
  const confirm = useConfirm()
  const settings = useQuery(settingsQuery())
  const localPreferences = useLocalPreferences()
  // The server's answer wins; the browser's copy covers the first paint.
  const storeName = settings.data?.storeName ?? localPreferences.storeName
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  const drawerRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const queryClient = useQueryClient()

  // The next visit shows this screen before the app's code has run (lib/kept-screen.ts).
  useEffect(() => watchScreen(user.id, () => isDrawnFromServer(queryClient, user.id)), [user.id, queryClient])

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pathname])

  useEffect(() => {
    // A drawer left open while the window widens past the breakpoint would keep the page scroll-locked.
    const wide = window.matchMedia(`(min-width: ${DRAWER_BREAKPOINT_PX}px)`)
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!isDrawerOpen) return
    drawerRef.current?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in a dialog opened from the drawer (the sign-out question) closes only that dialog.
      if (event.target instanceof Element && event.target.closest('dialog')) return
      if (event.key === 'Escape') setDrawerOpen(false)
    }
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    window.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = previousOverflow
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [isDrawerOpen])

  const onSignOut = async () => {
    if (await confirm({ question: SIGN_OUT_QUESTION, confirmLabel: 'Sign Out' })) await signOut()
  }

  return (
    <div className="min-h-dvh md:flex">
      <PreferencesSync />
      <TopBar isMenuOpen={isDrawerOpen} onOpenMenu={() => setDrawerOpen(true)} />

      {isDrawerOpen ? (
        <div
          aria-hidden="true"
          onClick={() => setDrawerOpen(false)}
          className="fixed inset-0 z-30 bg-slate-950/50 backdrop-blur-[1px] md:hidden"
        />
      ) : null}

      {/* A drawer below 768 px; from there a column whose contents stay in view while the page scrolls. */}
      <aside
        id="app-sidebar"
        ref={drawerRef}
        aria-label="Sidebar"
        className={[
          'fixed inset-y-0 left-0 z-40 w-72 border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          'max-md:transition-[translate,visibility] max-md:duration-200 max-md:ease-out motion-reduce:transition-none',
          'md:visible md:static md:z-auto md:w-68 md:shrink-0 md:translate-x-0',
          isDrawerOpen ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full',
        ].join(' ')}
      >
        <div className="h-full md:sticky md:top-0 md:h-dvh">
          <Sidebar
            storeName={storeName}
            email={user.email}
            onNavigate={() => {
              if (isDrawerWidth()) setDrawerOpen(false)
            }}
            onSignOut={() => void onSignOut()}
            onClose={() => setDrawerOpen(false)}
          />
        </div>
      </aside>

      <div className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-1 flex-col md:min-h-dvh">
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <OfflineNotice />
          <KeptWritesSync userId={user.id} />
          {/* The pages' forms keep drafts for this user, and leaving one changed asks first. */}
          <UnsavedChangesProvider draftOwner={user.id}>
            <Outlet />
          </UnsavedChangesProvider>
        </main>
        <AppFooter />
      </div>
    </div>
  )
}
