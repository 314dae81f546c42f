import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('sold items without a cost are never silent, and their costs are entered together from their list', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(300_000)
  const year = new Date().getFullYear() - 1
  // Three sales the import made (cost unknown) and one sold with its cost, in last year.
  const sales = [
    { sku: 'NC-A', description: 'Blue vase', salePrice: '400.00', postageCharged: '10.00', needsCost: true },
    { sku: 'NC-B', description: 'Wool coat', salePrice: '300.00', needsCost: true },
    { sku: 'NC-C', description: 'Brass lamp', salePrice: '370.00', needsCost: true },
    { sku: 'NC-D', description: 'Desk clock', salePrice: '50.00', costOfGoods: '12.00' },
  ]
  for (const [index, sale] of sales.entries()) {
    const stored = await page.request.post('/api/items', {
      data: {
        brand: 'Frog Finds',
        status: 'sold',
        purchaseDate: `${year}-02-0${index + 1}`,
        soldDate: `${year}-05-0${index + 1}`,
        ...sale,
      },
    })
    expect(stored.status()).toBe(201)
  }

  // The Dashboard says how many and how much revenue, and leads to their list.
  await page.goto('/')
  const notice = page.getByRole('status').filter({ hasText: 'sold at $0 cost' })
  await expect(notice).toContainText('3 items sold at $0 cost: $1,080.00 of revenue')
  await saveScreen(page, 'needs-cost-dashboard')
  await expectAccessible(page, 'the dashboard with sold items without a cost')
  await savePhoneAndDark(page, 'needs-cost-dashboard', 'the dashboard with sold items without a cost')
  await page.emulateMedia({ colorScheme: 'light' })

  // The Tax Summary says the same of the year, and closing the year asks first.
  await page.goto(`/yearly-taxes?year=${year}`)
  await expect(shell.heading(`${year} Tax Summary`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'sold at $0 cost' })).toContainText(
    '3 items sold at $0 cost: $1,080.00 of revenue',
  )
  const closing = page.getByRole('region', { name: 'Closing After Filing' })
  await closing.getByRole('button', { name: `Close ${year}` }).click()
  await expect(shell.confirmDialog).toContainText(
    `3 items sold at $0 cost: $1,080.00 of revenue in ${year}. Their whole revenue counts as profit until their costs are entered. Close ${year} anyway?`,
  )
  await expectAccessible(page, 'the question before closing a year with sold items without a cost')
  await saveScreen(page, 'needs-cost-close-year', { fullPage: false })
  await savePhoneAndDark(page, 'needs-cost-close-year', 'the question before closing', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await shell.confirmDialog.getByRole('button', { name: 'Not Yet' }).click()
  await expect(shell.confirmDialog).toBeHidden()
  await expect(closing.getByText('No year has been closed yet.')).toBeVisible()
  // The notice leads to the list of the year's sales without a cost.
  await page
    .getByRole('status')
    .filter({ hasText: 'sold at $0 cost' })
    .getByRole('link', { name: 'Enter Costs' })
    .click()
  await expect(shell.heading('Needs Cost')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/needs-cost\\?year=${year}$`))
  await expect(page.getByText(`3 of 4 sold items · sold in ${year}`)).toBeVisible()
  await page.getByRole('button', { name: 'Show All Years' }).click()
  await expect(page).toHaveURL(/\/needs-cost$/)
  await expect(page.getByText('3 of 4 sold items', { exact: true })).toBeVisible()

  // The Sold list's Cost filter shows only them.
  await page.goto('/sold')
  await expect(page.getByText('4 of 4 sold items')).toBeVisible()
  await page.getByLabel('Cost', { exact: true }).selectOption({ label: 'Needs cost' })
  await expect(page.getByText('3 of 4 sold items')).toBeVisible()
  await expect(page).toHaveURL(/needsCost=true/)
  await expect(page.getByRole('table').getByText('Desk clock')).toHaveCount(0)
  await saveScreen(page, 'needs-cost-sold-filter')
  await expectAccessible(page, 'the sold list filtered to the items without a cost')
  await savePhoneAndDark(
    page,
    'needs-cost-sold-filter',
    'the sold list filtered to the items without a cost',
    {
      onPhone: async () => {
        await expect(page.getByText('3 of 4 sold items')).toBeVisible()
      },
    },
  )
  await page.emulateMedia({ colorScheme: 'light' })
  await page.getByRole('link', { name: 'Enter Costs' }).click()

  // Their list: each with a Cost field; the costs typed are saved together.
  await expect(shell.heading('Needs Cost')).toBeVisible()
  await expect(page.getByText('3 of 4 sold items')).toBeVisible()
  const costs = page.getByRole('form', { name: 'Costs of sold items' })
  await costs.getByLabel('Cost of NC-A').fill('0')
  await costs.getByRole('button', { name: 'Save Costs' }).click()
  await expect(costs.getByText('Enter a cost above $0.00')).toBeVisible()
  await expect(costs.getByLabel('Cost of NC-A')).toHaveAttribute('aria-invalid', 'true')
  await saveScreen(page, 'needs-cost-list-error')
  await costs.getByLabel('Cost of NC-A').fill('45.50')
  await costs.getByLabel('Cost of NC-C').fill('120')
  await expect(costs.getByText('2 costs to save')).toBeVisible()
  await saveScreen(page, 'needs-cost-list')
  await expectAccessible(page, 'the list of sold items without a cost')
  await savePhoneAndDark(page, 'needs-cost-list', 'the list of sold items without a cost')
  await page.emulateMedia({ colorScheme: 'light' })
  await costs.getByRole('button', { name: 'Save Costs' }).click()
  await expect(page.getByText('Saved 2 costs')).toBeVisible()
  await expect(page.getByText('1 of 4 sold items')).toBeVisible()
  await expect(costs.getByLabel('Cost of NC-A')).toHaveCount(0)
  await expect(costs.getByLabel('Cost of NC-B')).toHaveValue('')

  // The figures follow at once.
  await page.goto('/')
  await expect(page.getByRole('status').filter({ hasText: 'sold at $0 cost' })).toContainText(
    '1 item sold at $0 cost: $300.00 of revenue',
  )

  // Closed anyway, the year refuses the last cost, in the server's words.
  await page.goto(`/yearly-taxes?year=${year}`)
  await closing.getByRole('button', { name: `Close ${year}` }).click()
  await expect(shell.confirmDialog).toContainText('1 item sold at $0 cost: $300.00 of revenue')
  await shell.confirmDialog.getByRole('button', { name: 'Close Anyway' }).click()
  await expect(shell.confirmDialog).toContainText('can then no longer be added, changed or deleted')
  await shell.confirmDialog.getByRole('button', { name: 'Close Year' }).click()
  await expect(closing.getByText(/^Closed on /).first()).toBeVisible()
  await page.goto('/needs-cost')
  await costs.getByLabel('Cost of NC-B').fill('80.00')
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 409/)
  await costs.getByRole('button', { name: 'Save Costs' }).click()
  await expect(costs.getByRole('alert')).toContainText(`${year} is closed.`)
  await expect(costs.getByLabel('Cost of NC-B')).toHaveValue('80.00')
})

test('the list says when every sold item has a cost', async ({ page, signedIn: _signedIn, shell }) => {
  await page.goto('/needs-cost')
  await expect(shell.heading('Needs Cost')).toBeVisible()
  await expect(page.getByText('Every sold item has a cost')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('status').filter({ hasText: 'sold at $0 cost' })).toHaveCount(0)
  await saveScreen(page, 'needs-cost-empty')
})
