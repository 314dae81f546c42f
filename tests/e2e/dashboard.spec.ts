import type { Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/** The browser's calendar date `days` from today (the app keeps the browser's time zone for 'today'). */
const localDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }, days)

async function screens(page: Page, name: string) {
  await saveScreen(page, name)
  await page.setViewportSize({ width: 390, height: 844 })
  // The sidebar slides into its drawer when the width drops; the picture waits for it to settle.
  await page.waitForTimeout(500)
  await saveScreen(page, `${name}-phone`)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(page, `${name} in dark`)
  await saveScreen(page, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a new account sees where to start instead of empty figures', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await expect(shell.heading('Dashboard')).toBeVisible()
  const start = page.getByRole('region', { name: 'Welcome to Frogwalk' })
  await expect(start.getByRole('link', { name: /Add an item/ })).toHaveAttribute('href', '/add-item')
  await expect(start.getByRole('link', { name: /Import a CSV/ })).toHaveAttribute(
    'href',
    '/settings?import=1',
  )
  await expect(start.getByRole('link', { name: /Record a receipt/ })).toHaveAttribute('href', '/receipts')
  await expect(page.getByText('Total Items')).toHaveCount(0)
  await expectAccessible(page, 'the dashboard of a new account')
  await screens(page, 'dashboard-new-account')
})

test("the start panel's Import a CSV opens the Import CSV dialog on Settings", async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await expect(shell.heading('Dashboard')).toBeVisible()
  await page
    .getByRole('region', { name: 'Welcome to Frogwalk' })
    .getByRole('link', { name: /Import a CSV/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/settings\?import=1$/)
  await expect(dialog.getByRole('button', { name: 'Download CSV Template' })).toBeVisible()

  // Closed, it stays closed: the URL forgets it, so a reload shows Settings alone, and Back goes home.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/settings$/)
  await page.reload()
  await expect(shell.heading('Settings')).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.goBack()
  await expect(shell.heading('Dashboard')).toBeVisible()

  // The Import button of Settings opens the same dialog.
  await page.goForward()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(dialog).toBeVisible()
})

