import type { VitePWAOptions } from 'vite-plugin-pwa'

import { API_CACHE, FILES_CACHE } from '../src/web/lib/offline-cache.ts'

/**
 * Frogwalk as an installable app that opens without the network (decision 023).
 *
 * - The manifest names the app and gives the home-screen icons.
 * - The service worker keeps the built UI (every hashed asset, index.html) and answers a navigation with
 *   index.html, so the app starts offline.
 * - The API's GET answers are fetched from the network first and kept, so the lists last loaded show when
 *   the network is gone. The kept answers are the signed-in user's own: they are deleted on sign-out and
 *   before anyone signs in (src/web/lib/offline-cache.ts).
 * - Photos and files are served by immutable ids: kept once, read from the cache after.
 */
export const offlineApp: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by src/web/lib/service-worker.ts, only in a production build: no inline script to hash.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Frogwalk',
    short_name: 'Frogwalk',
    description: 'Inventory, expenses, mileage and profit for online resellers.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#059669',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/files/'),
        handler: 'CacheFirst',
        options: {
          cacheName: FILES_CACHE,
          expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Not the answers that must be fresh to be true (an offered SKU or receipt number, whether one is
        // free), nor the exports, the tax year's pack and the account's backup, which are files.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/files/') &&
          !/\/(new-sku|sku-check|new-number|number-check|export\.csv|pack|backup)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          // A phone with one bar of signal: after 10 s the last answer is better than a spinner.
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 400, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
}
