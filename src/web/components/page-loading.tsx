import { LoadingSpinner } from './ui/loading-spinner'

/** What a screen's place shows while its code loads (route `HydrateFallback`, Suspense fallback). */
export function PageLoading() {
  return (
    <div className="grid place-items-center py-24">
      <LoadingSpinner size="lg" label="Loading..." showLabel />
    </div>
  )
}
