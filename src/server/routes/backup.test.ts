import { createHash } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  accountFigures,
  alteredBackup,
  fillAccount,
  rowsOf,
  runningTotals,
  SMALL_POWER_SELLER,
} from '../../../tests/helpers/backup'
import { ORIGIN, errorIn, send, signedInUser, useTestApp, type TestUser } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { BACKUP_FORMAT_VERSION, BACKUP_MESSAGES, appSchemaVersion } from '../backup/format'
import { files, inventoryItems } from '../db/schema'
import { fileKey, MemoryFileStore } from '../files/store'

/*
 * Backup and restore of an account (decision 029): the backup holds every row and stored file of the
 * account, and restoring it into an empty account gives every figure of every report again; a file of
 * another version, or damaged, is refused with the reason and changes nothing.
 */

const store = new MemoryFileStore()

async function download(app: Parameters<typeof send>[0], cookie: string): Promise<Uint8Array> {
  const response = await app.request(`${ORIGIN}/api/backup`, { headers: { cookie, origin: ORIGIN } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="frogwalk-backup-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  return new Uint8Array(await response.arrayBuffer())
}

async function restore(app: Parameters<typeof send>[0], cookie: string, bytes: Uint8Array) {
  const response = await app.request(`${ORIGIN}/api/backup/restore`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/zip' },
    body: new Uint8Array(bytes),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  const t = useTestApp(engine, { files: store })
  let seller: TestUser
  let backup: Uint8Array
  const linked = async (query: string, userId: string) => {
    const result = await t.db.execute(sql.raw(query.replaceAll('$1', `'${userId}'`)))
    return (result as unknown as { rows: { sku: string; link: string | null }[] }).rows
  }

  beforeAll(async () => {
    seller = await signedInUser(t.app)
    await fillAccount(t.db, store, seller.id, SMALL_POWER_SELLER)
    await send(t.app, 'PATCH', '/api/settings', {
      cookie: seller.cookie,
      json: { storeName: 'Frog Finds', theme: 'dark' },
    })
    backup = await download(t.app, seller.cookie)
  }, 120_000)

  it('writes a manifest with the versions, the row counts and a checksum of every part', () => {
    const parts = unzipSync(backup)
    const manifest = JSON.parse(new TextDecoder().decode(parts['manifest.json'])) as {
      formatVersion: number
      schemaVersion: string
      scope: string
      tables: Record<string, { rows: number }>
      parts: Record<string, { sha256: string }>
    }
    expect(manifest).toMatchObject({
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: appSchemaVersion(),
      scope: 'account',
    })
    expect(manifest.tables.inventory_items?.rows).toBe(SMALL_POWER_SELLER.items)
    // The generated expenses and the expense of the marketplace charge.
    expect(manifest.tables.expenses?.rows).toBe(SMALL_POWER_SELLER.expenses + 1)
    expect(manifest.tables.sale_lines?.rows).toBe(20)
    expect(manifest.tables.sale_line_items?.rows).toBe(20)
    expect(manifest.tables.refunds?.rows).toBe(3)
    expect(manifest.tables.marketplace_charges?.rows).toBe(1)
    expect(manifest.tables.marketplace_payouts?.rows).toBe(1)
    expect(manifest.tables.files?.rows).toBe(7)
    expect(manifest.tables.tax_year_closures?.rows).toBe(3)
    expect(manifest.tables.user_settings?.rows).toBe(1)
    // Running totals are not copied: the triggers rebuild them.
    expect(Object.keys(manifest.tables)).not.toContain('item_status_counts')
    // 6 photos and their thumbnails, and the receipt's PDF.
    expect(Object.keys(parts).filter((path) => path.startsWith('files/'))).toHaveLength(13)
    expect(Object.keys(manifest.parts).sort()).toEqual(
      Object.keys(parts)
        .filter((path) => path !== 'manifest.json')
        .sort(),
    )
  })

  it('restores into a new empty account with every figure of every report the same, ids new and links kept', async () => {
    const copy = await signedInUser(t.app)
    const answer = await restore(t.app, copy.cookie, backup)
    expect(answer.status).toBe(200)
    expect(await accountFigures(t.app, copy.cookie)).toEqual(await accountFigures(t.app, seller.cookie))
    expect(await runningTotals(t.db, copy.id)).toEqual(await runningTotals(t.db, seller.id))
    for (const [table, order] of [
      ['tax_year_closures', 'year, closed_at'],
      ['form_1099k_amounts', 'year, marketplace'],
      ['sale_lines', 'line_key'],
      ['refunds', 'order_id'],
      ['marketplace_charges', 'import_key'],
      ['marketplace_payouts', 'import_key'],
      ['sales_import_mappings', 'name'],
      ['user_settings', 'user_id'],
    ] as const)
      expect(await rowsOf(t.db, table, copy.id, order)).toEqual(await rowsOf(t.db, table, seller.id, order))

    // The titles the marketplace gave the lines, and the line and title of a refund kept before its sale.
    const titles = `select line_key as sku, title as link from sale_lines where user_id = $1 and title is not null
      union all select line_key || ' refund', title from refunds where user_id = $1 and title is not null order by 1`
    const copiedTitles = await linked(titles, copy.id)
    expect(copiedTitles).toHaveLength(20)
    expect(copiedTitles).toContainEqual({ sku: '3300001/2 refund', link: 'Hand-thrown mug' })
    expect(copiedTitles).toEqual(await linked(titles, seller.id))

    // Each link names the copy's own row: an item's receipt, a line item's receipt, a sale's item, a file's record.
    for (const links of [
      `select i.sku, r.receipt_number as link from inventory_items i join receipts r on r.id = i.receipt_id where i.user_id = $1 order by i.sku`,
      `select l.description || l.created_at as sku, r.receipt_number as link from receipt_line_items l join receipts r on r.id = l.receipt_id where l.user_id = $1 order by 1, 2`,
      `select l.line_key as sku, i.sku as link from sale_line_items u join sale_lines l on l.id = u.sale_line_id join inventory_items i on i.id = u.item_id and i.user_id = u.user_id where u.user_id = $1 order by 1, 2`,
      `select r.order_id as sku, i.sku || '>' || coalesce(b.sku, '') as link from refunds r join inventory_items i on i.id = r.item_id left join inventory_items b on b.id = r.returned_item_id where r.user_id = $1 order by 1`,
      `select c.import_key as sku, e.description as link from marketplace_charges c join expenses e on e.id = c.expense_id where c.user_id = $1 order by 1`,
      `select f.size as sku, coalesce(i.sku, r.receipt_number) as link from files f left join inventory_items i on i.id = f.item_id and i.user_id = f.user_id left join receipts r on r.id = f.receipt_id and r.user_id = f.user_id where f.user_id = $1 order by 1`,
    ]) {
      const [ofCopy, ofSeller] = await Promise.all([linked(links, copy.id), linked(links, seller.id)])
      expect(ofCopy.length).toBeGreaterThan(0)
      expect(ofCopy).toEqual(ofSeller)
    }

    // New ids.
    const [before] = await t.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, seller.id))
      .limit(1)
    const copied = await t.db.select().from(inventoryItems).where(eq(inventoryItems.userId, copy.id))
    expect(copied.map((item) => item.id)).not.toContain(before?.id)
    const photos = await t.db.select().from(files).where(eq(files.userId, copy.id))
    expect(photos).toHaveLength(7)
    for (const photo of photos) {
      const stored = await store.get(fileKey(copy.id, photo.id))
      expect(stored?.byteLength).toBe(photo.size)
      const served = await t.app.request(`${ORIGIN}/api/files/${photo.id}`, {
        headers: { cookie: copy.cookie },
      })
      expect(served.status).toBe(200)
    }
  }, 120_000)

  it('refuses an account that already has data, and changes nothing', async () => {
    const answer = await restore(t.app, seller.cookie, backup)
    expect(answer.status).toBe(409)
    expect(errorIn(answer.body).message).toBe(BACKUP_MESSAGES.notEmpty)
  })

  describe('refuses a backup that is not whole, with the reason, and writes nothing', () => {
    let empty: TestUser
    beforeAll(async () => {
      empty = await signedInUser(t.app)
    })
    const encoder = new TextEncoder()
    const cases: [string, () => Uint8Array, string][] = [
      ['a file that is not a zip', () => encoder.encode('not a zip at all'), BACKUP_MESSAGES.notZip],
      ['a cut-short zip', () => backup.slice(0, backup.byteLength - 100), BACKUP_MESSAGES.notZip],
      [
        'another format version',
        () =>
          alteredBackup(backup, (_parts, manifest) => (manifest.formatVersion = BACKUP_FORMAT_VERSION + 1)),
        BACKUP_MESSAGES.formatVersion(BACKUP_FORMAT_VERSION + 1),
      ],
      [
        'another schema version',
        () => alteredBackup(backup, (_parts, manifest) => (manifest.schemaVersion = '0003_text_search')),
        BACKUP_MESSAGES.schemaVersion('0003_text_search'),
      ],
      [
        'a part changed after it was written',
        () =>
          alteredBackup(backup, (parts) => {
            const text = new TextDecoder().decode(parts['tables/expenses.jsonl'])
            parts['tables/expenses.jsonl'] = encoder.encode(text.replace('"amount": "', '"amount": "1'))
          }),
        BACKUP_MESSAGES.checksum('tables/expenses.jsonl'),
      ],
      [
        'a missing part',
        () => alteredBackup(backup, (parts) => delete parts['tables/receipts.jsonl']),
        BACKUP_MESSAGES.missingPart('tables/receipts.jsonl'),
      ],
      [
        'a missing photo',
        () =>
          alteredBackup(backup, (parts) => {
            const photo = Object.keys(parts).find((path) => path.startsWith('files/'))
            if (photo) delete parts[photo]
          }),
        'This backup is damaged: files/',
      ],
      [
        'a malformed row, its checksum made to match',
        () =>
          withChecksums(
            alteredBackup(backup, (parts) => {
              const lines = new TextDecoder().decode(parts['tables/brands.jsonl']).split('\n')
              lines[2] = '{"id": "not a row"'
              parts['tables/brands.jsonl'] = encoder.encode(lines.join('\n'))
            }),
          ),
        BACKUP_MESSAGES.badRow('brands', 3),
      ],
      [
        'a row the database refuses, its checksum made to match',
        () =>
          withChecksums(
            alteredBackup(backup, (parts) => {
              const text = new TextDecoder().decode(parts['tables/expenses.jsonl'])
              parts['tables/expenses.jsonl'] = encoder.encode(
                text.replace(/"amount": "[0-9.]+"/, '"amount": "-5.00"'),
              )
            }),
          ),
        'The backup could not be restored, and nothing was changed: ',
      ],
    ]
    it.each(cases)('%s', async (_name, file, message) => {
      const answer = await restore(t.app, empty.cookie, file())
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).message).toContain(message)
      expect(await rowsOf(t.db, 'inventory_items', empty.id, 'id')).toEqual([])
      expect(await rowsOf(t.db, 'brands', empty.id, 'id')).toEqual([])
      expect([...store.objects.keys()].filter((key) => key.startsWith(empty.id))).toEqual([])
    })
  })
})

/** The backup with each part's checksum recomputed: a damage the checksums do not see. */
function withChecksums(bytes: Uint8Array): Uint8Array {
  return alteredBackup(bytes, (parts, manifest) => {
    const listed = manifest.parts as Record<string, { sha256: string; bytes: number }>
    for (const [path, part] of Object.entries(parts))
      if (listed[path])
        listed[path] = { sha256: createHash('sha256').update(part).digest('hex'), bytes: part.byteLength }
  })
}
