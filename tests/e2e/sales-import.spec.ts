import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

const FIXTURES = 'src/domain/marketplaces/fixtures'

/** The report each sample's header is recognised as. */
const REPORT_NAMES: Record<string, string> = {
  'ebay-transaction-report': 'eBay transaction report',
  'ebay-orders-report': 'eBay orders report',
  'ebay-sold-items-fileexchange-legacy': 'eBay sold items file (File Exchange)',
  'poshmark-sales-report': 'Poshmark sales report',
  'mercari-sales-report': 'Mercari sales report',
  'depop-sales-export': 'Depop sales export',
  'etsy-sold-orders': 'Etsy sold orders',
  'etsy-statement': 'Etsy statement',
  'whatnot-order-history': 'Whatnot order history',
}

const reportNameOf = (file: string) => {
  if (file === 'poshmark-sales-report.v2020.header.csv') return 'Poshmark sales report (2020 layout)'
  const name = REPORT_NAMES[file.split('.')[0] ?? '']
  if (!name) throw new Error(`No report name for ${file}`)
  return name
}

const HEADER_FILES = readdirSync(FIXTURES).filter((file) => file.endsWith('.header.csv'))

interface NewItem {
  sku: string
  brand: string
  description: string
  costOfGoods?: string
  purchaseDate?: string
  marketplace?: string
}

async function addItems(page: Page, items: NewItem[]): Promise<void> {
  for (const item of items) {
    const answer = await page.request.post('/api/items', {
      data: { costOfGoods: '5.00', purchaseDate: '2019-01-01', status: 'listed', ...item },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
}

interface ApiItem {
  sku: string
  status: string
  soldDate: string | null
  salePrice: number
}

async function itemsOf(page: Page, status: string): Promise<ApiItem[]> {
  const answer = await page.request.get(`/api/items?status=${status}&limit=500`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { rows: ApiItem[] }).rows
}

/** Opens Import Sales from the sidebar and drops `file` (a fixture's name, or a file made by the test). */
async function chooseFile(page: Page, file: string | { name: string; text: string }): Promise<void> {
  if (!page.url().endsWith('/sales/import')) await page.goto('/sales/import')
  await expect(page.getByRole('heading', { level: 1, name: 'Import Sales' })).toBeVisible()
  const payload =
    typeof file === 'string'
      ? { name: file, mimeType: 'text/csv', buffer: readFileSync(join(FIXTURES, file)) }
      : { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) }
  await page.getByLabel('Sales report file').setInputFiles(payload)
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })

/** The counts of the preview, as its cards show them. */
async function expectCounts(
  page: Page,
  counts: { matched: number; unmatched: number; alreadyImported: number; refused: number },
): Promise<void> {
  const panel = preview(page)
  const card = (label: string) => panel.getByText(label, { exact: true }).locator('..')
  await expect(card('Matched')).toHaveText(`Matched${counts.matched}`)
  await expect(card('Unmatched')).toHaveText(`Unmatched${counts.unmatched}`)
  await expect(card('Already imported')).toHaveText(`Already imported${counts.alreadyImported}`)
  await expect(card('Refused')).toHaveText(`Refused${counts.refused}`)
}

/** The row of the preview table that holds `text`. */
const saleRow = (page: Page, text: string | RegExp) =>
  page.getByRole('table', { name: 'Sales in the file' }).getByRole('row').filter({ hasText: text })

const importButton = (page: Page) =>
  page.getByRole('region', { name: 'Import' }).getByRole('button', { name: 'Import', exact: true })

const result = (page: Page) => page.getByRole('region', { name: 'Import complete' })

test('every sample report imports through the browser, its preview checked, and once only', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(180_000)
  await addItems(page, [
    { sku: 'EB-1', brand: 'Acme', description: 'A Test Item' },
    { sku: 'tgwSKU001', brand: 'Acme', description: 'Widget' },
    { sku: 'MC-1', brand: 'Dior', description: 'Dior Spray', costOfGoods: '90.00' },
    { sku: 'PM-1', brand: 'Off-White', description: 'Offwhite knitwear' },
  ])
  const samples = [
    {
      file: 'ebay-transaction-report.sample-fake.csv',
      report: 'eBay transaction report',
      counts: { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 },
      row: 'A Test Item',
      method: 'By title',
      sold: 'EB-1',
      notSales: /Refund/,
      // A refund, a fee of no sale and a payout, recorded once.
      records: 3,
    },
    {
      file: 'ebay-orders-report.legacy-2020.sample.csv',
      report: 'eBay orders report',
      counts: { matched: 1, unmatched: 0, alreadyImported: 0, refused: 0 },
      row: 'Cool Widget',
      method: 'By custom label',
      sold: 'tgwSKU001',
      notSales: null,
      records: 0,
    },
    {
      file: 'mercari-sales-report.sample-fake.csv',
      report: 'Mercari sales report',
      counts: { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 },
      row: 'Dior Spray',
      method: 'By title',
      sold: 'MC-1',
      notSales: null,
      records: 0,
    },
    {
      file: 'poshmark-sales-report.sample-fake.csv',
      report: 'Poshmark sales report',
      counts: { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 },
      row: 'Offwhite knitwear',
      method: 'By title',
      sold: 'PM-1',
      notSales: null,
      records: 0,
    },
  ]
  for (const sample of samples) {
    await chooseFile(page, sample.file)
    await expect(page.getByTestId('recognised-report')).toHaveText(`Recognised: ${sample.report}`)
    await expectCounts(page, sample.counts)
    await expect(saleRow(page, sample.row)).toContainText(sample.method)
    await expect(saleRow(page, sample.row)).toContainText(sample.sold)
    if (sample.notSales) await expect(saleRow(page, sample.notSales).first()).toBeVisible()
    // A refund row shows the title the file gives it.
    if (sample.file === 'ebay-transaction-report.sample-fake.csv')
      await expect(saleRow(page, /Refund/).first()).toContainText('Refunded Item')
    await importButton(page).click()
    await expect(result(page)).toContainText('Sold1')
    expect((await itemsOf(page, 'sold')).map((item) => item.sku)).toContain(sample.sold)

    // The same file again: the imported sale is already imported, the skipped one still unmatched, and
    // nothing is written unless chosen.
    await page.getByRole('button', { name: 'Import another file' }).click()
    await chooseFile(page, sample.file)
    await expect(page.getByTestId('recognised-report')).toHaveText(`Recognised: ${sample.report}`)
    // A file with nothing left to import says so in one sentence, not a row of zeros.
    if (sample.counts.unmatched === 0)
      await expect(preview(page).getByRole('status')).toHaveText(
        /^Nothing new in this file(Its sale was|Its \d+ sales were) imported before\.$/,
      )
    else
      await expectCounts(page, {
        matched: 0,
        unmatched: sample.counts.unmatched,
        alreadyImported: sample.counts.matched + sample.records,
        refused: 0,
      })
    await expect(saleRow(page, sample.row)).toContainText('Already imported')
    await expect(importButton(page)).toBeDisabled()
    await page.getByRole('button', { name: 'Choose another file' }).click()
  }
  const sold = await itemsOf(page, 'sold')
  expect(sold.map((item) => item.sku).sort()).toEqual(['EB-1', 'MC-1', 'PM-1', 'tgwSKU001'])
  expect(sold.find((item) => item.sku === 'MC-1')).toMatchObject({ soldDate: '2023-06-21', salePrice: 7900 })
})

