import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { pdfBarcodes, pdfPageCount } from '../helpers/barcodes'

import { expect, saveScreen, savePhoneAndDark, test } from './fixtures'

/** Creates items through the API as the signed-in user (the page's cookies). */
async function addItems(page: Page, baseURL: string, items: Record<string, unknown>[]) {
  for (const data of items) {
    const answer = await page.request.post('/api/items', { data, headers: { Origin: baseURL } })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
}

/** Clicks the dialog's print button and reads the PDF it saves. */
async function printedPdf(page: Page, button: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sku-labels-\d{4}-\d{2}-\d{2}\.pdf$/)
  return new Uint8Array(await readFile(await file.path()))
}

test('one item’s label on a thermal roll: the PDF’s barcode reads back as the SKU', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await addItems(page, baseURL ?? '', [
    {
      sku: 'UL-261127-030243-123-ABCD',
      brand: 'Patagonia',
      description: 'Better Sweater fleece jacket, navy, size medium, gently worn',
    },
    { sku: 'OTHER-1', brand: 'Levi', description: 'Jeans' },
  ])
  await page.goto('/unlisted')
  await page.getByRole('button', { name: 'Print Label UL-261127-030243-123-ABCD' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print Label' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Starting position')).toHaveCount(0)
  await dialog.getByLabel('Label size').selectOption({ label: 'Thermal 1 × 2.125 in' })
  await saveScreen(page, 'print-label-dialog', { fullPage: false })
  await savePhoneAndDark(page, 'print-label-dialog', 'the print label dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })

  const pdf = await printedPdf(page, 'Print Label')
  await expect(dialog).toHaveCount(0)
  expect(pdfPageCount(pdf)).toBe(1)
  // Drawn at a thermal printer's 203 dpi, as the printer draws it, and read by a barcode reader.
  expect(await pdfBarcodes(pdf, 203)).toEqual([['UL-261127-030243-123-ABCD']])
})

test('labels of a selection on an Avery sheet, from a chosen starting position', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await addItems(
    page,
    baseURL ?? '',
    ['AV-1', 'AV-2', 'AV-3', 'AV-4'].map((sku) => ({ sku, brand: 'Nike', description: `Shoe ${sku}` })),
  )
  await page.goto('/unlisted')
  for (const sku of ['AV-1', 'AV-2', 'AV-3']) await page.getByLabel(`Select ${sku}`).check()
  const bar = page.getByRole('region', { name: 'Selected items' })
  await saveScreen(page, 'selection-bar-print-labels')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(bar.getByRole('button', { name: 'Print Labels' })).toBeInViewport()
  await saveScreen(page, 'selection-bar-print-labels-phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await bar.getByRole('button', { name: 'Print Labels' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print Labels' })
  await expect(dialog.getByText('3 labels,')).toBeVisible()
  await dialog.getByLabel('Label size').selectOption({ label: 'Avery 5160, 2.625 × 1 in' })
  await dialog.getByLabel('Starting position').selectOption('29')
  await saveScreen(page, 'print-labels-sheet-dialog', { fullPage: false })
  await savePhoneAndDark(page, 'print-labels-sheet-dialog', 'the print labels dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })

  const pdf = await printedPdf(page, 'Print Labels')
  // Positions 29 and 30 of the first sheet, then the first of a second.
  expect(pdfPageCount(pdf)).toBe(2)
  const pages = await pdfBarcodes(pdf, 300)
  expect(pages.map((codes) => codes.length)).toEqual([2, 1])
  expect(pages.flat().sort()).toEqual(['AV-1', 'AV-2', 'AV-3'])
  // The size chosen last is offered first next time.
  await page.getByRole('button', { name: 'Print Label AV-4' }).click()
  await expect(page.getByRole('dialog', { name: 'Print Label' }).getByLabel('Label size')).toHaveValue(
    'avery-5160',
  )
})
