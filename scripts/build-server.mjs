/**
 * Bundles the server (src/server/main.ts and everything it imports from src) into dist/server/main.js, run
 * by plain node: no TypeScript loader at run time. Packages stay imports from node_modules; the SQL
 * migrations are read from src/server/db/migrations, where the bundle is told to find them.
 * Plain JavaScript, so that `npm start` needs nothing but node to decide whether to build.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The built server, relative to the project's root. */
export const BUILT_SERVER = path.join(root, 'dist/server/main.js')

// Everything the server bundle is made from.
const SOURCES = ['src/server', 'src/shared', 'src/domain', 'package-lock.json', 'scripts/build-server.mjs']

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  )
}

/**
 * Whether `built` is missing or older than any of `sources` (paths relative to the project's root).
 * @param {string} built @param {string[]} sources @returns {boolean}
 */
export function isStale(built, sources) {
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => {
    const entry = path.join(root, source)
    return existsSync(entry) && newestChange(entry) > builtAt
  })
}

/** Builds dist/server/main.js when it is missing or older than its sources. @returns {Promise<boolean>} built */
export async function buildServerIfStale() {
  if (!isStale(BUILT_SERVER, SOURCES)) return false
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The bundle lives in dist/server: the migrations stay where they are written.
    define: { FROGWALK_MIGRATIONS_URL: JSON.stringify('../../src/server/db/migrations') },
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no output')
  // Several processes (test files) may build at once: each writes its own file and renames it into place.
  mkdirSync(path.dirname(BUILT_SERVER), { recursive: true })
  const temporary = `${BUILT_SERVER}.${process.pid}.tmp`
  writeFileSync(temporary, output.contents)
  renameSync(temporary, BUILT_SERVER)
  return true
}
