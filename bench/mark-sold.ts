/**
 * Mark as Sold through the API (`POST /api/items/:id/sell`, the request whole: session, read, rules, the UPDATE
 * with every trigger of the items, the commit) on a generated account, with the kept totals' item trigger
 * disabled (the write as it was before the kept totals, decisions 036 and 038) and enabled, and, with
 * MARK_SOLD_BEFORE=0029 (a migration's number), with the kept totals' function as that migration wrote it beside
 * the function as it is now (decision 040), alternated in blocks: a trigger enabled or a function replaced
 * makes the next call compile and plan it anew, so each block's first requests are left out. Each request sells
 * an item of its own. Medians of wall time and, as the embedded database runs in this process, of its CPU time
 * (on PostgreSQL the server's CPU is not this process's, so wall time); beside each block, as many of the UPDATE
 * alone in a transaction rolled back, the statement the kept totals' triggers add to. Prints; asserts nothing.
 *
 * MARK_SOLD_ITEMS (10,000) sizes the account, MARK_SOLD_ROUNDS (4) the rounds, MARK_SOLD_BLOCK (25) the requests
 * of a block, of which the first MARK_SOLD_WARM (5) are left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import { and, asc, eq, inArray, sql } from 'drizzle-orm'

import { type DatabaseHandle, MIGRATIONS_FOLDER, openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { inventoryItems } from '../src/server/db/schema'
import { localDate } from '../src/domain/dates'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { openScratchPostgres } from '../tests/helpers/database'
import { generateAccount, POWER_SELLER } from '../scripts/seed/generate'

import { rolledBack } from './kept-sales'

const ITEMS = Number(process.env.MARK_SOLD_ITEMS ?? 10_000)
const ROUNDS = Number(process.env.MARK_SOLD_ROUNDS ?? 4)
const BLOCK = Number(process.env.MARK_SOLD_BLOCK ?? 25)
const WARM = Number(process.env.MARK_SOLD_WARM ?? 5)
const BEFORE = process.env.MARK_SOLD_BEFORE

/** The items' kept totals: one trigger a statement kind since migration 0029; Mark as Sold fires the update's. */
const TRIGGER = 'inventory_items_sale_month_totals_update'
const FUNCTION = 'sale_month_totals_change'

/** The kept totals' function as migration `number` wrote it: its CREATE OR REPLACE statement. */
function functionOfMigration(number: string): string {
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.startsWith(`${number}_`))
  if (!file) throw new Error(`No migration ${number} in ${MIGRATIONS_FOLDER}`)
  const statement = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes(`FUNCTION ${FUNCTION}()`))
  if (!statement) throw new Error(`Migration ${number} does not write ${FUNCTION}()`)
  return statement
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

interface Variant {
  label: string
  /** Puts the database in this variant's state. */
  set: () => Promise<void>
  wall: number[]
  cpu: number[]
  /** The UPDATE alone, rolled back. */
  update: { wall: number[]; cpu: number[] }
}

