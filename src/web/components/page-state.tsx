import type { ReactNode } from 'react'

import { errorMessage } from '../lib/errors'

import { LoadingSpinner } from './ui/loading-spinner'
import { WarningBanner } from './ui/warning-banner'

/** The parts of a TanStack query result PageState reads (useQuery and useInfiniteQuery both fit). */
export interface PageQuery<Data> {
  data: Data | undefined
  error: unknown
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * A page's three states from its query: the spinner with the page's loading text, the yellow banner with
 * the spec's load-failure text and Retry, or the content once the data is there.
 *
 *   <PageState query={brands} loadingLabel="Loading brands..." errorMessage="Failed to load brands">
 *     {(data) => <BrandsTable brands={data.rows} />}
 *   </PageState>
 */
export function PageState<Data>({
  query,
  loadingLabel,
  errorMessage: failureMessage,
  children,
}: {
  query: PageQuery<Data>
  loadingLabel: string
  errorMessage: string
  children: (data: Data) => ReactNode
}) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    return (
      <WarningBanner
        message={failureMessage}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  return (
    <div className="grid place-items-center py-16">
      <LoadingSpinner size="lg" label={loadingLabel} showLabel />
    </div>
  )
}
