/**
 * Registers the service worker the production build writes (`/sw.js`, scripts/offline-app.ts), which
 * lets the app start and show its last lists without the network. Development builds have none.
 * `onFirstControl` runs when a worker first takes charge of a page that had none (the first visit's): what
 * the page read before then went past it and was not kept, so it is the time to read the screen again.
 */
export function registerServiceWorker(onFirstControl?: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  if (onFirstControl && !navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', () => onFirstControl(), { once: true })
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('The service worker could not be registered', error)
    })
  }
  // After the page's load, so that it does not compete with the first screen. The app's code is started by
  // index.html's script (scripts/paint-first-plugin.ts) and may run after the load event.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}
