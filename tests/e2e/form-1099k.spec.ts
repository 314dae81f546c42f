import type { Locator, Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/*
 * The 1099-K Reconciliation of the Tax Summary, with the mouse: a marketplace's 1099-K typed beside
 * Frogwalk's sales, the difference explained, refused values kept with their message, and the section on a
 * phone and in dark.
 */

const EBAY_SALES = [
  { sku: 'K-1', salePrice: '2000.00', postageCharged: '15.00', buyerSalesTax: '140.00' },
  { sku: 'K-2', salePrice: '2000.00', postageCharged: '15.00', buyerSalesTax: '140.00' },
  { sku: 'K-3', salePrice: '2000.00', postageCharged: '15.00', buyerSalesTax: '140.00' },
]

async function enterSales(page: Page) {
  const sold = { brand: 'Levi', description: 'Jeans', status: 'sold', soldDate: '2024-05-05' }
  const items = [
    ...EBAY_SALES.map((sale) => ({ ...sold, ...sale, marketplace: 'ebay' })),
    { ...sold, sku: 'K-4', salePrice: '40.00', marketplace: 'mercari' },
    { ...sold, sku: 'K-5', salePrice: '12.00' },
  ]
  for (const item of items) expect((await page.request.post('/api/items', { data: item })).status()).toBe(201)
}

/** Screens of the phone's viewport from the top of the eBay card and of the Etsy card, under the sticky header. */
async function phoneScreens(page: Page, name: string) {
  for (const marketplace of ['eBay', 'Etsy']) {
    await card(page, marketplace).evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    )
    await saveScreen(page, `${name}-${marketplace.toLowerCase()}`, { fullPage: false })
  }
}

const card = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

test("a 1099-K typed beside Frogwalk's sales is reconciled line by line, and a wrong value is kept with its message", async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(180_000)
  await enterSales(page)
  await page.goto('/yearly-taxes?year=2024')
  await expect(shell.heading('2024 Tax Summary')).toBeVisible()
  const section = page.getByRole('region', { name: '1099-K Reconciliation' })
  await section.scrollIntoViewIfNeeded()

  const ebay = card(page, 'eBay')
  await expect(ebay).toContainText(
    'A 1099-K is expected: $6,465.00 in 3 sales is over the $5,000 threshold for 2024',
  )
  await expect(ebay.getByRole('definition').first()).toHaveText('$6,000.00')
  await expect(card(page, 'Mercari')).toContainText(
    'Not expected: $40.00 in 1 sale is below the $5,000 threshold for 2024',
  )
  await expect(card(page, 'Not recorded')).toContainText(
    'Set their marketplace to compare them with its 1099-K.',
  )

  const gross = ebay.getByLabel('Gross on 1099-K')
  const transactions = ebay.getByLabel('Transactions on 1099-K')
  const save = ebay.getByRole('button', { name: 'Save' })

  // Wrong values: the message beside the field, the text as typed.
  for (const [typed, message] of [
    ['12,34.5', 'Enter an amount such as 12,345.67'],
    ['-5', 'The gross on a 1099-K is never negative'],
  ] as const) {
    await gross.click()
    await gross.fill(typed)
    await save.click()
    await expect(ebay.getByText(message)).toBeVisible()
    await expect(gross).toHaveValue(typed)
    await expect(gross).toHaveAttribute('aria-invalid', 'true')
  }
  await transactions.click()
  await transactions.fill('4.5')
  await save.click()
  await expect(ebay.getByText('Transactions must be a whole number, 0 or more')).toBeVisible()
  await expect(transactions).toHaveValue('4.5')

  // A save the server fails keeps the text and says why.
  await gross.fill('6,600.00')
  await transactions.fill('4')
  consoleWatch.allow(/Failed to load resource/)
  await page.route('**/api/tax-years/2024/form-1099k/ebay', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Something went wrong on the server. Please try again.' } },
    }),
  )
  await save.click()
  await expect(ebay.getByRole('alert')).toContainText('Something went wrong on the server')
  await expect(gross).toHaveValue('6,600.00')
  await expect(transactions).toHaveValue('4')
  await page.unroute('**/api/tax-years/2024/form-1099k/ebay')

  await save.click()
  await expect(ebay.getByText('Unexplained difference: $135.00')).toBeVisible()
  await expect(ebay).toContainText(
    "1099-K gross $6,600.00 less Frogwalk's sales $6,000.00: a difference of $600.00",
  )
  await expect(ebay).toContainText('1099-K gross includes the postage buyers paid: $45.00')
  await expect(ebay).toContainText('1099-K gross includes the sales tax buyers paid: $420.00')
  // Refunds are recorded (decision 032): with none, the line says $0.00.
  await expect(ebay).toContainText('Refunds are not subtracted on a 1099-K: $0.00')
  await expect(ebay).toContainText(
    'Transactions: 4 on the 1099-K, 3 sales in Frogwalk (1 more on the 1099-K).',
  )
  await expect(ebay.getByRole('alert')).toBeHidden()

  // A marketplace with no sales in Frogwalk: chosen, typed, kept.
  await section.getByLabel("Another marketplace's 1099-K").selectOption({ label: 'Etsy' })
  await section.getByRole('button', { name: 'Add' }).click()
  const etsy = card(page, 'Etsy')
  await etsy.getByLabel('Gross on 1099-K').fill('700')
  await etsy.getByRole('button', { name: 'Save' }).click()
  await expect(etsy.getByText('Unexplained difference: $700.00')).toBeVisible()

  await page.reload()
  await expect(card(page, 'eBay').getByLabel('Gross on 1099-K')).toHaveValue('6600.00')
  await expect(card(page, 'eBay').getByLabel('Transactions on 1099-K')).toHaveValue('4')
  await expect(card(page, 'Etsy').getByLabel('Gross on 1099-K')).toHaveValue('700.00')

  // Light and dark, desktop and phone: nothing wider than the screen, no axe violation.
  await page.setViewportSize({ width: 1280, height: 800 })
  await section.scrollIntoViewIfNeeded()
  await expectAccessible(page, '1099-K reconciliation in light')
  await section.screenshot({ path: 'test-results/screens/form-1099k-desktop.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phoneScreens(page, 'form-1099k-phone')
  await page.emulateMedia({ colorScheme: 'dark' })
  await phoneScreens(page, 'form-1099k-phone-dark')
  await expectAccessible(page, '1099-K reconciliation in dark on a phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await section.screenshot({ path: 'test-results/screens/form-1099k-desktop-dark.png' })

  // Remove asks first, in the app's dialog, with a button named for the act.
  await page.emulateMedia({ colorScheme: 'light' })
  await card(page, 'Etsy').getByRole('button', { name: 'Remove' }).click()
  await expect(shell.confirmDialog).toContainText('Remove the 1099-K figures of Etsy for 2024?')
  await shell.confirmDialog.getByRole('button', { name: 'Remove Figures' }).click()
  await expect(card(page, 'Etsy')).toBeHidden()
  await expect(card(page, 'eBay').getByText('Unexplained difference: $135.00')).toBeVisible()
})
