import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

const YEAR = new Date().getFullYear()

test('monthly sales opens on the current month; a month with sales shows its figures by day, and an empty month', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(90_000)
  const sales = [
    {
      sku: 'M-1',
      brand: 'Levi',
      costOfGoods: '10.00',
      salePrice: '30.00',
      soldDate: `${YEAR}-03-14`,
      purchaseDate: `${YEAR}-03-04`,
    },
    {
      sku: 'M-2',
      brand: 'Nike',
      costOfGoods: '5.00',
      salePrice: '12.50',
      soldDate: `${YEAR}-03-14`,
      purchaseDate: null,
    },
    {
      sku: 'M-3',
      brand: 'Levi',
      costOfGoods: '2.00',
      salePrice: '9.00',
      soldDate: `${YEAR}-03-02`,
      purchaseDate: null,
    },
    {
      sku: 'M-4',
      brand: 'Coach',
      costOfGoods: '20.00',
      salePrice: '15.00',
      soldDate: `${YEAR}-05-20`,
      purchaseDate: null,
    },
  ]
  for (const sale of sales) {
    const answer = await page.request.post('/api/items', {
      data: { ...sale, description: 'Sold item', purchaseLocation: 'Goodwill', status: 'sold' },
    })
    expect(answer.status()).toBe(201)
  }

  await page.goto('/monthly-sales')
  await expect(shell.heading('Monthly Sales')).toBeVisible()
  const months = page.getByRole('tablist', { name: 'Months' })
  await expect(months).toBeVisible({ timeout: 30_000 })
  // This year opens on the current month, where the week's sales are, though March has sales.
  const current = new Date().toLocaleString('en-US', { month: 'long' })
  await expect(months.getByRole('tab', { name: new RegExp(`^${current}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await months.getByRole('tab', { name: /March/ }).click()
  await expect(months.getByRole('tab', { name: /March/ })).toHaveAttribute('aria-selected', 'true')
  await expect(months.getByRole('tab', { name: /March/ })).toContainText('3 items')
  await expect(months.getByRole('tab', { name: /January/ })).toContainText('No sales')
  await expect(months.getByRole('tab', { name: /May/ })).toContainText('1 item')

  const card = (label: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(card('Items Sold')).toHaveText('3')
  await expect(card('Cost of Goods Sold')).toHaveText('$17.00')
  await expect(card('Total Revenue')).toHaveText('$51.50')
  await expect(card('Net Profit')).toHaveText('$34.50')
  await expect(card('Average Sale Price')).toHaveText('$17.17')
  await expect(card('Profit Margin')).toHaveText('67.0%')
  // Year to date: four items, profit 34.50 - 5.00.
  await expect(page.getByText('Total Profit').locator('xpath=following-sibling::dd[1]')).toHaveText('$29.50')
  const day = page.getByRole('region', { name: /March 14/ })
  await expect(day).toContainText('2 items')
  await expect(day).toContainText('$42.50')
  await expect(day.getByRole('listitem')).toHaveCount(2)
  const brands = page.getByRole('table', { name: 'Top Brands by Profit' })
  await expect(brands.getByRole('row').nth(1)).toContainText('Levi')
  await expect(brands.getByRole('row', { name: /Coach/ })).toContainText('-$5.00')
  await saveScreen(page, 'monthly-sales')
  await expectAccessible(page, 'monthly sales')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(page, 'monthly sales in dark')
  await saveScreen(page, 'monthly-sales-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await saveScreen(page, 'monthly-sales-phone')

  await months.getByRole('tab', { name: /January/ }).click()
  await expect(page.getByRole('heading', { name: 'No sales in January' })).toBeVisible()
  await expect(card('Items Sold')).toHaveText('0')
  await expect(page).toHaveURL(/month=\d{4}-01/)
  await saveScreen(page, 'monthly-sales-empty-month-phone')
})
