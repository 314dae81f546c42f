import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'

import { AuthGate } from './features/auth/auth-gate'
import { ThemeController } from './features/settings/theme-controller'
import { queryClient } from './lib/query-client'
import { router } from './router'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeController />
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </QueryClientProvider>
  )
}
