import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/** Dollars of whole cents as the app writes them: 1234 → '$12.34', -8350 → '-$83.50'. */
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
/** A ratio as a percentage with one decimal, halves away from zero. */
const percent = (numerator: number, denominator: number) => {
  const tenths = Math.sign(numerator / denominator) * Math.round(Math.abs((numerator * 1000) / denominator))
  return `${(tenths / 10).toFixed(1)}%`
}

const SALES = [
  {
    sku: 'T-1',
    cost: 4000,
    sale: 2500,
    postageCharged: 500,
    postageCost: 450,
    general: 325,
    promo: 100,
    purchaseDate: '2025-01-20',
    soldDate: '2025-03-10',
  },
  {
    sku: 'T-2',
    cost: 1000,
    sale: 1200,
    postageCharged: 0,
    postageCost: 0,
    general: 120,
    promo: 0,
    purchaseDate: '2025-02-02',
    soldDate: '2025-07-01',
  },
]
const UNSOLD = [
  { sku: 'T-3', cost: 777, status: 'listed' },
  { sku: 'T-4', cost: 223, status: 'unlisted' },
]
const EXPENSES = [
  { category: 'marketing', amount: 5000 },
  { category: 'taxes_fees', amount: 2000 },
  { category: 'shipping_supplies', amount: 1555 },
]
const dollars = (cents: number) => (cents / 100).toFixed(2)

async function enterYear(page: Page) {
  for (const sale of SALES) {
    const answer = await page.request.post('/api/items', {
      data: {
        sku: sale.sku,
        brand: 'Levi',
        description: 'Jeans',
        costOfGoods: dollars(sale.cost),
        salePrice: dollars(sale.sale),
        postageCharged: dollars(sale.postageCharged),
        postageCost: dollars(sale.postageCost),
        generalFees: dollars(sale.general),
        promoFees: dollars(sale.promo),
        status: 'sold',
        // Bought in the year they sold, so Part III's line 42, and line 4 with it, is their cost.
        purchaseDate: sale.purchaseDate,
        soldDate: sale.soldDate,
      },
    })
    expect(answer.status()).toBe(201)
  }
  for (const item of UNSOLD) {
    const answer = await page.request.post('/api/items', {
      data: {
        sku: item.sku,
        brand: 'Nike',
        description: 'Shoes',
        costOfGoods: dollars(item.cost),
        status: item.status,
        // Held at the end of 2025: the year's inventory value, as the past year's summary counts it.
        purchaseDate: '2025-06-06',
      },
    })
    expect(answer.status()).toBe(201)
  }
  for (const [n, expense] of EXPENSES.entries()) {
    const answer = await page.request.post('/api/expenses', {
      data: {
        vendor: `Vendor ${n}`,
        description: `Expense ${n}`,
        category: expense.category,
        amount: dollars(expense.amount),
        date: '2025-05-05',
      },
    })
    expect(answer.status()).toBe(201)
  }
  for (const [readingDate, odometerMiles] of [
    ['2025-01-05', '10000.0'],
    ['2025-02-03', '10500.5'],
    ['2025-03-01', '11000.5'],
  ] as const) {
    const answer = await page.request.post('/api/odometer-readings', { data: { readingDate, odometerMiles } })
    expect(answer.status()).toBe(201)
  }
  // 2025's own business use (decision 026).
  expect(
    (
      await page.request.put('/api/tax-years/2025/business-use', {
        data: { businessMileagePercentage: '50' },
      })
    ).ok(),
  ).toBe(true)
}

