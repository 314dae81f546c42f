import { WifiOff } from 'lucide-react'

import { useOnline } from '../hooks/use-online'

const OFFLINE_NOTICE =
  'You are offline. Frogwalk shows what it last loaded; new items, expenses, readings and receipt lines are kept on this phone until the network returns.'

/** A line above the page while the browser has no network, so kept lists are not taken for fresh ones. */
export function OfflineNotice() {
  const isOnline = useOnline()
  return (
    <div role="status" aria-live="polite">
      {isOnline ? null : (
        <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{OFFLINE_NOTICE}</span>
        </p>
      )}
    </div>
  )
}
