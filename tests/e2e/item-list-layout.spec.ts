import type { Locator, Page } from '@playwright/test'
import Papa from 'papaparse'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/**
 * The item lists' layout: on a phone the first item shows on the first screen, with the secondary controls
 * folded into the list's options and every one of them still at work there; on a desktop a row is compact,
 * its dates short and its SKU whole on one line.
 */

const STATUSES = ['unlisted', 'listed', 'sold'] as const

/** The browser's calendar date `days` from today (the app keeps the browser's time zone for 'today'). */
const localDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }, days)

/** A SKU as the app generates them: prefix, date, time, milliseconds and a random tail. */
const skuOf = (prefix: string, index: number) =>
  `${prefix}-261126-114912-${String(index).padStart(3, '0')}-AB${String(10 + index).slice(-2)}`

/**
 * Twelve items per list in one CSV import request, as a reseller's might be: brand, a description, a
 * purchase date and location, prices. SKU order differs from the order they were added in.
 */
async function importItems(page: Page, baseURL: string) {
  const yesterday = await localDay(page, -1)
  const rows = STATUSES.flatMap((status) =>
    Array.from({ length: 12 }, (_, n) => ({
      sku: skuOf(status === 'unlisted' ? 'UL' : status === 'listed' ? 'LI' : 'SO', (n * 7) % 12),
      brand: n % 2 === 0 ? 'Levi Strauss & Co.' : 'Patagonia',
      description: `Jeans 501 Original Fit, dark wash, size ${30 + n}`,
      cost: '12.50',
      price: '48.00',
      date: '2026-11-03',
      location: 'Goodwill Outlet Superstore',
      status,
      // Every row has every column: the file's header is the first row's keys.
      soldDate: status === 'sold' ? yesterday : '',
      postageCost: status === 'sold' ? '7.95' : '',
    })),
  )
  const answer = await page.request.post('/api/import/items', {
    data: Papa.unparse(rows),
    headers: { Origin: baseURL, 'content-type': 'text/csv' },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  expect((await answer.json()).summary.imported).toBe(rows.length)
}

/** The SKUs of the cards in the order shown. */
const cardSkus = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('.font-mono')?.textContent ?? ''))

