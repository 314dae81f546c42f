import type { APIRequestContext, Page } from '@playwright/test'

import { gradientPng } from '../helpers/png'

import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'
import { controlledByServiceWorker } from './service-worker'

// The app's service worker serves its screens offline, as on a phone (the other tests block it).
test.use({ serviceWorkers: 'allow' })

async function itemsNamed(request: APIRequestContext, description: string): Promise<string[]> {
  const answer = await request.get(`/api/items?q=${encodeURIComponent(description)}`)
  expect(answer.ok()).toBe(true)
  const { rows } = (await answer.json()) as { rows: { sku: string; description: string }[] }
  return rows.filter((row) => row.description === description).map((row) => row.sku)
}

async function readingCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/odometer-readings')
  return ((await answer.json()) as { rows: unknown[] }).rows.length
}

async function expensesNamed(request: APIRequestContext, description: string): Promise<number> {
  const answer = await request.get(`/api/expenses?q=${encodeURIComponent(description)}`)
  const { rows } = (await answer.json()) as { rows: { description: string }[] }
  return rows.filter((row) => row.description === description).length
}

async function addItemOffline(page: Page, { sku, brand, description }: Record<string, string>) {
  await page.getByRole('link', { name: 'Add Item' }).first().click()
  const skuField = page.getByLabel('SKU', { exact: true })
  // The SKU is offered without the network too, made on the phone.
  await expect(skuField).toHaveValue(/^UL-\d{6}-\d{6}-\d{3}-[A-Z0-9]{4}$/)
  if (sku) await skuField.fill(sku)
  await page.getByRole('combobox', { name: 'Brand' }).fill(brand ?? '')
  await page.getByLabel('Description').click()
  await page.getByLabel('Description').fill(description ?? '')
  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(page.getByText('Saved on this phone, waiting to sync').first()).toBeVisible()
}

test('without the network, items, an expense and a reading are kept on the phone, then sent once each, and a refused one is kept to fix', async ({
  page,
  context,
  baseURL,
  shell,
  consoleWatch,
  signedIn,
}) => {
  void signedIn
  test.setTimeout(150_000)
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|FetchEvent/)
  // The kept item whose SKU was taken meanwhile is refused by the server on purpose.
  consoleWatch.allow(/status of 409 \(Conflict\)/)
  const headers = { Origin: baseURL ?? '' }
  expect(
    (
      await page.request.post('/api/items', {
        data: { sku: 'DUP-1', brand: 'Levi', description: 'Original' },
        headers,
      })
    ).ok(),
  ).toBe(true)
  await controlledByServiceWorker(page)

  await context.setOffline(true)
  await addItemOffline(page, { sku: 'DUP-1', brand: 'Levi', description: 'Trucker jacket' })
  await expect(shell.heading('Dashboard')).toBeVisible()
  await addItemOffline(page, { brand: 'Pendleton', description: 'Wool board shirt' })

  await shell.link('Odometer Tracking').click()
  await page
    .getByRole('button', { name: /Add (First )?Reading/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Add Odometer Reading' })
  await dialog.getByLabel('Reading Date').fill('2026-03-02')
  await dialog.getByLabel('Odometer Reading (miles)').fill('15000')
  await dialog.getByRole('button', { name: 'Add Reading' }).click()
  await expect(dialog).toBeHidden()

  await shell.link('External Purchases').click()
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const expense = page.getByRole('dialog', { name: 'Add Expense' })
  await expense.getByLabel('Vendor', { exact: true }).fill('USPS Midtown')
  await expense.getByLabel('Description').click()
  await expense.getByLabel('Description').fill('Poly mailers')
  await expense.getByLabel('Amount').fill('24.99')
  await expense.getByRole('button', { name: 'Add Expense' }).click()
  await expect(expense).toBeHidden()

  const waiting = page.getByRole('status').filter({ hasText: '4 waiting to sync' })
  await expect(waiting).toBeVisible()
  await waiting.getByRole('link', { name: 'Review' }).click()
  await expect(shell.heading('Waiting to Sync')).toBeVisible()
  const rows = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Saved on this phone' })
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('Levi Trucker jacket · SKU DUP-1')
  await expect(rows.nth(2)).toContainText('15000 mi on 2026-03-02')
  await expect(rows.nth(3)).toContainText('USPS Midtown · Poly mailers · 24.99')
  await expect(rows.filter({ hasText: 'Waiting to sync' })).toHaveCount(4)
  await saveScreen(page, 'sync-waiting')
  await savePhoneAndDark(page, 'sync-waiting', 'Waiting to Sync, offline')
  await page.emulateMedia({ colorScheme: 'light' })
  // Nothing reached the server.
  await context.setOffline(false)

  // The network returns: the two good writes are sent, once; the taken SKU is refused and kept.
  const refused = page.getByRole('status').filter({ hasText: '1 not saved: the server refused it' })
  await expect(refused).toBeVisible({ timeout: 20_000 })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Refused')
  await expect(rows.first()).toContainText(
    'This SKU already exists in the database. Please use a different SKU.',
  )
  expect(await itemsNamed(page.request, 'Wool board shirt')).toHaveLength(1)
  expect(await itemsNamed(page.request, 'Trucker jacket')).toHaveLength(0)
  expect(await readingCount(page.request)).toBe(1)
  expect(await expensesNamed(page.request, 'Poly mailers')).toBe(1)
  await saveScreen(page, 'sync-refused')

  // Fixed, it goes under the same id, and is gone from the phone.
  await rows.first().getByRole('button', { name: 'Fix' }).click()
  const fix = page.getByRole('dialog', { name: 'Fix Item' })
  await expect(fix.getByLabel('SKU')).toHaveValue('DUP-1')
  await saveScreen(page, 'sync-fix', { fullPage: false })
  await fix.getByLabel('SKU').fill('DUP-2')
  await fix.getByRole('button', { name: 'Save and Send' }).click()
  await expect(page.getByRole('heading', { name: 'Nothing waiting' })).toBeVisible({ timeout: 20_000 })
  expect(await itemsNamed(page.request, 'Trucker jacket')).toEqual(['DUP-2'])

  // Opened again, nothing is sent twice.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Nothing waiting' })).toBeVisible()
  expect(await itemsNamed(page.request, 'Wool board shirt')).toHaveLength(1)
  expect(await readingCount(page.request)).toBe(1)
  expect(await expensesNamed(page.request, 'Poly mailers')).toBe(1)
})

test('an item with a photo taken without the network is kept with its photo, and both reach the account once', async ({
  page,
  context,
  consoleWatch,
  signedIn,
}) => {
  void signedIn
  test.setTimeout(90_000)
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|FetchEvent/)
  await controlledByServiceWorker(page)
  await page.goto('/quick-add')
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(/^UL-/)
  await context.setOffline(true)
  await page
    .getByLabel('Add Photos')
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: gradientPng(2400, 1800, 0) }])
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible()
  await page.getByLabel('Cost of Goods').fill('4.99')
  await page.getByRole('combobox', { name: 'Brand' }).fill('Patagonia')
  await page.getByLabel('Description').click()
  await page.getByLabel('Description').fill('Better Sweater, M')
  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(page.getByText('Saved on this phone, waiting to sync').first()).toBeVisible()
  // Not 'Item saved to Unlisted': it is not in the account yet.
  await expect(page.getByText('Item saved to Unlisted')).toHaveCount(0)
  const waiting = page.getByRole('status').filter({ hasText: '1 waiting to sync' })
  await expect(waiting).toBeVisible()
  await waiting.getByRole('link', { name: 'Review' }).click()
  await expect(page.getByRole('main').getByRole('listitem')).toContainText('Patagonia Better Sweater, M')
  await expect(page.getByRole('main').getByRole('listitem')).toContainText('1 photo')

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Nothing waiting' })).toBeVisible({ timeout: 20_000 })
  const answer = await page.request.get(`/api/items?q=${encodeURIComponent('Better Sweater, M')}`)
  const { rows } = (await answer.json()) as {
    rows: { id: string; description: string; coverId: string | null }[]
  }
  const made = rows.filter((row) => row.description === 'Better Sweater, M')
  expect(made).toHaveLength(1)
  expect(made[0]?.coverId).toBeTruthy()
  const files = await page.request.get(`/api/files?itemId=${made[0]?.id ?? ''}`)
  expect(((await files.json()) as { files: unknown[] }).files).toHaveLength(1)
})

