import { sql } from 'drizzle-orm'
import { openPglite } from './src/server/db/client'
import { makeApp, signedInUser, uniqueEmail } from './tests/helpers/app'
const handle = await openPglite(null)
const db = handle.db
const app = makeApp(db)
const user = await signedInUser(app, uniqueEmail('p'))
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
let c = cpu()
await db.execute(sql`insert into inventory_items (user_id, sku, brand, description, purchase_date, status, cost_of_goods, sold_date)
  select ${user.id}::uuid, 'UL-' || lpad(g::text, 7, '0'), 'Brand ' || (g % 800), 'Blue wool sweater size ' || g, date '2025-01-01', case when g % 3 = 0 then 'sold' else 'listed' end, 5, case when g % 3 = 0 then date '2025-06-01' end
  from generate_series(1, 100000) g`)
await db.execute(sql`select gin_clean_pending_list('inventory_items_status_text_search_idx'::regclass), gin_clean_pending_list('inventory_items_status_sku_search_idx'::regclass)`)
await db.execute(sql`analyze inventory_items`).catch(() => {})
console.log('seed cpu', cpu() - c)
const ids = ((await db.execute(sql`select id from inventory_items where status <> 'sold' order by sku limit 20000`)) as any).rows.map((r: any) => r.id)
const records = JSON.stringify(ids.map((id: string, n: number) => ({ id, sold_date: '2026-11-27', sale_price: '20.99', postage_charged: '5.00', postage_cost: '0', general_fees: '3.05', promo_fees: '0', buyer_sales_tax: '1.20', marketplace_order_id: `27-${n}` })))
const update = sql`update inventory_items as i set
      status = 'sold', sold_date = r.sold_date, sale_price = r.sale_price, postage_charged = r.postage_charged,
      postage_cost = r.postage_cost, general_fees = r.general_fees, promo_fees = r.promo_fees, sales_tax = 0,
      buyer_sales_tax = r.buyer_sales_tax, marketplace = 'ebay', marketplace_order_id = r.marketplace_order_id,
      updated_at = now()
    from json_to_recordset(${records}::json) as r(id uuid, sold_date date, sale_price numeric,
      postage_charged numeric, postage_cost numeric, general_fees numeric, promo_fees numeric,
      buyer_sales_tax numeric, marketplace_order_id text)
    where i.id = r.id and i.user_id = ${user.id}::uuid and i.status <> 'sold'`
class Rollback extends Error {}
async function variant(name: string, before: string[], after: string[] = []) {
  try {
    await db.transaction(async (tx) => {
      for (const s of before) await tx.execute(sql.raw(s))
      const c0 = cpu()
      await tx.execute(update)
      const c1 = cpu()
      for (const s of after) await tx.execute(sql.raw(s))
      const c2 = cpu()
      console.log(name.padEnd(34), 'update cpu', (c1 - c0).toFixed(0), 'after', (c2 - c1).toFixed(0))
      throw new Rollback()
    })
  } catch (e) { if (!(e instanceof Rollback)) throw e }
}
const GIN = ['inventory_items_status_text_search_idx', 'inventory_items_status_sku_search_idx']
const BT = ['inventory_items_created_idx', 'inventory_items_status_created_idx', 'inventory_items_status_sku_idx', 'inventory_items_status_brand_idx', 'inventory_items_status_purchase_date_idx', 'inventory_items_status_sold_date_idx', 'inventory_items_user_brand_idx', 'inventory_items_user_location_idx', 'inventory_items_receipt_idx', 'inventory_items_marketplace_idx']
await variant('baseline', [])
await variant('big pending list + clean', GIN.map((i) => `alter index ${i} set (gin_pending_list_limit = 1048576)`), GIN.map((i) => `select gin_clean_pending_list('${i}'::regclass)`))
await variant('fastupdate off', GIN.map((i) => `alter index ${i} set (fastupdate = off)`))
await variant('no GIN', GIN.map((i) => `drop index ${i}`))
await variant('no user triggers', ['alter table inventory_items disable trigger user'])
await variant('no secondary btree', BT.map((i) => `drop index ${i}`))
await variant('no GIN, no btree, no trig', [...GIN, ...BT].map((i) => `drop index ${i}`).concat(['alter table inventory_items disable trigger user']))
await variant('baseline again', [])
await handle.close()
