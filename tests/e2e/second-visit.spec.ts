import type { BrowserContext, Page } from '@playwright/test'

import { expect, newAccount, saveScreen, test } from './fixtures'
import { AppShell } from './pages/app-shell'
import { controlledByServiceWorker } from './service-worker'

// These tests need the app's service worker, which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** A figure of the Dashboard's cards, by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** The paths of the API answers the service worker keeps. */
async function keptApiAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('frogwalk-api'))) return []
    const cache = await caches.open('frogwalk-api')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
}

/** Holds every API answer from the server (the service worker's requests too) until released. */
async function holdApi(context: BrowserContext): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/api/**', async (route) => {
    await released
    await route.continue()
  })
  return () => release()
}

test('a second visit shows the last screen from what the service worker kept, then the server’s figures', async ({
  page,
  context,
  baseURL,
  signedIn,
}) => {
  void signedIn
  const headers = { Origin: baseURL ?? '' }
  for (const sku of ['KEPT-1', 'KEPT-2'])
    expect(
      (
        await page.request.post('/api/items', { data: { sku, brand: 'Levi', description: sku }, headers })
      ).ok(),
    ).toBe(true)
  await controlledByServiceWorker(page)
  await page.reload()
  await expect(figure(page, 'Total Items')).toHaveText('2')
  await expect
    .poll(() => keptApiAnswers(page))
    .toEqual(expect.arrayContaining(['/api/auth/get-session', '/api/reports/dashboard']))
  await page.close()

  // One more item since: the server's figures differ from the kept ones.
  const more = await context.request.post('/api/items', {
    data: { sku: 'KEPT-3', brand: 'Levi', description: 'KEPT-3' },
    headers,
  })
  expect(more.ok()).toBe(true)

  // The server answers nothing until released: the Dashboard shows from what was kept.
  const release = await holdApi(context)
  const again = await context.newPage()
  await again.goto('/', { waitUntil: 'commit' })
  await expect(new AppShell(again).heading('Dashboard')).toBeVisible()
  await expect(figure(again, 'Total Items')).toHaveText('2')
  release()
  // Then the server's answers replace the kept ones.
  await expect(figure(again, 'Total Items')).toHaveText('3')
})

/** The screens kept for the next visit (src/web/lib/kept-screen.ts): the user and the addresses, or null. */
async function keptScreens(
  page: Page,
): Promise<{ userId: string; addresses: string[]; text: string } | null> {
  return page.evaluate(() => {
    const text = localStorage.getItem('frogwalk-kept-screens')
    if (!text) return null
    const kept = JSON.parse(text) as { userId: string; screens: Record<string, { html: string }> }
    return { userId: kept.userId, addresses: Object.keys(kept.screens), text }
  })
}

/**
 * Holds the app's scripts until released: the service worker's copies are deleted, so that it asks the
 * network for them, and the network's answers wait.
 */
