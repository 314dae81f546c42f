import type { Locator, Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/*
 * The forms as a person fills them in with the mouse: typing a new name in a picker and clicking the next
 * field, pressing Escape, clicking Save straight away. What was typed is what is saved, and a refusal
 * says why once, beside the field at fault.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** Clicks into a picker with the mouse and types `text` as a person does, key by key. */
async function typeInto(page: Page, picker: Locator, text: string) {
  await picker.click()
  await picker.fill('')
  await page.keyboard.type(text)
}

/**
 * A dialog with its picker open on a new name ('Create "X"'), at 1280 and 390 px, light and dark (axe checks
 * the desktop in light and the phone in dark); Escape then closes the list and keeps the name. Ends on a
 * desktop in light.
 */
async function saveDialogWithPicker(page: Page, picker: Locator, name: string, screen: string) {
  for (const [size, suffix] of [
    [DESKTOP, ''],
    [PHONE, '-phone'],
  ] as const) {
    await page.setViewportSize(size)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await typeInto(page, picker, name)
      await expect(page.getByRole('option', { name: `Create "${name}"` })).toBeVisible()
      await saveScreen(page, `${screen}${suffix}${scheme === 'dark' ? '-dark' : ''}`, { fullPage: false })
      if ((size === DESKTOP) === (scheme === 'light'))
        await expectAccessible(page, `${screen}${suffix} in ${scheme}`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('listbox')).toHaveCount(0)
      await expect(picker).toHaveValue(name)
    }
  }
  await page.setViewportSize(DESKTOP)
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a new brand typed with the mouse is kept when Description is clicked, saved, and listed in Brands', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await page.goto('/add-item')
  const brand = page.getByRole('combobox', { name: 'Brand' })
  const location = page.getByRole('combobox', { name: 'Purchase Location' })
  await typeInto(page, brand, 'Levis')
  await expect(page.getByRole('option', { name: 'Create "Levis"' })).toBeVisible()
  await page.getByLabel('Description').click()
  await expect(brand).toHaveValue('Levis')
  await page.keyboard.type('501 jeans, W32')
  await page.getByLabel('Cost of Goods').click()
  await page.keyboard.type('12.50')

  // Escape closes the list and keeps the text.
  await typeInto(page, location, 'Corner Thrift')
  await expect(page.getByRole('option', { name: 'Create "Corner Thrift"' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(location).toHaveValue('Corner Thrift')
  await expect(page).toHaveURL(/\/add-item$/)
  await saveScreen(page, 'pickers-add-item-kept')

  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(shell.heading('Dashboard')).toBeVisible()
  const items = await page.request.get('/api/items', { params: { q: '501 jeans' } })
  expect(((await items.json()) as { rows: unknown[] }).rows).toEqual([
    expect.objectContaining({ brand: 'Levis', purchaseLocation: 'Corner Thrift', costOfGoods: 1250 }),
  ])

  await shell.link('Brands').click()
  await expect(page.getByRole('row', { name: /Levis/ })).toBeVisible()
  await shell.link('Purchase Locations').click()
  await expect(page.getByRole('row', { name: /Corner Thrift/ })).toBeVisible()
})

test('an existing brand typed in another case takes its spelling; a picker of receipts never shows what it will not save', async ({
  page,
  signedIn: _signedIn,
}) => {
  expect((await page.request.post('/api/brands', { data: { name: "Levi's" } })).status()).toBe(201)
  await page.goto('/add-item')
  const brand = page.getByRole('combobox', { name: 'Brand' })
  await typeInto(page, brand, "levi's")
  await expect(page.getByRole('option', { name: "Levi's" })).toBeVisible()
  await page.getByLabel('Description').click()
  await expect(brand).toHaveValue("Levi's")

  // The Receipt picker only links an existing receipt: text it cannot save goes away when left.
  const receipt = page.getByRole('combobox', { name: 'Receipt' })
  await typeInto(page, receipt, 'no such receipt')
  await expect(page.getByText('No matches')).toBeVisible()
  await page.getByLabel('Description').click()
  await expect(receipt).toHaveValue('')
  await typeInto(page, receipt, 'still none')
  await page.keyboard.press('Escape')
  await expect(receipt).toHaveValue('')
})

test("an item's form names its receipt after that receipt's details were open", async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'R-SEEN-1', vendor: 'Goodwill', purchaseDate: '2026-01-10' },
  })
  expect(created.status()).toBe(201)
  const { receipt } = (await created.json()) as { receipt: { id: string } }
  const item = await page.request.post('/api/items', {
    data: { sku: 'RS-1', brand: 'Gap', description: 'Hoodie', costOfGoods: 700, receiptId: receipt.id },
  })
  expect(item.status()).toBe(201)

  // The details keep the receipt in the page's cache; the item form reads the same receipt from it.
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt R-SEEN-1' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail).toContainText('Goodwill')
  await detail.getByRole('button', { name: 'Close' }).click()
  await shell.link('Unlisted Items').click()
  await page.getByRole('button', { name: 'Edit RS-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(dialog.getByRole('combobox', { name: 'Receipt' })).toHaveValue(
    'R-SEEN-1 · Goodwill · 2026-01-10',
  )
})

