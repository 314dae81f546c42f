import { RouterProvider } from 'react-router'

import { appRouter } from './router'

export { appRouter, preloadDashboard } from './router'

/**
 * The app of a signed-in user: the router and the shell. A module of its own, loaded once someone is signed
 * in (or in the background once the sign-in screen shows), so a first visit downloads neither the router
 * nor the shell before the sign-in form (decision 011a).
 */
export function SignedInApp() {
  return <RouterProvider router={appRouter()} />
}
