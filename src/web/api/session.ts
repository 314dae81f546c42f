import { queryOptions } from '@tanstack/react-query'

import { authClient } from '../lib/auth-client'

export interface SessionUser {
  id: string
  email: string
}

export const sessionKeys = { current: ['session'] as const }

/** Kept while someone is signed in on this browser: no one's data, only that the app's code will be wanted. */
const SIGNED_IN_HINT = 'frogwalk-signed-in'

/** Whether someone was signed in on this browser when it last checked. */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) !== null
  } catch {
    return false
  }
}

/** Remembers whether someone is signed in, for the next visit's `wasSignedIn`. */
export function rememberSignedIn(isSignedIn: boolean): void {
  try {
    if (isSignedIn) localStorage.setItem(SIGNED_IN_HINT, '1')
    else localStorage.removeItem(SIGNED_IN_HINT)
  } catch {
    // Storage refused (a private window): the next visit loads the code after the session check.
  }
}

declare global {
  interface Window {
    /** The session check index.html starts before the app's code loads; read once. */
    frogwalkSession?: Promise<Response>
  }
}

interface SessionAnswer {
  user?: { id: string; email: string }
}

/**
 * The answer to the session check index.html started as the page loaded, when there is one (taken once: a
 * later check asks the server again); undefined when there is none or it failed, so the caller asks.
 */
async function earlySession(): Promise<SessionUser | null | undefined> {
  const early = window.frogwalkSession
  if (!early) return undefined
  window.frogwalkSession = undefined
  try {
    const response = await early
    if (!response.ok) return undefined
    const answer = (await response.json()) as SessionAnswer | null
    return answer?.user ? { id: answer.user.id, email: answer.user.email } : null
  } catch {
    return undefined
  }
}

/** The session as better-auth's client asks for it. */
async function askSession(): Promise<SessionUser | null> {
  const { data, error } = await authClient.getSession()
  if (error) throw new Error(error.message ?? `Session check failed (${error.status})`)
  if (!data) return null
  return { id: data.user.id, email: data.user.email }
}

/** Who is signed in: the user, or null when nobody is. Kept in the query cache so sign-out can clear it locally. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: async (): Promise<SessionUser | null> => {
      const early = await earlySession()
      const user = early !== undefined ? early : await askSession()
      rememberSignedIn(user !== null)
      return user
    },
    staleTime: 60_000,
  })
