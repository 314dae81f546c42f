import { readFile } from 'node:fs/promises'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

const csv = (lines: string[]) => ({
  name: 'items.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
})

test('importing a file: template, 5-row preview, counts, the existing SKU kept on screen, then /unlisted', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  const made = await page.request.post('/api/items', {
    data: { sku: 'EX-1', brand: 'Nike', description: 'Already here' },
    headers: { Origin: baseURL ?? '' },
  })
  expect(made.ok()).toBe(true)
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV' })
  await expect(dialog).toBeVisible()

  const template = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download CSV Template' }).click()
  const templateFile = await template
  expect(templateFile.suggestedFilename()).toBe('inventory-template.csv')
  expect(await readFile(await templateFile.path(), 'utf8')).toMatch(/^sku,brand,description,cost,price,date/)

  await expect(dialog.getByRole('button', { name: 'Import Data' })).toBeDisabled()
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      csv([
        'SKU,Brand,Description,Cost,Price,Date,Location,Status',
        'IM-1,Levi,"Jeans, 32"" waist","$1,234.50",45,11/20/2026,Savers,listed',
        'EX-1,Nike,Duplicate,1,1,2026-01-01,,',
        'IM-3,Coach,Bag,12,,,,sold',
        'IM-4,Coach,Wallet,3,,,,',
        'IM-5,Gap,Shirt,2,,,,',
        'IM-6,Gap,Pants,2,,,,',
        'IM-7,Gap,Socks,1,,,,',
      ]),
    )
  const preview = dialog.getByRole('table', { name: /Preview/ })
  await expect(preview.getByRole('row')).toHaveCount(6)
  await expect(preview).toContainText('Jeans, 32" waist')
  await expect(preview).not.toContainText('IM-6')
  await saveScreen(page, 'import-preview', { fullPage: false })

  await dialog.getByRole('button', { name: 'Import Data' }).click()
  const result = dialog.getByRole('region', { name: 'Import result' })
  await expect(result).toContainText('Imported6')
  await expect(result).toContainText('Skipped1')
  await expect(result).toContainText('Row 3: SKU "EX-1" already exists')
  await expect(result.getByRole('link', { name: 'View Imported Items' })).toBeVisible()
  await saveScreen(page, 'import-result', { fullPage: false })
  // A row was skipped: no redirect takes the panel away; the person moves on when they have read it.
  await page.waitForTimeout(2000)
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByText('CSV import completed successfully!', { exact: false })).toHaveCount(0)
  await result.getByRole('link', { name: 'View Imported Items' }).click()
  await expect(page).toHaveURL(/\/unlisted$/)

  const items = (await (await page.request.get('/api/items?limit=50')).json()) as {
    rows: { sku: string; costOfGoods: number; status: string }[]
  }
  expect(items.rows.map((item) => item.sku).sort()).toEqual([
    'EX-1',
    'IM-1',
    'IM-3',
    'IM-4',
    'IM-5',
    'IM-6',
    'IM-7',
  ])
  expect(items.rows.find((item) => item.sku === 'IM-1')).toMatchObject({
    costOfGoods: 123450,
    status: 'listed',
  })
})

test('a header-only file fails with the spec’s reason; a non-CSV file is refused at the picker', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV' })
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('brand,description\nA,B\n'),
  })
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a CSV file (text/csv).')
  await expect(dialog.getByRole('button', { name: 'Import Data' })).toBeDisabled()

  await dialog.getByLabel('CSV file').setInputFiles(csv(['sku,brand,description', '']))
  await dialog.getByRole('button', { name: 'Import Data' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to import CSV: CSV file must contain at least a header row and one data row',
  )
  await saveScreen(page, 'import-header-only-phone', { fullPage: false })
  await expect(page).toHaveURL(/\/settings$/)
})

test.describe('in dark', () => {
  test.use({ colorScheme: 'dark' })

  test('brands, locations and the import dialog with rows pass the accessibility check', async ({
    page,
    baseURL,
    signedIn: _signedIn,
  }) => {
    const file = ['sku,brand,description,location', 'D-1,Nike,Shoe,Goodwill', 'D-2,Coach,Bag,Savers'].join(
      '\n',
    )
    const answer = await page.request.post('/api/import/items', {
      data: file,
      headers: { Origin: baseURL ?? '', 'content-type': 'text/csv' },
    })
    expect(answer.ok(), await answer.text()).toBe(true)

    await page.goto('/brands')
    await expect(page.getByText('2 of 2 brands')).toBeVisible()
    await expectAccessible(page, 'the brands with rows')
    await saveScreen(page, 'brands-dark')
    await page.goto('/purchase-locations')
    await expect(page.getByText('2 of 2 locations')).toBeVisible()
    await expectAccessible(page, 'the purchase locations with rows')
    await saveScreen(page, 'purchase-locations-dark')

    await page.goto('/settings')
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Import CSV' })
    await dialog.getByLabel('CSV file').setInputFiles(csv(['brand,description', 'Gap,Shirt']))
    await expect(dialog.getByRole('table', { name: /Preview/ })).toBeVisible()
    await expectAccessible(page, 'the import dialog with a preview')
    await saveScreen(page, 'import-preview-dark', { fullPage: false })
  })
})
