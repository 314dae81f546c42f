import { closeSync, mkdtempSync, openSync, rmSync, ftruncateSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { FILE_MESSAGES } from '../../src/domain/files/kinds'
import { BODY_LIMITS } from '../../src/shared/body-limits'

import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

/*
 * A file over the server's limit is refused by the browser before it is sent, with the limit's own message:
 * a receipt's PDF, the items' CSV import, a marketplace's sales report and a backup to restore. The server
 * answers 413 with the same words (src/server/http/body-limit.ts); the person never waits for an upload
 * that cannot succeed.
 */

const MB = 1024 * 1024

/** Every write request the page sends whose path matches, to prove a refused file sent nothing. */
function writesTo(page: Page, pathname: RegExp): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && pathname.test(new URL(request.url()).pathname))
      seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

/** A CSV file of `bytes` bytes: a header and rows of one SKU each. */
const bigCsv = (name: string, bytes: number) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.concat([Buffer.from('sku,brand\n'), Buffer.alloc(bytes, 'a,b\n')]),
})

test('a receipt’s PDF over 10 MB is refused with the limit’s message, and not sent', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(90_000)
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'HAUL-8', vendor: 'Savers', purchaseDate: '2026-11-18' },
  })
  expect(created.status()).toBe(201)
  const uploads = writesTo(page, /^\/api\/files$/)
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt HAUL-8' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await detail.getByLabel('Attach File').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * MB, 0x20)]),
  })
  await expect(page.getByText(FILE_MESSAGES.tooLarge)).toBeVisible()
  await expect(detail.getByText('None attached.')).toBeVisible()
  expect(uploads).toEqual([])
})

test('a CSV over 32 MB is refused in the Import CSV dialog, and not sent', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(90_000)
  const imports = writesTo(page, /^\/api\/import\/items$/)
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV' })
  await dialog.getByLabel('CSV file').setInputFiles(bigCsv('huge.csv', 33 * MB))
  await expect(dialog.getByRole('alert')).toHaveText(BODY_LIMITS.import.message)
  await expect(dialog.getByRole('button', { name: 'Import Data' })).toBeDisabled()
  await saveScreen(page, 'size-limits-import-csv', { fullPage: false })
  await savePhoneAndDark(page, 'size-limits-import-csv', 'the Import CSV dialog refusing a file', {
    fullPage: false,
  })
  expect(imports).toEqual([])
})

test('a sales report over 32 MB is refused on Import Sales, and not sent', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(90_000)
  const imports = writesTo(page, /^\/api\/sales-imports$/)
  await page.goto('/sales/import')
  await page.getByLabel('Sales report file').setInputFiles(bigCsv('orders.csv', 33 * MB))
  await expect(page.getByText(BODY_LIMITS.import.message)).toBeVisible()
  await saveScreen(page, 'size-limits-sales-import', { fullPage: false })
  await savePhoneAndDark(page, 'size-limits-sales-import', 'Import Sales refusing a file', {
    fullPage: false,
  })
  expect(imports).toEqual([])
})

test('a backup over 512 MB is refused in Settings before the confirmation, and not sent', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(90_000)
  // A sparse file: 513 MB long, nothing of it on the disk.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-big-backup-'))
  const file = path.join(folder, 'frogwalk-backup.zip')
  const fd = openSync(file, 'w')
  ftruncateSync(fd, 513 * MB)
  closeSync(fd)
  try {
    const restores = writesTo(page, /^\/api\/backup\/restore$/)
    await page.goto('/settings')
    await page.getByLabel('Backup file').setInputFiles(file)
    await expect(page.getByRole('alert')).toHaveText(BODY_LIMITS.restore.message)
    await expect(page.getByRole('alertdialog', { name: 'Restore Backup' })).toHaveCount(0)
    await page.getByLabel('Backup file').scrollIntoViewIfNeeded()
    await saveScreen(page, 'size-limits-restore', { fullPage: false })
    await savePhoneAndDark(page, 'size-limits-restore', 'Settings refusing a backup file', {
      fullPage: false,
      onPhone: () => page.getByLabel('Backup file').scrollIntoViewIfNeeded(),
    })
    expect(restores).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
