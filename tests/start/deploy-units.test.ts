import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { readEnv } from '../../src/server/env'

/*
 * The systemd units docs/deploy.md hands an operator: systemd's own checker reads them as systemd will
 * (a misspelt directive, a bad value, a program that is not there), and they run the README's command.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const UNITS = ['deploy/frogwalk.service', 'deploy/frogwalk-backup.service', 'deploy/frogwalk-backup.timer']

describe('the deployment units', () => {
  it('pass systemd-analyze verify', () => {
    const result = spawnSync('systemd-analyze', ['verify', ...UNITS], { cwd: root, encoding: 'utf8' })
    expect(result.error).toBeUndefined()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('start the server with npm start, and the backup with npm run backup', () => {
    const unit = readFileSync(`${root}/deploy/frogwalk.service`, 'utf8')
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/npm start$/m)
    expect(readFileSync(`${root}/deploy/frogwalk-backup.service`, 'utf8')).toMatch(
      /^ExecStart=.*\/usr\/bin\/npm run backup -- --out /m,
    )
  })

  it('set only settings the server knows, with values it takes', () => {
    const unit = readFileSync(`${root}/deploy/frogwalk.service`, 'utf8')
    const settings = Object.fromEntries(
      [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
    )
    const { NODE_ENV: _production, ...frogwalk } = settings
    expect(Object.keys(frogwalk)).toEqual(['DATA_DIR'])
    expect(() => readEnv(frogwalk)).not.toThrow()
  })
})