test('the tax summary of a year shows every figure of what was entered, a loss in red, Schedule C and the PDF', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(90_000)
  await enterYear(page)

  const revenue = SALES.reduce((sum, s) => sum + s.sale + s.postageCharged, 0)
  const cogs = SALES.reduce((sum, s) => sum + s.cost, 0)
  const shipping = SALES.reduce((sum, s) => sum + s.postageCost, 0)
  const general = SALES.reduce((sum, s) => sum + s.general, 0)
  const promo = SALES.reduce((sum, s) => sum + s.promo, 0)
  const operating = EXPENSES.reduce((sum, e) => sum + e.amount, 0)
  const deductible = EXPENSES.filter((e) => e.category !== 'taxes_fees').reduce((sum, e) => sum + e.amount, 0)
  const grossProfit = revenue - cogs
  const net = grossProfit - (shipping + general + promo) - deductible
  const inventory = UNSOLD.reduce((sum, item) => sum + item.cost, 0)
  // Miles: January 500.5 and February 500.0 at 50% business use and the 2025 IRS rate of $0.70.
  const mileageDeduction = Math.round(500.5 * 0.5 * 70) + Math.round(500 * 0.5 * 70)

  await page.goto('/yearly-taxes')
  await expect(shell.heading(`${new Date().getFullYear()} Tax Summary`)).toBeVisible()
  await page.getByLabel('Year').selectOption('2025')
  await expect(shell.heading('2025 Tax Summary')).toBeVisible()
  await expect(page).toHaveURL(/year=2025/)

  const card = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[%&]/g, '.')}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(card('Items Sold')).toHaveText('2')
  await expect(card('Expense Transactions')).toHaveText('3')
  await expect(card('Gross Margin %')).toHaveText(percent(grossProfit, revenue))
  await expect(card('Net Margin %')).toHaveText(percent(net, revenue))
  await expect(card('Gross Sales Revenue')).toHaveText(money(revenue))
  await expect(card('Cost of Goods Sold')).toHaveText(money(cogs))
  await expect(card('Gross Profit')).toHaveText(money(grossProfit))
  await expect(card('Est Net Profit Pre Tax')).toHaveText(money(net))
  await expect(card('Total Operating Expenses')).toHaveText(money(operating))
  await expect(card('Shipping Costs')).toHaveText(money(shipping))
  await expect(card('General Fees')).toHaveText(money(general))
  await expect(card('Promo Fees')).toHaveText(money(promo))
  await expect(card('Inventory Value at Year End')).toHaveText(money(inventory))
  await expect(card('Total Deductible Expenses')).toHaveText(money(deductible))
  await expect(card('Total Shipping and Selling Fees')).toHaveText(money(shipping + general + promo))
  // A loss and negative margins are red.
  for (const label of ['Est Net Profit Pre Tax', 'Gross Profit', 'Net Margin %'])
    await expect(card(label)).toHaveClass(/text-red-600/)

  const breakdown = page.getByRole('table', { name: 'Tax Calculation Breakdown' })
  await expect(breakdown.getByRole('row', { name: /Net Profit Before Tax/ })).toContainText(money(net))
  await expect(breakdown.getByRole('row', { name: /Less: Deductible Operating Expenses/ })).toContainText(
    money(deductible),
  )
  const categories = page.getByRole('table', { name: 'Expense Category Breakdown' })
  await expect(categories.getByRole('row', { name: /Marketing/ })).toContainText(
    `${money(5000)}${percent(5000, operating)}Yes`,
  )
  await expect(categories.getByRole('row', { name: /Taxes & Fees/ })).toContainText(
    `${money(2000)}${percent(2000, operating)}No`,
  )
  await expect(
    page.getByText('Remit the sales tax you collected to the proper tax authorities.'),
  ).toBeVisible()

  const scheduleC = page.getByRole('table', { name: 'Schedule C lines' })
  const line = (number: string) =>
    scheduleC.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) })
  await expect(line('1')).toContainText(money(revenue))
  await expect(line('1')).toContainText('2 items sold in 2025')
  await expect(line('4')).toContainText(money(cogs))
  await expect(line('8')).toContainText(money(5000))
  await expect(line('8')).toContainText('Marketing: 1 expense')
  await expect(line('9')).toContainText(money(mileageDeduction))
  await expect(line('10')).toContainText(money(general + promo))
  await expect(line('22')).toContainText(money(1555))
  await expect(line('23')).toContainText(money(2000))
  await expect(line('27b')).toContainText(money(shipping))
  await expect(
    page.getByText('Total miles driven in 2025').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1,000.5')
  await expect(
    page.getByText('Line 44a, business miles').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('500.3')
  await expect(page.getByText(/It is not tax advice/)).toBeVisible()
  // The Odometer screen's rate of the year, not the spec's 2024 rate.
  await expect(
    page.getByText(/the Odometer screen estimates it with the same 2025 rate of \$0\.70 a mile\./),
  ).toBeVisible()
  await expect(page.getByText(/the 2024 rate/)).toHaveCount(0)

  await saveScreen(page, 'tax-summary')
  await expectAccessible(page, 'the tax summary')
  await page.setViewportSize({ width: 390, height: 844 })
  await saveScreen(page, 'tax-summary-phone')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(page, 'the tax summary in dark')
  await saveScreen(page, 'tax-summary-dark')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('frogwalk-tax-summary-2025.pdf')
  const pdf = (await readFile(await download.path())).toString('latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  expect(pdf).toMatch(/Page 1 of \d/)
  for (const text of [
    '2025 Tax Summary',
    money(revenue),
    money(cogs),
    money(net),
    money(deductible),
    money(inventory),
    money(mileageDeduction),
    'Schedule C view, 2025',
    'Net Profit Before Tax',
  ])
    expect(pdf, `the PDF holds ${text}`).toContain(text)
  // Page 4, the Schedule C view's notes: the Odometer screen's rate, as on the screen.
  const pdfText = execFileSync('pdftotext', ['-', '-'], { input: await readFile(await download.path()) })
    .toString()
    .replace(/\s+/g, ' ')
  expect(pdfText).toContain('the Odometer screen estimates it with the same 2025 rate of $0.70 a mile.')
  expect(pdfText).not.toContain('the 2024 rate')
})
