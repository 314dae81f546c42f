/**
 * Marketplace sales import (decision 020) on the power seller's account (100,000 items): a 20,000-sale eBay
 * transaction report whose custom labels are the SKUs of 20,000 unsold items, end to end through the API,
 * on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL: the preview, the import (one
 * transaction), and the same file imported again (every sale already imported: nothing written). Beside
 * them, the same work one request per sale (find the item by SKU, then Mark as Sold), sampled on a few
 * hundred sales and scaled to 20,000. Prints the figures and the targets; asserts nothing.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import { and, eq, ne, sql } from 'drizzle-orm'

import { type DatabaseHandle, openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { inventoryItems, saleLines } from '../src/server/db/schema'
import { readCsvText } from '../src/domain/marketplaces/csv-text'
import { reportFile } from '../src/domain/marketplaces/fixtures/report-writer'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { openScratchPostgres } from '../tests/helpers/database'
import { generateAccount, POWER_SELLER } from '../scripts/seed/generate'

const SALES = Number(process.env.BENCH_SALES ?? 20_000)
/** Sales of the one-request-per-sale design actually sent; its figure is scaled to SALES. */
const PER_SALE_SAMPLE = 200
const TARGETS = { preview: 3000, import: 5000, reimport: 3000 }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** '2026-11-27' as the eBay report writes it: 'Nov 27, 2026'. */
const ebayDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`

function ebayColumns(): string[] {
  const header = readFileSync(
    new URL('../src/domain/marketplaces/fixtures/ebay-transaction-report.header.csv', import.meta.url),
    'utf8',
  )
  const read = readCsvText(header, ',')
  if (!read.ok) throw new Error(read.message)
  return read.rows[0] ?? []
}

/**
 * An eBay transaction report selling `items` on `soldDate`, with a refund line every 50 sales, a fee of no
 * sale every 100 and a payout every 1,000.
 */
function reportOf(items: { sku: string; brand: string; description: string }[], soldDate: string) {
  const date = ebayDate(soldDate)
  const records = items.flatMap((item, n) => {
    const order = `27-${String(10000 + Math.floor(n / 1000)).padStart(5, '0')}-${String(n).padStart(5, '0')}`
    const sale = {
      'Transaction creation date': date,
      Type: 'Order',
      'Order number': order,
      'Legacy order ID': order,
      'Net amount': '21.10',
      'Item ID': String(100000000000 + n),
      'Transaction ID': String(200000000000 + n),
      'Item title': `${item.brand} ${item.description}`,
      'Custom label': item.sku,
      Quantity: '1',
      'Item subtotal': `${20 + (n % 80)}.99`,
      'Shipping and handling': '5.00',
      'eBay collected tax': '1.85',
      'Final Value Fee - fixed': '-0.40',
      'Final Value Fee - variable': '-2.65',
      'International fee': n % 10 === 0 ? '-0.35' : '--',
      'Gross transaction amount': '27.84',
      'Transaction currency': 'USD',
    }
    const rows: Record<string, string>[] = [sale]
    if (n % 50 === 49)
      rows.push({
        ...sale,
        Type: 'Refund',
        'Net amount': '-5.00',
        'Item subtotal': '--',
        'Custom label': '--',
      })
    // A fee of no sale every 100 sales, a payout every 1,000: expenses and payouts of their own.
    if (n % 100 === 99)
      rows.push({
        'Transaction creation date': date,
        Type: 'Other fee',
        'Order number': '--',
        'Net amount': `-${1 + (n % 7)}.95`,
        'Gross transaction amount': `-${1 + (n % 7)}.95`,
        Description: n % 200 === 199 ? 'Promoted Listings - Advanced fee' : 'Store subscription fee',
        'Reference ID': `FEE-${n}`,
        'Transaction currency': 'USD',
      })
    if (n % 1000 === 999)
      rows.push({
        'Transaction creation date': date,
        Type: 'Payout',
        'Order number': '--',
        'Net amount': '-1,234.56',
        'Gross transaction amount': '-1,234.56',
        'Payout ID': String(7000000000 + n),
        'Transaction currency': 'USD',
      })
    return rows
  })
  return reportFile(ebayColumns(), records, {
    preamble: ['"Transaction report"', '"Start date","Oct 1, 2026"', '"End date","Nov 27, 2026"', ''],
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function benchEngine(engine: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle
  const app = makeApp(db)
  const user = await signedInUser(app, uniqueEmail('sales'))
  const seedStart = performance.now()
  await generateAccount(db, user.id, POWER_SELLER)
  await maintain(db)
  const seedMs = performance.now() - seedStart

  const unsold = await db
    .select({
      id: inventoryItems.id,
      sku: inventoryItems.sku,
      brand: inventoryItems.brand,
      description: inventoryItems.description,
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, user.id), ne(inventoryItems.status, 'sold')))
    .orderBy(inventoryItems.sku)
    .limit(SALES + PER_SALE_SAMPLE)
  if (unsold.length < SALES + PER_SALE_SAMPLE)
    throw new Error(`Only ${unsold.length} unsold items for ${SALES} sales and the per-sale sample`)
  const today = new Date().toISOString().slice(0, 10)
  const file = reportOf(unsold.slice(0, SALES), today)

  const post = async (preview: boolean) => {
    const cpu = process.cpuUsage()
    const start = performance.now()
    const answer = await app.request(`${ORIGIN}/api/sales-imports${preview ? '?preview=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', origin: ORIGIN, cookie: user.cookie },
      body: file,
    })
    const body = (await answer.json()) as { counts: Record<string, number> }
    const ms = performance.now() - start
    const used = process.cpuUsage(cpu)
    if (!answer.ok) throw new Error(`The sales import answered ${answer.status}: ${JSON.stringify(body)}`)
    // On the embedded database the work is this process's: its CPU time is the figure a shared machine
    // moves least (on PostgreSQL, only the server's part of it is elsewhere).
    return { ms, cpuMs: (used.user + used.system) / 1000, counts: body.counts }
  }
  const written = async () => {
    const [row] = await db
      .select({
        sales: sql<number>`(select count(*)::int from ${saleLines} where ${saleLines.userId} = ${user.id})
          + (select count(*)::int from refunds where user_id = ${user.id})
          + (select count(*)::int from marketplace_charges where user_id = ${user.id})
          + (select count(*)::int from marketplace_payouts where user_id = ${user.id})`,
        changedAt: sql<string>`max(${inventoryItems.updatedAt})::text`,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, user.id))
    return row
  }

  const preview = await post(true)
  const imported = await post(false)
  const before = await written()
  const reimport = await post(false)
  const after = await written()
  const rowsWritten =
    (after?.sales ?? 0) - (before?.sales ?? 0) + (after?.changedAt === before?.changedAt ? 0 : 1)

  // The same work one request per sale: the item found by its SKU, then marked sold.
  const headers = { 'content-type': 'application/json', origin: ORIGIN, cookie: user.cookie }
  const sample = unsold.slice(SALES)
  const perSaleStart = performance.now()
  for (const item of sample) {
    const found = await app.request(
      `${ORIGIN}/api/items?mode=sku&q=${encodeURIComponent(item.sku)}&limit=1`,
      { headers },
    )
    const { rows } = (await found.json()) as { rows: { id: string }[] }
    const id = rows[0]?.id ?? item.id
    const sold = await app.request(`${ORIGIN}/api/items/${id}/sell`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ salePrice: 2099, soldDate: today, postageCharged: 500, generalFees: 305 }),
    })
    if (!sold.ok) throw new Error(`Mark as Sold answered ${sold.status}: ${await sold.text()}`)
  }
  const perSaleMs = ((performance.now() - perSaleStart) / sample.length) * SALES

  const meets = (ms: number, target: number) => (ms <= target ? 'meets' : 'MISSES')
  console.log(
    `\n${engine}: sales import of ${SALES.toLocaleString('en-US')} eBay sales on ${POWER_SELLER.items.toLocaleString('en-US')} items (seeded in ${seconds(seedMs)})`,
  )
  const line = (label: string, run: typeof preview, target: number, extra = '') =>
    console.log(
      `  ${label.padEnd(10)} ${seconds(run.ms).padStart(8)} (CPU ${seconds(run.cpuMs)})  ${meets(run.ms, target)} (≤ ${seconds(target)})  ${extra}counts ${JSON.stringify(run.counts)}`,
    )
  line('preview', preview, TARGETS.preview)
  line('import', imported, TARGETS.import)
  line('re-import', reimport, TARGETS.reimport, `${rowsWritten} rows written  `)
  console.log(
    `  one request per sale (search by SKU + Mark as Sold, ${PER_SALE_SAMPLE} sampled): ${seconds(perSaleMs)} for ${SALES.toLocaleString('en-US')}, ` +
      `${(perSaleMs / imported.ms).toFixed(0)}× the import`,
  )
  await handle.close()
}

export async function benchSalesImport(): Promise<void> {
  await benchEngine('PGlite (embedded, in memory)', await openPglite(null))
  if (process.env.BENCH_DATABASE_URL)
    await benchEngine(
      'PostgreSQL',
      await openScratchPostgres(process.env.BENCH_DATABASE_URL, { copy: false }),
    )
}
