/**
 * Registers the service worker the production build writes (`/sw.js`, scripts/offline-app.ts), which
 * lets the app start and show its last lists without the network. Development builds have none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('The service worker could not be registered', error)
    })
  })
}