/** Whether the element's text is on one line: one line box, no taller than the text's line height. */
const isOneLine = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight)
    return lines === 1 && node.getBoundingClientRect().height <= lineHeight + 1
  })

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the first item of each list shows on the first screen, its SKU whole on one line', async ({
    page,
    baseURL,
    signedIn: _signedIn,
  }) => {
    await importItems(page, baseURL ?? '')
    for (const status of STATUSES) {
      await page.goto(`/${status}`)
      await expect(page.getByText(`12 of 12 ${status} items`)).toBeVisible()
      const first = page.getByRole('article').first()
      await expect(first).toBeVisible()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      // The whole first item, not just its top edge.
      const box = await first.boundingBox()
      expect(box?.y ?? Infinity, `the first ${status} item's top`).toBeLessThan(844)
      expect(
        (box?.y ?? Infinity) + (box?.height ?? 0),
        `the first ${status} item's bottom`,
      ).toBeLessThanOrEqual(844)
      expect(await isOneLine(first.locator('.font-mono'))).toBe(true)
      // The first screen as the phone shows it, in light and dark.
      await saveScreen(page, `item-list-${status}-first-screen-phone`, { fullPage: false })
      await page.emulateMedia({ colorScheme: 'dark' })
      await saveScreen(page, `item-list-${status}-first-screen-phone-dark`, { fullPage: false })
      await page.emulateMedia({ colorScheme: 'light' })
    }
  })

  test('the folded controls work from the list options: search mode, sort, view, exports', async ({
    page,
    baseURL,
    signedIn: _signedIn,
  }) => {
    await importItems(page, baseURL ?? '')
    await page.goto('/listed')
    await expect(page.getByText('12 of 12 listed items')).toBeVisible()
    // On the page itself only the search and Add Item remain.
    for (const name of ['Export CSV', 'Export PDF', 'SKU', 'Table'])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
    await expect(page.getByRole('group', { name: 'Sort by' })).toBeHidden()

    const optionsButton = page.getByRole('button', { name: 'List options' })
    const options = page.getByRole('dialog', { name: 'List Options' })
    await optionsButton.click()
    await expect(options).toBeVisible()
    await expectAccessible(page, 'the list options')
    await saveScreen(page, 'item-list-options-phone', { fullPage: false })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(page, 'the list options in dark')
    await saveScreen(page, 'item-list-options-phone-dark', { fullPage: false })
    await page.emulateMedia({ colorScheme: 'light' })

    // Sort: SKU ascending, then descending, applied to the list behind.
    const skus = [...Array(12).keys()].map((n) => skuOf('LI', n)).sort()
    await options.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'SKU' }).click()
    await options.getByRole('button', { name: 'Done' }).click()
    await expect(options).toBeHidden()
    await expect(optionsButton).toBeFocused()
    await expect.poll(async () => (await cardSkus(page))[0]).toBe(skus[0])
    await expect(page).toHaveURL(/sort=sku/)

    await optionsButton.click()
    await options.getByRole('button', { name: 'SKU, ascending' }).click()
    await expect(options.getByRole('button', { name: 'SKU, descending' })).toBeVisible()
    // Escape closes the options as Done does.
    await page.keyboard.press('Escape')
    await expect(options).toBeHidden()
    await expect.poll(async () => (await cardSkus(page))[0]).toBe(skus[11])

    // Search mode: SKU only.
    await optionsButton.click()
    await options.getByRole('group', { name: 'Search by' }).getByRole('radio', { name: 'SKU' }).click()
    await expect(options.getByRole('radio', { name: 'SKU' })).toBeChecked()
    await options.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByPlaceholder('Search by SKU...')).toBeVisible()
    await expect(page).toHaveURL(/mode=sku/)
    await page.getByRole('searchbox', { name: 'Search listed items' }).fill('patagonia')
    await expect(page.getByText('0 of 12 listed items')).toBeVisible()
    await page.getByLabel('Clear search').click()
    await expect(page.getByText('12 of 12 listed items')).toBeVisible()

    // Exports: the CSV downloads from the options.
    await optionsButton.click()
    const download = page.waitForEvent('download')
    await options.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'Export CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/^listed-items-\d{4}-\d{2}-\d{2}\.csv$/)

    // View: the table instead of the cards.
    await options.getByRole('group', { name: 'Show items as' }).getByRole('button', { name: 'Table' }).click()
    await options.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('table', { name: 'Listed Items' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
  })

  test('on /sold the options sort by sold date or SKU', async ({ page, baseURL, signedIn: _signedIn }) => {
    await importItems(page, baseURL ?? '')
    await page.goto('/sold')
    await expect(page.getByText('12 of 12 sold items')).toBeVisible()
    await page.getByRole('button', { name: 'List options' }).click()
    const options = page.getByRole('dialog', { name: 'List Options' })
    const sort = options.getByRole('group', { name: 'Sort by' })
    await expect(sort.getByRole('button', { name: 'Sold Date' })).toHaveAttribute('aria-pressed', 'true')
    await expect(sort.getByRole('button', { name: 'Purchase Date' })).toHaveCount(0)
    await sort.getByRole('button', { name: 'SKU' }).click()
    await options.getByRole('button', { name: 'Done' }).click()
    await expect.poll(async () => (await cardSkus(page))[0]).toBe(skuOf('SO', 0))
  })
})

test('on a desktop an item row is compact: a short date, the SKU whole on one line', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await importItems(page, baseURL ?? '')
  for (const status of STATUSES) {
    await page.goto(`/${status}`)
    await page.getByRole('button', { name: 'Table' }).click()
    const sku = status === 'unlisted' ? 'UL' : status === 'listed' ? 'LI' : 'SO'
    const row = page.getByRole('row', { name: new RegExp(`${sku}-261126-114912-000`) })
    await expect(row).toBeVisible()
    const height = (await row.boundingBox())?.height ?? Infinity
    expect(height, `a ${status} row's height`).toBeLessThan(90)
    expect(await isOneLine(row.getByText(skuOf(sku, 0), { exact: true }))).toBe(true)
    await expect(row).toContainText('Nov 3, 2026')
    await saveScreen(page, `item-list-${status}-rows`)
  }
  // The sold list's day headers keep the long date.
  const yesterday = await localDay(page, -1)
  const header = new Date(`${yesterday}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  await expect(page.getByRole('heading', { name: header })).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreen(page, 'item-list-sold-rows-dark')
})
