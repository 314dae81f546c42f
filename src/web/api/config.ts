import { queryOptions } from '@tanstack/react-query'

import { api, call } from './client'

/** Server facts the sign-in screen needs before anyone is signed in. */
export const configQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => call(api.config.$get(undefined, { init: { signal } })),
    staleTime: Infinity,
  })
