import { queryOptions } from '@tanstack/react-query'

import { authClient } from '../lib/auth-client'

export interface SessionUser {
  id: string
  email: string
}

export const sessionKeys = { current: ['session'] as const }

/** Who is signed in: the user, or null when nobody is. Kept in the query cache so sign-out can clear it locally. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: async (): Promise<SessionUser | null> => {
      const { data, error } = await authClient.getSession()
      if (error) throw new Error(error.message ?? `Session check failed (${error.status})`)
      if (!data) return null
      return { id: data.user.id, email: data.user.email }
    },
    staleTime: 60_000,
  })
