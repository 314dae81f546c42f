import type { Page } from '@playwright/test'

import { expectAccessible } from './accessibility'
import { expect, saveScreen, test } from './fixtures'

/*
 * Disposal and Part III, with the mouse: an item donated from its status control (the day and the reason
 * asked in a dialog), found on the Disposed Items list saying what became of it, then the Tax Summary's
 * Part III by the book and Schedule C line 4 saying why it differs from the cost of the items sold.
 */

async function enterItems(page: Page) {
  const items = [
    { sku: 'P3-HELD', costOfGoods: '100.00', purchaseDate: '2025-02-01', status: 'listed' },
    {
      sku: 'P3-SOLD',
      costOfGoods: '40.00',
      purchaseDate: '2024-12-01',
      status: 'sold',
      soldDate: '2025-03-01',
      salePrice: '90.00',
    },
    {
      sku: 'P3-TOSS',
      costOfGoods: '7.50',
      purchaseDate: '2025-01-05',
      status: 'disposed',
      disposalReason: 'discarded',
      disposedDate: '2025-04-01',
    },
    { sku: 'P3-GIVE', costOfGoods: '25.00', purchaseDate: '2025-01-10', status: 'listed' },
  ]
  for (const item of items)
    expect(
      (
        await page.request.post('/api/items', { data: { brand: 'Levi', description: 'Jeans', ...item } })
      ).status(),
    ).toBe(201)
}

test('an item donated from its status control shows on the Disposed list, in Part III and in the line 4 explanation', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(180_000)
  // The refused day below is the server's 400.
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/)
  await enterItems(page)
  await page.goto('/listed')
  await expect(shell.heading('Listed Items')).toBeVisible()

  await page.getByLabel('Status of P3-GIVE').selectOption('disposed')
  const dialog = page.getByRole('dialog', { name: 'Dispose of Item' })
  await expect(dialog).toBeVisible()
  // No reason: refused at the reason, nothing sent.
  await dialog.getByRole('button', { name: 'Dispose of Item' }).click()
  await expect(dialog.getByText('Choose why the item was disposed of')).toBeVisible()
  // A day before it was bought (10 January): refused at the day, the dialog kept with what was chosen.
  await dialog.getByLabel('Disposal Date').fill('2025-01-09')
  await dialog.getByLabel('Reason').selectOption({ label: 'Donated' })
  await dialog.getByRole('button', { name: 'Dispose of Item' }).click()
  await expect(dialog.getByText('Disposal date cannot be before the purchase date')).toBeVisible()
  await expect(dialog.getByLabel('Reason')).toHaveValue('donated')
  await dialog.getByLabel('Disposal Date').fill('2025-06-15')
  await dialog.getByRole('button', { name: 'Dispose of Item' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Status of P3-GIVE')).toBeHidden()

  await shell.link('Disposed Items').click()
  await expect(shell.heading('Disposed Items')).toBeVisible()
  await expect(page.getByText('Donated on Jun 15, 2025')).toBeVisible()
  await expect(page.getByText('Discarded on Apr 1, 2025')).toBeVisible()
  await saveScreen(page, 'disposed-list')
  await expectAccessible(page, 'the Disposed Items list')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await saveScreen(page, 'disposed-list-phone')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/yearly-taxes?year=2025')
  await expect(shell.heading('2025 Tax Summary')).toBeVisible()
  const part = page.getByRole('region', { name: 'Schedule C Part III: Cost of Goods Sold, 2025' })
  await part.scrollIntoViewIfNeeded()
  const lines = part.getByLabel('Part III lines')
  // Beginning: the item bought in 2024 and sold in 2025 ($40.00). Purchases 2025: 100 + 7.50 + 25 = 132.50,
  // less the donation 25.00 = 107.50. Ending: the held item, $100.00. Line 42: 40 + 147.50 − 100 = 47.50.
  await expect(lines).toContainText('Cost')
  await expect(lines).toContainText('Inventory at beginning of year$40.00')
  await expect(lines).toContainText('Purchases less cost of items withdrawn for personal use')
  await expect(lines).toContainText('$107.50')
  await expect(lines).toContainText('Add lines 35 through 39$147.50')
  await expect(lines).toContainText('Inventory at end of year$100.00')
  await expect(lines).toContainText('Cost of goods sold. Subtract line 41 from line 40$47.50')
  await expect(part).toContainText(
    'Purchases $132.50 less the cost of items donated or kept for personal use $25.00',
  )
  const disposed = part.getByLabel('Items disposed of in 2025')
  await expect(disposed).toContainText('Donated1 item, $25.00')
  await expect(disposed).toContainText('Discarded1 item, $7.50')
  await expect(disposed).toContainText('Kept for personal use0 items, $0.00')
  await expect(part).toContainText('for 2025 that is the cost of the items sold, $40.00')
  await expect(part.getByRole('link', { name: 'See the disposed items' })).toHaveAttribute(
    'href',
    '/disposed',
  )

  const scheduleC = page.getByRole('region', { name: 'Schedule C view' })
  await expect(scheduleC).toContainText(
    "Line 4 is Part III line 42, $47.50, where the Tax Summary's Cost of Goods Sold is $40.00",
  )
  await expect(scheduleC).toContainText(
    "Discarded items' cost: 1 item thrown away in 2025, in line 42 though not sold (+$7.50)",
  )

  await part.scrollIntoViewIfNeeded()
  await expectAccessible(page, 'Part III in light')
  await part.screenshot({ path: 'test-results/screens/part-three-desktop.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await part.screenshot({ path: 'test-results/screens/part-three-phone.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await part.screenshot({ path: 'test-results/screens/part-three-phone-dark.png' })
  await expectAccessible(page, 'Part III in dark on a phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await part.screenshot({ path: 'test-results/screens/part-three-desktop-dark.png' })
})
