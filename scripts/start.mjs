/**
 * `npm start`: builds the UI and the server when either is missing or older than its sources, then runs
 * the built server (dist/server/main.js) in this same node process: no TypeScript loader, no child.
 */
import { pathToFileURL } from 'node:url'

import { exitUnlessSupported } from './node-version.mjs'

exitUnlessSupported()

// Loaded after the check: they may use what an older Node lacks.
const { BUILT_SERVER, buildServerIfStale, buildWeb, isWebStale } = await import('./build-server.mjs')

if (isWebStale()) {
  console.log('Building the UI...')
  const status = buildWeb()
  if (status !== 0) {
    console.error('Frogwalk cannot start because the UI build failed (see above).')
    process.exit(status)
  }
}

try {
  if (await buildServerIfStale()) console.log('Built the server.')
} catch (error) {
  console.error(
    'Frogwalk cannot start because the server build failed:',
    error instanceof Error ? error.message : error,
  )
  process.exit(1)
}

await import(pathToFileURL(BUILT_SERVER).href)
