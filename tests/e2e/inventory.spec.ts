import type { APIRequestContext, Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

interface NewItem {
  sku: string
  brand?: string
  description?: string
  status?: 'unlisted' | 'listed' | 'sold' | 'defective'
  costOfGoods?: string
  salePrice?: string
  postageCharged?: string
  postageCost?: string
  purchaseDate?: string
  soldDate?: string
}

/** Items made through the API, as another tab or an import would. */
async function addItems(request: APIRequestContext, baseURL: string | undefined, items: NewItem[]) {
  for (const item of items) {
    const response = await request.post('/api/items', {
      data: { brand: 'Levi', description: 'Jeans', ...item },
      headers: { Origin: baseURL ?? '' },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
}

const PHONE = { width: 390, height: 844 }

/** The calendar date `days` before today, in the browser's (and the test runner's) time zone. */
function daysAgo(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

async function showTable(page: Page) {
  await page.getByRole('button', { name: 'Table' }).click()
}

test('adding an item: a generated SKU with its note, a new brand created on the way, Save to the Dashboard', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await page.goto('/add-item')
  const sku = page.getByLabel('SKU', { exact: true })
  await expect(sku).toHaveValue(/^UL-\d{6}-\d{6}-\d{3}-[A-Z0-9]{4}$/)
  await expect(page.getByText('✓ Auto-generated unique SKU')).toBeVisible()
  const first = await sku.inputValue()
  await page.getByRole('button', { name: 'Generate new SKU' }).click()
  await expect(sku).not.toHaveValue(first)

  await page.getByRole('combobox', { name: 'Brand' }).fill('Patagonia')
  await page.getByRole('option', { name: 'Create "Patagonia"' }).click()
  await page.getByLabel('Description').fill('Better Sweater, M')
  await page.getByLabel('Cost of Goods').fill('12.50')
  await page.getByLabel('Status').selectOption('sold')
  await expect(page.getByLabel('Sold Date')).toBeVisible()
  await page.getByLabel('Status').selectOption('listed')
  await expect(page.getByLabel('Sold Date')).toBeHidden()
  await expect(page.getByLabel('Sales Tax')).toHaveValue('0.0663')
  await expectAccessible(page, 'Add New Item')
  await saveScreen(page, 'inventory-add-item')

  // Save stays off while the SKU is empty.
  const skuValue = await sku.inputValue()
  await sku.fill('')
  await expect(page.getByRole('button', { name: 'Save Item' })).toBeDisabled()
  await sku.fill(skuValue)
  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect(shell.link('Listed Items')).toHaveAccessibleName('Listed Items 1')

  await page.goto('/listed')
  await showTable(page)
  await expect(page.getByRole('cell', { name: /Patagonia/ })).toBeVisible()
  await expect(page.getByText('1 of 1 listed items')).toBeVisible()
  const brands = await (await page.request.get('/api/brands')).json()
  expect(brands.rows.map((brand: { name: string }) => brand.name)).toEqual(['Patagonia'])

  await page.setViewportSize(PHONE)
  await page.goto('/add-item')
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(/^UL-/)
  await saveScreen(page, 'inventory-add-item-phone')
})

test('a taken SKU is refused on blur and by the database’s unique index, keeping everything typed', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  await addItems(page.request, baseURL, [{ sku: 'DUP-1' }])
  await page.goto('/add-item')
  const sku = page.getByLabel('SKU', { exact: true })
  // Typed over the generated SKU once it is there, as a person sees it: Playwright's fill is one step, and a
  // SKU arriving within it was kept before the typed text on a busy machine.
  await expect(sku).toHaveValue(/^UL-/)
  await sku.fill('dup-1')
  await page.getByLabel('Description').click()
  await expect(page.getByText('An item with this SKU already exists. SKUs must be unique.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save Item' })).toBeDisabled()
  await saveScreen(page, 'inventory-duplicate-sku')

  // Another tab takes the SKU between the check and the save: the unique index refuses it.
  await page.route('**/api/items/sku-check**', (route) => route.fulfill({ json: { available: true } }))
  consoleWatch.allow(/status of 409/)
  await sku.fill('DUP-1')
  await page.getByRole('combobox', { name: 'Brand' }).fill('Nike')
  await page.getByRole('option', { name: 'Create "Nike"' }).click()
  await page.getByLabel('Description').fill('Air Max 90')
  await page.getByLabel('Cost of Goods').fill('30')
  await page.getByRole('button', { name: 'Save Item' }).click()
  // The unique index's message, once, at the SKU.
  const taken = 'This SKU already exists in the database. Please use a different SKU.'
  await expect(page.getByText(taken)).toHaveCount(1)
  await expect(sku).toHaveAccessibleDescription(taken)
  await expect(page.getByRole('alert').filter({ hasText: taken })).toHaveCount(0)
  await expect(page.getByLabel('Description')).toHaveValue('Air Max 90')
  await expect(page.getByLabel('Cost of Goods')).toHaveValue('30')
  await expect(page).toHaveURL(/\/add-item$/)
})

test('a generated SKU that arrives while the person is in the SKU field is replaced by what they type', async ({
  page,
  signedIn: _signedIn,
}) => {
  // A weak signal: the offered SKU comes after the person has tapped into the empty field.
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/items/new-sku', async (route) => {
    await answered
    await route.fulfill({ json: { sku: 'UL-LATE-1' } })
  })
  await page.goto('/add-item')
  const sku = page.getByLabel('SKU', { exact: true })
  await sku.click()
  await expect(sku).toHaveValue('')
  answer()
  await expect(sku).toHaveValue('UL-LATE-1')
  await expect(sku).toBeFocused()
  await page.keyboard.type('MINE-7')
  await expect(sku).toHaveValue('MINE-7')
})

