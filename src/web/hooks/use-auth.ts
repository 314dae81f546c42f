import { createContext, useContext } from 'react'

import type { SessionUser } from '../api/session'

export interface AuthContextValue {
  user: SessionUser
  /** Sign out on the server and, whatever it answers, here (spec 2: the local session is cleared anyway). */
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/** The signed-in user. Only valid below <AuthGate>, which renders its children only with a user (spec 6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthGate>, which provides the signed-in user')
  return value
}