async function holdScripts(page: Page, context: BrowserContext): Promise<() => void> {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        if (/\/assets\/.*\.js(\?|$)/.test(request.url)) await cache.delete(request)
    }
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/assets/*.js*', async (route) => {
    await released
    await route.continue()
  })
  return () => release()
}

test('a second visit shows the last screen before the app’s scripts have run, inert, until the app draws its own', async ({
  page,
  context,
  baseURL,
  signedIn,
}) => {
  void signedIn
  const headers = { Origin: baseURL ?? '' }
  for (const sku of ['SHOWN-1', 'SHOWN-2'])
    expect(
      (
        await page.request.post('/api/items', { data: { sku, brand: 'Levi', description: sku }, headers })
      ).ok(),
    ).toBe(true)
  await controlledByServiceWorker(page)
  // A short window: the Dashboard's last panel lies wholly below the first screen's height.
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.reload()
  await expect(figure(page, 'Total Items')).toHaveText('2')
  // The copy kept is of the screen as drawn now, with the server's figures (not of the one the visit
  // started from, drawn before the items were made).
  await expect.poll(async () => (await keptScreens(page))?.text ?? '').toContain('Total Items')
  const release = await holdScripts(page, context)
  await page.close()
  const more = await context.request.post('/api/items', {
    data: { sku: 'SHOWN-3', brand: 'Levi', description: 'SHOWN-3' },
    headers,
  })
  expect(more.ok()).toBe(true)

  const again = await context.newPage()
  await again.goto('/', { waitUntil: 'commit' })
  // No script of the app has run (its root is empty), and the last screen shows: the Dashboard's figures.
  const kept = again.locator('#kept-screen')
  await expect(kept.getByText('Total Items')).toBeVisible()
  await expect(
    kept.locator('dt', { hasText: /^Total Items$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2')
  await expect(kept.getByRole('heading', { name: 'Dashboard', includeHidden: true })).toBeVisible()
  await expect(again.locator('#root')).toBeEmpty()
  // Inert: a tap reaches nothing, and assistive technology is not told of it.
  await expect(kept).toHaveAttribute('inert', '')
  await expect(kept).toHaveAttribute('aria-hidden', 'true')
  // Its panels are laid out and painted only when on screen: its first paint waits for no part below it.
  const visibility = (sections: HTMLElement[]) =>
    sections.map((section) => getComputedStyle(section).contentVisibility)
  const keptPanels = await kept.locator('main section').evaluateAll(visibility)
  expect(keptPanels.length).toBeGreaterThan(0)
  expect(new Set(keptPanels)).toEqual(new Set(['auto']))
  // Only the first screen's height was kept: the Dashboard's last panel, far below it, is not in the copy.
  await expect(kept.getByText('Recent Items')).toHaveCount(0)
  await saveScreen(again, 'second-visit-kept-screen')

  release()
  // The app draws its own screen and the kept one goes; then the server's figures.
  await expect(new AppShell(again).heading('Dashboard')).toBeVisible()
  await expect(figure(again, 'Total Items')).toHaveText('3')
  await expect(kept).toHaveCount(0)
  await expect(again.getByRole('heading', { name: 'Recent Items' })).toBeVisible()
  // The app's own screen is drawn as usual.
  expect(new Set(await again.locator('#root main section').evaluateAll(visibility))).toEqual(
    new Set(['visible']),
  )
  await saveScreen(again, 'second-visit-app-screen')
})

test('a kept screen is one account’s: signing out deletes it, and a session ended elsewhere takes it off at once', async ({
  page,
  context,
  baseURL,
  shell,
  signInScreen,
  signedIn,
}) => {
  const headers = { Origin: baseURL ?? '' }
  await controlledByServiceWorker(page)
  await page.reload()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect.poll(async () => (await keptScreens(page))?.text ?? '').toContain(signedIn.email)

  // Signing out deletes it.
  await shell.signOut({ accept: true })
  await expect(signInScreen.heading()).toBeVisible()
  expect(await keptScreens(page)).toBeNull()

  // The next account's screen is its own, with nothing of the first.
  const other = newAccount()
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { ...other, name: other.email },
        headers,
      })
    ).ok(),
  ).toBe(true)
  await signInScreen.signIn(other.email, other.password)
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect.poll(async () => (await keptScreens(page))?.text ?? '').toContain(other.email)
  expect((await keptScreens(page))?.text).not.toContain(signedIn.email)

  // The session ends on the server (signed out in another browser, or expired): the next visit's session
  // check names nobody, so the kept screen goes at once and is deleted, and the sign-in screen shows.
  await page.close()
  const signOut = await context.request.post('/api/auth/sign-out', { data: {}, headers })
  expect(signOut.ok()).toBe(true)
  const again = await context.newPage()
  await again.goto('/')
  await expect(again.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(again.locator('#kept-screen')).toHaveCount(0)
  expect(await keptScreens(again)).toBeNull()
})
