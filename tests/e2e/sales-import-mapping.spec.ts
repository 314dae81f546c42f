import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

/*
 * A file of a layout Frogwalk has never seen, driven through the mapping step as a person would: its Row
 * Type column and what its values mean, a shipping and a tax printed once per order on each of its lines,
 * two fee columns summed; the preview says what each row will do, and the import records the sales, a
 * refund against its sale, a fee of no sale as an expense and a payout.
 */

const FILE = [
  'Kind,Ref,Line,When,What,Paid,Units,Ship,Tax,Cut,Processing',
  'Sold,A-1,1,2026-03-02,Green vase,20.00,1,6.00,3.00,2.00,0.50',
  'Sold,A-1,2,2026-03-02,Blue cup,10.00,2,6.00,3.00,1.00,0.30',
  'Money back,A-1,,2026-03-09,Blue cup,-5.00,,,,,',
  'Shop plan,,,2026-03-31,Store subscription,-7.95,,,,,',
  'To bank,,,2026-04-01,Payout,-30.00,,,,,',
  'Mystery,X-9,,2026-03-05,Something,1.00,,,,,',
].join('\n')

test('an unknown layout through the mapping step: a type column, per-order columns, two fee columns and a refund', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(150_000)
  await page.goto('/sales/import')
  await page
    .getByLabel('Sales report file')
    .setInputFiles({ name: 'my-shop.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) })
  const mapping = page.getByRole('region', { name: 'Map the columns' })
  await expect(mapping).toBeVisible()

  await mapping.getByLabel('Order ID', { exact: true }).selectOption('Ref')
  await mapping.getByLabel('Line ID', { exact: true }).selectOption('Line')
  await mapping.getByLabel('Sold Date (required)').selectOption('When')
  await mapping.getByLabel('Title', { exact: true }).selectOption('What')
  await mapping.getByLabel('Quantity', { exact: true }).selectOption('Units')
  await mapping.getByLabel('Sale Price (required)').selectOption('Paid')
  await mapping.getByLabel('Postage Charged', { exact: true }).selectOption('Ship')
  await mapping.getByLabel('Postage Charged is per order').check()
  await mapping.getByLabel('Sales Tax', { exact: true }).selectOption('Tax')
  await mapping.getByLabel('Sales Tax is per order').check()
  // Two fee columns, summed.
  await mapping.getByLabel('Fees', { exact: true }).selectOption('Cut')
  await mapping.getByRole('button', { name: 'Add another column to Fees' }).click()
  await mapping.getByLabel('Fees, column 2').selectOption('Processing')

  // The Row Type column: each of its values gets a meaning, prefilled from its words.
  await mapping.getByLabel('Row Type', { exact: true }).selectOption('Kind')
  const types = mapping.getByRole('group', { name: 'What the rows of each Kind are' })
  await expect(types.getByLabel('"To bank" rows')).toHaveValue('ignore')
  await expect(types.getByLabel('"Mystery" rows')).toHaveValue('ignore')
  await types.getByLabel('"Sold" rows').selectOption('sale')
  await types.getByLabel('"Money back" rows').selectOption('refund')
  await types.getByLabel('"Shop plan" rows').selectOption('fee')
  await types.getByLabel('"To bank" rows').selectOption('payout')
  await saveScreen(page, 'sales-import-mapping-types')
  await savePhoneAndDark(page, 'sales-import-mapping-types', 'the mapping step with row types')
  await page.emulateMedia({ colorScheme: 'light' })
  await mapping.getByRole('button', { name: 'Preview Sales' }).click()

  // The preview says per row what it is and what the import will do.
  const table = page.getByRole('table', { name: 'Sales in the file' })
  const rowOf = (text: string | RegExp) => table.getByRole('row').filter({ hasText: text })
  await expect(rowOf('Green vase')).toContainText('No match')
  await rowOf('Green vase')
    .getByRole('button', { name: /Create sold item/ })
    .click()
  await expect(rowOf('Green vase')).toContainText('Creates a sold item. Cost unknown: marked needs cost')
  await rowOf('Blue cup')
    .first()
    .getByRole('button', { name: /Create sold item/ })
    .click()
  await expect(rowOf('Blue cup').first()).toContainText('Creates 2 sold items')
  await expect(rowOf(/Row 4\b/)).toContainText('Refund')
  // No Line ID: the refund goes to the line of its order with its title, the Blue cup's (row 3).
  await expect(rowOf(/Row 4\b/)).toContainText('Records a refund of $5.00 against the sale of row 3')
  await expect(rowOf('Store subscription')).toContainText('Records an expense of $7.95 (Subscriptions)')
  await expect(rowOf(/Payout/)).toContainText('Keeps a payout of $30.00: never revenue')
  await expect(rowOf('Something')).toContainText('"Mystery" rows are ignored, as mapped')
  await saveScreen(page, 'sales-import-preview-records')
  await savePhoneAndDark(page, 'sales-import-preview-records', 'the preview of refunds, fees and payouts')
  await page.emulateMedia({ colorScheme: 'light' })

  await page.getByRole('region', { name: 'Import' }).getByRole('button', { name: 'Import' }).click()
  const done = page.getByRole('region', { name: 'Import complete' })
  await expect(done.getByText('Created', { exact: true }).locator('..')).toHaveText('Created3')
  await expect(done.getByText('Refunds recorded', { exact: true }).locator('..')).toHaveText(
    'Refunds recorded1',
  )
  await expect(done.getByText('Expenses recorded', { exact: true }).locator('..')).toHaveText(
    'Expenses recorded1',
  )
  await expect(done.getByText('Payouts kept', { exact: true }).locator('..')).toHaveText('Payouts kept1')

  // The order's shipping and tax counted once, split over its lines; two fee columns summed; the refund on the Blue cup's line.
  const summary = await (await page.request.get('/api/reports/tax-summary?year=2026')).json()
  expect(summary.taxSummary.summary.grossSalesRevenue).toBe(20_00 + 10_00 + 6_00)
  expect(summary.taxSummary.summary.returnsAndAllowances).toBe(5_00)
  expect(summary.taxSummary.summary.totalGeneralFees).toBe(2_00 + 50 + 1_00 + 30)
  expect(summary.taxSummary.summary.itemsSold).toBe(3)
  const expenses = await (await page.request.get('/api/expenses?limit=10')).json()
  expect(expenses.rows).toEqual([expect.objectContaining({ category: 'subscriptions', amount: 7_95 })])
})
