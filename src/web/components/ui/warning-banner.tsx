import { RefreshCw, TriangleAlert } from 'lucide-react'

import { Button } from './button'

/** The yellow banner of spec 2 (shared pieces): a message and an optional Retry. */
export function WarningBanner({
  message,
  detail,
  onRetry,
  isRetrying = false,
}: {
  message: string
  /** A second, smaller line: why it failed ('Could not reach the server...'). */
  detail?: string
  onRetry?: () => void
  isRetrying?: boolean
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <div className="flex flex-1 items-start gap-3">
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <div className="text-sm">
          <p className="font-medium">{message}</p>
          {detail ? <p className="mt-0.5 text-amber-800 dark:text-amber-200/80">{detail}</p> : null}
        </div>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RefreshCw aria-hidden="true" className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
          Retry
        </Button>
      ) : null}
    </div>
  )
}
