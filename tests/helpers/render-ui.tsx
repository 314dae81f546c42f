import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { render } from 'vitest-browser-react'

import { ConfirmProvider } from '../../src/web/components/confirm/confirm-provider'

/**
 * Render UI the way the app provides it: a fresh QueryClient (no retries), the confirm dialog provider and
 * a memory router (for URL state), starting at `url`. Returns the router to inspect or move its history.
 */
export async function renderUi(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] })
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  )
  return { screen, router, queryClient }
}