test('the status control moves an item at once, and Mark as Sold shows the live profit in cents', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  shell,
}) => {
  await addItems(page.request, baseURL, [
    { sku: 'MS-1', status: 'listed', costOfGoods: '20.00', brand: 'Nike', description: 'Dunk Low' },
    { sku: 'ST-1', status: 'listed' },
  ])
  await page.goto('/listed')
  await showTable(page)
  await expect(page.getByText('2 of 2 listed items')).toBeVisible()
  await page.getByLabel('Status of ST-1').selectOption('defective')
  await expect(page.getByText('1 of 1 listed items')).toBeVisible()
  await expect(shell.link('Defective Items')).toHaveAccessibleName('Defective Items 1')
  await saveScreen(page, 'inventory-status-change')

  await page.getByRole('button', { name: 'Mark as Sold MS-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark Item as Sold' })
  await expect(dialog.getByText('Dunk Low')).toBeVisible()
  await expect(dialog.getByText('Enter as decimal (e.g., 0.0663 for 6.63%)')).toBeVisible()
  const profit = dialog.getByTestId('estimated-profit')
  await dialog.getByLabel('Sale Price').fill('15.10')
  await expect(profit).toHaveText('-$4.90')
  await expect(profit).toHaveClass(/text-red/)
  await dialog.getByLabel('Postage Charged').fill('8.05')
  await dialog.getByLabel('Postage Cost').fill('2.95')
  await expect(profit).toHaveText('$0.20')
  await expect(profit).toHaveClass(/text-emerald/)
  await expectAccessible(page, 'Mark Item as Sold')
  await saveScreen(page, 'inventory-mark-sold', { fullPage: false })
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('No listed items yet')).toBeVisible()
  await expect(shell.link('Sold Items')).toHaveAccessibleName('Sold Items 1')

  await page.setViewportSize(PHONE)
  await page.goto('/sold')
  await expect(page.getByText('$0.20').first()).toBeVisible()
  await saveScreen(page, 'inventory-sold-phone')
})

test('/sold groups items by day, newest first, with the server’s sums for each whole day', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await addItems(page.request, baseURL, [
    { sku: 'S-1', status: 'sold', soldDate: '2026-03-02', salePrice: '10.00', costOfGoods: '4.00' },
    {
      sku: 'S-2',
      status: 'sold',
      soldDate: '2026-03-02',
      salePrice: '20.00',
      postageCharged: '5.00',
      postageCost: '6.00',
    },
    { sku: 'S-3', status: 'sold', soldDate: '2026-03-05', salePrice: '7.00', costOfGoods: '9.00' },
  ])
  await page.goto('/sold')
  await showTable(page)
  const headers = page.getByRole('heading', { level: 2 })
  await expect(headers).toHaveText([/Mar 5, 2026|March 5, 2026|2026/, /Mar 2, 2026|March 2, 2026|2026/])
  const march2 = page
    .getByRole('row')
    .filter({ has: page.getByRole('heading', { name: /2/ }) })
    .nth(1)
  await expect(march2).toContainText('2 items')
  await expect(march2).toContainText('Revenue $35.00')
  await expect(march2).toContainText('Profit $25.00')
  const march5 = page
    .getByRole('row')
    .filter({ has: page.getByRole('heading') })
    .first()
  await expect(march5).toContainText('1 item')
  await expect(march5).toContainText('Profit -$2.00')
  await expectAccessible(page, 'Sold Items')
  await saveScreen(page, 'inventory-sold-days')
})

