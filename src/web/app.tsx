import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'

import { queryClient } from './api/query-client'
import { AppToaster } from './components/app-toaster'
import { ConfirmProvider } from './components/confirm/confirm-provider'
import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import { router } from './router'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeController />
      <ConfirmProvider>
        <AuthGate>
          <RouterProvider router={router} />
        </AuthGate>
      </ConfirmProvider>
      <AppToaster />
    </QueryClientProvider>
  )
}
