/**
 * How every browser test starts Chromium: the system build (browsers cannot be downloaded here;
 * CHROMIUM_PATH overrides), without sandbox, GPU or background traffic. Shared by playwright.config.ts
 * (e2e) and vitest.config.ts (component tests).
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
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
}
