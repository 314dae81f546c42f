import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Vitest global setup: the whole run, its workers, the servers the tests start and the browser they drive
 * get one private temporary folder (TMPDIR), removed when the run ends. Tests may then create what they
 * need under os.tmpdir() without leaving anything behind in the machine's temporary folder.
 */
export default function usePrivateTmp(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-test-'))
  const previous = process.env.TMPDIR
  process.env.TMPDIR = dir
  return () => {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    rmSync(dir, { recursive: true, force: true })
  }
}