test('a receipt from a new shop and an expense from a new vendor, both by mouse, make active vendors', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(240_000)
  expect((await page.request.post('/api/vendors', { data: { name: 'Goodwill' } })).status()).toBe(201)
  // Vendors first, so the list is in the app's cache when the new vendors are made elsewhere.
  await shell.link('Vendors').click()
  await expect(page.getByText('1 of 1 vendors')).toBeVisible()

  await shell.link('Inventory Receipts').click()
  await page.getByRole('button', { name: 'Add Receipt' }).first().click()
  const receiptDialog = page.getByRole('dialog', { name: 'Add Receipt' })
  const receiptVendor = receiptDialog.getByRole('combobox', { name: 'Vendor' })
  await expect(receiptVendor).toHaveAttribute('placeholder', 'Choose a vendor or type a name')
  await saveDialogWithPicker(page, receiptVendor, 'Corner Thrift Store', 'pickers-receipt-vendor')
  await receiptDialog.getByLabel('Total Amount').click()
  await page.keyboard.type('25.50')
  await receiptDialog.getByRole('button', { name: 'Add Receipt' }).click()
  await expect(receiptDialog).toBeHidden()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail).toContainText('Corner Thrift Store')
  await detail.getByRole('button', { name: 'Close' }).click()

  await shell.link('External Purchases').click()
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const expenseDialog = page.getByRole('dialog', { name: 'Add Expense' })
  const expenseVendor = expenseDialog.getByRole('combobox', { name: 'Vendor' })
  // The vendor the receipt made is offered at once.
  await typeInto(page, expenseVendor, 'corner')
  await expect(page.getByRole('option', { name: 'Corner Thrift Store' })).toBeVisible()
  await saveDialogWithPicker(page, expenseVendor, 'Packing Depot', 'pickers-expense-vendor')
  await expenseDialog.getByLabel('Description').click()
  await page.keyboard.type('Bubble mailers')
  await expenseDialog.getByLabel('Amount').click()
  await page.keyboard.type('18.20')
  await expenseDialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(expenseDialog).toBeHidden()
  await expect(page.getByRole('article').filter({ hasText: 'Bubble mailers' })).toContainText('Packing Depot')

  await shell.link('Vendors').click()
  await expect(page.getByText('3 of 3 vendors')).toBeVisible()
  for (const name of ['Corner Thrift Store', 'Packing Depot'])
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active')
  await expect(page.locator('dl > div').filter({ hasText: 'Active Vendors' })).toContainText('3')
  await expect(page.getByRole('row', { name: /Packing Depot/ })).toContainText('$18.20')
})

test("a server's refusal is said once, under its field: a duplicate brand and a duplicate reading date", async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  // The refusals below are the server's 409s, logged by the browser itself.
  consoleWatch.allow(/status of 409 \(Conflict\)/)
  expect((await page.request.post('/api/brands', { data: { name: 'Nike' } })).status()).toBe(201)
  await page.goto('/brands')
  await page.getByRole('button', { name: 'Add Brand' }).first().click()
  const brandDialog = page.getByRole('dialog', { name: 'Add Brand' })
  await brandDialog.getByLabel('Brand Name').click()
  await page.keyboard.type('nike')
  await brandDialog.getByRole('button', { name: 'Add Brand' }).click()
  const taken = 'A brand with this name already exists. Please choose a different name.'
  await expect(brandDialog.getByLabel('Brand Name')).toHaveAccessibleDescription(taken)
  await expect(page.getByText(taken)).toHaveCount(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await saveScreen(page, 'messages-duplicate-brand', { fullPage: false })
  await brandDialog.getByRole('button', { name: 'Cancel' }).click()

  const reading = { readingDate: '2025-03-01', odometerMiles: '10000' }
  expect((await page.request.post('/api/odometer-readings', { data: reading })).status()).toBe(201)
  await page.goto('/odometer?year=2025')
  await page.getByRole('button', { name: 'Add Reading' }).first().click()
  const readingDialog = page.getByRole('dialog', { name: 'Add Odometer Reading' })
  await readingDialog.getByLabel('Reading Date').fill(reading.readingDate)
  await readingDialog.getByLabel('Odometer Reading (miles)').click()
  await page.keyboard.type(reading.odometerMiles)
  await readingDialog.getByRole('button', { name: 'Add Reading' }).click()
  const duplicate = 'A reading for this date already exists. Each date can only have one reading.'
  await expect(readingDialog.getByLabel('Reading Date')).toHaveAccessibleDescription(duplicate)
  await expect(page.getByText('A reading for this date already exists', { exact: false })).toHaveCount(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await saveScreen(page, 'messages-duplicate-reading', { fullPage: false })
})