test('today and yesterday: the panels, the changes, +N more, editing a sale, recent items and the receipts banner', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(90_000)
  const today = await localDay(page, 0)
  const yesterday = await localDay(page, -1)
  // Five sales today (profits 5, 6, 7, 8, 9 dollars), one yesterday (profit 10), and a listed item.
  const items = [
    ...[0, 1, 2, 3, 4].map((n) => ({ sku: `D-${n}`, salePrice: `${15 + n}.00`, soldDate: today })),
    { sku: 'D-Y', salePrice: '20.00', soldDate: yesterday },
  ]
  for (const item of items) {
    const answer = await page.request.post('/api/items', {
      data: {
        ...item,
        brand: 'Levi',
        description: `Jeans ${item.sku}`,
        costOfGoods: '10.00',
        status: 'sold',
      },
    })
    expect(answer.status()).toBe(201)
  }
  expect(
    (
      await page.request.post('/api/items', {
        data: { sku: 'D-L', brand: 'Nike', description: 'Shoes', costOfGoods: '7.00', status: 'listed' },
      })
    ).status(),
  ).toBe(201)
  const receipt = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'R-DASH-1', vendor: 'Goodwill', purchaseDate: today },
  })
  expect(receipt.status()).toBe(201)
  const { receipt: created } = (await receipt.json()) as { receipt: { id: string } }
  for (const quantity of ['2', '3'])
    expect(
      (
        await page.request.post('/api/receipt-line-items', {
          data: { receiptId: created.id, description: 'Shirts', brand: 'Gap', quantity, unitCost: '1.00' },
        })
      ).status(),
    ).toBe(201)

  await page.reload()
  await expect(shell.heading('Dashboard')).toBeVisible()
  const banner = page.getByRole('status').filter({ hasText: 'not converted yet' })
  await expect(banner).toContainText('2 receipt line items are not converted yet.')
  await expect(banner).toContainText('5 inventory items can be converted.')
  await expect(banner.getByRole('link', { name: 'View Receipts' })).toHaveAttribute('href', '/receipts')

  const card = (scope: ReturnType<Page['getByRole']> | Page, label: string) =>
    scope
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[().]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(card(page, 'Total Items')).toHaveText('7')
  await expect(card(page, 'Listed Items')).toHaveText('1')
  await expect(card(page, 'Sold Items')).toHaveText('6')

  const todayPanel = page.getByRole('region', { name: 'Today' })
  await expect(card(todayPanel, 'Items Sold')).toHaveText('5')
  await expect(card(todayPanel, 'Profit')).toHaveText('$35.00')
  await expect(card(todayPanel, 'Avg. Daily Profit')).toHaveText('$7.00')
  await expect(todayPanel.getByRole('listitem')).toHaveCount(3)
  await expect(todayPanel.getByText('+2 more items')).toBeVisible()
  const yesterdayPanel = page.getByRole('region', { name: 'Yesterday' })
  await expect(card(yesterdayPanel, 'Items Sold')).toHaveText('1')
  await expect(card(yesterdayPanel, 'Profit')).toHaveText('$10.00')
  await expect(yesterdayPanel.getByText(/more items/)).toHaveCount(0)
  await expect(card(page, 'Daily Change (Items)')).toHaveText('+4')
  await expect(card(page, 'Daily Change (Profit)')).toHaveText('+$25.00')
  await expect(page.getByText('+250.0% vs yesterday')).toBeVisible()
  await expect(card(page, 'Avg. Sale Price Today')).toHaveText('$17.00')
  await expect(card(page, 'Total Revenue')).toHaveText('$105.00')
  await expect(card(page, 'Total Costs')).toHaveText('$60.00')
  await expect(card(page, 'Net Profit')).toHaveText('$45.00')
  await expect(card(page, 'Success Rate')).toHaveText('85.7%')
  await expect(card(page, 'Profit Margin')).toHaveText('42.9%')
  await expect(card(page, 'Avg. Profit per Sale')).toHaveText('$7.50')

  const recent = page.getByRole('region', { name: 'Recent Items' })
  await expect(recent.getByRole('article')).toHaveCount(5)
  await expect(recent.getByRole('button', { name: /Delete/ })).toHaveCount(0)

  await expectAccessible(page, 'the dashboard with sales')
  await screens(page, 'dashboard-sales')

  // The newest sale of today is D-4; its edit button opens the item form, and a change shows at once.
  await todayPanel.getByRole('button', { name: 'Edit D-4' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(dialog).toBeVisible()
  await saveScreen(page, 'dashboard-edit-sale', { fullPage: false })
  await dialog.getByLabel('Description').fill('Jeans, edited')
  await dialog.getByRole('button', { name: /Save|Update/ }).click()
  await expect(dialog).toBeHidden()
  await expect(todayPanel.getByText('Levi · Jeans, edited')).toBeVisible()
})

test('the Dashboard shows its figures without waiting for the item dialogs’ code, and its edit button opens the item form once that has come', async ({
  page,
  signedIn: _signedIn,
}) => {
  const today = await localDay(page, 0)
  const sold = await page.request.post('/api/items', {
    data: {
      sku: 'W-1',
      brand: 'Levi',
      description: 'Jeans',
      costOfGoods: '10.00',
      salePrice: '15.00',
      soldDate: today,
      status: 'sold',
    },
  })
  expect(sold.status()).toBe(201)
  // The item dialogs' code is the chunk named for them: held until released (routing also turns the
  // browser's cache off). Only that one is routed, so the rest of the app loads at its own pace on a busy
  // machine; every other script's text is read as it comes, and none may hold the item form.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let isDialogsCodeAskedFor = false
  await page.route(/\/assets\/item-dialogs-[^/]*\.js$/, async (route) => {
    isDialogsCodeAskedFor = true
    await released
    await route.continue()
  })
  const scriptsWithItemForm: Promise<string | undefined>[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!/\/assets\/[^/]*\.js$/.test(url) || /\/assets\/item-dialogs-/.test(url)) return
    scriptsWithItemForm.push(
      response.text().then(
        (body) => (body.includes('Edit Item') ? url : undefined),
        () => undefined,
      ),
    )
  })
  await page.reload()
  const totalItems = page
    .getByRole('term')
    .filter({ hasText: /^Total Items$/ })
    .locator('xpath=following-sibling::dd[1]')
  await expect(totalItems).toHaveText('1')
  // The figures showed with the dialogs' code asked for and still held, and the item form in no other script.
  await expect.poll(() => isDialogsCodeAskedFor).toBe(true)
  expect((await Promise.all(scriptsWithItemForm)).filter(Boolean)).toEqual([])
  const todayPanel = page.getByRole('region', { name: 'Today' })
  await todayPanel.getByRole('button', { name: 'Edit W-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(dialog).toHaveCount(0)
  release()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Description')).toHaveValue('Jeans')
})
