/**
 * `npm start`: builds the UI and the server when either is missing or older than its sources, then runs
 * the built server (dist/server/main.js) in this same node process: no TypeScript loader, no child.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { nodeVersionProblem } from './node-version.mjs'

const problem = nodeVersionProblem(process.versions.node)
if (problem) {
  console.error(problem)
  process.exit(1)
}

// Loaded after the check: they may use what an older Node lacks.
const { BUILT_SERVER, buildServerIfStale, isStale } = await import('./build-server.mjs')

const root = fileURLToPath(new URL('..', import.meta.url))
// Everything the UI bundle is made from.
const UI_SOURCES = ['src/web', 'src/shared', 'src/domain', 'vite.config.ts', 'package-lock.json']

if (isStale(path.join(root, 'dist/web/index.html'), UI_SOURCES)) {
  console.log('Building the UI...')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) {
    console.error('Frogwalk cannot start because the UI build failed (see above).')
    process.exit(build.status ?? 1)
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
