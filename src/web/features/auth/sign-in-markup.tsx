import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'

import { SignInPage } from './sign-in-page'

/**
 * The sign-in screen as React draws it first (the sign-up link waits for the server's settings, as it does in
 * the app), as HTML for index.html: the build writes it there (scripts/static-sign-in-plugin.ts) so that a
 * first visit shows the form before any of the app's code has run (decision 042).
 */
export function signInMarkup(): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SignInPage />
    </QueryClientProvider>,
  )
}
