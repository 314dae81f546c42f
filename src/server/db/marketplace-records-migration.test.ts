import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateAccount, type AccountSize } from '../../../scripts/seed/generate'
import { makeApp, signedInUser } from '../../../tests/helpers/app'
import { accountFigures } from '../../../tests/helpers/backup'
import { ENGINES, openTestDatabase, type Engine } from '../../../tests/helpers/database'

import { MIGRATIONS_FOLDER, newPglite, openPostgres, pgliteHandle, type Database } from './client'
import * as schema from './schema'

/*
 * Migration 0025 moves every imported sale into the marketplace's own records (decision 032) and must move
 * no figure of any year. A generated account is made on a database migrated up to 0024, with imported sales
 * as decision 020 recorded them (a sale of one unit, a sale of two units naming its first item, an order of
 * two lines); the database is then migrated. Its items must be exactly as they were, its sale lines must add
 * up to them, and every report figure of every year must equal that of the same account on a database that
 * never had imported_sales (the same items, never imported: what every report read before the migration).
 */

const SIZE: AccountSize = {
  items: 600,
  brands: 30,
  locations: 8,
  vendors: 12,
  vendorCategories: 4,
  expenses: 200,
  receipts: 60,
  lineItems: 200,
  readings: 60,
  years: 4,
}
const TODAY = '2026-06-15'
const BEFORE = '0024_needs_cost'

/** The migrations up to `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-migrations-'))
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const upTo = journal.entries.findIndex((entry) => entry.tag === last)
  expect(upTo).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, upTo + 1)
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

interface OldDatabase {
  db: Database
  /** Applies the rest of the migrations. */
  migrateRest: () => Promise<Database>
  close: () => Promise<void>
}

