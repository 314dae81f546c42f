import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
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
    ['20.19.0', true],
    ['20.20.2', true],
    ['22.12.0', false],
    ['23.11.1', false],
    ['20.18.3', false],
    ['18.20.4', false],
  ])('%s is supported: %s', (version, supported) => {
    const problem = nodeVersionProblem(version)
    if (supported) expect(problem).toBeNull()
    else
      expect(problem).toBe(
        `Frogwalk needs Node 20.19 or later (20, 22.13 or a later 22, or 24), and this is Node ${version}: ` +
          'install a newer Node (Debian: apt-get install nodejs; with nvm: `nvm install`) and start again.',
      )
  })

  it('is the one package.json declares and .nvmrc installs', () => {
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe(SUPPORTED_NODE)
    for (const file of ['.nvmrc', '.node-version']) {
      // A bare major version: nvm and the like install the newest of that line.
      const major = readFileSync(`${root}/${file}`, 'utf8').trim()
      expect(major).toMatch(/^\d+$/)
      expect(nodeVersionProblem(`${major}.99.0`)).toBeNull()
    }
  })

  // An older Node than these stops `npm start` (node scripts/start.mjs) before it builds anything. The machine's
  // own Node is a supported one, so the process is told it is Node 18 before start.mjs runs.
  it('stops npm start on an older Node with one sentence, before it builds anything', () => {
    const oldNode = 'Object.defineProperty(process.versions, "node", { value: "18.20.4" })'
    const result = spawnSync(process.execPath, ['--import', `data:text/javascript,${oldNode}`, 'scripts/start.mjs'], {
      cwd: root,
      encoding: 'utf8',
      // Without the check it would build and start: it is cut after a while, and fails.
      timeout: 20_000,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: os.tmpdir() + '/frogwalk-old-node' },
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim()).toBe(nodeVersionProblem('18.20.4'))
  })
})
