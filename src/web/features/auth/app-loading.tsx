import { LoadingSpinner } from '../../components/ui/loading-spinner'

/** The whole screen while the sign-in is not yet known, or while the signed-in app's code loads. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <LoadingSpinner size="lg" label="Loading application..." showLabel />
    </div>
  )
}