/** A database migrated up to 0024 on `engine`. */
async function openOldDatabase(engine: Engine, folder: string): Promise<OldDatabase> {
  if (engine === 'pglite') {
    const client = newPglite()
    await client.waitReady
    const handle = pgliteHandle(client)
    await migratePglite(handle.db, { migrationsFolder: folder })
    return {
      db: handle.db,
      migrateRest: async () => {
        await migratePglite(handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
        return handle.db
      },
      close: () => handle.close(),
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? ''
  const name = `frogwalk_test_old_${Math.random().toString(16).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' })
  await migratePostgres(db, { migrationsFolder: folder })
  let migrated: Awaited<ReturnType<typeof openPostgres>> | null = null
  return {
    db: db as unknown as Database,
    migrateRest: async () => {
      migrated = await openPostgres(url.toString())
      return migrated.db
    },
    close: async () => {
      await pool.end()
      await migrated?.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** An answer without the instants rows were written at (the twin's rows were written seconds later). */
function withoutInstants(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInstants)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
      .map(([key, inner]) => [key, withoutInstants(inner)]),
  )
}

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

/**
 * Marks some sold items as sold on eBay by an imported report, as decision 020's import left them: 30 sold
 * items in SKU order; the first two are one sale of two units (its one imported_sales row names the first);
 * the next two are two lines of one order ('O-2/1', 'O-2/2'); each other is a sale of its own.
 */
async function markImported(db: Database, userId: string, withImportedSales: boolean) {
  const items = await rowsOf(
    db,
    sql`select id from inventory_items where user_id = ${userId} and status = 'sold' order by sku limit 30`,
  )
  expect(items).toHaveLength(30)
  const orderOf = (n: number) => (n < 2 ? 'O-0' : n < 4 ? `O-2/${n - 1}` : `O-${n}`)
  for (const [n, item] of items.entries()) {
    await db.execute(
      sql`update inventory_items set marketplace = 'ebay', marketplace_order_id = ${orderOf(n)}, buyer_sales_tax = ${n * 7}, sales_tax = 0 where id = ${item.id as string}`,
    )
    if (withImportedSales && n !== 1)
      await db.execute(
        sql`insert into imported_sales (user_id, marketplace, order_id, item_id) values (${userId}, 'ebay', ${orderOf(n)}, ${item.id as string})`,
      )
  }
}

describe.each(ENGINES)('migration 0025 on %s', (engine) => {
  let old: OldDatabase
  let folder: string
  beforeAll(() => {
    folder = migrationsUpTo(BEFORE)
  })
  afterAll(async () => {
    await old?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it(
    'moves the imported sales into sale lines and changes no figure of any year',
    { timeout: 240_000 },
    async () => {
      old = await openOldDatabase(engine, folder)
      const seller = await signedInUser(makeApp(old.db), 'seller@example.com')
      await generateAccount(old.db, seller.id, SIZE, TODAY)
      await markImported(old.db, seller.id, true)
      const itemsBefore = await rowsOf(
        old.db,
        sql`select to_jsonb(i) as row from inventory_items i where user_id = ${seller.id} order by sku`,
      )

      const db = await old.migrateRest()
      expect(
        await rowsOf(
          db,
          sql`select to_jsonb(i) as row from inventory_items i where user_id = ${seller.id} order by sku`,
        ),
      ).toEqual(itemsBefore)

      // Each imported sale is a line, its units its items, its money theirs.
      const lines = await rowsOf(
        db,
        sql`select l.order_id, l.line_key, l.quantity, l.sold_date::text as sold_date, l.gross_price::text as gross_price,
            l.shipping::text as shipping, l.sales_tax::text as sales_tax, (l.selling_fee + l.ad_fee)::text as fees,
            l.postage_cost::text as postage_cost,
            (select sum(i.sale_price)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_price,
            (select sum(i.postage_charged)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_shipping,
            (select sum(i.buyer_sales_tax)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_tax,
            (select sum(i.general_fees + i.promo_fees)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_fees,
            (select sum(i.postage_cost)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_postage,
            (select min(i.sold_date)::text from sale_line_items u join inventory_items i on i.id = u.item_id where u.sale_line_id = l.id) as items_sold
          from sale_lines l where l.user_id = ${seller.id} order by l.line_key`,
      )
      expect(lines).toHaveLength(29)
      for (const line of lines) {
        expect(line.gross_price).toBe(line.items_price)
        expect(line.shipping).toBe(line.items_shipping)
        expect(line.sales_tax).toBe(line.items_tax)
        expect(line.fees).toBe(line.items_fees)
        expect(line.postage_cost).toBe(line.items_postage)
        expect(line.sold_date).toBe(line.items_sold)
      }
      expect(lines.find((line) => line.line_key === 'O-0')).toMatchObject({ order_id: 'O-0', quantity: 2 })
      expect(lines.filter((line) => line.order_id === 'O-2').map((line) => line.line_key)).toEqual([
        'O-2/1',
        'O-2/2',
      ])
      expect(
        await rowsOf(
          db,
          sql`select count(*)::int as units from sale_line_items where user_id = ${seller.id}`,
        ),
      ).toEqual([{ units: 30 }])
      expect(
        await rowsOf(db, sql`select 1 from information_schema.tables where table_name = 'imported_sales'`),
      ).toEqual([])

      // Every figure of every year equals the same account's that never had imported_sales.
      const fresh = await openTestDatabase(engine)
      try {
        const twin = await signedInUser(makeApp(fresh.db), 'seller@example.com')
        await generateAccount(fresh.db, twin.id, SIZE, TODAY)
        await markImported(fresh.db, twin.id, false)
        const migratedApp = makeApp(db)
        const migrated = await signedInUser(migratedApp, 'reader@example.com').then(() =>
          accountFigures(migratedApp, seller.cookie),
        )
        const never = await accountFigures(makeApp(fresh.db), twin.cookie)
        expect(Object.keys(migrated).length).toBeGreaterThan(40)
        expect(withoutInstants(migrated)).toEqual(withoutInstants(never))
      } finally {
        await fresh.close()
      }
    },
  )
})

/*
 * Migration 0031 gives sale lines their titles (decision 032): a line recorded before gets back the title the
 * import gave the sold items it created (made in the import's transaction, so created when the line was
 * imported); a line whose units were items typed before, or given no title, stays null.
 */
describe.each(ENGINES)('migration 0031 on %s', (engine) => {
  let old: OldDatabase
  let folder: string
  beforeAll(() => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[]
    }
    const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0031_'))
    folder = migrationsUpTo(journal.entries[at - 1]?.tag ?? '')
  })
  afterAll(async () => {
    await old?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('gives the lines recorded before the title of the items their import created, and no other', async () => {
    old = await openOldDatabase(engine, folder)
    const userId = (
      await rowsOf(old.db, sql`insert into "user" (name, email) values ('s', 's@example.com') returning id`)
    )[0]?.id as string
    const before = '2026-01-01 10:00:00+00'
    const imported = (n: number) => `2026-02-0${n} 12:00:00.123+00`
    /** An item sold on a line: made at `createdAt`. */
    const item = async (sku: string, description: string, createdAt: string) =>
      (
        await rowsOf(
          old.db,
          sql`insert into inventory_items (user_id, sku, brand, description, status, sold_date, sale_price, cost_of_goods,
            marketplace, created_at, updated_at)
          values (${userId}, ${sku}, 'Acme', ${description}, 'sold', '2026-02-01', 10, 0, 'ebay', ${createdAt}::timestamptz,
            ${createdAt}::timestamptz) returning id`,
        )
      )[0]?.id as string
    const line = async (order: string, n: number, items: string[]) => {
      const [made] = await rowsOf(
        old.db,
        sql`insert into sale_lines (user_id, marketplace, order_id, line_key, sold_date, quantity, gross_price, imported_at)
          values (${userId}, 'ebay', ${order}, ${order}, '2026-02-01', ${items.length}, ${10 * items.length},
            ${imported(n)}::timestamptz) returning id`,
      )
      for (const itemId of items)
        await old.db.execute(
          sql`insert into sale_line_items (user_id, sale_line_id, item_id) values (${userId}, ${made?.id as string}, ${itemId})`,
        )
    }
    // Created by its import; matched to an item typed before; created with no title; one of each unit.
    await line('O-1', 1, [await item('C-1', 'Blue glass bud vase', imported(1))])
    await line('O-2', 2, [await item('M-2', 'Vase', before)])
    await line('O-3', 3, [await item('C-3', 'eBay order O-3', imported(3))])
    await line('O-4', 4, [
      await item('M-4', 'Lamp', before),
      await item('C-4', 'Red table lamp', imported(4)),
    ])

    const db = await old.migrateRest()
    expect(
      await rowsOf(
        db,
        sql`select order_id, title from sale_lines where user_id = ${userId} order by order_id`,
      ),
    ).toEqual([
      { order_id: 'O-1', title: 'Blue glass bud vase' },
      { order_id: 'O-2', title: null },
      { order_id: 'O-3', title: null },
      { order_id: 'O-4', title: 'Red table lamp' },
    ])
    expect(await rowsOf(db, sql`select line_key, title from refunds where user_id = ${userId}`)).toEqual([])
  })
})
