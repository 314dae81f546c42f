import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('an expense with tags and recurrence, the filters and Clear Filters', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  // An active and an inactive vendor: only the active one is offered.
  for (const vendor of [
    { name: 'Uline', isActive: true },
    { name: 'Old Supplier', isActive: false },
  ]) {
    const created = await page.request.post('/api/vendors', { data: vendor })
    expect(created.status()).toBe(201)
  }
  await page.goto('/expenses')
  await expect(shell.heading('External Purchases')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No expenses yet' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Expense' })
  await expect(dialog.getByLabel('Category')).toHaveValue('office_supplies')
  await expect(dialog.getByLabel('Payment Method')).toHaveValue('Credit Card')
  await expect(dialog.getByText(/Schedule C line 18 \(Office expense\)/)).toBeVisible()
  const today = await page.evaluate(() => {
    const now = new Date()
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  })
  await expect(dialog.getByLabel('Date')).toHaveValue(today)

  // Nothing typed: the spec's messages beside the fields.
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Vendor is required')).toBeVisible()
  await expect(dialog.getByText('Description is required')).toBeVisible()
  await expect(dialog.getByText('Amount is required')).toBeVisible()

  const vendor = dialog.getByLabel('Vendor', { exact: true })
  await vendor.click()
  await expect(dialog.getByRole('option', { name: 'Uline' })).toBeVisible()
  await expect(dialog.getByRole('option', { name: 'Old Supplier' })).toHaveCount(0)
  await dialog.getByRole('option', { name: 'Uline' }).click()
  await expect(vendor).toHaveValue('Uline')
  await dialog.getByLabel('Description').fill('Bubble mailers, 100 pack')
  await dialog.getByLabel('Category').selectOption('shipping_supplies')
  await expect(dialog.getByText(/Schedule C line 22 \(Supplies\)/)).toBeVisible()
  await dialog.getByLabel('Amount').fill('0')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible()
  await dialog.getByLabel('Amount').fill('24.99')
  await dialog.getByLabel('Payment Method').selectOption('PayPal')

  // Recurring needs a frequency; unchecking clears it.
  await dialog.getByLabel('Recurring expense').check()
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByText('Frequency is required for recurring expenses')).toBeVisible()
  await dialog.getByLabel('Frequency').selectOption('monthly')
  await dialog.getByLabel('Recurring expense').uncheck()
  await expect(dialog.getByLabel('Frequency')).toHaveCount(0)
  await dialog.getByLabel('Recurring expense').check()
  await expect(dialog.getByLabel('Frequency')).toHaveValue('')
  await dialog.getByLabel('Frequency').selectOption('monthly')

  // Tags: trimmed, unique, added with Enter or the plus button, removable.
  const tags = dialog.getByRole('textbox', { name: 'Tags' })
  await tags.fill('  packing  ')
  await tags.press('Enter')
  await tags.fill('PACKING')
  await tags.press('Enter')
  await tags.fill('ebay')
  await dialog.getByRole('button', { name: 'Add to Tags' }).click()
  await tags.fill('typo')
  await tags.press('Enter')
  await dialog.getByRole('button', { name: 'Remove typo' }).click()
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'packing',
    'ebay',
  ])
  await dialog.getByLabel('Receipt Number').fill('  INV-2231 ')
  await dialog.getByLabel('Notes').fill('For the spring sales')
  await saveScreen(page, 'expenses-form', { fullPage: false })
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog).toBeHidden()

  const card = page.getByRole('article').filter({ hasText: 'Bubble mailers, 100 pack' })
  await expect(card).toContainText('Uline')
  await expect(card).toContainText('$24.99')
  await expect(card).toContainText('Shipping Supplies')
  await expect(card).toContainText('Recurring · Monthly')
  await expect(card).toContainText('#packing')
  await expect(card).toContainText('#ebay')
  await expect(card).toContainText('INV-2231')
  await expect(card).toContainText('PayPal')
  await expect(card).toContainText('For the spring sales')
  await expect(page.locator('dl > div').filter({ hasText: 'This Month' })).toContainText('$24.99')

  // A new vendor, an older expense in another category and month.
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const second = page.getByRole('dialog', { name: 'Add Expense' })
  await second.getByLabel('Vendor', { exact: true }).fill('Corner Print Shop')
  await second.getByRole('option', { name: 'Create "Corner Print Shop"' }).click()
  await second.getByLabel('Description').fill('Business cards')
  await second.getByLabel('Category').selectOption('marketing')
  await second.getByLabel('Amount').fill('40')
  await second.getByLabel('Date').fill('2025-03-14')
  await second.getByRole('button', { name: 'Add Expense' }).click()
  await expect(second).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Friday, March 14, 2025' })).toBeVisible()
  await expect(page.getByText('2 of 2 expenses')).toBeVisible()
  await saveScreen(page, 'expenses-list')
  await expectAccessible(page, 'the expenses')

  // Filters: search, category, month; Clear Filters brings all back.
  await page.getByLabel('Search expenses').fill('cards')
  await expect(page.getByText('1 of 2 expenses')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page).toHaveURL(/q=cards/)
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByText('2 of 2 expenses')).toBeVisible()
  await page.getByLabel('Category').selectOption('shipping_supplies')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('Bubble mailers')
  await page.getByLabel('Month').fill('2025-03')
  await expect(page.getByRole('heading', { name: 'No expenses found' })).toBeVisible()
  await page.getByLabel('Category').selectOption('')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('Business cards')
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled()

  // Edit keeps what was stored; turning recurrence off clears the frequency.
  await card.getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Expense' })
  await expect(edit.getByLabel('Amount')).toHaveValue('24.99')
  await expect(edit.getByLabel('Frequency')).toHaveValue('monthly')
  await edit.getByLabel('Recurring expense').uncheck()
  await edit.getByLabel('Amount').fill('26.50')
  await edit.getByRole('button', { name: 'Update Expense' }).click()
  await expect(edit).toBeHidden()
  await expect(card).toContainText('$26.50')
  await expect(card).not.toContainText('Recurring')

  // Phone and dark.
  await savePhoneAndDark(page, 'expenses-list', 'the expenses')

  // Delete asks first; Cancel keeps it.
  await card.getByRole('button', { name: /^Delete/ }).click()
  await expect(shell.confirmDialog).toContainText('Are you sure you want to delete this expense?')
  await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: /^Delete/ }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByText('1 of 1 expenses')).toBeVisible()
})

test('a refused expense save keeps what was typed and says why', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  await page.goto('/expenses')
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 503/)
  await page.route('**/api/expenses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The database is not reachable.' } },
        })
      : route.continue(),
  )
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Expense' })
  await dialog.getByLabel('Vendor', { exact: true }).fill('USPS')
  await dialog.getByRole('option', { name: 'Create "USPS"' }).click()
  await dialog.getByLabel('Description').fill('Stamps')
  await dialog.getByLabel('Amount').fill('12.40')
  await dialog.getByRole('button', { name: 'Add Expense' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The database is not reachable.')
  await expect(dialog.getByLabel('Description')).toHaveValue('Stamps')
  await expect(dialog.getByLabel('Amount')).toHaveValue('12.40')
})
