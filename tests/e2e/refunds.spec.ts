import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('a refund is entered on a sold item from the Sold list, in part then in full, and deleted', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(240_000)
  const year = new Date().getFullYear()
  const stored = await page.request.post('/api/items', {
    data: {
      sku: 'RF-JEANS',
      brand: 'Levi',
      description: 'Blue jeans 501',
      costOfGoods: '12.00',
      status: 'sold',
      purchaseDate: `${year}-01-03`,
      soldDate: `${year}-01-10`,
      salePrice: '40.00',
      postageCharged: '5.00',
      generalFees: '4.00',
      marketplace: 'ebay',
    },
  })
  expect(stored.status()).toBe(201)

  await page.goto('/sold')
  const row = page.getByRole('row').filter({ hasText: 'RF-JEANS' })
  await row.getByRole('button', { name: 'Refunds of RF-JEANS' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refunds of RF-JEANS' })
  await expect(dialog.getByText('No refund recorded.')).toBeVisible()
  await expect(dialog.getByText('at most $45.00')).toBeVisible()

  // Nothing chosen: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(dialog.getByText('Amount is required')).toBeVisible()
  await expect(dialog.getByText('Choose Returned or Allowance')).toBeVisible()

  // More than the sale: the server's words beside the amount, and what was typed stays.
  await dialog.getByLabel('Refund Date').fill(`${year}-01-15`)
  await dialog.getByLabel('Amount Refunded').fill('60.00')
  await dialog.getByLabel('Returned or Allowance').selectOption({ label: 'Allowance: the buyer kept it' })
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/)
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(dialog.getByText('Refunds cannot be more than the sale: at most $45.00 is left')).toBeVisible()
  await expect(dialog.getByLabel('Amount Refunded')).toHaveValue('60.00')
  await expect(dialog.getByLabel('Amount Refunded')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Refund Date')).toHaveValue(`${year}-01-15`)
  await saveScreen(page, 'refunds-dialog-error', { fullPage: false })
  await expectAccessible(page, 'the refunds dialog with a refused amount')

  // A partial refund: an allowance of $15.00.
  await dialog.getByLabel('Amount Refunded').fill('15.00')
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(page.getByText('Refund recorded')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await expect(row).toContainText('Refunded $15.00')

  // The rest, in full: the item came back, and is in inventory again.
  await row.getByRole('button', { name: 'Refunds of RF-JEANS' }).click()
  await expect(dialog.getByRole('list', { name: 'Refunds recorded' })).toContainText('Allowance')
  await expect(dialog.getByText('at most $30.00')).toBeVisible()
  await dialog.getByRole('button', { name: 'Refund in Full' }).click()
  await expect(dialog.getByLabel('Amount Refunded')).toHaveValue('30.00')
  await dialog.getByLabel('Refund Date').fill(`${year}-01-20`)
  await dialog.getByLabel('Returned or Allowance').selectOption({ label: 'Returned: back in inventory' })
  await saveScreen(page, 'refunds-dialog', { fullPage: false })
  await expectAccessible(page, 'the refunds dialog')
  await savePhoneAndDark(page, 'refunds-dialog', 'the refunds dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(page.getByText('RF-JEANS-R is back in Unlisted Items')).toBeVisible()
  await expect(row.getByText('Returned', { exact: true })).toBeVisible()
  await expect(row).toContainText('Refunded $45.00')
  await saveScreen(page, 'refunds-sold-list')
  await savePhoneAndDark(page, 'refunds-sold-list', 'the sold list with a returned item', {
    onPhone: async () => {
      await expect(row).toContainText('Refunded $45.00')
    },
  })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/unlisted')
  await expect(page.getByRole('row').filter({ hasText: 'RF-JEANS-R' })).toBeVisible()

  // Deleting the return asks first in the app's own dialog, then takes its item out of inventory.
  await page.goto('/sold')
  await row.getByRole('button', { name: 'Refunds of RF-JEANS' }).click()
  const recorded = dialog.getByRole('list', { name: 'Refunds recorded' })
  await expect(recorded.getByRole('listitem')).toHaveCount(2)
  await recorded.getByRole('button', { name: `Delete refund of` }).last().click()
  await expect(shell.confirmDialog).toContainText('RF-JEANS-R, the item it put back in inventory, with it.')
  await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(recorded.getByRole('listitem')).toHaveCount(2)
  await recorded.getByRole('button', { name: `Delete refund of` }).last().click()
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(recorded.getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByText('at most $30.00')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await expect(row).toContainText('Refunded $15.00')
  await page.goto('/unlisted')
  await expect(page.getByText('No unlisted items yet')).toBeVisible()

  // Monthly Sales and the Tax Summary show the refund beside its marketplace's sales and fees, and the
  // profit after it: $45.00 sold, $15.00 refunded, $4.00 of fees, $45.00 - $16.00 - $15.00 = $14.00.
  for (const [path, heading] of [
    [`/monthly-sales?year=${year}`, 'Monthly Sales'],
    [`/yearly-taxes?year=${year}`, `${year} Tax Summary`],
  ] as const) {
    await page.goto(path)
    await expect(shell.heading(heading)).toBeVisible()
    const byMarketplace = page.getByRole('table', { name: 'Sales by Marketplace' })
    await expect(byMarketplace.getByRole('columnheader')).toHaveText([
      'Marketplace',
      'Items',
      'Revenue',
      'Refunds',
      'Fees',
      'Profit',
    ])
    await expect(byMarketplace.getByRole('row', { name: /eBay/ })).toHaveText(
      /^eBay\s*1\s*\$45\.00\s*\$15\.00\s*\$4\.00\s*\$14\.00$/,
    )
    if (path.startsWith('/monthly-sales')) {
      // The year's profit is net of the refund too, and says so: $45.00 - $12.00 - $4.00 - $15.00.
      const ytd = page.getByRole('region', { name: `${year} Year to Date` })
      await expect(ytd).toContainText('Total Profit$14.00')
      await expect(ytd).toContainText('After $15.00 of refunds')
      await saveScreen(page, 'refunds-monthly-sales', { fullPage: false })
      await savePhoneAndDark(page, 'refunds-monthly-sales', 'monthly sales net of a refund', {
        fullPage: false,
      })
      await page.emulateMedia({ colorScheme: 'light' })
    }
  }
  // The Dashboard's Net Profit is after it as well.
  await page.goto('/')
  const overview = page.getByRole('region', { name: 'Financial Overview' })
  await expect(overview).toContainText('Net Profit$14.00')
  await expect(overview).toContainText('After $15.00 of refunds')
  await overview.scrollIntoViewIfNeeded()
  await saveScreen(page, 'refunds-dashboard', { fullPage: false })
  await savePhoneAndDark(page, 'refunds-dashboard', 'the dashboard after a refund', {
    fullPage: false,
    onPhone: async () => {
      await overview.scrollIntoViewIfNeeded()
    },
  })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(`/yearly-taxes?year=${year}`)
  await expect(shell.heading(`${year} Tax Summary`)).toBeVisible()
  const panel = page.getByRole('table', { name: 'Sales by Marketplace' })
  await panel.scrollIntoViewIfNeeded()
  await saveScreen(page, 'refunds-by-marketplace', { fullPage: false })
  await savePhoneAndDark(page, 'refunds-by-marketplace', 'the tax summary by marketplace with a refund', {
    fullPage: false,
    onPhone: async () => {
      await panel.scrollIntoViewIfNeeded()
    },
  })
})

test('a refund recorded as an allowance, as an imported one is, is marked returned and back again', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  const year = new Date().getFullYear()
  const stored = await page.request.post('/api/items', {
    data: {
      sku: 'RF-BOOTS',
      brand: 'Frye',
      description: 'Leather boots',
      costOfGoods: '20.00',
      status: 'sold',
      purchaseDate: `${year}-01-03`,
      soldDate: `${year}-01-10`,
      salePrice: '80.00',
      marketplace: 'poshmark',
    },
  })
  expect(stored.status()).toBe(201)
  const { item } = (await stored.json()) as { item: { id: string } }
  const refunded = await page.request.post(`/api/items/${item.id}/refunds`, {
    data: { refundDate: `${year}-01-14`, amount: '80.00', kind: 'allowance' },
  })
  expect(refunded.status()).toBe(201)

  await page.goto('/sold')
  const row = page.getByRole('row').filter({ hasText: 'RF-BOOTS' })
  await row.getByRole('button', { name: 'Refunds of RF-BOOTS' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refunds of RF-BOOTS' })
  const recorded = dialog.getByRole('list', { name: 'Refunds recorded' })
  await expect(recorded).toContainText('Allowance')
  await expect(recorded.getByRole('button', { name: 'Mark Allowance' })).toHaveCount(0)

  // The item came back after all: asked first, then in Unlisted Items at its cost.
  await recorded.getByRole('button', { name: /Mark refund of .* as returned/ }).click()
  await expect(shell.confirmDialog).toContainText('Mark this refund as a return?')
  await expect(shell.confirmDialog).toContainText('it goes back in Unlisted Items as a new item at its cost')
  await page.keyboard.press('Escape')
  await expect(recorded).toContainText('Allowance')
  await recorded.getByRole('button', { name: /Mark refund of .* as returned/ }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Mark Returned' }).click()
  await expect(page.getByText('RF-BOOTS-R is back in Unlisted Items')).toBeVisible()
  await expect(recorded).toContainText('Returned (RF-BOOTS-R)')
  await expect(recorded.getByRole('button', { name: /as returned/ })).toHaveCount(0)
  await saveScreen(page, 'refunds-dialog-marked-returned', { fullPage: false })
  await savePhoneAndDark(page, 'refunds-dialog-marked-returned', 'a refund marked returned', {
    fullPage: false,
  })
  await page.emulateMedia({ colorScheme: 'light' })

  // Back to an allowance: the item it put back leaves inventory.
  await recorded.getByRole('button', { name: /Mark refund of .* as an allowance/ }).click()
  await expect(shell.confirmDialog).toContainText(
    'RF-BOOTS-R, which this return put back in inventory, is deleted.',
  )
  await shell.confirmDialog.getByRole('button', { name: 'Mark Allowance' }).click()
  await expect(recorded).toContainText('Allowance')
  await expect(recorded).not.toContainText('RF-BOOTS-R')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.goto('/unlisted')
  await expect(page.getByText('No unlisted items yet')).toBeVisible()
})

test('a refund typed on a sold item keeps the fees the marketplace credited back', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  const year = new Date().getFullYear()
  const stored = await page.request.post('/api/items', {
    data: {
      sku: 'RF-COAT',
      brand: 'Barbour',
      description: 'Waxed coat',
      costOfGoods: '30.00',
      status: 'sold',
      purchaseDate: `${year}-01-03`,
      soldDate: `${year}-01-10`,
      salePrice: '90.00',
      generalFees: '3.00',
      promoFees: '1.00',
      marketplace: 'ebay',
    },
  })
  expect(stored.status()).toBe(201)

  await page.goto('/sold')
  const row = page.getByRole('row').filter({ hasText: 'RF-COAT' })
  await row.getByRole('button', { name: 'Refunds of RF-COAT' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refunds of RF-COAT' })
  await expect(dialog.getByText('Fees the marketplace gave back: at most $4.00')).toBeVisible()
  await dialog.getByLabel('Refund Date').fill(`${year}-01-15`)
  await dialog.getByLabel('Amount Refunded').fill('20.00')
  await dialog.getByLabel('Returned or Allowance').selectOption({ label: 'Allowance: the buyer kept it' })
  // More than the sale's fees: the server's words beside the field.
  await dialog.getByLabel('Fees Credited Back').fill('4.50')
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/)
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(dialog.getByText("At most $4.00 of the sale's fees is left to credit back")).toBeVisible()
  await dialog.getByLabel('Fees Credited Back').fill('1.50')
  await dialog.getByRole('button', { name: 'Record Refund' }).click()
  await expect(page.getByText('Refund recorded')).toBeVisible()
  await expect(row).toContainText('Refunded $20.00')

  await row.getByRole('button', { name: 'Refunds of RF-COAT' }).click()
  await expect(dialog.getByRole('list', { name: 'Refunds recorded' })).toContainText(
    '$20.00, fees credited $1.50',
  )
  await expect(dialog.getByText('Fees the marketplace gave back: at most $2.50')).toBeVisible()
  await saveScreen(page, 'refunds-dialog-fees-credited', { fullPage: false })
  await savePhoneAndDark(page, 'refunds-dialog-fees-credited', 'the refunds dialog with fees credited', {
    fullPage: false,
  })
})
