import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_LAUNCH_OPTIONS } from './tests/helpers/chromium'
import { SERVER_ENV, SERVER_NODE_OPTIONS } from './scripts/build-server.mjs'

// E2E_PORT lets two runs share a machine (each engineer their own port).
const PORT = Number(process.env.E2E_PORT ?? 3100)
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65_535) {
  throw new Error(`E2E_PORT must be a port number, not ${process.env.E2E_PORT}`)
}
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A test's own limit, above the 8–25 s most tests take here: two workers share the server's cores, and a
  // busier machine ran the settings dialogs' axe checks in 32 s where they take 8 s here. Tests that do
  // more set their own, longer limit.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The app's service worker answers the API from its cache when offline; it would also hide requests from
    // page.route. Only the offline tests let it run (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Every run starts from an empty database in a temporary folder that the server removes when it stops
  // (tests/e2e/serve.mjs, the built server). `npm test` builds dist/web before this runs.
  webServer: {
    command: ['node', ...SERVER_NODE_OPTIONS, 'tests/e2e/serve.mjs'].join(' '),
    url: `${baseURL}/api/health`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...SERVER_ENV,
      PORT: String(PORT),
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
