import { expect, saveScreen, test } from './fixtures'

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const status = i % 7 === 3 ? 'refused' : i % 5 === 1 ? 'unmatched' : i % 11 === 2 ? 'already-imported' : i % 13 === 4 ? 'not-a-sale' : 'matched'
    return {
      row: i + 2,
      kind: status === 'not-a-sale' ? 'refund' : 'sale',
      status,
      orderId: `11-0000-${i}`,
      soldDate: '2026-03-04',
      title: `Levi's 501 Jeans size 32 blue denim number ${i}`,
      brand: null,
      sku: null,
      customLabel: `SKU-${i}`,
      quantity: 1,
      salePrice: 2599 + i,
      postageCharged: 599,
      postageCost: 480,
      fees: { general: 340, promo: 100 },
      salesTax: 180,
      amount: status === 'not-a-sale' ? -2599 : null,
      reason: status === 'refused' ? `Row ${i + 2}, column "Sold For": "abc" is not an amount` : status === 'unmatched' ? `No unsold item has the custom label "SKU-${i}"` : status === 'not-a-sale' ? 'Refund' : null,
      column: null,
      match: status === 'matched' ? { method: i % 2 ? 'sku' : 'title', items: [{ itemId: `id-${i}`, sku: `SKU-${i}`, brand: 'Levi', description: '501 Jeans', cost: i % 3 ? 500 : 5000, purchaseDate: '2025-01-01' }] } : { method: 'none', items: [] },
      profit: status === 'matched' ? 2599 + i + 599 - 480 - 440 - (i % 3 ? 500 : 5000) : null,
    }
  })
}

test('scratch screens', async ({ page, signedIn: _s }) => {
  test.setTimeout(120_000)
  const data = rows(20000)
  await page.route('**/api/sales-imports?preview=true', async (route) => {
    await route.fulfill({ json: { marketplace: { id: 'ebay', name: 'eBay' }, report: { id: 'ebay-transactions', name: 'eBay transaction report' }, headerRow: 11, header: [], headerKey: 'k', needsMapping: false, proposedMapping: null, savedMappings: [], rows: data, counts: {} } })
  })
  await page.goto('/sales/import')
  await saveScreen(page, 'zz-file')
  await page.getByLabel('Sales report file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') })
  await expect(page.getByTestId('recognised-report')).toBeVisible()
  const t0 = Date.now()
  await page.getByRole('button', { name: 'Create sold item for row 3' }).click()
  await expect(page.getByRole('button', { name: 'Create sold item for row 3' })).toHaveAttribute('aria-pressed', 'true')
  console.log('click to update ms', Date.now() - t0)
  await page.screenshot({ path: 'test-results/screens/zz-preview.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/screens/zz-preview-phone.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: 'test-results/screens/zz-preview-phone-dark.png' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.mouse.wheel(0, 200000)
  await page.waitForTimeout(500)
  await page.screenshot({ path: 'test-results/screens/zz-preview-end-dark.png' })
})
