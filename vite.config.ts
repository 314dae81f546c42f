import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { cspHashes } from './scripts/csp-plugin.ts'
import { entryBudget } from './scripts/entry-budget-plugin.ts'
import { offlineApp } from './scripts/offline-app.ts'
import { paintBeforeApp } from './scripts/paint-first-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { staticSignIn } from './scripts/static-sign-in-plugin.ts'

// The UI lives in src/web and is built into dist/web, which the Node server serves with an SPA fallback.
// In development the API runs beside Vite on port 3000; /api is proxied so cookies stay same-origin.
export default defineConfig({
  root: 'src/web',
  // The JavaScript of the first load (entry and modulepreloads) stays under 140 kB gzip; screens, the router
  // and the shell load lazily (a first visit on a phone: 150 kB in all, decision 011a).
  plugins: [
    react(),
    tailwindcss(),
    entryBudget({ limitKb: 140 }),
    staticSignIn(),
    cspHashes(),
    paintBeforeApp(),
    precompress(),
    VitePWA(offlineApp),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // `entriesAware` keeps the libraries only lazy screens use (forms, the picker) out of the chunk
        // the first load needs, in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router is the signed-in app's: a first visit shows the sign-in form without it.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Everything else the first screen needs, ours and the libraries', in the entry's one chunk: a
            // phone fetches six files at a time, one round trip each, and the sign-in form waited for three
            // rounds of 14 scripts. Code a screen loads when it opens (the item dialogs' chunk among them,
            // tests/e2e/dashboard.spec.ts) stays out of it.
            { name: 'first-load', tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
})
