import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { gradientPng } from '../helpers/png'

import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

/*
 * Photos (decision 021): shrunk in the browser before upload, the first the cover on the item lists; a
 * paper receipt on a receipt; Quick Add on a phone.
 */

/** A 2,400 x 1,800 photo, larger than the 1,600 px the browser shrinks photos to. */
const photo = (name: string, seed = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(2400, 1800, seed),
})

/** The natural size of the image the page shows under `alt`, once it has loaded. */
async function shownSize(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt }).first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0)
  return image.evaluate((node: HTMLImageElement) => ({
    width: node.naturalWidth,
    height: node.naturalHeight,
  }))
}

test('a photo added on the item form is shrunk, sent, and shown as the cover on the list', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  await page.goto('/add-item')
  await page.getByRole('combobox', { name: 'Brand' }).fill('Patagonia')
  await page.getByRole('option', { name: 'Create "Patagonia"' }).click()
  await page.getByLabel('Description').fill('Better Sweater, M')
  await page.getByLabel('Add Photos').setInputFiles([photo('front.png'), photo('back.png', 60)])
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible()
  // The second becomes the cover before the item is saved.
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click()
  await expect(page.getByText('2 of 12 · the first is the cover')).toBeVisible()
  await expectAccessible(page, 'the item form with photos')
  await saveScreen(page, 'photos-item-form')
  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(shell.heading('Dashboard')).toBeVisible()

  await page.goto('/unlisted')
  const cover = await shownSize(page, 'Cover photo')
  expect(Math.max(cover.width, cover.height)).toBe(320)

  // Stored shrunk: WebP, 1,600 px on its longest side; the cover is the photo moved first.
  const items = await (await page.request.get('/api/items?status=unlisted')).json()
  const item = items.rows[0]
  const files = (await (await page.request.get(`/api/files?itemId=${item.id}`)).json()).files
  expect(files).toHaveLength(2)
  expect(item.coverId).toBe(files[0].id)
  expect(files[0]).toMatchObject({ contentType: 'image/webp', thumbnailType: 'image/webp' })
  expect(files[0].size).toBeLessThan(gradientPng(2400, 1800).length)
  const served = await page.request.get(`/api/files/${files[0].id}`)
  expect(served.headers()['cache-control']).toBe('private, max-age=31536000, immutable')
  const dimensions = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob())
    return [bitmap.width, bitmap.height]
  }, `/api/files/${files[0].id}`)
  expect(dimensions).toEqual([1600, 1200])

  // The list's PDF draws the cover beside the SKU.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export PDF' }).click()
  const saved = await download
  // Kept beside the screenshots, to be looked at.
  await saved.saveAs('test-results/screens/photos-items.pdf')
  const pdf = await readFile(await saved.path(), 'latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  expect(pdf).toMatch(/\/Subtype \/Image/)

  await saveScreen(page, 'photos-list-cover')
  await savePhoneAndDark(page, 'photos-list-cover', 'the item list with a cover')
  await page.emulateMedia({ colorScheme: 'light' })

  // On the edit form the photos are the item's own: a third is sent at once and shows last.
  await page
    .getByRole('button', { name: `Edit ${item.sku}` })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible()
  await dialog.getByLabel('Add Photos').setInputFiles([photo('tag.png', 120)])
  await expect(dialog.getByRole('img', { name: 'Photo 3' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Remove photo 1' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(dialog.getByRole('img', { name: 'Photo 3' })).toHaveCount(0)
  await saveScreen(page, 'photos-item-edit', { fullPage: false })
  const after = (await (await page.request.get(`/api/files?itemId=${item.id}`)).json()).files
  expect(after.map((file: { id: string }) => file.id)).toEqual([files[1].id, expect.any(String)])
})

test('a paper receipt attached to a receipt, as a PDF', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  test.setTimeout(90_000)
  // The refused upload below: the browser logs the 415 it was answered.
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 415/)
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'HAUL-7', vendor: 'Savers', purchaseDate: '2026-11-18' },
  })
  expect(created.status()).toBe(201)
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt HAUL-7' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail.getByRole('heading', { name: 'Receipt File' })).toBeVisible()
  await expect(detail.getByText('None attached.')).toBeVisible()
  // Something that is not an image or a PDF is refused with the server's reason.
  await detail.getByLabel('Attach File').setInputFiles({
    name: 'notes.txt',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text'),
  })
  await expect(page.getByText('The file must be a JPEG, PNG or WebP image, or a PDF.')).toBeVisible()
  await detail.getByLabel('Attach File').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  })
  await expect(detail.getByRole('link', { name: 'Open receipt file' })).toBeVisible()
  await expect(detail.getByLabel('Replace File')).toBeAttached()
  await saveScreen(page, 'photos-receipt-file', { fullPage: false })
  await savePhoneAndDark(page, 'photos-receipt-file', 'a receipt with its paper receipt', { fullPage: false })
  const href = await detail.getByRole('link', { name: 'Open receipt file' }).getAttribute('href')
  const file = await page.request.get(href ?? '')
  expect(file.headers()['content-type']).toBe('application/pdf')
})

test('Quick Add on a phone: photo, cost, brand, description and location, saved unlisted', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  // The sidebar leads there, beside Add Item.
  await page.getByRole('link', { name: 'Quick Add' }).click()
  await expect(shell.heading('Quick Add')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  const camera = page.getByLabel('Take Photo')
  await expect(camera).toHaveAttribute('capture', 'environment')
  await expect(camera).toHaveAttribute('accept', 'image/*')
  await camera.setInputFiles([photo('find.png', 30)])
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible()
  await page.getByLabel('Cost of Goods').fill('4.99')
  await page.getByRole('combobox', { name: 'Brand' }).fill('Pendleton')
  await page.getByRole('option', { name: 'Create "Pendleton"' }).click()
  await page.getByLabel('Description').fill('Wool shirt, L')
  await page.getByRole('combobox', { name: 'Purchase Location' }).fill('Goodwill Eastside')
  await page.getByRole('option', { name: 'Create "Goodwill Eastside"' }).click()
  await expectAccessible(page, 'Quick Add on a phone')
  await saveScreen(page, 'photos-quick-add-phone')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreen(page, 'photos-quick-add-phone-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  const saveButton = page.getByRole('button', { name: 'Save Item' })
  await saveButton.click()
  await expect(page.getByText('Item saved to Unlisted')).toBeVisible()
  // The form starts again for the next find.
  await expect(page.getByLabel('Description')).toHaveValue('')
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveCount(0)

  await page.goto('/unlisted')
  const card = page.getByRole('article', { name: /^Pendleton / })
  await expect(card).toContainText('Wool shirt, L')
  await expect(card).toContainText('$4.99')
  await expect(card).toContainText('Goodwill Eastside')
  await expect(card.getByRole('img', { name: 'Cover photo' })).toBeVisible()
  // On a phone the lists lead back to Quick Add from their header.
  await page.getByRole('main').getByRole('link', { name: 'Quick Add' }).click()
  await expect(page.getByRole('heading', { name: 'Quick Add' })).toBeVisible()
  await page.goBack()
  await expect(card.getByRole('img', { name: 'Cover photo' })).toBeVisible()
  await saveScreen(page, 'photos-quick-add-list-phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/quick-add')
  await saveScreen(page, 'photos-quick-add')
})
