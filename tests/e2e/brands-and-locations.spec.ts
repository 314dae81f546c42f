import type { Page } from '@playwright/test'

import { NAME_TAKEN_MESSAGES } from '../../src/domain/unique'

import { expect, saveScreen, test } from './fixtures'

async function addItem(page: Page, baseURL: string, data: Record<string, unknown>) {
  const answer = await page.request.post('/api/items', { data, headers: { Origin: baseURL } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

async function itemTexts(page: Page) {
  const answer = await page.request.get('/api/items?limit=100')
  const body = (await answer.json()) as { rows: { sku: string; brand: string; purchaseLocation: string }[] }
  return Object.fromEntries(body.rows.map((row) => [row.sku, [row.brand, row.purchaseLocation]]))
}

test('brands: add, the duplicate message, a rename the items follow, a failed save, delete', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  await page.goto('/brands')
  await expect(page.getByRole('heading', { name: 'No brands yet' })).toBeVisible()

  // The refused saves below (409, 503) are logged by the browser itself.
  consoleWatch.allow(/Failed to load resource/)
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Add Brand' }).first().click()
  await dialog.getByLabel('Brand Name').fill('  Nike  ')
  await dialog.getByRole('button', { name: 'Add Brand' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /Nike/ })
  await expect(row).toContainText('0')

  // Items name brands as text; the list counts them case-insensitively.
  await addItem(page, baseURL ?? '', { sku: 'N-1', brand: 'Nike', description: 'Shoe' })
  await addItem(page, baseURL ?? '', { sku: 'N-2', brand: 'NIKE', description: 'Cap' })
  await page.reload()
  await expect(row).toContainText('2')

  await page.getByRole('button', { name: 'Add Brand' }).first().click()
  await dialog.getByLabel('Brand Name').fill('nike')
  await dialog.getByRole('button', { name: 'Add Brand' }).click()
  // The server's message once, at the name; the red box is for what belongs to no field.
  await expect(dialog.getByText(NAME_TAKEN_MESSAGES.brand)).toHaveCount(1)
  await expect(dialog.getByLabel('Brand Name')).toHaveAccessibleDescription(NAME_TAKEN_MESSAGES.brand)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByLabel('Brand Name')).toHaveValue('nike')
  await saveScreen(page, 'brands-duplicate', { fullPage: false })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()

  // A failure that is not the user's input reads the spec's modal message, and keeps what was typed.
  await page.route('**/api/brands/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  )
  await page.getByRole('button', { name: 'Edit Nike' }).click()
  await dialog.getByLabel('Brand Name').fill('Nike Inc')
  await dialog.getByRole('button', { name: 'Update Brand' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Failed to save brand. Please try again.')
  await expect(dialog.getByLabel('Brand Name')).toHaveValue('Nike Inc')
  await page.unroute('**/api/brands/*')
  await dialog.getByRole('button', { name: 'Update Brand' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: /Nike Inc/ })).toBeVisible()
  expect(await itemTexts(page)).toMatchObject({ 'N-1': ['Nike Inc', null], 'N-2': ['Nike Inc', null] })

  await page.getByRole('button', { name: 'Add Brand' }).first().click()
  await dialog.getByLabel('Brand Name').fill('Adidas')
  await dialog.getByRole('button', { name: 'Add Brand' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('adi')
  await expect(page.getByText('1 of 2 brands')).toBeVisible()
  await expect(page.getByRole('row', { name: /Nike Inc/ })).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('')
  await expect(page.getByText('2 of 2 brands')).toBeVisible()
  await saveScreen(page, 'brands')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByText('2 of 2 brands')).toBeVisible()
  await saveScreen(page, 'brands-phone')

  await page.getByRole('button', { name: 'Delete Nike Inc' }).click()
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText(
    'Are you sure you want to delete the brand "Nike Inc"? 2 items name it and keep it as their brand.',
  )
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('row', { name: /Nike Inc/ })).toBeHidden()
  expect(await itemTexts(page)).toMatchObject({ 'N-1': ['Nike Inc', null] })
})

test('purchase locations: add with distance, the duplicate message, inline distance, rename', async ({
  page,
  baseURL,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 409/)
  await page.goto('/purchase-locations')
  await expect(page.getByRole('heading', { name: 'No purchase locations yet' })).toBeVisible()
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Add Location' }).first().click()
  await dialog.getByLabel('Location Name').fill('Goodwill')
  await dialog.getByLabel('Address').fill('12 Main St')
  await dialog.getByLabel('Round-trip Distance (miles)').fill('12.5')
  await dialog.getByLabel('Notes').fill('Tuesdays half off')
  await dialog.getByRole('button', { name: 'Add Location' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /Goodwill/ })
  await expect(row).toContainText('12.5 mi')
  await expect(row).toContainText('12 Main St')
  await addItem(page, baseURL ?? '', {
    sku: 'G-1',
    brand: 'Coach',
    description: 'Bag',
    purchaseLocation: 'goodwill',
  })
  await page.reload()
  await expect(row).toContainText('1')

  await page.getByRole('button', { name: 'Add Location' }).first().click()
  await dialog.getByLabel('Location Name').fill(' GOODWILL ')
  await dialog.getByRole('button', { name: 'Add Location' }).click()
  await expect(dialog.getByText(NAME_TAKEN_MESSAGES.purchaseLocation)).toHaveCount(1)
  await expect(dialog.getByLabel('Location Name')).toHaveAccessibleDescription(
    NAME_TAKEN_MESSAGES.purchaseLocation,
  )
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await saveScreen(page, 'purchase-locations-duplicate', { fullPage: false })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()

  // Inline distance: Enter saves, Escape cancels, invalid cancels, blur saves.
  const edit = page.getByRole('button', { name: 'Edit distance of Goodwill' })
  const input = page.getByRole('textbox', { name: 'distance of Goodwill' })
  await edit.click()
  await input.fill('3')
  await input.press('Enter')
  await expect(row).toContainText('3.0 mi')
  await edit.click()
  await input.fill('8')
  await input.press('Escape')
  await expect(row).toContainText('3.0 mi')
  await edit.click()
  await input.fill('-2')
  await input.press('Enter')
  await expect(row).toContainText('3.0 mi')
  await edit.click()
  await input.fill('4.5')
  await page.getByRole('heading', { name: 'Purchase Locations' }).click()
  await expect(row).toContainText('4.5 mi')
  await page.reload()
  await expect(page.getByRole('row', { name: /Goodwill/ })).toContainText('4.5 mi')
  await saveScreen(page, 'purchase-locations')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByRole('row', { name: /Goodwill/ })).toContainText('4.5 mi')
  await saveScreen(page, 'purchase-locations-phone')

  await page.getByRole('button', { name: 'Edit Goodwill' }).click()
  await dialog.getByLabel('Location Name').fill('Goodwill East')
  await dialog.getByRole('button', { name: 'Update Location' }).click()
  await expect(dialog).toBeHidden()
  expect(await itemTexts(page)).toMatchObject({ 'G-1': ['Coach', 'Goodwill East'] })
})
