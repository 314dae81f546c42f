import type { QueryClient } from '@tanstack/react-query'

import { authClient } from '../lib/auth-client'
import { announceAuthChange } from '../lib/auth-sync'
import { clearDrafts } from '../lib/form-drafts'
import { forgetOfflineCopies } from '../lib/offline-cache'
import { forgetRemembered } from '../lib/remembered'

import { rememberSignedIn, sessionKeys, type SessionUser } from './session'

const KEEP_ON_SIGN_OUT = new Set(['session', 'config'])

/**
 * Forget the signed-in user in this tab: the sign-in screen shows, no other user's data stays cached, and
 * the drafts of unsaved forms, the remembered choices and the offline copies of the lists go (a session that merely expired keeps
 * the drafts, for the same user's return).
 */
export function clearLocalSession(queryClient: QueryClient): void {
  clearDrafts()
  forgetRemembered()
  void forgetOfflineCopies()
  queryClient.setQueryData(sessionKeys.current, null)
  rememberSignedIn(false)
  queryClient.removeQueries({ predicate: (query) => !KEEP_ON_SIGN_OUT.has(String(query.queryKey[0])) })
}

/** Sign out on the server, then locally even when the server could not be reached. */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  try {
    const { error } = await authClient.signOut()
    if (error) console.warn('Sign-out was not confirmed by the server', error)
  } catch (error) {
    console.warn('Sign-out request failed; signing out locally', error)
  }
  clearLocalSession(queryClient)
  announceAuthChange('signed-out')
}

/** The account was deleted (its sessions with it): forget it here and in the other tabs, as a sign-out does. */
export function forgetDeletedAccount(queryClient: QueryClient): void {
  clearLocalSession(queryClient)
  announceAuthChange('signed-out')
}

/** Another tab signed in: re-check the session, and if it is now someone else, drop the previous user's data. */
export async function followSignInElsewhere(queryClient: QueryClient): Promise<void> {
  const before = queryClient.getQueryData<SessionUser | null>(sessionKeys.current)
  await queryClient.invalidateQueries({ queryKey: sessionKeys.current })
  const after = queryClient.getQueryData<SessionUser | null>(sessionKeys.current)
  if (before && after && before.id !== after.id) {
    await forgetOfflineCopies()
    await queryClient.resetQueries({ predicate: (query) => !KEEP_ON_SIGN_OUT.has(String(query.queryKey[0])) })
  }
}