test('every header-only report is recognised and previews as empty', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(120_000)
  for (const file of HEADER_FILES) {
    await chooseFile(page, file)
    await expect(page.getByTestId('recognised-report'), file).toHaveText(`Recognised: ${reportNameOf(file)}`)
    await expectCounts(page, { matched: 0, unmatched: 0, alreadyImported: 0, refused: 0 })
    await expect(page.getByText('The file holds no sales')).toBeVisible()
    await expect(importButton(page)).toBeDisabled()
    await page.getByRole('button', { name: 'Choose another file' }).click()
  }
})

const UNKNOWN_FILE = {
  name: 'shop-sales.csv',
  text: [
    'Ref,When,What,Units,Paid,Ship paid,Label,Commission,Tax',
    'S-1,2026-02-03,Levi Jeans 501,1,40.00,5.00,4.10,6.00,2.40',
    'S-2,2026-02-04,Coach Wallet Brown,1,25.00,0,0,3.00,0',
  ].join('\n'),
}

test('an unknown file opens the mapping step; the saved mapping is offered for the same header', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(120_000)
  await addItems(page, [{ sku: 'LV-1', brand: 'Levi', description: 'Jeans 501' }])
  await chooseFile(page, UNKNOWN_FILE)
  await expect(page.getByTestId('recognised-report')).toHaveText('Not recognised: map its columns')
  const mapping = page.getByRole('region', { name: 'Map the columns' })
  await expect(mapping).toBeVisible()
  // One labelled select per field, prefilled from the closest column names.
  for (const label of [
    'Order ID',
    'Sold Date (required)',
    'Title',
    'SKU',
    'Quantity',
    'Sale Price (required)',
    'Postage Charged',
    'Postage Cost',
    'Fees',
    'Sales Tax',
  ])
    await expect(mapping.getByLabel(label, { exact: true })).toBeVisible()
  await expect(mapping.getByLabel('Fees', { exact: true })).toHaveValue('Commission')
  await expect(mapping.getByLabel('Sales Tax', { exact: true })).toHaveValue('Tax')
  await saveScreen(page, 'sales-import-mapping')
  await savePhoneAndDark(page, 'sales-import-mapping', 'the mapping step')
  await page.emulateMedia({ colorScheme: 'light' })

  // Sold Date and Sale Price must be mapped.
  await mapping.getByLabel('Sold Date (required)').selectOption('')
  await mapping.getByRole('button', { name: 'Preview Sales' }).click()
  await expect(mapping.getByRole('alert')).toContainText('Map Sold Date')
  await mapping.getByLabel('Sold Date (required)').selectOption('When')
  await mapping.getByLabel('Sale Price (required)').selectOption('Paid')
  await mapping.getByLabel('Title', { exact: true }).selectOption('What')
  await mapping.getByLabel('Order ID').selectOption('Ref')
  await mapping.getByLabel('Save mapping as').fill('My shop')
  await mapping.getByRole('button', { name: 'Preview Sales' }).click()
  await expectCounts(page, { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 })
  await expect(page.getByTestId('recognised-report')).toHaveText('Read with your mapping "My shop"')
  await expect(saleRow(page, 'Levi Jeans 501')).toContainText('By title')

  // The same header again: the saved mapping is offered.
  await page.getByRole('button', { name: 'Choose another file' }).click()
  await chooseFile(page, UNKNOWN_FILE)
  await page.getByRole('button', { name: 'Use saved mapping My shop' }).click()
  await expect(mapping.getByLabel('Sold Date (required)')).toHaveValue('When')
  await expect(mapping.getByLabel('Title', { exact: true })).toHaveValue('What')
})

