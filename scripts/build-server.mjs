/**
 * Bundles the server (src/server/main.ts, everything it imports from src and the packages it loads at start)
 * into dist/server/main.js and its chunks, run by plain node: no TypeScript loader at run time. PGlite and
 * the packages loaded only when needed stay imports from node_modules; the SQL migrations are read from
 * src/server/db/migrations, where the bundle is told to find them. Then writes the
 * embedded database's template (dist/server/pgdata-template), which a first start copies instead of
 * running initdb in the server (decision 011a).
 * Plain JavaScript, so that `npm start` needs nothing but node to decide whether to build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The built server, relative to the project's root. */
export const BUILT_SERVER = path.join(root, 'dist/server/main.js')

/**
 * The node options the built server runs with: `npm start` passes them (package.json, held to this list by
 * tests/start/npm-start.test.ts), and so do the tests, the e2e server and the benchmark when they start it.
 * A young generation of 8 MiB semi-spaces: V8 would let them grow to 64 MiB on a machine with much memory,
 * and an idle server never collects what loading its modules left there; at 4 MiB the scavenges of a busy
 * server cost about a quarter more CPU a request (docs/benchmarks.md, 2026-11-29). One thread compiling PGlite's
 * WebAssembly with TurboFan as its functions get hot, not one per core: each compiling thread's working
 * memory came on top of the rest. RSS idle 194 -> 148 MiB and peak under traffic 323 -> 260 MiB on PGlite,
 * with the malloc settings below (decision 011a).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8', '--wasm-num-compilation-tasks=1']

/**
 * The environment the built server runs with, beside the caller's: `npm start` sets it (package.json, held to
 * this list by tests/start/npm-start.test.ts), and so do the tests, the e2e server and the benchmark. glibc's
 * malloc reads it once, at the process's start. One arena instead of one per thread, and blocks of 16 KiB or
 * more given back to the system when freed: the WebAssembly compiler's working memory otherwise stays in the
 * arenas, fragmented, and an idle server never gives it back (55 MiB of malloc's heap with 64 KiB, 13 MiB
 * with 16 KiB; decision 011a).
 * @type {Readonly<Record<string, string>>}
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_TRIM_THRESHOLD_: '65536',
  MALLOC_MMAP_THRESHOLD_: '16384',
}

/** The built UI, and everything it is made from (vite.config.ts: the root is src/web). */
const BUILT_WEB = path.join(root, 'dist/web/index.html')
const WEB_SOURCES = ['src/web', 'src/shared', 'src/domain', 'vite.config.ts', 'package-lock.json']

/** Whether the built UI (dist/web) is missing or older than its sources. @returns {boolean} */
export function isWebStale() {
  return isStale(BUILT_WEB, WEB_SOURCES)
}

/** Builds the UI with Vite into dist/web, its warnings and errors shown. @returns {number} Vite's exit code */
export function buildWeb() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  return build.status ?? 1
}

/** The program that writes the template, bundled beside the server. */
const TEMPLATE_WRITER = path.join(root, 'dist/server/template.js')
/** The embedded database with every migration applied, copied by a first start. */
export const DATA_TEMPLATE = path.join(root, 'dist/server/pgdata-template')

// Everything the server bundle is made from.
const SOURCES = ['src/server', 'src/shared', 'src/domain', 'package-lock.json', 'scripts/build-server.mjs']
// Everything the template is made from: the migrations, PGlite and its settings.
const TEMPLATE_SOURCES = [
  'src/server/db/migrations',
  'src/server/db/client.ts',
  'src/server/db/template-main.ts',
  'src/server/db/empty-cluster.zip',
  'package-lock.json',
]

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

/**
 * Builds dist/server/main.js (and the template's writer beside it) when it is missing or older than its
 * sources, then the template when it is. @returns {Promise<boolean>} whether anything was built
 */
export async function buildServerIfStale() {
  const bundled = await bundleIfStale()
  const template = isStale(path.join(DATA_TEMPLATE, 'PG_VERSION'), TEMPLATE_SOURCES)
  if (template) await writeDataTemplate(DATA_TEMPLATE)
  return bundled || template
}

