/**
 * `npm start`: builds the UI when the build is missing or older than its sources, then starts the server.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = path.join(root, 'dist/web/index.html')
// Everything the UI bundle is made from.
const sources = ['src/web', 'src/shared', 'src/domain', 'vite.config.ts', 'package-lock.json']

function newestChange(entry: string): number {
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  )
}

function isBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true
  const built = statSync(builtIndex).mtimeMs
  return sources.some((source) => {
    const entry = path.join(root, source)
    return existsSync(entry) && newestChange(entry) > built
  })
}

if (isBuildStale()) {
  console.log('Building the UI...')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('Frogwalk cannot start because the UI build failed (see above).')
    process.exit(build.status ?? 1)
  }
}

await import('../src/server/main')