test('changing a match, creating a sold item and skipping a sale; Escape and reload lose nothing saved', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(150_000)
  await addItems(page, [
    { sku: 'MC-1', brand: 'Dior', description: 'Dior Spray', costOfGoods: '10.00' },
    { sku: 'MC-2', brand: 'Chanel', description: 'No 5 perfume', costOfGoods: '8.00' },
  ])
  await chooseFile(page, 'mercari-sales-report.sample-fake.csv')
  await expect(page.getByTestId('recognised-report')).toHaveText('Recognised: Mercari sales report')
  await expectCounts(page, { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 })
  await saveScreen(page, 'sales-import-preview')
  await savePhoneAndDark(page, 'sales-import-preview', 'the preview')
  await page.emulateMedia({ colorScheme: 'light' })

  // Reload before importing: nothing was written.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Import Sales' })).toBeVisible()
  expect(await itemsOf(page, 'sold')).toEqual([])
  await chooseFile(page, 'mercari-sales-report.sample-fake.csv')
  await expectCounts(page, { matched: 1, unmatched: 1, alreadyImported: 0, refused: 0 })

  // Choose the item of the unmatched sale by hand; Escape in the search changes nothing.
  await saleRow(page, 'Replica Perfume').getByRole('button', { name: 'Choose item for row 3' }).click()
  const dialog = page.getByRole('dialog', { name: 'Match row 3' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(saleRow(page, 'Replica Perfume')).toContainText('No match')
  await saleRow(page, 'Replica Perfume').getByRole('button', { name: 'Choose item for row 3' }).click()
  // The search opens on the title's words, each of which an item must have; none has both here.
  await expect(dialog.getByLabel('Search unsold items')).toHaveValue('replica perfume')
  await expect(
    dialog.getByText('No unsold item bought by the sale has all of these words: take one away.'),
  ).toBeVisible()
  await dialog.getByLabel('Search unsold items').fill('perfume chanel')
  await expect(dialog.getByRole('list', { name: 'Unsold items' })).toContainText('MC-2')
  await dialog.getByLabel('Search unsold items').fill('Chanel')
  await expect(dialog.getByRole('list', { name: 'Unsold items' })).toContainText('MC-2')
  await saveScreen(page, 'sales-import-match', { fullPage: false })
  await savePhoneAndDark(page, 'sales-import-match', 'the match search', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Choose MC-2' }).click()
  await expect(saleRow(page, 'Replica Perfume')).toContainText('Chosen by you')
  await expect(saleRow(page, 'Replica Perfume')).toContainText('MC-2')
  await expectCounts(page, { matched: 2, unmatched: 0, alreadyImported: 0, refused: 0 })

  // The other sale: the same item cannot be taken twice; skip it instead.
  await saleRow(page, 'Dior Spray').getByRole('button', { name: 'Change match for row 2' }).click()
  await expect(page.getByRole('dialog', { name: 'Match row 2' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Match row 2' }).getByLabel('Search unsold items').fill('MC-2')
  await page.getByRole('dialog', { name: 'Match row 2' }).getByRole('button', { name: 'Choose MC-2' }).click()
  await expect(page.getByRole('alert')).toContainText('MC-2 is already matched to the sale of row 3')
  await saleRow(page, 'Dior Spray').getByRole('button', { name: 'Skip row 2' }).click()
  await expect(saleRow(page, 'Dior Spray').getByRole('button', { name: 'Skip row 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('region', { name: 'Import' })).toContainText('1 sold, 0 to create, 1 skipped')

  await importButton(page).click()
  await expect(result(page)).toContainText('Sold1')
  await expect(result(page)).toContainText('Skipped1')
  await saveScreen(page, 'sales-import-result')
  await savePhoneAndDark(page, 'sales-import-result', 'the import result')
  await page.emulateMedia({ colorScheme: 'light' })
  expect((await itemsOf(page, 'sold')).map((item) => item.sku)).toEqual(['MC-2'])

  // Reload after the import: it stays imported; the file again shows that sale as already imported, and
  // the skipped one matched by its title as before.
  await page.reload()
  expect((await itemsOf(page, 'sold')).map((item) => item.sku)).toEqual(['MC-2'])
  await chooseFile(page, 'mercari-sales-report.sample-fake.csv')
  await expectCounts(page, { matched: 1, unmatched: 0, alreadyImported: 1, refused: 0 })
  await expect(saleRow(page, 'Dior Spray')).toContainText('By title')
  await expect(saleRow(page, 'Replica Perfume')).toContainText('Already imported')
})

test('an unmatched sale becomes a sold item that needs its cost; the other is skipped', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(120_000)
  await chooseFile(page, 'poshmark-sales-report.sample-fake.csv')
  await expectCounts(page, { matched: 0, unmatched: 2, alreadyImported: 0, refused: 0 })
  await expect(importButton(page)).toBeDisabled()
  await saleRow(page, 'Offwhite knitwear').getByRole('button', { name: 'Create sold item for row 5' }).click()
  await saleRow(page, 'Canvas sneaker').getByRole('button', { name: 'Skip row 6' }).click()
  await expect(saleRow(page, 'Offwhite knitwear')).toContainText('Cost unknown: marked needs cost')
  await expect(page.getByRole('region', { name: 'Import' })).toContainText('0 sold, 1 to create, 1 skipped')
  await importButton(page).click()
  await expect(result(page)).toContainText('Created1')
  await expect(result(page)).toContainText('Skipped1')
  await result(page).getByRole('link', { name: 'View Sold Items' }).click()
  await expect(page).toHaveURL('/sold')
  const card = page.getByRole('row').filter({ hasText: 'Offwhite knitwear' })
  await expect(card).toContainText('Needs cost')
  await expect(card).toContainText('Poshmark')
  await saveScreen(page, 'sales-import-sold-needs-cost')

  // The reports split the year's revenue, refunds, fees and profit by marketplace: $150.00, no refund, less
  // $30.00 of fees.
  for (const [path, heading] of [
    ['/monthly-sales?year=2024', 'Monthly Sales'],
    ['/yearly-taxes?year=2024', '2024 Tax Summary'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const byMarketplace = page.getByRole('table', { name: 'Sales by Marketplace' })
    await expect(byMarketplace.getByRole('row', { name: /Poshmark/ })).toHaveText(
      /^Poshmark\s*1\s*\$150\.00\s*\$0\.00\s*\$30\.00\s*\$120\.00$/,
    )
    await byMarketplace.scrollIntoViewIfNeeded()
  }
  await saveScreen(page, 'sales-import-tax-by-marketplace')
  await savePhoneAndDark(page, 'sales-import-tax-by-marketplace', 'the tax summary by marketplace')
})

test('the Sold Items header opens Import Sales, on a phone from the list options', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/sold')
  await page.getByRole('link', { name: 'Import Sales' }).and(page.getByRole('main').getByRole('link')).click()
  await expect(page).toHaveURL('/sales/import')
  await expectAccessible(page, 'the empty Import Sales screen')
  await saveScreen(page, 'sales-import-file')
  await savePhoneAndDark(page, 'sales-import-file', 'the Import Sales screen')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sold')
  await page.getByRole('button', { name: 'List options' }).click()
  await page.getByRole('dialog', { name: 'List Options' }).getByRole('link', { name: 'Import Sales' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import Sales' })).toBeVisible()
})

test('the item lists filter by marketplace; the item form and Mark as Sold record it', async ({
  page,
  signedIn: _signedIn,
}) => {
  await addItems(page, [
    { sku: 'MK-1', brand: 'Levi', description: 'Jeans', marketplace: 'ebay' },
    { sku: 'MK-2', brand: 'Gap', description: 'Shirt', marketplace: 'etsy' },
  ])
  await page.goto('/listed')
  const table = page.getByRole('table', { name: 'Listed Items' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await page.getByLabel('Marketplace').selectOption({ label: 'Etsy' })
  await expect(page).toHaveURL(/marketplace=etsy/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('MK-2')
  await expect(table.getByRole('row').filter({ hasText: 'MK-2' })).toContainText('Etsy')
  await saveScreen(page, 'items-by-marketplace')
  // The exports hold what the filtered list shows.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv).toContain('MK-2')
  expect(csv).not.toContain('MK-1')
  await page.getByLabel('Marketplace').selectOption({ label: 'All' })
  await expect(table.getByRole('row')).toHaveCount(3)

  await page.getByRole('button', { name: 'Mark as Sold MK-1' }).click()
  const sell = page.getByRole('dialog', { name: 'Mark Item as Sold' })
  await expect(sell.getByLabel('Marketplace')).toHaveValue('ebay')
  await sell.getByLabel('Sale Price').fill('30')
  await sell.getByLabel('Marketplace').selectOption({ label: 'Mercari' })
  await sell.getByRole('button', { name: 'Mark as Sold' }).click()
  await expect(sell).toBeHidden()
  const sold = (await (await page.request.get('/api/items?status=sold')).json()) as {
    rows: { sku: string; marketplace: string | null }[]
  }
  expect(sold.rows).toEqual([expect.objectContaining({ sku: 'MK-1', marketplace: 'mercari' })])

  await page.getByRole('button', { name: 'Edit MK-2' }).click()
  const edit = page.getByRole('dialog')
  await expect(edit.getByLabel('Marketplace')).toHaveValue('etsy')
  await edit.getByLabel('Marketplace').selectOption({ label: 'Not said' })
  await edit.getByRole('button', { name: /^Save/ }).click()
  await expect(edit).toBeHidden()
  const listed = (await (await page.request.get('/api/items?status=listed')).json()) as {
    rows: { sku: string; marketplace: string | null }[]
  }
  expect(listed.rows).toEqual([expect.objectContaining({ sku: 'MK-2', marketplace: null })])
})

test('a refused import shows the server’s message and keeps every choice', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource/)
  await chooseFile(page, 'poshmark-sales-report.sample-fake.csv')
  await expectCounts(page, { matched: 0, unmatched: 2, alreadyImported: 0, refused: 0 })
  await saleRow(page, 'Offwhite knitwear').getByRole('button', { name: 'Create sold item for row 5' }).click()
  await saleRow(page, 'Canvas sneaker').getByRole('button', { name: 'Skip row 6' }).click()
  await page.route('**/api/sales-imports', (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 'validation_failed', message: 'Row 5: the file changed since its preview' } },
    }),
  )
  await importButton(page).click()
  await expect(page.getByRole('region', { name: 'Import' }).getByRole('alert')).toHaveText(
    'Row 5: the file changed since its preview',
  )
  await expect(
    saleRow(page, 'Offwhite knitwear').getByRole('button', { name: 'Create sold item for row 5' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(saleRow(page, 'Canvas sneaker').getByRole('button', { name: 'Skip row 6' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await itemsOf(page, 'sold')).toEqual([])
  await page.unroute('**/api/sales-imports')
  await importButton(page).click()
  await expect(result(page)).toContainText('Created1')
  expect((await itemsOf(page, 'sold')).map((item) => item.status)).toEqual(['sold'])
})