/**
 * The packages the bundle leaves as imports from node_modules: PGlite finds its WebAssembly and its files
 * next to its own module, and the rest are loaded only when a label, PostgreSQL, a bucket, the metrics or a
 * terminal's log need them (their `import()` stays theirs). Every other package is in the bundle.
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'jspdf',
  'jspdf-autotable',
  'pg',
  '@aws-sdk/*',
  'prom-client',
  'pino-pretty',
]

/** @returns {Promise<boolean>} built */
async function bundleIfStale() {
  if (!isStale(BUILT_SERVER, SOURCES) && existsSync(TEMPLATE_WRITER)) return false
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      template: path.join(root, 'src/server/db/template-main.ts'),
    },
    outdir: path.dirname(BUILT_SERVER),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages in the bundle too: node resolved, opened and compiled some 700 files of them one by one
    // at every start (about 0.8 s of CPU of the 2.2 s a start spent on the embedded database, decision 011a).
    external: EXTERNAL_PACKAGES,
    // What is loaded with `import()` (PostgreSQL's driver, the S3 store) in chunks of its own, so that the
    // packages those chunks import are not loaded at start.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // The CommonJS packages in the bundle (pino, papaparse) ask for node's modules with `require`.
    banner: {
      js: "import { createRequire as frogwalkRequire } from 'node:module'; const require = frogwalkRequire(import.meta.url);",
    },
    // The bundle and its chunks live in dist/server: the migrations stay where they are written.
    define: {
      FROGWALK_MIGRATIONS_URL: JSON.stringify('../../src/server/db/migrations'),
      FROGWALK_TEMPLATE_URL: JSON.stringify('./pgdata-template'),
      FROGWALK_CLUSTER_URL: JSON.stringify('../../src/server/db/empty-cluster.zip'),
    },
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  })
  if (!result.outputFiles.some((output) => output.path === BUILT_SERVER))
    throw new Error('esbuild produced no server')
  // Several processes (test files) may build at once: each writes its own file and renames it into place.
  // The chunks are named after their content, so two builds of the same sources write the same files.
  mkdirSync(path.dirname(BUILT_SERVER), { recursive: true })
  // The chunks and the writer first: the server's file is what says the build is done.
  const outputs = [...result.outputFiles].sort((a) => (a.path === BUILT_SERVER ? 1 : -1))
  for (const output of outputs) {
    const temporary = `${output.path}.${process.pid}.tmp`
    writeFileSync(temporary, output.contents)
    renameSync(temporary, output.path)
  }
  return true
}

/**
 * Writes the template into `folder` in a node process of its own, which exits when done: its memory is
 * never the server's. It unpacks the empty cluster (src/server/db/empty-cluster.zip) and applies the
 * migrations; initdb (a peak of about 700 MiB) runs only when this PGlite cannot open that cluster. Several
 * processes may build at once: each writes beside and renames into place; one that finds the template there
 * already keeps it.
 * @param {string} folder
 * @returns {Promise<{ ms: number, peakMiB: number, source: string }>} its time, its peak memory, and
 *   whether the cluster came from the archive or initdb
 */
export async function writeDataTemplate(folder) {
  const started = performance.now()
  const temporary = `${folder}.${process.pid}.tmp`
  rmSync(temporary, { recursive: true, force: true })
  const { code, stdout, stderr } = await new Promise((resolve) => {
    const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, TEMPLATE_WRITER, temporary], {
      env: { ...process.env, ...SERVER_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }))
  })
  if (code !== 0) {
    rmSync(temporary, { recursive: true, force: true })
    throw new Error(`writing the database template failed: ${stderr.trim() || `exit code ${code}`}`)
  }
  const peakKb = Number(/peak-kb (\d+)/.exec(stdout)?.[1] ?? NaN)
  const source = /source (\w+)/.exec(stdout)?.[1] ?? 'unknown'
  rmSync(folder, { recursive: true, force: true })
  try {
    renameSync(temporary, folder)
  } catch {
    // Another process put its template there in the meantime.
    rmSync(temporary, { recursive: true, force: true })
  }
  return { ms: performance.now() - started, peakMiB: peakKb / 1024, source }
}
