import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

import { setWindowSize } from './tests/helpers/browser-commands'
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/helpers/chromium'

// Two projects, both run by `npm run test:unit`:
// - node: unit (src/domain, src/shared) and API tests (src/server, in-process against a real database);
// - browser: the UI kit's component tests (`*.browser.test.tsx`) in a real Chromium, so focus, layout,
//   scrolling and the native <dialog> behave as they do for users.
// End-to-end tests live in tests/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/private-tmp.ts'],
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        // Pre-bundle every library the components use up front: found one test file at a time, a late
        // re-bundle would load a second copy of React into the page.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-router',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            '@tanstack/react-query',
            '@tanstack/react-virtual',
            '@headlessui/react',
            'sonner',
            'lucide-react',
            'vitest-browser-react',
            'axe-core',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/web/**/*.browser.test.tsx'],
          setupFiles: ['tests/helpers/browser-setup.ts'],
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: CHROMIUM_LAUNCH_OPTIONS }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            commands: { setWindowSize },
          },
        },
      },
    ],
  },
})