test('search with its SKU/General toggle and counter, sorting, and the empty states', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await addItems(page.request, baseURL, [
    { sku: 'B-200', brand: 'adidas', description: 'Samba', purchaseDate: '2025-01-10' },
    { sku: 'A-100', brand: 'Nike', description: 'Blue adidas-style tee', purchaseDate: '2024-01-10' },
    { sku: 'C-300', brand: 'Levi', description: '501', purchaseDate: '2026-01-10' },
  ])
  await page.goto('/unlisted')
  await showTable(page)
  await expect(page.getByText('3 of 3 unlisted items')).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search unlisted items' })
  await search.fill('ADIDAS')
  await expect(page.getByText('2 of 3 unlisted items')).toBeVisible()
  // The mode lives in the URL: the radio follows the click once the new address renders.
  await page.getByRole('radio', { name: 'SKU' }).click()
  await expect(page.getByRole('radio', { name: 'SKU' })).toBeChecked()
  await expect(page.getByText('No items found')).toBeVisible()
  await saveScreen(page, 'inventory-search-empty')
  await search.fill('c-3')
  await expect(page.getByText('1 of 3 unlisted items')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(page.getByText('3 of 3 unlisted items')).toBeVisible()

  const skus = page.locator('tbody tr td:nth-child(2) .font-mono')
  await page.getByRole('button', { name: 'Brand', exact: true }).click()
  await expect(skus).toHaveText(['B-200', 'C-300', 'A-100'])
  await page.getByRole('button', { name: 'Brand, ascending' }).click()
  await expect(skus).toHaveText(['A-100', 'C-300', 'B-200'])
  await page.getByRole('button', { name: 'Purchase Date', exact: true }).click()
  await expect(skus).toHaveText(['A-100', 'B-200', 'C-300'])
  await page.getByRole('button', { name: 'SKU', exact: true }).click()
  await expect(skus).toHaveText(['A-100', 'B-200', 'C-300'])
  await saveScreen(page, 'inventory-sorted')

  await page.goto('/defective')
  await expect(page.getByText('No defective items yet')).toBeVisible()
  await page.setViewportSize(PHONE)
  await page.goto('/unlisted')
  await expect(page.getByText('3 of 3 unlisted items')).toBeVisible()
  await saveScreen(page, 'inventory-unlisted-phone')
})

test('inline edits of SKU and postage cost: Enter saves, Escape cancels, a duplicate SKU is named', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  await addItems(page.request, baseURL, [{ sku: 'IN-1', postageCost: '3.00' }, { sku: 'IN-2' }])
  await page.goto('/unlisted')
  await showTable(page)
  await page.getByRole('button', { name: 'Edit SKU of IN-1' }).click()
  const input = page.getByLabel('SKU of IN-1')
  await input.fill('IN-1-NEW')
  await input.press('Escape')
  await expect(page.getByText('IN-1', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Edit SKU of IN-1' }).click()
  await input.fill('IN-1-NEW')
  await input.press('Enter')
  await expect(page.getByText('IN-1-NEW', { exact: true })).toBeVisible()

  consoleWatch.allow(/status of 409/)
  await page.getByRole('button', { name: 'Edit SKU of IN-2' }).click()
  await page.getByLabel('SKU of IN-2').fill('in-1-new')
  await page.getByLabel('SKU of IN-2').press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'SKU already exists' })).toBeVisible()

  await page.getByRole('button', { name: 'Edit postage cost of IN-1-NEW' }).click()
  const postage = page.getByLabel('postage cost of IN-1-NEW')
  await postage.fill('-2')
  await postage.press('Enter')
  await expect(page.getByRole('row', { name: /IN-1-NEW/ })).toContainText('$3.00')
  await page.getByRole('button', { name: 'Edit postage cost of IN-1-NEW' }).click()
  await postage.fill('4.25')
  await postage.blur()
  await expect(page.getByRole('row', { name: /IN-1-NEW/ })).toContainText('$4.25')
  await saveScreen(page, 'inventory-inline-edits')

  await page.goto('/listed')
  await expect(page.getByRole('button', { name: /Edit SKU of/ })).toHaveCount(0)
})

