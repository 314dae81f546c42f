import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The server of the e2e run (playwright.config.ts webServer): the real src/server/main.ts on a fresh data
 * folder, which is removed when the server stops, so a run leaves no database behind in /tmp.
 * Started as `node --import tsx` (one process, so the stop signal reaches the server itself).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-e2e-'))
process.env.DATA_DIR = dataDir
// main.ts ends with process.exit on SIGTERM/SIGINT (after closing the database) and on a failed start.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

await import('../../src/server/main')
