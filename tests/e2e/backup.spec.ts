import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, newAccount, saveScreen, savePhoneAndDark, test } from './fixtures'

/*
 * Backup and restore in Settings (decision 029): the account downloaded as one zip, restored into a new
 * empty account with the file picker and the confirmation, the same counts after; a damaged file is
 * refused with its reason.
 */

const PNG = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 600 }, (_, n) => n % 251),
])

/** The figures the screens show, read from the API: the sidebar's counts, the settings, the stats. */
async function figures(page: Page) {
  const read = async (path: string) => (await page.request.get(path)).json() as Promise<unknown>
  return {
    counts: await read('/api/items/counts'),
    settings: await read('/api/settings'),
    receipts: await read('/api/receipts/stats'),
    expenses: await read('/api/expenses/stats'),
    vendors: await read('/api/vendors/stats'),
  }
}

test('a backup downloaded from Settings restores into a new account with the same counts; a damaged file is refused', async ({
  page,
  signedIn: _signedIn,
  shell,
  signInScreen,
  consoleWatch,
}, testInfo) => {
  test.setTimeout(120_000)
  // The refused restores below: the browser logs the answers' statuses.
  consoleWatch.allow(/Failed to load resource: the server responded with a status of (400|409)/)
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { data })
    expect(answer.status(), await answer.text()).toBe(201)
    return (await answer.json()) as Record<string, { id: string }>
  }
  const { receipt } = await post('/api/receipts', {
    receiptNumber: 'HAUL-1',
    vendor: 'Savers',
    purchaseDate: '2026-10-03',
    totalAmount: 4200,
  })
  const { item } = await post('/api/items', {
    sku: 'BK-1',
    brand: 'Levi',
    description: 'Jeans 501',
    costOfGoods: 800,
    purchaseDate: '2026-10-03',
    receiptId: receipt?.id,
  })
  await post('/api/items', {
    sku: 'BK-2',
    brand: 'Patagonia',
    description: 'Fleece',
    costOfGoods: 1200,
    status: 'listed',
  })
  await post('/api/items', {
    sku: 'BK-3',
    brand: 'Coach',
    description: 'Bag',
    costOfGoods: 1500,
    salePrice: 6500,
    status: 'sold',
    soldDate: '2026-11-01',
    purchaseDate: '2026-10-01',
  })
  await post('/api/expenses', { vendor: 'USPS', description: 'Mailers', amount: 1999, date: '2026-11-02' })
  await post('/api/vendors', { name: 'Goodwill Outlet' })
  const photo = await page.request.post('/api/files', {
    multipart: { itemId: item?.id ?? '', file: { name: 'jeans.png', mimeType: 'image/png', buffer: PNG } },
  })
  expect(photo.status()).toBe(201)
  expect((await page.request.patch('/api/settings', { data: { storeName: 'Backup Barn' } })).ok()).toBe(true)
  const before = await figures(page)

  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Backup' })
  await expect(section.getByRole('link', { name: 'Download Backup' })).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await saveScreen(page, 'settings-backup')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download Backup' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^frogwalk-backup-\d{4}-\d{2}-\d{2}\.zip$/)
  const backupPath = testInfo.outputPath('backup.zip')
  await download.saveAs(backupPath)
  const backup = readFileSync(backupPath)

  // A new account: signed out, signed up and signed in through the screens.
  await shell.signOut({ accept: true })
  const copy = newAccount()
  await signInScreen.signUp(copy.email, copy.password)
  await expect(signInScreen.notice).toBeVisible()
  await signInScreen.signIn(copy.email, copy.password)
  await expect(shell.sidebar).toContainText(copy.email)
  await expect(shell.storeName).toHaveText('Frogwalk')

  await page.goto('/settings')
  const picker = section.getByLabel('Backup file')
  await picker.setInputFiles({ name: 'frogwalk-backup.zip', mimeType: 'application/zip', buffer: backup })
  const dialog = page.getByRole('alertdialog', { name: 'Restore Backup' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('The account must be empty')
  await saveScreen(page, 'settings-backup-restore', { fullPage: false })
  await savePhoneAndDark(page, 'settings-backup-restore', 'the restore question', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toBeHidden()
  await expect(section.getByRole('status')).toHaveText(
    'Backup restored: 3 items, 1 receipt, 1 expense, 3 vendors, 0 readings and 1 file.',
  )
  await expect(shell.storeName).toHaveText('Backup Barn')
  await expect(shell.link('Listed Items')).toHaveText(/1$/)
  expect(await figures(page)).toEqual(before)
  await saveScreen(page, 'settings-backup-restored')
  await savePhoneAndDark(page, 'settings-backup-restored', 'the settings after a restore')
  await page.emulateMedia({ colorScheme: 'light' })

  // The restored photo is there, served to its new owner.
  const items = (await (await page.request.get('/api/items?status=unlisted')).json()) as {
    rows: { id: string }[]
  }
  const files = (await (await page.request.get(`/api/files?itemId=${items.rows[0]?.id}`)).json()) as {
    files: { id: string }[]
  }
  expect(files.files).toHaveLength(1)
  expect((await page.request.get(`/api/files/${files.files[0]?.id}`)).status()).toBe(200)

  // A damaged file, and the same backup again into an account that now has data: refused with the reason.
  await picker.setInputFiles({
    name: 'cut-short.zip',
    mimeType: 'application/zip',
    buffer: backup.subarray(0, 200),
  })
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not a Frogwalk backup: it is not a zip file, or it is cut short.',
  )
  await saveScreen(page, 'settings-backup-damaged', { fullPage: false })
  await savePhoneAndDark(page, 'settings-backup-damaged', 'a refused backup', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await picker.setInputFiles({ name: 'frogwalk-backup.zip', mimeType: 'application/zip', buffer: backup })
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Restore needs an empty account')
  expect(await figures(page)).toEqual(before)
})
