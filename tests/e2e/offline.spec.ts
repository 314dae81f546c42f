import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

import { CHROMIUM_LAUNCH_OPTIONS } from '../helpers/chromium'

import { expect, saveScreen, test } from './fixtures'
import { controlledByServiceWorker } from './service-worker'

// These tests need the app's service worker, which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const OFFLINE_NOTICE =
  'You are offline. Frogwalk shows what it last loaded; new items, expenses, readings and receipt lines are kept on this phone until the network returns.'

/** The text of every API answer the service worker keeps. */
async function keptApiText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await caches.has('frogwalk-api'))) return ''
    const cache = await caches.open('frogwalk-api')
    const answers = await Promise.all((await cache.keys()).map((request) => cache.match(request)))
    return (await Promise.all(answers.map((answer) => answer?.text() ?? ''))).join('\n')
  })
}

async function keptApiAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('frogwalk-api'))) return []
    const cache = await caches.open('frogwalk-api')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
}

test('Frogwalk passes Chromium’s installability check with its manifest, icons and service worker', async ({
  baseURL,
}) => {
  // Chromium never offers to install from an incognito window, which is what a test's context is: this
  // test opens a browser with a profile of its own, as a person's is.
  const profile = await mkdtemp(path.join(tmpdir(), 'frogwalk-install-'))
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH_OPTIONS, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await controlledByServiceWorker(page)

    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    const manifest = await page.request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    expect(await manifest.json()).toMatchObject({ name: 'Frogwalk', display: 'standalone', start_url: '/' })
    // The service worker is asked again before each use, so a release reaches every phone.
    const worker = await page.request.get('/sw.js')
    expect(worker.headers()['cache-control']).toBe('no-cache')

    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('without the network the app opens and shows the list it last loaded, and a save fails at once, keeping what was typed', async ({
  page,
  context,
  baseURL,
  shell,
  consoleWatch,
  signedIn,
}) => {
  void signedIn
  test.setTimeout(90_000)
  // Offline, the browser reports the requests the service worker could not make.
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|FetchEvent/)
  const headers = { Origin: baseURL ?? '' }
  const made = await page.request.post('/api/items', {
    data: { sku: 'SHELF-17', brand: 'Pendleton', description: 'Wool board shirt' },
    headers,
  })
  expect(made.ok()).toBe(true)

  await controlledByServiceWorker(page)
  await page.goto('/unlisted')
  await expect(page.getByText('Wool board shirt').first()).toBeVisible()
  await expect.poll(() => keptApiAnswers(page)).toContain('/api/items')
  await page.goto('/')
  await expect(shell.heading('Dashboard')).toBeVisible()

  // The signal goes while the app is open: the list is asked for anyway, and the kept copy answers.
  await context.setOffline(true)
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })
  await expect(notice).toBeVisible()
  await shell.link('Unlisted Items').click()
  await expect(page.getByText('Wool board shirt').first()).toBeVisible()

  // A save without the network fails at once, with the form's message, and keeps what was typed (it
  // does not wait unseen for a network).
  await shell.link('Vendors').click()
  await page.getByRole('button', { name: 'Add Vendor' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Vendor' })
  await form.getByLabel('Vendor Name').fill('Goodwill Midtown')
  await form.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(form.getByRole('alert')).toHaveText('Failed to save vendor. Please try again.')
  await expect(form.getByLabel('Vendor Name')).toHaveValue('Goodwill Midtown')
  await form.getByRole('button', { name: 'Cancel' }).click()

  // Opened again without the network, the app starts from what the service worker keeps.
  await page.goto('/unlisted')
  await expect(shell.heading('Unlisted Items')).toBeVisible()
  await expect(page.getByText('Wool board shirt').first()).toBeVisible()
  await expect(notice).toBeVisible()
  await saveScreen(page, 'offline-unlisted')
  await page.setViewportSize({ width: 390, height: 844 })
  await saveScreen(page, 'offline-unlisted-phone')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreen(page, 'offline-unlisted-phone-dark')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeHidden()
})

test('signing out deletes the lists kept for offline use', async ({ page, baseURL, shell, signedIn }) => {
  const made = await page.request.post('/api/items', {
    data: { sku: 'PRIVATE-1', brand: 'Filson', description: 'Tin cloth jacket' },
    headers: { Origin: baseURL ?? '' },
  })
  expect(made.ok()).toBe(true)
  await controlledByServiceWorker(page)
  await page.goto('/unlisted')
  await expect(page.getByText('Tin cloth jacket').first()).toBeVisible()
  await expect.poll(() => keptApiAnswers(page)).toContain('/api/items')

  expect(await keptApiText(page)).toContain(signedIn.email)

  await shell.signOut({ accept: true })
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  // What the sign-in screen asks (the public settings) may be kept again; nothing of the user is.
  await expect.poll(() => keptApiAnswers(page)).not.toContain('/api/items')
  const kept = await keptApiText(page)
  expect(kept).not.toContain('Tin cloth jacket')
  expect(kept).not.toContain(signedIn.email)
})
