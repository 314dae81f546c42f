import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { nodeVersionProblem, SUPPORTED_NODE } from './node-version.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the Node version', () => {
  it.each([
    ['24.0.0', true],
    ['24.21.0', true],
    ['26.1.0', true],
    ['22.13.0', true],
    ['22.20.1', true],
    ['22.12.0', false],
    ['23.11.1', false],
    ['20.19.0', false],
    ['18.20.4', false],
  ])('%s is supported: %s', (version, supported) => {
    const problem = nodeVersionProblem(version)
    if (supported) expect(problem).toBeNull()
    else
      expect(problem).toBe(
        `Frogwalk needs Node 24 (or Node 22.13 or a later 22), and this is Node ${version}: ` +
          'install Node 24 (with nvm: `nvm install`, which reads .nvmrc) and start again.',
      )
  })

  it('is the one package.json declares and .nvmrc installs', () => {
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe(SUPPORTED_NODE)
    for (const file of ['.nvmrc', '.node-version']) {
      const major = readFileSync(`${root}/${file}`, 'utf8').trim()
      expect(nodeVersionProblem(`${major}.0.0`)).toBeNull()
    }
  })

  // The machine's own Node, when it is an older one (Debian's is 20): `npm start` runs node scripts/start.mjs.
  const systemNode = '/usr/bin/node'
  const systemVersion = existsSync(systemNode)
    ? execFileSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    : null
  it.skipIf(systemVersion === null || nodeVersionProblem(systemVersion) === null)(
    'stops npm start on an older Node with one sentence, before it builds anything',
    () => {
      const result = spawnSync(systemNode, ['scripts/start.mjs'], {
        cwd: root,
        encoding: 'utf8',
        // Without the check it would build and start: it is cut after a while, and fails.
        timeout: 20_000,
        env: { PATH: '/usr/bin:/bin', PORT: '0', DATA_DIR: os.tmpdir() + '/frogwalk-old-node' },
      })
      expect(result.status).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr.trim()).toBe(nodeVersionProblem(systemVersion ?? ''))
    },
  )
})