async function benchEngine(engine: string, handle: DatabaseHandle): Promise<void> {
  const { db } = handle
  const app = makeApp(db)
  const user = await signedInUser(app, uniqueEmail('mark-sold'))
  const today = localDate(new Date(), 'UTC')
  const seedStart = performance.now()
  await generateAccount(db, user.id, {
    ...POWER_SELLER,
    items: ITEMS,
    expenses: Math.round(ITEMS / 5),
    receipts: Math.round(ITEMS / 20),
    lineItems: Math.round(ITEMS / 4),
  })
  await maintain(db)
  const seedSeconds = (performance.now() - seedStart) / 1000

  const variants: Variant[] = []
  const current = (
    (await db.execute(sql`select pg_get_functiondef(${FUNCTION}::regproc) as definition`)) as unknown as {
      rows: { definition: string }[]
    }
  ).rows[0]?.definition
  if (!current) throw new Error(`No function ${FUNCTION}`)
  const trigger = (state: 'enable' | 'disable') =>
    db.execute(sql.raw(`alter table inventory_items ${state} trigger ${TRIGGER}`))
  variants.push({
    label: 'kept totals off (before them)',
    set: async () => {
      await trigger('disable')
    },
    wall: [],
    cpu: [],
    update: { wall: [], cpu: [] },
  })
  if (BEFORE) {
    const before = functionOfMigration(BEFORE)
    variants.push({
      label: `kept totals, migration ${BEFORE}'s function`,
      set: async () => {
        await trigger('enable')
        await db.execute(sql.raw(before))
      },
      wall: [],
      cpu: [],
      update: { wall: [], cpu: [] },
    })
  }
  variants.push({
    label: 'kept totals, as now',
    set: async () => {
      await trigger('enable')
      await db.execute(sql.raw(current))
    },
    wall: [],
    cpu: [],
    update: { wall: [], cpu: [] },
  })

  // Items in inventory bought by today, an item for each request and one more, sold by the UPDATE alone and
  // rolled back each time.
  const needed = variants.length * ROUNDS * BLOCK + 1
  const toSell = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, user.id),
        inArray(inventoryItems.status, ['unlisted', 'listed']),
        sql`coalesce(${inventoryItems.purchaseDate}, ${inventoryItems.recordedOn}) <= ${today}::date`,
      ),
    )
    .orderBy(asc(inventoryItems.id))
    .limit(needed)
  if (toSell.length < needed) throw new Error(`${toSell.length} items to sell, ${needed} needed`)

  const headers = { 'content-type': 'application/json', origin: ORIGIN, cookie: user.cookie }
  const sale = JSON.stringify({
    salePrice: 2599,
    soldDate: today,
    postageCharged: 450,
    postageCost: 410,
    generalFees: 310,
    marketplace: 'ebay',
  })
  let next = 1
  const update = sql`update inventory_items set status = 'sold', sold_date = ${today}::date, sale_price = 25.99,
    postage_charged = 4.50, postage_cost = 4.10, general_fees = 3.10, marketplace = 'ebay', updated_at = now()
    where user_id = ${user.id} and id = ${toSell[0]?.id ?? ''}`
  const sell = async () => {
    const id = toSell[next++]?.id ?? ''
    const cpu = process.cpuUsage()
    const start = performance.now()
    const answer = await app.request(`${ORIGIN}/api/items/${id}/sell`, {
      method: 'POST',
      headers,
      body: sale,
    })
    if (!answer.ok) throw new Error(`Mark as Sold answered ${answer.status}: ${await answer.text()}`)
    await answer.arrayBuffer()
    const used = process.cpuUsage(cpu)
    return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 }
  }
  for (let round = 0; round < ROUNDS; round++)
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      await variant.set()
      for (let n = 0; n < BLOCK; n++) {
        const spent = await sell()
        if (n < WARM) continue
        variant.wall.push(spent.wall)
        variant.cpu.push(spent.cpu)
      }
      for (let n = 0; n < BLOCK; n++) {
        const spent = await rolledBack(db, true, update)
        if (n < WARM) continue
        variant.update.wall.push(spent.wall)
        variant.update.cpu.push(spent.cpu)
      }
    }
  await trigger('enable')
  await db.execute(sql.raw(current))

  console.log(
    `\n${engine}: Mark as Sold through the API, ${ITEMS.toLocaleString('en-US')} items (seeded in ${seedSeconds.toFixed(1)} s), ` +
      `${ROUNDS} rounds of blocks of ${BLOCK} (first ${WARM} of each left out), medians:`,
  )
  const [off] = variants
  const change = (value: number, base: number | undefined) =>
    base === undefined ? '' : ` (${((value / base - 1) * 100).toFixed(0).padStart(3)} %)`
  for (const [what, of] of [
    ['the request', (variant: Variant) => variant],
    ['the UPDATE alone, rolled back', (variant: Variant) => variant.update],
  ] as const) {
    console.log(`  ${what}:`)
    for (const variant of variants) {
      const [spent, base] = [of(variant), off && off !== variant ? of(off) : undefined]
      const shown = (key: 'wall' | 'cpu') =>
        `${median(spent[key]).toFixed(2).padStart(6)} ms${change(median(spent[key]), base && median(base[key]))}`
      console.log(
        `    ${variant.label.padEnd(40)} wall ${shown('wall')}, process CPU ${shown('cpu')}, ${spent.wall.length} each`,
      )
    }
  }
  await handle.close()
}

export async function benchMarkSold(): Promise<void> {
  await benchEngine('PGlite (embedded, in memory)', await openPglite(null))
  if (process.env.BENCH_DATABASE_URL)
    await benchEngine(
      'PostgreSQL',
      await openScratchPostgres(process.env.BENCH_DATABASE_URL, { copy: false }),
    )
}
