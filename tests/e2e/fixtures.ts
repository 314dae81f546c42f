import { randomUUID } from 'node:crypto'

import { test as base, expect, type Page } from '@playwright/test'

import { colorsSettled, expectAccessible } from './accessibility'
import { AppShell } from './pages/app-shell'
import { SignInScreen } from './pages/sign-in-screen'

export interface Account {
  email: string
  password: string
}

/** A brand-new account for one test, so tests never share data. */
export function newAccount(): Account {
  return { email: `e2e-${randomUUID().slice(0, 12)}@example.com`, password: 'leap-ahead-42' }
}

/** Whether the run saves its screenshots (`SAVE_SCREENS=1`): they are for people, and cost a tenth of the run. */
const SAVE_SCREENS = process.env.SAVE_SCREENS === '1'

/**
 * Save a screenshot of the current screen under test-results/screens, for people to look at, when the run
 * saves them (`SAVE_SCREENS=1`). Whole pages by default; `fullPage: false` for open drawers and dialogs,
 * whose fixed layers cover only the viewport. The colours settle either way: a check may follow.
 */
export async function saveScreen(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await colorsSettled(page)
  if (!SAVE_SCREENS) return
  // A whole-page picture of a scrolled page draws the sticky phone header where the scroll left it,
  // over the middle of the page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage })
}

/**
 * The same screen on a phone (390 px) in light and dark, then on a desktop (1280 px) in dark, from a desktop in
 * light: saved as `{name}-phone`, `{name}-phone-dark` and `{name}-dark`, the dark phone checked by axe.
 * `onPhone` waits for what the phone layout shows before its picture. The page stays on a desktop in dark.
 */
export async function savePhoneAndDark(
  page: Page,
  name: string,
  what: string,
  { fullPage = true, onPhone }: { fullPage?: boolean; onPhone?: () => Promise<void> } = {},
): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 })
  await onPhone?.()
  await saveScreen(page, `${name}-phone`, { fullPage })
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreen(page, `${name}-phone-dark`, { fullPage })
  await expectAccessible(page, `${what} in dark on a phone`)
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreen(page, `${name}-dark`, { fullPage })
}

/**
 * Collects console errors and uncaught exceptions of a page; the test fails on any it did not expect.
 * Tests that provoke a failing request on purpose allow the browser's own "Failed to load resource" line.
 */
export class ConsoleWatch {
  private readonly errors: string[] = []
  private readonly allowed: RegExp[] = []

  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text())
    })
    page.on('pageerror', (error) => this.errors.push(`Uncaught: ${error.message}`))
  }

  allow(pattern: RegExp): void {
    this.allowed.push(pattern)
  }

  unexpected(): string[] {
    return this.errors.filter((text) => !this.allowed.some((pattern) => pattern.test(text)))
  }
}

interface Fixtures {
  consoleWatch: ConsoleWatch
  signInScreen: SignInScreen
  shell: AppShell
  /** A fresh account, signed in through the auth API, with the app open on the Dashboard. */
  signedIn: Account
}

let clientCounter = 0

export const test = base.extend<Fixtures>({
  // A distinct client address per test (the server trusts X-Forwarded-For in the e2e run), so the
  // per-address sign-up and sign-in limits count each test on its own.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  extraHTTPHeaders: async ({}, use, testInfo) => {
    clientCounter += 1
    const last = (clientCounter % 250) + 1
    await use({
      'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(clientCounter / 250) % 250}.${last}`,
    })
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  consoleWatch: async ({}, use) => {
    await use(new ConsoleWatch())
  },

  page: async ({ page, consoleWatch }, use) => {
    consoleWatch.watch(page)
    await use(page)
    expect(consoleWatch.unexpected(), 'unexpected console errors').toEqual([])
  },

  signInScreen: async ({ page }, use) => {
    await use(new SignInScreen(page))
  },

  shell: async ({ page }, use) => {
    await use(new AppShell(page))
  },

  signedIn: async ({ page, baseURL, shell }, use) => {
    const account = newAccount()
    const headers = { Origin: baseURL ?? '' }
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email: account.email, password: account.password, name: account.email },
      headers,
    })
    expect(signUp.ok(), `sign-up answered ${signUp.status()}: ${await signUp.text()}`).toBe(true)
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: account, headers })
    expect(signIn.ok(), `sign-in answered ${signIn.status()}: ${await signIn.text()}`).toBe(true)
    await page.goto('/')
    await expect(shell.heading('Dashboard')).toBeVisible()
    await use(account)
  },
})

export { expect }
