import { randomUUID } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { unzipSync, zipSync } from 'fflate'

import { ITEM_STATUSES } from '../../src/domain/items/status'
import type { Database } from '../../src/server/db/client'
import {
  files,
  form1099kAmounts,
  expenses,
  inventoryItems,
  marketplaceCharges,
  marketplacePayouts,
  refunds,
  saleLineItems,
  saleLines,
  receipts,
  salesImportMappings,
  taxYearClosures,
} from '../../src/server/db/schema'
import { fileKey, thumbnailKey, type FileStore } from '../../src/server/files/store'
import { generateAccount, type AccountSize } from '../../scripts/seed/generate'

import { ORIGIN, type TestApp } from './app'
import { JPEG, PDF, PNG } from './files'

/** A power seller's account, smaller: every kind of row, in the proportions of the full one. */
export const SMALL_POWER_SELLER: AccountSize = {
  items: 2500,
  brands: 100,
  locations: 20,
  vendors: 50,
  vendorCategories: 8,
  expenses: 1000,
  receipts: 300,
  lineItems: 1200,
  readings: 250,
  years: 5,
}

/**
 * Fills an account with a generated power seller (scripts/seed) and the rows the generator leaves out:
 * stored files (photos with thumbnails, a receipt's PDF), imported sales, a saved column mapping, a closed
 * and a reopened tax year, and 1099-K amounts.
 */
export async function fillAccount(db: Database, store: FileStore, userId: string, size: AccountSize) {
  await generateAccount(db, userId, size)
  const someItems = await db
    .select({ id: inventoryItems.id, status: inventoryItems.status, soldDate: inventoryItems.soldDate })
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId))
    .orderBy(inventoryItems.createdAt, inventoryItems.id)
    .limit(200)
  const [receipt] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .limit(1)
  const photos = someItems.slice(0, 6).map((item, n) => ({
    id: randomUUID(),
    userId,
    kind: 'item_photo' as const,
    contentType: n % 2 === 0 ? ('image/jpeg' as const) : ('image/png' as const),
    size: 3000 + n,
    thumbnailType: 'image/jpeg' as const,
    itemId: item.id,
    position: n % 2,
  }))
  const receiptFile = {
    id: randomUUID(),
    userId,
    kind: 'receipt' as const,
    contentType: 'application/pdf' as const,
    size: 4000,
    thumbnailType: null,
    receiptId: receipt?.id ?? null,
    position: 0,
  }
  await db.insert(files).values([...photos, receiptFile])
  for (const photo of photos) {
    await store.put(
      fileKey(userId, photo.id),
      photo.contentType === 'image/jpeg' ? JPEG(photo.size) : PNG(photo.size),
      photo.contentType,
    )
    await store.put(thumbnailKey(userId, photo.id), JPEG(500), 'image/jpeg')
  }
  await store.put(fileKey(userId, receiptFile.id), PDF(receiptFile.size), 'application/pdf')
  // Marketplace records (decision 032): imported sale lines and their units, refunds (a return that put an
  // item back in inventory, an allowance, one whose sale is not in Frogwalk), a charge and its expense, a payout.
  const sold = someItems.filter((item) => item.status === 'sold').slice(0, 20)
  if (sold.length > 0) {
    const lines = await db
      .insert(saleLines)
      .values(
        sold.map((item, n) => ({
          userId,
          marketplace: 'ebay' as const,
          orderId: `27-0000-${n}`,
          lineKey: `27-0000-${n}`,
          // The marketplace's title, kept on the line (migration 0031); the last line was given none.
          title: n === sold.length - 1 ? null : `Vintage find, eBay listing ${n}`,
          soldDate: item.soldDate ?? '2024-01-01',
          quantity: 1,
          grossPrice: 1000 + n,
          sellingFee: 130,
        })),
      )
      .returning({ id: saleLines.id })
    await db
      .insert(saleLineItems)
      .values(lines.map((line, n) => ({ userId, saleLineId: line.id, itemId: sold[n]?.id ?? '' })))
  }
  const unsold = someItems.filter((item) => item.status !== 'sold' && item.status !== 'disposed')
  const [first, second] = sold
  const back = unsold[0]
  if (first && second && back)
    await db.insert(refunds).values([
      {
        userId,
        itemId: first.id,
        marketplace: 'ebay',
        orderId: '27-0000-0',
        refundDate: first.soldDate ?? '2024-01-01',
        amount: 500,
        kind: 'allowance',
        importKey: 'r-1',
      },
      {
        userId,
        itemId: second.id,
        marketplace: 'ebay',
        orderId: '27-0000-1',
        refundDate: second.soldDate ?? '2024-01-01',
        amount: 1001,
        salesTax: 80,
        kind: 'return',
        returnedItemId: back.id,
      },
      {
        userId,
        marketplace: 'etsy',
        orderId: '3300001',
        // Kept until its sale is imported, with the line and title its row named (migration 0031).
        lineKey: '3300001/2',
        title: 'Hand-thrown mug',
        refundDate: '2024-03-03',
        amount: 1200,
        kind: 'allowance',
        importKey: 'r-3',
      },
    ])
  const [expense] = await db
    .insert(expenses)
    .values({
      userId,
      date: '2024-02-01',
      amount: 2195,
      category: 'subscriptions',
      vendor: 'eBay',
      description: 'eBay Store subscription',
    })
    .returning({ id: expenses.id })
  if (expense)
    await db.insert(marketplaceCharges).values({
      userId,
      marketplace: 'ebay',
      chargeDate: '2024-02-01',
      amount: 2195,
      description: 'eBay Store subscription',
      expenseId: expense.id,
      importKey: 'charge-1',
    })
  await db.insert(marketplacePayouts).values({
    userId,
    marketplace: 'ebay',
    payoutDate: '2024-02-02',
    amount: 15000,
    reference: 'P-1',
    importKey: 'payout-1',
  })
  await db.insert(salesImportMappings).values({
    userId,
    name: 'My shop export',
    headerKey: 'date|title|price',
    mapping: { soldDate: 'date', title: 'title', salePrice: 'price' } as never,
  })
  const year = new Date().getUTCFullYear()
  await db.insert(form1099kAmounts).values([
    { userId, year: year - 1, marketplace: 'ebay', grossAmount: 1234567, transactions: 321 },
    { userId, year: year - 2, marketplace: 'poshmark', grossAmount: 45600, transactions: null },
  ])
  await db.insert(taxYearClosures).values([
    {
      userId,
      year: year - 3,
      closedAt: new Date('2024-04-01T12:00:00Z'),
      reopenedAt: new Date('2024-05-01T12:00:00Z'),
    },
    { userId, year: year - 3, closedAt: new Date('2024-06-01T12:00:00Z') },
    { userId, year: year - 2, closedAt: new Date('2025-04-10T12:00:00Z') },
  ])
}

