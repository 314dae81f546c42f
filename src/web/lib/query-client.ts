import { QueryCache, QueryClient } from '@tanstack/react-query'

import { ApiError } from '../api/client'
import { sessionKeys } from '../api/session'

import { isRetryable } from './errors'

/** One QueryClient for the app. A 401 anywhere means the session ended: re-check it, which shows sign-in. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.current })
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
})
