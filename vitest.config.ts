import { defineConfig } from 'vitest/config'

// Unit (src/domain, src/shared) and API tests (src/server, in-process against a real database).
// Browser tests live in tests/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
