import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'

import { strFromU8, unzipSync } from 'fflate'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, savePhoneAndDark, test } from './fixtures'

/** A CSV file's lines (CRLF ends each). */
const lines = (csv: string) => csv.replace(/\r\n$/, '').split('\r\n')

test("'Download year pack' saves one zip of the year's Tax Summary PDF and its records as CSV", async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  // Seeding, three screenshots with their axe checks and the download: a minute on a busy machine.
  test.setTimeout(150_000)
  const created = async (path: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(path, { data })
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201)
    return (await answer.json()) as Record<string, { id: string }>
  }
  expect(
    (
      await page.request.put('/api/tax-years/2025/business-use', {
        data: { businessMileagePercentage: '50' },
      })
    ).ok(),
  ).toBe(true)
  await created('/api/items', {
    sku: 'YP-1',
    brand: 'Levi',
    description: 'Jeans, 501',
    costOfGoods: '40.00',
    salePrice: '25.00',
    postageCharged: '5.00',
    postageCost: '4.50',
    generalFees: '3.25',
    promoFees: '1.00',
    purchaseDate: '2025-01-15',
    status: 'sold',
    soldDate: '2025-03-10',
  })
  await created('/api/items', {
    sku: 'YP-2',
    brand: 'Lenox',
    description: 'Lamp',
    costOfGoods: '7.77',
    purchaseDate: '2025-02-02',
    status: 'listed',
  })
  await created('/api/expenses', {
    vendor: 'Meta',
    description: 'Ads',
    category: 'marketing',
    amount: '50.00',
    date: '2025-05-05',
  })
  const { receipt } = await created('/api/receipts', {
    receiptNumber: 'R-1',
    purchaseDate: '2025-01-15',
    vendor: 'Goodwill',
    totalAmount: '47.77',
  })
  await created('/api/receipt-line-items', {
    receiptId: receipt!.id,
    description: 'Lamp',
    brand: 'Lenox',
    quantity: '1',
    unitCost: '7.77',
  })
  for (const [readingDate, odometerMiles] of [
    ['2025-01-05', '10000.0'],
    ['2025-02-03', '10500.5'],
  ] as const)
    await created('/api/odometer-readings', { readingDate, odometerMiles })

  await page.goto('/yearly-taxes?year=2025')
  await expect(shell.heading('2025 Tax Summary')).toBeVisible()
  const button = page.getByRole('button', { name: 'Download year pack' })
  await expect(button).toBeVisible()
  // The page's head, where the button is (the whole page is in the tax summary's own screens).
  await saveScreen(page, 'year-pack', { fullPage: false })
  await expectAccessible(page, 'the tax summary with the year pack button')
  await savePhoneAndDark(page, 'year-pack', 'the tax summary with the year pack button', {
    fullPage: false,
    onPhone: () => expect(button).toBeInViewport({ ratio: 1 }),
  })
  await page.emulateMedia({ colorScheme: 'light' })

  // The button waits for the server's zip, saying so, and then saves it.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/tax-years/2025/pack', async (route) => {
    await held
    await route.continue()
  })
  const downloading = page.waitForEvent('download')
  await button.click()
  await expect(page.getByRole('button', { name: 'Preparing…' })).toBeDisabled()
  release()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('frogwalk-2025-tax-pack.zip')
  await expect(page.getByRole('button', { name: 'Download year pack' })).toBeEnabled()

  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  expect(Object.keys(files)).toEqual([
    'frogwalk-tax-summary-2025.pdf',
    'sales-2025.csv',
    'purchases-2025.csv',
    'expenses-2025.csv',
    'receipts-2025.csv',
    'mileage-2025.csv',
    'ending-inventory-2025.csv',
    'refunds-2025.csv',
    'marketplaces-2025.csv',
    'form-1099k-2025.csv',
  ])
  const csv = (name: string) => lines(strFromU8(files[name]!))
  expect(csv('sales-2025.csv')).toEqual([
    'Sold Date,SKU,Brand,Description,Marketplace,Order ID,Sale Price,Postage Charged,Postage Cost,General Fees,Promo Fees,Cost of Goods,Buyer Sales Tax,Profit',
    '2025-03-10,YP-1,Levi,"Jeans, 501",,,25.00,5.00,4.50,3.25,1.00,40.00,0.00,-18.75',
  ])
  expect(csv('purchases-2025.csv')).toEqual([
    'Purchase Date,SKU,Description,Location,Cost,Status',
    '2025-01-15,YP-1,"Jeans, 501",,40.00,Sold',
    '2025-02-02,YP-2,Lamp,,7.77,Listed',
  ])
  expect(csv('expenses-2025.csv')).toEqual([
    'Date,Vendor,Description,Category,Schedule C Line,Amount,Deductible',
    '2025-05-05,Meta,Ads,Marketing,8,50.00,Yes',
  ])
  expect(csv('receipts-2025.csv')).toEqual([
    'Receipt Number,Receipt Date,Vendor,Receipt Total,Line Description,Line Brand,Quantity,Unit Cost,Line Total',
    'R-1,2025-01-15,Goodwill,47.77,Lamp,Lenox,1,7.77,7.77',
  ])
  expect(csv('mileage-2025.csv')).toEqual([
    'Date,Odometer Reading,Month,Miles Driven,Business Miles,IRS Rate,Deduction',
    '2025-01-05,10000.0,January,500.5,250.3,0.70,175.18',
    '2025-02-03,10500.5,February,0.0,0.0,0.70,0.00',
  ])
  expect(csv('ending-inventory-2025.csv')).toEqual([
    'SKU,Description,Purchase Date,Cost',
    'YP-2,Lamp,2025-02-02,7.77',
  ])
  expect(csv('refunds-2025.csv')).toHaveLength(1)
  expect(csv('marketplaces-2025.csv')).toEqual([
    'Marketplace,Items Sold,Revenue,Refunds,Fees,Profit',
    'Not recorded,1,30.00,0.00,4.25,-18.75',
  ])
  expect(csv('form-1099k-2025.csv')[1]).toBe('Not recorded,25.00,5.00,0.00,0.00,1,30.00,,,,,,No')

  const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: files['frogwalk-tax-summary-2025.pdf']!,
    encoding: 'utf8',
  })
  for (const expected of [
    '2025 Tax Summary',
    'Schedule C view, 2025',
    'Part III, Cost of Goods Sold',
    'Part IV, Information on Your Vehicle',
  ])
    expect(text, `the PDF holds ${expected}`).toContain(expected)
  expect(text).toMatch(/36\s+Purchases less cost of items withdrawn for personal use\s+\$47\.77/)
  expect(text).toMatch(/41\s+Inventory at end of year\s+\$7\.77/)
  expect(text).toMatch(/42\s+Cost of goods sold\. Subtract line 41 from line 40\s+\$40\.00/)
})

test('a year pack the server cannot make says so, and the button can be pressed again', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource/)
  await page.route('**/api/tax-years/*/pack', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' },
      }),
    }),
  )
  await page.goto('/yearly-taxes')
  await expect(shell.heading(`${new Date().getFullYear()} Tax Summary`)).toBeVisible()
  await page.getByRole('button', { name: 'Download year pack' }).click()
  await expect(page.getByText('Failed to prepare the year pack')).toBeVisible()
  await expect(page.getByText('Something went wrong on the server. Please try again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download year pack' })).toBeEnabled()
})
