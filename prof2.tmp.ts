import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { openPglite } from './src/server/db/client'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from './tests/helpers/app'
import { readFileSync } from 'node:fs'
import { readCsvText } from './src/domain/marketplaces/csv-text'
import { reportFile } from './src/domain/marketplaces/fixtures/report-writer'
const N = Number(process.env.N ?? 20000)
const handle = await openPglite(null)
const db = handle.db
const app = makeApp(db)
const user = await signedInUser(app, uniqueEmail('p'))
let t = performance.now()
await db.execute(sql`insert into inventory_items (user_id, sku, brand, description, purchase_date, status, cost_of_goods, sold_date)
  select ${user.id}::uuid, 'UL-' || lpad(g::text, 7, '0'), 'Brand ' || (g % 800), 'Blue wool sweater size ' || g, date '2025-01-01', case when g % 3 = 0 then 'sold' else 'listed' end, 5, case when g % 3 = 0 then date '2025-06-01' end
  from generate_series(1, 100000) g`)
console.log('seed', performance.now() - t)
const rows = (await db.execute(sql`select sku, brand, description from inventory_items where status <> 'sold' order by sku limit ${N}`) as any).rows
const header = readCsvText(readFileSync('./src/domain/marketplaces/fixtures/ebay-transaction-report.header.csv','utf8'), ',')
const cols = header.ok ? header.rows[0]! : []
const file = reportFile(cols, rows.map((r: any, n: number) => ({'Transaction creation date': 'Nov 27, 2026', Type: 'Order', 'Order number': `27-${n}`, 'Item title': `${r.brand} ${r.description}`, 'Custom label': r.sku, Quantity: '1', 'Item subtotal': '20.99', 'Shipping and handling': '5.00', 'Transaction currency': 'USD', 'Final Value Fee - fixed': '-0.40', 'eBay collected tax': '1.20'})))
for (const preview of [true, false, false]) {
  t = performance.now()
  const a = await app.request(`${ORIGIN}/api/sales-imports${preview ? '?preview=true' : ''}`, { method: 'POST', headers: { 'content-type': 'text/csv', origin: ORIGIN, cookie: user.cookie }, body: file })
  const text = await a.text()
  console.log(preview ? 'preview' : 'import', a.status, performance.now() - t, text.slice(0, 150))
}
await handle.close()
