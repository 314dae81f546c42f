import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { BUILT_SERVER, buildServerIfStale } from '../../scripts/build-server.mjs'

/**
 * The server of the e2e run (playwright.config.ts webServer): the built server (dist/server/main.js, as
 * `npm start` runs it, rebuilt when stale) on a fresh data folder, which is removed when the server stops,
 * so a run leaves no database behind in /tmp. Plain JavaScript run by node (with the server's node options,
 * SERVER_NODE_OPTIONS): one process, no TypeScript loader, so the stop signal reaches the server itself.
 */
await buildServerIfStale()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-e2e-'))
process.env.DATA_DIR = dataDir
// main.ts ends with process.exit on SIGTERM/SIGINT (after closing the database) and on a failed start.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

await import(pathToFileURL(BUILT_SERVER).href)
