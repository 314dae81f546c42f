import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
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
