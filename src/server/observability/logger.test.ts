import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { jsonLogger } from './logger'

it('writes the lines it holds when flushed, as the line saying the server is running is', async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-log-')), 'out.log')
  const fd = openSync(file, 'w')
  const logger = jsonLogger({ level: 'info', linesFd: fd })
  logger.info('held')
  expect(readFileSync(file, 'utf8')).toBe('')
  await new Promise<void>((done) => logger.flush(() => done()))
  expect(readFileSync(file, 'utf8')).toContain('"msg":"held"')
  closeSync(fd)
})
