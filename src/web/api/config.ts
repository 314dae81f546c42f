import { queryOptions } from '@tanstack/react-query'

import { call } from './client'

export interface PublicConfig {
  signupOpen: boolean
}

/** Server facts the sign-in screen needs before anyone is signed in. */
export const configQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => call<PublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
  })
