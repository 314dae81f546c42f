import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { code128 } from '../../src/domain/labels/code128'
import { barsVideo } from '../helpers/barcodes'
import { CHROMIUM_LAUNCH_OPTIONS } from '../helpers/chromium'

import { expect, saveScreen, savePhoneAndDark, test } from './fixtures'

/** Creates items through the API as the signed-in user (the page's cookies). */
async function addItems(page: Page, baseURL: string, items: Record<string, unknown>[]) {
  for (const data of items) {
    const answer = await page.request.post('/api/items', { data, headers: { Origin: baseURL } })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
}

// Chromium's fake camera plays a picture of a Code 128 barcode of this SKU (made before the browser starts).
const SCANNED_SKU = 'SCAN-261127-0042'
const video = path.resolve('test-results', 'fake-camera', 'scan.y4m')
mkdirSync(path.dirname(video), { recursive: true })
const bars = code128(SCANNED_SKU)
if (!bars.ok) throw new Error(bars.message)
writeFileSync(video, barsVideo(bars.widths, 2))

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
})

test.describe('with the camera refused', () => {
  test('a typed SKU opens its item, whatever its list; an unknown one says so', async ({
    page,
    baseURL,
    consoleWatch,
    signedIn: _signedIn,
  }) => {
    // The unknown SKU's 404, on purpose.
    consoleWatch.allow(/status of 404/)
    await addItems(page, baseURL ?? '', [
      { sku: 'UL-261127-0042', brand: 'Pendleton', description: 'Wool board shirt', status: 'listed' },
    ])
    // The person said no to the camera.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    await page.goto('/unlisted')
    await page.getByRole('button', { name: 'Scan barcode' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scan barcode' })
    await expect(dialog.getByText('Camera access was denied. Type the SKU instead.')).toBeVisible()
    const sku = dialog.getByLabel('SKU')
    await sku.fill('NOPE-1')
    await dialog.getByRole('button', { name: 'Find Item' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('No item with SKU NOPE-1')
    await saveScreen(page, 'scan-dialog-manual', { fullPage: false })
    await savePhoneAndDark(page, 'scan-dialog-manual', 'the scan dialog with the camera refused', {
      fullPage: false,
    })
    await page.emulateMedia({ colorScheme: 'light' })

    // Case and spaces do not matter, as SKUs are unique regardless of case.
    await sku.fill(' ul-261127-0042 ')
    await dialog.getByRole('button', { name: 'Find Item' }).click()
    await expect(dialog).toHaveCount(0)
    const form = page.getByRole('dialog', { name: 'Edit Item' })
    await expect(form.getByLabel('SKU')).toHaveValue('UL-261127-0042')
    await expect(form.getByRole('combobox', { name: 'Brand' })).toHaveValue('Pendleton')
  })

  test('the search box offers the camera on a phone', async ({ page, signedIn: _signedIn }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/listed')
    const scan = page.getByRole('button', { name: 'Scan barcode' })
    await expect(scan).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search listed items' })
    const [scanBox, searchBox] = [await scan.boundingBox(), await search.boundingBox()]
    // Beside the search box, on its line, within the screen.
    expect(Math.abs((scanBox?.y ?? 0) - (searchBox?.y ?? 0))).toBeLessThan(8)
    expect((scanBox?.x ?? 0) + (scanBox?.width ?? 0)).toBeLessThanOrEqual(390)
    await saveScreen(page, 'scan-button-phone', { fullPage: false })
  })
})

test.describe('with a camera', () => {
  test('a scanned SKU label opens its item', async ({ page, baseURL, signedIn: _signedIn }) => {
    await addItems(page, baseURL ?? '', [
      { sku: SCANNED_SKU, brand: 'Carhartt', description: 'Duck chore coat', status: 'unlisted' },
    ])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/sold')
    await page.getByRole('button', { name: 'Scan barcode' }).click()
    // This Chromium has no BarcodeDetector: the frames are read by zxing-wasm, served by the app itself.
    const form = page.getByRole('dialog', { name: 'Edit Item' })
    await expect(form.getByLabel('SKU')).toHaveValue(SCANNED_SKU, { timeout: 15_000 })
    await expect(form.getByLabel('Description')).toHaveValue('Duck chore coat')
  })

  test('the scan dialog shows the camera while it looks', async ({
    page,
    consoleWatch,
    signedIn: _signedIn,
  }) => {
    consoleWatch.allow(/status of 404/)
    // No items: the code the camera sees names none, and the dialog stays open with the camera.
    await page.goto('/unlisted')
    await page.getByRole('button', { name: 'Scan barcode' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scan barcode' })
    await expect(dialog.getByRole('alert')).toHaveText(`No item with SKU ${SCANNED_SKU}`, { timeout: 15_000 })
    await expect(dialog.getByText('Point the camera at a SKU label or a marketplace barcode.')).toBeVisible()
    await saveScreen(page, 'scan-dialog-camera', { fullPage: false })
    await savePhoneAndDark(page, 'scan-dialog-camera', 'the scan dialog with the camera', { fullPage: false })
  })
})
