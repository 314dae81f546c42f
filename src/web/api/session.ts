import { queryOptions, type QueryClient } from '@tanstack/react-query'

import { authClient } from '../lib/auth-client'
import { keepScreensOnlyOf } from '../lib/kept-screen'
import { rememberSignedIn, wasSignedIn } from '../lib/signed-in-hint'

import { keptAnswer, stopKeptAnswers } from './kept-answers'

export { rememberSignedIn, wasSignedIn } from '../lib/signed-in-hint'

export interface SessionUser {
  id: string
  email: string
}

export const sessionKeys = { current: ['session'] as const }

declare global {
  interface Window {
    /** The session check index.html starts before the app's code loads; read once. */
    frogwalkSession?: Promise<Response>
    /** That check's answer (its JSON, null for nobody), set by index.html once it is in. */
    frogwalkSessionAnswer?: { answer: unknown }
  }
}

interface SessionAnswer {
  user?: { id: string; email: string }
}

/** The user of a session answer (null when nobody is signed in); undefined when it is not one. */
async function userOf(response: Response): Promise<SessionUser | null | undefined> {
  if (!response.ok) return undefined
  try {
    const answer = (await response.json()) as SessionAnswer | null
    return answer?.user ? { id: answer.user.id, email: answer.user.email } : null
  } catch {
    return undefined
  }
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
    return await userOf(await early)
  } catch {
    return undefined
  }
}

/**
 * A first visit, or a browser where nobody was signed in: when the early check has already answered that
 * nobody is (on a phone the answer comes long before the app's code), the session is known before the first
 * render, which draws the sign-in screen at once instead of 'Loading application...' for a frame. A returning
 * browser's start (the kept answers and screen, decision 039) is left as it is.
 */
export function showSignInIfAnswered(client: QueryClient): void {
  const early = window.frogwalkSessionAnswer
  if (early === undefined || window.frogwalkSession === undefined || wasSignedIn()) return
  const answer = early.answer as SessionAnswer | null
  if (answer?.user) return
  window.frogwalkSession = undefined
  window.frogwalkSessionAnswer = undefined
  keepScreensOnlyOf(null)
  client.setQueryData(sessionKeys.current, null)
}

/** The session as better-auth's client asks for it. */
async function askSession(): Promise<SessionUser | null> {
  const { data, error } = await authClient.getSession()
  if (error) throw new Error(error.message ?? `Session check failed (${error.status})`)
  if (!data) return null
  return { id: data.user.id, email: data.user.email }
}

/** The server's answer: the early check's, else asked now. */
async function serverSession(): Promise<SessionUser | null> {
  const early = await earlySession()
  const user = early !== undefined ? early : await askSession()
  rememberSignedIn(user !== null)
  // A screen kept for someone else, or shown to a browser where nobody is signed in now, goes at once.
  keepScreensOnlyOf(user?.id ?? null)
  return user
}

/**
 * The server's answer after the first screen was drawn from the kept session: when it is someone else or
 * nobody, it replaces the kept one (the sign-in screen shows, or the other user's app) and the queries
 * answered from what was kept go.
 */
async function confirmKept(client: QueryClient, kept: SessionUser): Promise<void> {
  let user: SessionUser | null
  try {
    user = await serverSession()
  } catch {
    return
  }
  if (user?.id === kept.id) return
  stopKeptAnswers()
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.current[0] })
  client.setQueryData(sessionKeys.current, user)
}

/** Who is signed in: the user, or null when nobody is. Kept in the query cache so sign-out can clear it locally. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: async ({ client }): Promise<SessionUser | null> => {
      // A returning browser draws its last screen at once from what the service worker kept, the
      // session's answer among it; the server's answer follows (api/kept-answers.ts).
      const kept = await keptAnswer('/api/auth/get-session')
      const keptUser = kept ? await userOf(kept) : undefined
      if (keptUser) {
        keepScreensOnlyOf(keptUser.id)
        void confirmKept(client, keptUser)
        return keptUser
      }
      return serverSession()
    },
    staleTime: 60_000,
  })
