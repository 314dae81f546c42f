import { createAuthClient } from 'better-auth/react'

/** better-auth, mounted by the server at /api/auth on the same origin (cookies are HttpOnly). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // The app keeps the session in TanStack Query (see api/session.ts) so it can drop it locally
  // when sign-out fails; the library's own background refetching would only duplicate requests.
  sessionOptions: { refetchOnWindowFocus: false },
})