/** Deletes every id and link from an answer, so two accounts' answers compare by their figures and text. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && !key.endsWith('Id') && !key.endsWith('_id') && key !== 'nextCursor')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

/**
 * Every figure of the account as the API answers it: the dashboard, monthly sales, insights and the tax
 * summary of every year, every status list's count and sums (and its first page), the stats and first page
 * of the receipts, line items, expenses, vendors, readings, brands and locations, and the preferences.
 */
export async function accountFigures(app: TestApp, cookie: string): Promise<Record<string, unknown>> {
  const get = async (path: string) => {
    const response = await app.request(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json() as Promise<Record<string, unknown>>
  }
  const figures: Record<string, unknown> = {}
  const paths = [
    '/api/settings',
    '/api/reports/dashboard',
    '/api/items/counts',
    '/api/receipts/stats',
    '/api/expenses/stats',
    '/api/vendors/stats',
    '/api/odometer-readings/summary',
    '/api/receipts?limit=100',
    '/api/receipt-line-items?limit=100',
    '/api/receipt-line-items?converted=false&limit=100',
    '/api/expenses?limit=100',
    '/api/vendors?limit=100',
    '/api/vendor-categories?limit=100',
    '/api/odometer-readings?limit=100',
    '/api/brands?limit=100',
    '/api/purchase-locations?limit=100',
    '/api/sales-import-mappings',
    ...ITEM_STATUSES.flatMap((status) => [
      `/api/items/summary?status=${status}`,
      `/api/items?status=${status}&limit=100`,
    ]),
  ]
  for (const path of paths) figures[path] = await get(path)
  const { years: salesYears } = (await get('/api/reports/monthly-sales')) as { years: number[] }
  const { years: taxYears } = (await get('/api/reports/tax-summary')) as { years: number[] }
  const years = [...new Set([...salesYears, ...taxYears])].sort()
  figures.years = years
  for (const year of years)
    for (const path of [
      `/api/reports/monthly-sales?year=${year}`,
      `/api/reports/insights?year=${year}`,
      `/api/reports/tax-summary?year=${year}`,
      `/api/odometer-readings/summary?year=${year}`,
    ])
      figures[path] = await get(path)
  return withoutIds(figures) as Record<string, unknown>
}

/** The running totals the triggers keep for a user, without the user: they compare across accounts. */
export async function runningTotals(db: Database, userId: string): Promise<Record<string, unknown[]>> {
  const tables = [
    ['item_status_counts', 'status'],
    ['item_name_counts', 'field, name_key'],
    ['expense_month_totals', 'month, category'],
    ['expense_vendor_totals', 'vendor'],
    ['receipt_month_totals', 'month'],
    ['receipt_name_totals', 'kind, name'],
    ['line_item_counts', 'is_converted'],
  ] as const
  const totals: Record<string, unknown[]> = {}
  for (const [table, order] of tables) {
    const result = await db.execute(
      sql.raw(
        `select to_jsonb(t) - 'user_id' as row from ${table} t where user_id = '${userId}' order by ${order}`,
      ),
    )
    totals[table] = (result as unknown as { rows: { row: unknown }[] }).rows.map((row) => row.row)
  }
  return totals
}

/** The rows of a table of a user, without ids, for the tables no report shows. */
export async function rowsOf(db: Database, table: string, userId: string, order: string): Promise<unknown[]> {
  const result = await db.execute(
    sql.raw(`select to_jsonb(t) as row from ${table} t where user_id = '${userId}' order by ${order}`),
  )
  return withoutIds(
    (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows.map((row) => row.row),
  ) as unknown[]
}

/** A backup file changed by `change`, which may edit its parts (by path) and manifest. */
export function alteredBackup(
  bytes: Uint8Array,
  change: (parts: Record<string, Uint8Array>, manifest: Record<string, unknown>) => void,
): Uint8Array {
  const parts = unzipSync(bytes)
  const manifest = JSON.parse(new TextDecoder().decode(parts['manifest.json'])) as Record<string, unknown>
  change(parts, manifest)
  parts['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest))
  return zipSync(parts)
}