test('delete asks first (the table names SKU, brand and description), and bulk changes say how many', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  shell,
}) => {
  await addItems(page.request, baseURL, [
    { sku: 'DEL-1', brand: 'Gap', description: 'Hoodie' },
    { sku: 'BULK-1' },
    { sku: 'BULK-2' },
    { sku: 'BULK-3' },
  ])
  await page.goto('/unlisted')
  await showTable(page)
  await page.getByRole('button', { name: 'Delete DEL-1' }).click()
  const confirm = shell.confirmDialog
  await expect(confirm.getByRole('heading')).toHaveText('Are you sure you want to delete this item?')
  await expect(confirm).toContainText('SKU: DEL-1')
  await expect(confirm).toContainText('Brand: Gap')
  await expect(confirm).toContainText('Description: Hoodie')
  await saveScreen(page, 'inventory-delete-confirm', { fullPage: false })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('4 of 4 unlisted items')).toBeVisible()
  await page.getByRole('button', { name: 'Delete DEL-1' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('3 of 3 unlisted items')).toBeVisible()

  await page.getByLabel('Select BULK-1').check()
  await expect(page.getByText('1 item selected')).toBeVisible()
  await page.getByRole('button', { name: 'Select all 3 matching' }).click()
  await expect(page.getByText('3 items selected')).toBeVisible()
  await page.getByLabel('New status').selectOption('listed')
  await page.getByRole('button', { name: 'Change Status' }).click()
  await expect(confirm.getByRole('heading')).toHaveText('Change the status of 3 items to Listed?')
  await saveScreen(page, 'inventory-bulk-confirm', { fullPage: false })
  await confirm.getByRole('button', { name: 'Change Status' }).click()
  await expect(page.getByText('No unlisted items yet')).toBeVisible()
  await expect(shell.link('Listed Items')).toHaveAccessibleName('Listed Items 3')

  await page.goto('/listed')
  await expect(page.getByText('3 of 3 listed items')).toBeVisible()
  await page.getByRole('button', { name: 'Cards' }).click()
  await page.getByLabel('Select BULK-1').check()
  await page.getByLabel('Select BULK-2').check()
  await page.getByRole('button', { name: 'Delete Selected' }).click()
  await expect(confirm.getByRole('heading')).toHaveText('Are you sure you want to delete 2 items?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('1 of 1 listed items')).toBeVisible()
  await saveScreen(page, 'inventory-listed-cards')
})

test('Edit opens the item form as a modal; a refused save keeps it open with what was typed', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  await addItems(page.request, baseURL, [
    { sku: 'ED-1', brand: 'Gap', description: 'Hoodie', purchaseDate: daysAgo(400), costOfGoods: '7.00' },
    { sku: 'ED-2', brand: 'Gap', description: 'Tee', purchaseDate: daysAgo(10) },
  ])
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/unlisted')
  await page.getByRole('button', { name: 'Cards' }).click()
  // An item bought over a year ago is tinted and shows its Age line; a new one shows none.
  await expect(page.getByRole('article', { name: 'Gap ED-1' })).toHaveAttribute('data-age', 'old')
  await expect(page.getByRole('article', { name: 'Gap ED-1' })).toContainText('Age: 1 year')
  await expect(page.getByRole('article', { name: 'Gap ED-2' })).not.toContainText('Age:')
  await expectAccessible(page, 'Unlisted Items as cards, dark')
  await saveScreen(page, 'inventory-cards-dark')

  await page.getByRole('button', { name: 'Edit ED-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(dialog.getByLabel('SKU', { exact: true })).toHaveValue('ED-1')
  await expect(dialog.getByRole('button', { name: 'Generate new SKU' })).toHaveCount(0)
  await expect(dialog.getByLabel('Cost of Goods')).toHaveValue('7.00')
  await dialog.getByLabel('Description').fill('Hoodie, XL')
  await saveScreen(page, 'inventory-edit-dark', { fullPage: false })

  consoleWatch.allow(/status of 503/)
  await page.route('**/api/items/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The database is not reachable.' } },
        })
      : route.continue(),
  )
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The database is not reachable.')
  await expect(dialog.getByLabel('Description')).toHaveValue('Hoodie, XL')
  await page.unroute('**/api/items/*')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('article', { name: 'Gap ED-1' })).toContainText('Hoodie, XL')

  await page.setViewportSize(PHONE)
  await saveScreen(page, 'inventory-cards-dark-phone')
})
