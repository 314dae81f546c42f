import type { Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

/** Screens at desktop and phone width, light and dark, each checked by axe. */
async function saveAtWidths(page: Page, name: string, what: string) {
  await saveScreen(page, name, { fullPage: false })
  await savePhoneAndDark(page, name, what, { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await expectAccessible(page, what)
}

test('a receipt with a generated number, with and without a location, and a duplicate number', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  expect((await page.request.post('/api/vendors', { data: { name: 'Goodwill' } })).status()).toBe(201)
  expect(
    (await page.request.post('/api/vendors', { data: { name: 'Closed Thrift', isActive: false } })).status(),
  ).toBe(201)
  const location = { name: 'Goodwill Eastside', roundTripDistance: 12.4 }
  expect((await page.request.post('/api/purchase-locations', { data: location })).status()).toBe(201)

  await page.goto('/receipts')
  await expect(shell.heading('Inventory Receipts')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No receipts yet' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Receipt' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Receipt' })
  const number = dialog.getByLabel('Receipt Number', { exact: true })
  // A new receipt starts with today's date and a generated number without a location.
  await expect(number).toHaveValue(/^RCPT-\d{8}-\d{6}$/)
  await dialog.getByLabel('Purchase Date').fill('2026-11-20')
  await expect(number).toHaveValue(/^RCPT-20261120-\d{6}$/)
  // The generate button needs a date.
  await dialog.getByLabel('Purchase Date').fill('')
  await expect(dialog.getByRole('button', { name: 'Generate receipt number' })).toBeDisabled()
  await dialog.getByLabel('Purchase Date').fill('2026-11-20')

  // A location with a round trip fills Travel Distance and the number's prefix.
  await dialog.getByLabel('Location', { exact: true }).click()
  await dialog.getByRole('option', { name: 'Goodwill Eastside' }).click()
  await expect(number).toHaveValue(/^GOODWI-20261120-\d{6}$/)
  await expect(dialog.getByLabel('Travel Distance (miles)')).toHaveValue('12.4')

  await dialog.getByRole('button', { name: 'Add Receipt' }).click()
  await expect(dialog.getByText('Vendor is required')).toBeVisible()
  const vendor = dialog.getByLabel('Vendor', { exact: true })
  await vendor.click()
  await expect(dialog.getByRole('option', { name: 'Goodwill' })).toBeVisible()
  await expect(dialog.getByRole('option', { name: 'Closed Thrift' })).toHaveCount(0)
  await dialog.getByRole('option', { name: 'Goodwill' }).click()
  await dialog.getByLabel('Total Amount').fill('25.50')
  await dialog.getByLabel('Tax Amount').fill('1.53')
  await saveScreen(page, 'receipts-form', { fullPage: false })
  const firstNumber = await number.inputValue()
  await dialog.getByRole('button', { name: 'Add Receipt' }).click()
  await expect(dialog).toBeHidden()

  // Saved, its detail opens: the number parsed into location, date and time, marked (Auto).
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail.getByText('(Auto)')).toBeVisible()
  await expect(detail.getByText('GOODWI', { exact: true })).toBeVisible()
  await expect(detail.getByText('November 20, 2026').first()).toBeVisible()
  await expect(detail).toContainText('12.4 miles')
  await saveAtWidths(page, 'receipts-detail', 'a receipt detail')
  await detail.getByRole('button', { name: 'Close' }).click()

  // A second receipt without a location; the first one's number is refused on blur and on save.
  await page.getByRole('button', { name: 'Add Receipt' }).first().click()
  const second = page.getByRole('dialog', { name: 'Add Receipt' })
  await second.getByLabel('Purchase Date').fill('2026-11-21')
  await expect(second.getByLabel('Receipt Number', { exact: true })).toHaveValue(/^RCPT-20261121-\d{6}$/)
  await second.getByLabel('Vendor', { exact: true }).click()
  await second.getByRole('option', { name: 'Goodwill' }).click()
  await second.getByLabel('Receipt Number', { exact: true }).fill(firstNumber.toLowerCase())
  await second.getByLabel('Total Amount').focus()
  const taken = 'A receipt with this number already exists. Receipt numbers must be unique.'
  await expect(second.getByText(taken)).toBeVisible()
  await second.getByRole('button', { name: 'Add Receipt' }).click()
  await expect(second.getByText(taken)).toBeVisible()
  await expect(second).toBeVisible()
  await saveScreen(page, 'receipts-duplicate-number', { fullPage: false })
  await second.getByRole('button', { name: 'Generate receipt number' }).click()
  await expect(second.getByLabel('Receipt Number', { exact: true })).toHaveValue(/^RCPT-20261121-\d{6}$/)
  await second.getByLabel('Total Amount').fill('10')
  await second.getByRole('button', { name: 'Add Receipt' }).click()
  await expect(second).toBeHidden()
  await page.getByRole('dialog', { name: 'Receipt Details' }).getByRole('button', { name: 'Close' }).click()

  // The list by purchase date, newest first, and the figures from the server.
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasText: /November 2[01], 2026/ }),
  ).toHaveText(['Saturday, November 21, 2026', 'Friday, November 20, 2026'])
  await expect(page.locator('dl > div').filter({ hasText: 'Total Receipts' })).toContainText('2')
  await expect(page.getByRole('region', { name: 'Top Purchase Locations' })).toContainText(
    'Goodwill Eastside',
  )
  await expect(page.getByText('2 of 2 receipts')).toBeVisible()
  await page.getByLabel('Search receipts').fill('goodwi-')
  await expect(page.getByText('1 of 2 receipts')).toBeVisible()
  await page.getByLabel('Search receipts').fill('')
  await page.getByLabel('Month').fill('2026-10')
  await expect(page.getByRole('heading', { name: 'No receipts found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear month' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await saveAtWidths(page, 'receipts-list', 'the receipts')

  // Editing keeps its own number (the check leaves the receipt itself out) and its generated number.
  await page.getByRole('button', { name: `View receipt ${firstNumber}` }).click()
  await detail.getByRole('button', { name: 'Edit Receipt' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Receipt' })
  await expect(edit.getByLabel('Receipt Number', { exact: true })).toHaveValue(firstNumber)
  await expect(edit.getByLabel('Travel Distance (miles)')).toHaveValue('12.4')
  await edit.getByLabel('Receipt Number', { exact: true }).focus()
  await edit.getByLabel('Total Amount').fill('26.75')
  await expect(edit.getByText(taken)).toHaveCount(0)
  await edit.getByRole('button', { name: 'Update Receipt' }).click()
  await expect(edit).toBeHidden()
  await expect(detail).toContainText('$26.75')
  await expect(detail.getByText(firstNumber)).toBeVisible()
})

test('Quick Add, converting a line item of quantity 2, Convert All and deleting the receipt', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(150_000)
  const created = await page.request.post('/api/receipts', {
    data: {
      receiptNumber: 'HAUL-1',
      vendor: 'Savers',
      location: 'Savers Midtown',
      purchaseDate: '2026-11-18',
      totalAmount: '21.98',
      taxAmount: '1.00',
    },
  })
  expect(created.status()).toBe(201)
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt HAUL-1' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail.getByText('No line items yet.', { exact: false })).toBeVisible()
  await expect(detail.getByText('(Auto)')).toHaveCount(0)

  // Quick Add: nothing valid is refused with the spec's alert.
  await detail.getByRole('button', { name: 'Quick Add' }).click()
  const quick = detail.getByRole('region', { name: 'Quick Add' })
  await quick.getByRole('button', { name: 'Save All' }).click()
  await expect(quick.getByRole('alert')).toHaveText(
    'Please fill in all required fields for at least one item.',
  )

  // One valid row, one missing its brand, one empty: the valid one is saved after the question.
  const row = (n: number) => quick.getByRole('group', { name: `Row ${n}` })
  await row(1).getByLabel('Description').fill('Jeans')
  await row(1).getByLabel('Brand').fill("Levi's")
  await row(1).getByLabel('Quantity').fill('2')
  await row(1).getByLabel('Unit Cost').fill('4.99')
  await expect(row(1)).toContainText('ready to save')
  await row(2).getByLabel('Description').fill('Shirt')
  await row(2).getByLabel('Unit Cost').fill('3')
  await expect(row(2)).toContainText('missing required fields')
  await saveScreen(page, 'receipts-quick-add', { fullPage: false })

  // A failed save keeps the rows and says so.
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 503/)
  await page.route('**/api/receipt-line-items/bulk', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }),
  )
  await quick.getByRole('button', { name: 'Save All' }).click()
  await expect(shell.confirmDialog).toContainText(
    '2 item(s) have missing required fields and will be skipped. Continue with saving 1 valid item(s)?',
  )
  await shell.confirmDialog.getByRole('button', { name: 'Save' }).click()
  await expect(quick.getByRole('alert')).toHaveText('Failed to save some line items. Please try again.')
  await expect(row(1).getByLabel('Description')).toHaveValue('Jeans')
  await page.unroute('**/api/receipt-line-items/bulk')

  await quick.getByRole('button', { name: 'Save All' }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Save' }).click()
  await expect(quick).toBeHidden()
  const lines = detail.getByRole('region', { name: /^Line Items/ })
  await expect(lines.getByRole('listitem')).toHaveCount(1)
  await expect(lines.getByRole('listitem')).toContainText("Levi's · 2 × $4.99 = $9.98")

  // Cancel All asks before throwing typed rows away.
  await detail.getByRole('button', { name: 'Quick Add' }).click()
  await row(1).getByLabel('Description').fill('Coat')
  await quick.getByRole('button', { name: 'Cancel All' }).click()
  await expect(shell.confirmDialog).toContainText('All unsaved line items will be lost.')
  await shell.confirmDialog.getByRole('button', { name: 'Cancel All' }).click()
  await expect(quick).toBeHidden()

  // Two more lines with the line item form; one is deleted after its question.
  for (const [description, brand, quantity, unitCost] of [
    ['Coat', 'Patagonia', '1', '12'],
    ['Mug', 'Fiesta', '1', '1'],
  ] as const) {
    await detail.getByRole('button', { name: 'Add Line Item' }).click()
    const form = page.getByRole('dialog', { name: 'Add Line Item' })
    await form.getByLabel('Description').fill(description)
    await form.getByLabel('Brand').fill(brand)
    await form.getByLabel('Quantity').fill(quantity)
    await form.getByLabel('Unit Cost').fill(unitCost)
    await form.getByRole('button', { name: 'Add Line Item' }).click()
    await expect(form).toBeHidden()
  }
  await lines.getByRole('button', { name: 'Delete line item Mug' }).click()
  await expect(shell.confirmDialog).toContainText('Are you sure you want to delete this line item?')
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(lines.getByRole('listitem')).toHaveCount(2)

  // Converting the line item of quantity 2 makes two unlisted items, numbered.
  await lines.getByRole('button', { name: 'Convert Jeans' }).click()
  await expect(detail.getByRole('status')).toHaveText('Converted 1 line item into 2 inventory items.')
  const items = detail.getByRole('region', { name: /^Inventory Items/ })
  await expect(items.getByRole('listitem')).toHaveCount(2)
  await expect(items).toContainText('Jeans (1 of 2)')
  await expect(items).toContainText('Jeans (2 of 2)')
  await expect(items).toContainText('Unlisted')
  await expect(items).toContainText(/UL-\d{6}-\d{6}-\d{3}-[A-Z0-9]{4}/)
  await expect(lines.getByRole('listitem').filter({ hasText: 'Jeans' })).toContainText('Converted')
  await detail.getByRole('button', { name: 'Close' }).click()

  // The row warns of the line item left to convert.
  const card = page.getByRole('article').filter({ hasText: 'HAUL-1' })
  await expect(card).toContainText('1 unconverted line item')
  await saveAtWidths(page, 'receipts-unconverted', 'a receipt with an unconverted line item')

  // Convert All, with the tax spread over the new item's cost.
  await card.getByRole('button', { name: 'View receipt HAUL-1' }).click()
  await detail.getByLabel("Add the receipt's tax to the new items' cost").check()
  await detail.getByRole('button', { name: 'Convert All' }).click()
  await expect(detail.getByRole('status')).toHaveText('Converted 1 line item into 1 inventory item.')
  await expect(items.getByRole('listitem')).toHaveCount(3)
  await expect(items.getByRole('listitem').filter({ hasText: 'Coat' })).toContainText('$12.54')
  await expect(detail.getByRole('button', { name: 'Convert All' })).toHaveCount(0)
  await saveScreen(page, 'receipts-converted', { fullPage: false })
  await detail.getByRole('button', { name: 'Close' }).click()
  await expect(card).not.toContainText('unconverted')

  // Deleting warns with the real counts and takes the line items with it; the items stay.
  await card.getByRole('button', { name: 'Delete receipt HAUL-1' }).click()
  await expect(shell.confirmDialog).toContainText(
    'This will remove the receipt association from 3 inventory item(s) and delete 2 line item(s).',
  )
  await saveScreen(page, 'receipts-delete', { fullPage: false })
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No receipts yet' })).toBeVisible()
  const left = await page.request.get('/api/items?status=unlisted')
  expect(((await left.json()) as { rows: { receiptId: string | null }[] }).rows).toHaveLength(3)
})
