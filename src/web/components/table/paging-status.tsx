import type { ListPaging } from '../../hooks/use-infinite-rows'
import { Button } from '../ui/button'
import { LoadingSpinner } from '../ui/loading-spinner'

/** The foot of a paged list: 'Loading more...' while the next page comes, or a retry when it failed. */
export function PagingStatus({ paging }: { paging: ListPaging | undefined }) {
  if (paging?.isFetchingNextPage) return <LoadingSpinner size="sm" label="Loading more..." showLabel />
  if (paging?.isFetchNextPageError && paging.hasNextPage) {
    return (
      <span className="inline-flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        Could not load more rows.
        <Button variant="secondary" size="sm" onClick={() => void paging.fetchNextPage()}>
          Retry
        </Button>
      </span>
    )
  }
  return null
}

/** Whether PagingStatus has anything to show. */
export function hasPagingStatus(paging: ListPaging | undefined): boolean {
  return Boolean(paging?.isFetchingNextPage || (paging?.isFetchNextPageError && paging.hasNextPage))
}
