import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import Papa from 'papaparse'

import { CSV_EXPORT_COLUMNS } from '../../src/domain/csv/export'

import { expect, saveScreen, test } from './fixtures'

/** Creates items one by one through the API as the signed-in user (the page's cookies). */
async function addItems(page: Page, baseURL: string, items: Record<string, unknown>[]) {
  for (const data of items) {
    const answer = await page.request.post('/api/items', { data, headers: { Origin: baseURL } })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
}

const tricky = {
  sku: 'TRICK-1',
  brand: 'Levi, Strauss & Co.',
  description: 'Jeans 32" waist,\nline two',
  costOfGoods: '12.50',
  purchaseDate: '2026-10-01',
  purchaseLocation: 'Goodwill',
  status: 'listed',
  salesTax: 0.07,
}

/**
 * Creates items in one CSV import request (one transaction), for lists too long to add one by one: 500
 * single requests kept the shared e2e server busy for seconds.
 */
async function importItems(page: Page, baseURL: string, rows: Record<string, string>[]) {
  const answer = await page.request.post('/api/import/items', {
    data: Papa.unparse(rows),
    headers: { Origin: baseURL, 'content-type': 'text/csv' },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  expect((await answer.json()).summary.imported).toBe(rows.length)
}

test('CSV export holds every matching item, all pages, quoted so the text survives', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await addItems(page, baseURL ?? '', [tricky, { sku: 'U-1', brand: 'X', description: 'Not listed' }])
  await importItems(
    page,
    baseURL ?? '',
    Array.from({ length: 520 }, (_, index) => ({
      sku: `L-${String(index).padStart(4, '0')}`,
      brand: 'Nike',
      description: `Shoe ${index}`,
      cost: '5',
      status: 'listed',
    })),
  )
  await page.goto('/listed')
  await saveScreen(page, 'listed-export-buttons')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^listed-items-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile(await file.path(), 'utf8')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  const [header, ...rows] = parsed.data
  expect(header).toEqual([...CSV_EXPORT_COLUMNS])
  expect(rows).toHaveLength(521)
  const trick = rows.find((row) => row[0] === 'TRICK-1')
  expect(trick?.slice(0, 9)).toEqual([
    'TRICK-1',
    'Levi, Strauss & Co.',
    'Jeans 32" waist,\nline two',
    '12.50',
    '0.00',
    '2026-10-01',
    'Goodwill',
    'listed',
    '0.0700',
  ])
})

test('CSV export marks text a spreadsheet would run as a formula, and the app still shows it as typed', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  const formula = '=HYPERLINK("http://example.com","click")'
  await addItems(page, baseURL ?? '', [
    {
      sku: 'F-1',
      brand: '@Brand',
      description: formula,
      costOfGoods: '3.00',
      purchaseDate: '2026-10-01',
      purchaseLocation: '+Store',
    },
    { sku: 'F-2', brand: 'Levi', description: "'90s denim jacket", costOfGoods: '4.00' },
  ])
  await page.goto('/unlisted')
  await expect(page.getByText(formula).first()).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const text = await readFile(await (await download).path(), 'utf8')
  const [, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data
  const bySku = new Map(rows.map((row) => [row[0], row]))
  expect(bySku.get('F-1')?.slice(0, 7)).toEqual([
    'F-1',
    "'@Brand",
    `'=HYPERLINK("http://example.com","click")`,
    '3.00',
    '0.00',
    '2026-10-01',
    "'+Store",
  ])
  expect(bySku.get('F-2')?.slice(1, 4)).toEqual(['Levi', "'90s denim jacket", '4.00'])
  // No cell of the file starts a formula.
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([])
})

test('PDF export has the list’s rows over pages, each with its footer', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await importItems(
    page,
    baseURL ?? '',
    Array.from({ length: 120 }, (_, index) => ({
      sku: `S-${index}`,
      brand: 'Coach',
      description: `A long description of handbag number ${index} that goes past forty characters`,
      cost: '20',
      price: '45',
      status: 'sold',
      // Bought before it sold: an empty purchase date would import as today, after the sale.
      date: '2026-10-01',
      soldDate: '2026-11-01',
    })),
  )
  await page.goto('/sold')
  await saveScreen(page, 'sold-export-buttons-phone')
  // On a phone the exports are in the list's options.
  await page.getByRole('button', { name: 'List options' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('dialog', { name: 'List Options' }).getByRole('button', { name: 'Export PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sold-items-\d{4}-\d{2}-\d{2}\.pdf$/)
  const pdf = await readFile(await file.path(), 'latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  const pageCount = (pdf.match(/\/Type \/Page\b/g) ?? []).length
  expect(pageCount).toBeGreaterThan(1)
  expect(pdf).toContain(`Page ${pageCount} of ${pageCount}`)
  expect(pdf).toContain('Page 1 of')
})