test('a receipt’s Quick Add without the network is kept on the phone and its lines reach the receipt once', async ({
  page,
  context,
  shell,
  consoleWatch,
  signedIn,
}) => {
  void signedIn
  test.setTimeout(90_000)
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|FetchEvent/)
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'HAUL-9', vendor: 'Savers', purchaseDate: '2026-11-18', totalAmount: '9.98' },
  })
  expect(created.status()).toBe(201)
  const receiptId = ((await created.json()) as { receipt: { id: string } }).receipt.id
  await controlledByServiceWorker(page)
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt HAUL-9' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail.getByText('No line items yet.', { exact: false })).toBeVisible()

  await context.setOffline(true)
  await detail.getByRole('button', { name: 'Quick Add' }).click()
  const quick = detail.getByRole('region', { name: 'Quick Add' })
  const first = quick.getByRole('group', { name: 'Row 1' })
  await first.getByLabel('Description').fill('Jeans')
  await first.getByLabel('Brand').fill("Levi's")
  await first.getByLabel('Quantity').fill('2')
  await first.getByLabel('Unit Cost').fill('4.99')
  await quick.getByRole('button', { name: 'Save All' }).click()
  const kept = page.getByText('Saved on this phone, waiting to sync').first()
  await expect(kept.or(shell.confirmDialog)).toBeVisible()
  if (await shell.confirmDialog.isVisible())
    await shell.confirmDialog.getByRole('button', { name: 'Save' }).click()
  await expect(kept).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '1 waiting to sync' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveCount(0, {
    timeout: 20_000,
  })
  const lines = await page.request.get(`/api/receipt-line-items?receiptId=${receiptId}`)
  const { rows } = (await lines.json()) as { rows: { description: string; quantity: number }[] }
  expect(rows.map((row) => [row.description, Number(row.quantity)])).toEqual([['Jeans', 2]])
})
