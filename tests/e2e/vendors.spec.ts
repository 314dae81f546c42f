import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('a vendor with a category, the duplicate name, the Active/Inactive filter and spending from expenses', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  // The duplicate names below are refused by the server on purpose.
  consoleWatch.allow(/status of 409 \(Conflict\)/)
  await page.goto('/vendors')
  await expect(shell.heading('Vendors')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No vendors yet' })).toBeVisible()

  // A category first: the palette, its default colour, edit, and delete with its note.
  await page.getByRole('button', { name: 'Manage Categories' }).click()
  const manage = page.getByRole('dialog', { name: 'Manage Vendor Categories' })
  await manage.getByRole('button', { name: 'Add Category' }).click()
  const categoryForm = manage.getByRole('form', { name: 'Add Category' })
  await expect(categoryForm.getByRole('radio', { name: 'Blue #3B82F6' })).toBeChecked()
  await categoryForm.getByRole('button', { name: 'Add Category' }).click()
  await expect(categoryForm.getByText('Category name is required')).toBeVisible()
  await categoryForm.getByLabel('Category Name').fill('Thrift Stores')
  await categoryForm.getByLabel('Description').fill('Second-hand shops')
  await categoryForm.getByRole('radio', { name: 'Green #10B981' }).check()
  await categoryForm.getByRole('button', { name: 'Add Category' }).click()
  await expect(manage.getByRole('list', { name: 'Vendor categories' })).toContainText('Thrift Stores')
  await manage.getByRole('button', { name: 'Add Category' }).click()
  await manage.getByLabel('Category Name').fill('thrift stores')
  await manage.getByRole('button', { name: 'Add Category' }).last().click()
  await expect(
    manage.getByText('A category with this name already exists. Please choose a different name.'),
  ).toHaveCount(1)
  await manage.getByLabel('Category Name').fill('Supplies')
  await manage.getByRole('button', { name: 'Add Category' }).last().click()
  await expect(manage.getByRole('list', { name: 'Vendor categories' }).getByRole('listitem')).toHaveCount(2)
  await saveScreen(page, 'vendors-categories', { fullPage: false })
  await manage.getByRole('button', { name: 'Edit category Supplies' }).click()
  await manage.getByLabel('Category Name').fill('Shipping Supplies')
  await manage.getByRole('button', { name: 'Update Category' }).click()
  await expect(manage.getByRole('list', { name: 'Vendor categories' })).toContainText('Shipping Supplies')
  await manage.getByRole('button', { name: 'Delete category Shipping Supplies' }).click()
  await expect(shell.confirmDialog).toContainText('This will not affect existing vendors.')
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(manage.getByRole('list', { name: 'Vendor categories' }).getByRole('listitem')).toHaveCount(1)
  await manage.getByRole('button', { name: 'Close' }).click()

  // A vendor: trimmed name, the category, contact fields of the right types.
  await page.getByRole('button', { name: 'Add Vendor' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Vendor' })
  await form.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(form.getByText('Vendor name is required')).toBeVisible()
  await form.getByLabel('Vendor Name').fill('  Goodwill Midtown  ')
  await form.getByLabel('Category').selectOption('Thrift Stores')
  await expect(form.getByLabel('Contact Email')).toHaveAttribute('type', 'email')
  await expect(form.getByLabel('Contact Phone')).toHaveAttribute('type', 'tel')
  await expect(form.getByLabel('Website')).toHaveAttribute('type', 'url')
  await form.getByLabel('Contact Email').fill('not-an-email')
  await form.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await form.getByLabel('Contact Email').fill('store@goodwill.example')
  await form.getByLabel('Contact Phone').fill('555-0100')
  await form.getByLabel('Website').fill('https://goodwill.example')
  await form.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(form).toBeHidden()
  const stored = await (await page.request.get('/api/vendors')).json()
  expect(stored.rows[0]).toMatchObject({ name: 'Goodwill Midtown', address: null, notes: null })

  // The duplicate name, case-insensitively: the spec's message, and what was typed stays.
  await page.getByRole('button', { name: 'Add Vendor' }).first().click()
  const duplicate = page.getByRole('dialog', { name: 'Add Vendor' })
  await duplicate.getByLabel('Vendor Name').fill('goodwill midtown')
  await duplicate.getByLabel('Notes').fill('Second try')
  await duplicate.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(
    duplicate.getByText('A vendor with this name already exists. Please choose a different name.'),
  ).toHaveCount(1)
  await expect(duplicate.getByRole('alert')).toHaveCount(0)
  await expect(duplicate.getByLabel('Notes')).toHaveValue('Second try')
  await duplicate.getByLabel('Vendor Name').fill('Estate Sales Co')
  await duplicate.getByLabel('Active').uncheck()
  await duplicate.getByRole('button', { name: 'Add Vendor' }).click()
  await expect(duplicate).toBeHidden()

  // Spending: expenses matched by vendor name, case-insensitively, on the server.
  for (const amount of [1250, 749]) {
    const created = await page.request.post('/api/expenses', {
      data: { vendor: 'GOODWILL MIDTOWN', description: 'Haul', amount, date: '2026-01-10' },
    })
    expect(created.status()).toBe(201)
  }
  await page.reload()
  const table = page.getByRole('table', { name: 'Vendors' })
  const goodwill = table.getByRole('row').filter({ hasText: 'Goodwill Midtown' })
  await expect(goodwill).toContainText('$19.99')
  await expect(goodwill).toContainText('2 expenses')
  await expect(goodwill).toContainText('Thrift Stores')
  await expect(goodwill).toContainText('Active')
  await expect(page.locator('dl > div').filter({ hasText: 'Total Spent' })).toContainText('$19.99')
  await expect(page.locator('dl > div').filter({ hasText: 'Active Vendors' })).toContainText('1')
  await expect(page.locator('dl > div').filter({ hasText: 'Total Vendors' })).toContainText('2')
  await expect(page.locator('dl > div').filter({ hasText: 'Avg. per Vendor' })).toContainText('$10.00')
  await saveScreen(page, 'vendors-list')
  await expectAccessible(page, 'the vendors')

  // All / Active / Inactive, and search.
  // The filter lives in the URL, so the radio follows a moment after the click.
  await page.getByRole('radio', { name: 'Inactive' }).click()
  await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Estate Sales Co')
  await expect(table).toContainText('Inactive')
  // The filter lives in the URL, so the radio follows a moment after the click.
  await page.getByRole('radio', { name: 'Active', exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked()
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Goodwill Midtown')
  // The filter lives in the URL, so the radio follows a moment after the click.
  await page.getByRole('radio', { name: 'All' }).click()
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
  await expect(page.getByText('2 of 2 vendors')).toBeVisible()
  await page.getByLabel('Search vendors').fill('estate')
  await expect(page.getByText('1 of 2 vendors')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()

  // Only active vendors are offered in the expense form.
  await page.goto('/expenses')
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  await page.getByRole('dialog', { name: 'Add Expense' }).getByLabel('Vendor', { exact: true }).click()
  await expect(page.getByRole('option', { name: 'Goodwill Midtown' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Estate Sales Co' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')

  // Phone and dark.
  await page.goto('/vendors')
  await savePhoneAndDark(page, 'vendors-list', 'the vendors', {
    onPhone: () => expect(page.getByRole('list', { name: 'Vendors' })).toContainText('Goodwill Midtown'),
  })

  // Edit and delete.
  await page.getByRole('button', { name: 'Edit vendor Estate Sales Co' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
  await edit.getByLabel('Active').check()
  await edit.getByRole('button', { name: 'Update Vendor' }).click()
  await expect(edit).toBeHidden()
  await expect(page.locator('dl > div').filter({ hasText: 'Active Vendors' })).toContainText('2')
  await page.getByRole('button', { name: 'Delete vendor Estate Sales Co' }).click()
  await expect(shell.confirmDialog).toContainText(
    'Are you sure you want to delete the vendor "Estate Sales Co"?',
  )
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('1 of 1 vendors')).toBeVisible()
})
