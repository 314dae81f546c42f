import { QueryCache, QueryClient } from '@tanstack/react-query'

import { ApiError } from '../lib/api-error'
import { isRetryable } from '../lib/errors'

import { sessionKeys } from './session'

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
      // Ask even without a network: the service worker answers with the last copy it kept (decision 023).
      networkMode: 'offlineFirst',
      retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
    },
    // A save without a network fails at once with its message, rather than waiting unseen for one.
    mutations: { retry: false, networkMode: 'always' },
  },
})
