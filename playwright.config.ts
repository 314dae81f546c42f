import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

const PORT = 3100
const baseURL = `http://127.0.0.1:${PORT}`

// Every run starts from an empty database. `npm test` builds dist/web before this runs.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frogwalk-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      // Browsers cannot be downloaded here; drive the system Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      AUTH_SECRET: 'e2e-secret-at-least-32-characters-long!!',
      SIGNUP: 'open',
      // Each test presents its own client address (X-Forwarded-For, see tests/e2e/fixtures.ts), so the
      // per-address limits on sign-up and sign-in apply per test rather than to the whole run.
      TRUST_PROXY: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
