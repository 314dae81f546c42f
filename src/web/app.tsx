import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'

import { queryClient } from './api/query-client'
import { AppToaster } from './components/app-toaster'
import { ConfirmProvider } from './components/confirm/confirm-provider'
import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import { appRouter, preloadDashboard } from './router'

/** The app of a signed-in user: rendered by the gate only then, so the router is made only then. */
function SignedInApp() {
  return <RouterProvider router={appRouter()} />
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeController />
      <ConfirmProvider>
        <AuthGate onSignInShown={preloadDashboard}>
          <SignedInApp />
        </AuthGate>
      </ConfirmProvider>
      <AppToaster />
    </QueryClientProvider>
  )
}
