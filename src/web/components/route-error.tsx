import { useEffect } from 'react'
import { useRouteError } from 'react-router'

import { dropShownScreen } from '../lib/kept-screen'

import { WarningBanner } from './ui/warning-banner'

/** Last resort for a screen that failed to render: say so plainly and offer a reload. */
export function RouteError() {
  const error = useRouteError()
  console.error('A screen failed to render', error)
  // The last screen kept from a visit before (lib/kept-screen.ts) must not hide this one.
  useEffect(dropShownScreen, [])
  return (
    <div className="mx-auto max-w-xl p-6">
      <WarningBanner
        message="Something went wrong while showing this screen."
        onRetry={() => window.location.reload()}
      />
    </div>
  )
}
