import { readFileSync } from 'node:fs'
import path from 'node:path'

import { and, eq, inArray, is, isNull, sql, type SQL } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { bucketsFromRows } from '../../../../tests/helpers/inventory-buckets'
import { taxSummaryFiguresFromRows } from '../../../../tests/helpers/tax-summary-figures'
import { EXPENSE_CATEGORIES } from '../../../domain/expenses/categories'
import {
  DISPOSAL_REASONS,
  ITEM_STATUSES,
  type DisposalReason,
  type ItemStatus,
} from '../../../domain/items/status'
import { averageCents } from '../../../domain/money'
import { itemStatsReference } from '../../../domain/references'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import { expenseListQuerySchema } from '../../../shared/schemas/expense'
import { lineItemListQuerySchema, receiptListQuerySchema } from '../../../shared/schemas/receipt'
import { changeStatusOfItems, deleteItems } from '../../item-rules'
import { convertLineItems } from '../../receipt-conversion'
import { readBackup } from '../../backup/read'
import { restoreBackup } from '../../backup/restore'
import { backupStream } from '../../backup/write'
import { AppError, postgresError } from '../../errors'
import { MemoryFileStore } from '../../files/store'
import { MIGRATIONS_FOLDER, type Database } from '../client'
import { CHECK_FAILURES, TAX_YEAR_CLOSED_SQLSTATE } from '../conflicts'
import { KEPT_TOTALS } from '../kept-totals'
import * as schema from '../schema'
import {
  expenses,
  inventoryItems,
  receiptLineItems,
  receipts,
  refunds,
  saleMonthTotals,
  taxYearClosures,
  user,
  vendors,
} from '../schema'

import { expenseStats, listExpenses } from './expenses'
import { itemRows } from './items'
import { listLineItems } from './line-items'
import { needsCostTotals } from './needs-cost'
import { inventoryBuckets } from './part-three'
import { dashboardFigures } from './reports'
import { readAtOnce } from './json-read'
import { marketplaceSales, salesYears, yearSalesSums } from './reports-sales'
import { taxSummaryOf, taxSummaryReads, taxYears } from './reports-tax'
import { listReceipts, receiptStats, unconvertedCounts } from './receipts'
import { vendorStats } from './vendors'

/*
 * The stat cards read running totals that triggers keep (decision 018, migration 0005). Whatever is
 * written, in whatever order and by whatever kind of statement, the totals must equal a fresh sum of the
 * rows, and the figures read from them must equal the figures computed from the rows.
 */

const TODAYS = ['2026-11-22', '2027-01-05']

/** A date between 2025-12-25 and 2027-01-10: two years, every month, and the days around each today. */
const dateArb = fc
  .integer({ min: 0, max: 381 })
  .map((offset) => new Date(Date.UTC(2025, 11, 25 + offset)).toISOString().slice(0, 10))
const cents = fc.integer({ min: 0, max: 2_000_00 })
const pick = fc.nat({ max: 1000 })
const owner = fc.constantFrom(0, 1)
const expenseVendorArb = fc.constantFrom('USPS', 'usps', 'Staples', 'Goodwill', 'Printing Co')
const receiptNameArb = fc.constantFrom('Goodwill', 'goodwill ', ' Estate Sale', 'Thrift', '  ', '')
const brandArb = fc.constantFrom('Nike', 'nike', 'Levi', 'Coach')
const locationArb = fc.option(fc.constantFrom('Goodwill', 'GOODWILL', 'Estate Sale'), { nil: null })
const marketplaceArb = fc.option(fc.constantFrom('ebay' as const, 'poshmark' as const), { nil: null })

const expenseArb = fc.record({
  vendor: expenseVendorArb,
  category: fc.constantFrom(...EXPENSE_CATEGORIES),
  amount: fc.integer({ min: 1, max: 900_00 }),
  date: dateArb,
})

const lineItemArb = fc.record({ quantity: fc.integer({ min: 1, max: 3 }), unitCost: cents })

const receiptArb = fc.record({
  vendor: receiptNameArb.filter((name) => name !== ''),
  location: fc.option(receiptNameArb, { nil: null }),
  purchaseDate: dateArb,
  totalAmount: cents,
  taxAmount: fc.integer({ min: 0, max: 50_00 }),
  travelDistance: fc.integer({ min: 0, max: 999 }).map((tenths) => tenths / 10),
  lineItems: fc.array(lineItemArb, { maxLength: 2 }),
})

const reasonArb = fc.constantFrom(...DISPOSAL_REASONS)

const itemArb = fc.record({
  status: fc.constantFrom(...ITEM_STATUSES),
  soldDate: dateArb,
  // Bought on a day of its own, or recorded today (decision 026): Part III's buckets by the year bought.
  purchaseDate: fc.option(dateArb, { nil: null }),
  disposalReason: reasonArb,
  brand: brandArb,
  purchaseLocation: locationArb,
  costOfGoods: cents,
  salePrice: cents,
  postageCharged: fc.integer({ min: 0, max: 20_00 }),
  postageCost: fc.integer({ min: 0, max: 20_00 }),
  generalFees: fc.integer({ min: 0, max: 40_00 }),
  promoFees: fc.integer({ min: 0, max: 10_00 }),
  salesTax: fc.integer({ min: 0, max: 1500 }).map((n) => n / 10_000),
  marketplace: marketplaceArb,
  onReceipt: fc.option(pick, { nil: null }),
})

/** One write: what a screen, a bulk action, an import or a conversion sends to the database. */
const commandArb = fc.oneof(
  fc.record({
    kind: fc.constant('addExpenses'),
    owner,
    rows: fc.array(expenseArb, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('changeExpense'),
    owner,
    pick,
    changes: fc.record(
      {
        vendor: expenseVendorArb,
        category: fc.constantFrom(...EXPENSE_CATEGORIES),
        amount: fc.integer({ min: 1, max: 900_00 }),
        date: dateArb,
        notes: fc.constant('changed'),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    kind: fc.constant('bulkExpenses'),
    owner,
    category: fc.constantFrom(...EXPENSE_CATEGORIES),
    days: fc.integer({ min: -40, max: 40 }),
    extra: fc.integer({ min: 0, max: 500 }),
  }),
  fc.record({
    kind: fc.constant('deleteExpenses'),
    owner,
    picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('addReceipts'),
    owner,
    rows: fc.array(receiptArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('changeReceipt'),
    owner,
    pick,
    changes: fc.record(
      {
        vendor: receiptNameArb.filter((name) => name !== ''),
        location: fc.option(receiptNameArb, { nil: null }),
        purchaseDate: dateArb,
        totalAmount: cents,
        travelDistance: fc.integer({ min: 0, max: 999 }).map((tenths) => tenths / 10),
        notes: fc.constant('changed'),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ kind: fc.constant('deleteReceipt'), owner, pick }),
  fc.record({
    kind: fc.constant('changeLineItem'),
    owner,
    pick,
    quantity: fc.integer({ min: 1, max: 4 }),
    isConverted: fc.boolean(),
    remove: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('addItems'),
    owner,
    rows: fc.array(itemArb, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('changeItem'),
    owner,
    pick,
    status: fc.constantFrom(...ITEM_STATUSES),
    soldDate: dateArb,
    purchaseDate: fc.option(dateArb, { nil: null }),
    disposalReason: reasonArb,
    salePrice: cents,
    costOfGoods: cents,
    salesTax: fc.integer({ min: 0, max: 1500 }).map((n) => n / 10_000),
    brand: brandArb,
    purchaseLocation: locationArb,
    marketplace: marketplaceArb,
  }),
  fc.record({
    kind: fc.constant('bulkItems'),
    owner,
    from: fc.constantFrom(...ITEM_STATUSES),
    to: fc.constantFrom(...ITEM_STATUSES),
  }),
  fc.record({
    kind: fc.constant('deleteItems'),
    owner,
    picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
  }),
  // The bulk actions of the item lists, through the functions their routes call: a status change and a
  // deletion of every item a searched list shows.
  fc.record({
    kind: fc.constant('changeStatusOfMatching'),
    owner,
    from: fc.constantFrom(...ITEM_STATUSES),
    to: fc.constantFrom(...ITEM_STATUSES),
    q: fc.constantFrom('', 'nike', 'levi'),
  }),
  fc.record({
    kind: fc.constant('deleteMatching'),
    owner,
    status: fc.constantFrom(...ITEM_STATUSES),
    q: fc.constantFrom('nike', 'coach'),
  }),
  fc.record({ kind: fc.constant('convertAll'), owner, allocateTax: fc.boolean() }),
  // Refunds (decision 032): of a sold item, an allowance or a return that puts a copy of it back in
  // inventory, or of a sale not in Frogwalk (no item, the marketplace its file named); changed (its date,
  // money, or linked to a sold item as an import does) and deleted.
  fc.record({
    kind: fc.constant('addRefund'),
    owner,
    pick: fc.option(pick, { nil: null }),
    isReturn: fc.boolean(),
    refundDate: dateArb,
    amount: fc.integer({ min: 1, max: 500_00 }),
    feesCredited: fc.integer({ min: 0, max: 20_00 }),
    marketplace: fc.constantFrom('ebay' as const, 'mercari' as const),
  }),
  fc.record({
    kind: fc.constant('changeRefund'),
    owner,
    pick,
    changes: fc.record(
      {
        refundDate: dateArb,
        amount: fc.integer({ min: 1, max: 500_00 }),
        feesCredited: fc.integer({ min: 0, max: 20_00 }),
        itemPick: pick,
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ kind: fc.constant('deleteRefund'), owner, pick }),
  // A closed year refuses every write dated in it (decision 026): its totals must not move either.
  fc.record({ kind: fc.constant('closeYear'), owner, year: fc.constantFrom(2025, 2026) }),
  fc.record({ kind: fc.constant('reopenYears'), owner }),
  fc.record({
    kind: fc.constant('renameVendor'),
    owner,
    pick,
    name: expenseVendorArb,
    isActive: fc.boolean(),
  }),
)

type Command = typeof commandArb extends fc.Arbitrary<infer C> ? C : never

const numberOf = { value: 0 }
const next = () => ++numberOf.value

/** The id of one of the user's rows of `table`, chosen by `n`; undefined when there is none. */
async function pickId(
  db: Database,
  table:
    | typeof expenses
    | typeof receipts
    | typeof inventoryItems
    | typeof vendors
    | typeof receiptLineItems
    | typeof refunds,
  userId: string,
  n: number,
  where?: SQL,
) {
  const ids = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), where))
    // By where the rows lie (the order the sequence wrote them in), not by their random ids: a seed then
    // chooses the same rows on every run, and a sequence that fails fails again.
    .orderBy(sql`ctid`)
  return ids[n % Math.max(ids.length, 1)]?.id
}

/**
 * Status and dates together, as the check constraints want them: a sold item has its sold date, a disposed
 * item its day and reason (the same generated day), any other neither.
 */
const sale = (status: ItemStatus, soldDate: string, reason: DisposalReason = 'discarded') => ({
  status,
  soldDate: status === 'sold' ? soldDate : null,
  disposedDate: status === 'disposed' ? soldDate : null,
  disposalReason: status === 'disposed' ? reason : null,
})

/** A purchase date no later than the day the item leaves (an earlier one is refused: decision 025). */
const boughtBy = (purchaseDate: string | null, leftOn: string) =>
  purchaseDate !== null && purchaseDate > leftOn ? leftOn : purchaseDate

async function run(db: Database, userId: string, command: Command) {
  switch (command.kind) {
    case 'addExpenses':
      await db
        .insert(expenses)
        .values(command.rows.map((row) => ({ ...row, userId, description: `Expense ${next()}` })))
      return
    case 'changeExpense': {
      const id = await pickId(db, expenses, userId, command.pick)
      if (id && Object.keys(command.changes).length > 0)
        await db.update(expenses).set(command.changes).where(eq(expenses.id, id))
      return
    }
    case 'bulkExpenses':
      await db
        .update(expenses)
        .set({
          amount: sql`${expenses.amount} + ${command.extra / 100}`,
          date: sql`${expenses.date} + ${command.days}::int`,
        })
        .where(and(eq(expenses.userId, userId), eq(expenses.category, command.category)))
      return
    case 'deleteExpenses': {
      const ids = await Promise.all(command.picks.map((n) => pickId(db, expenses, userId, n)))
      await db.delete(expenses).where(
        inArray(
          expenses.id,
          ids.filter((id) => id !== undefined),
        ),
      )
      return
    }
    case 'addReceipts':
      for (const { lineItems, ...row } of command.rows) {
        const [receipt] = await db
          .insert(receipts)
          .values({ ...row, userId, receiptNumber: `R-${next()}` })
          .returning({ id: receipts.id })
        if (receipt && lineItems.length > 0)
          await db.insert(receiptLineItems).values(
            lineItems.map((line) => ({
              ...line,
              userId,
              receiptId: receipt.id,
              description: `Line ${next()}`,
              brand: 'Brand',
              totalCost: line.quantity * line.unitCost,
            })),
          )
      }
      return
    case 'changeReceipt': {
      const id = await pickId(db, receipts, userId, command.pick)
      if (id && Object.keys(command.changes).length > 0)
        await db.update(receipts).set(command.changes).where(eq(receipts.id, id))
      return
    }
    case 'deleteReceipt': {
      // Its line items go with it and its items forget it, in the same statement (foreign key actions).
      const id = await pickId(db, receipts, userId, command.pick)
      if (id) await db.delete(receipts).where(eq(receipts.id, id))
      return
    }
    case 'changeLineItem': {
      const id = await pickId(db, receiptLineItems, userId, command.pick)
      if (id === undefined) return
      if (command.remove) await db.delete(receiptLineItems).where(eq(receiptLineItems.id, id))
      else
        await db
          .update(receiptLineItems)
          .set({
            quantity: command.quantity,
            totalCost: sql`${command.quantity} * ${receiptLineItems.unitCost}`,
            isConverted: command.isConverted,
          })
          .where(eq(receiptLineItems.id, id))
      return
    }
    case 'addItems': {
      const rows = []
      for (const { onReceipt, status, soldDate, disposalReason, purchaseDate, ...row } of command.rows) {
        const receiptId = onReceipt === null ? null : await pickId(db, receipts, userId, onReceipt)
        rows.push({
          ...row,
          purchaseDate: boughtBy(purchaseDate, soldDate),
          ...sale(status, soldDate, disposalReason),
          userId,
          sku: `SKU-${next()}`,
          description: 'Item',
          receiptId: receiptId ?? null,
        })
      }
      await db.insert(inventoryItems).values(rows)
      return
    }
    case 'changeItem': {
      const id = await pickId(db, inventoryItems, userId, command.pick)
      const { status, soldDate, salePrice, costOfGoods, salesTax, brand, purchaseLocation, marketplace } =
        command
      if (id)
        await db
          .update(inventoryItems)
          .set({
            ...sale(status, soldDate, command.disposalReason),
            purchaseDate: boughtBy(command.purchaseDate, soldDate),
            salePrice,
            costOfGoods,
            salesTax,
            brand,
            purchaseLocation,
            marketplace,
          })
          .where(eq(inventoryItems.id, id))
      return
    }
    case 'bulkItems':
      await db
        .update(inventoryItems)
        .set(sale(command.to, '2026-11-22'))
        .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.status, command.from)))
      return
    case 'deleteItems': {
      const ids = await Promise.all(command.picks.map((n) => pickId(db, inventoryItems, userId, n)))
      await db.delete(inventoryItems).where(
        inArray(
          inventoryItems.id,
          ids.filter((id) => id !== undefined),
        ),
      )
      return
    }
    case 'changeStatusOfMatching':
      await changeStatusOfItems(
        db,
        userId,
        { matching: { status: command.from, q: command.q, mode: 'general' } },
        command.to,
        command.to === 'disposed' ? { disposalReason: 'discarded' } : {},
      )
      return
    case 'deleteMatching':
      await deleteItems(db, userId, { matching: { status: command.status, q: command.q, mode: 'general' } })
      return
    case 'convertAll':
      await convertLineItems(db, userId, 'all', {
        allocateTax: command.allocateTax,
        now: new Date(),
        timeZone: 'UTC',
        random: Math.random,
      })
      return
    case 'addRefund': {
      const itemId =
        command.pick === null
          ? undefined
          : await pickId(db, inventoryItems, userId, command.pick, eq(inventoryItems.status, 'sold'))
      const [item] = itemId ? await db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)) : []
      const [returned] =
        item && command.isReturn
          ? await db
              .insert(inventoryItems)
              .values({
                userId,
                sku: `${item.sku}-R${next()}`,
                brand: item.brand,
                description: item.description,
                costOfGoods: item.costOfGoods,
                purchaseDate: command.refundDate,
              })
              .returning({ id: inventoryItems.id })
          : []
      await db.insert(refunds).values({
        userId,
        itemId: item?.id ?? null,
        marketplace: item ? item.marketplace : command.marketplace,
        orderId: item ? null : `O-${next()}`,
        refundDate: command.refundDate,
        amount: command.amount,
        feesCredited: command.feesCredited,
        kind: returned ? 'return' : 'allowance',
        returnedItemId: returned?.id ?? null,
      })
      return
    }
    case 'changeRefund': {
      const id = await pickId(db, refunds, userId, command.pick)
      const { itemPick, ...changes } = command.changes
      const itemId =
        itemPick === undefined
          ? undefined
          : await pickId(db, inventoryItems, userId, itemPick, eq(inventoryItems.status, 'sold'))
      if (id && (itemId || Object.keys(changes).length > 0))
        await db
          .update(refunds)
          .set({ ...changes, ...(itemId ? { itemId } : {}) })
          .where(eq(refunds.id, id))
      return
    }
    case 'deleteRefund': {
      const id = await pickId(db, refunds, userId, command.pick)
      if (id) await db.delete(refunds).where(eq(refunds.id, id))
      return
    }
    case 'closeYear':
      await db.insert(taxYearClosures).values({ userId, year: command.year }).onConflictDoNothing()
      return
    case 'reopenYears':
      await db
        .update(taxYearClosures)
        .set({ reopenedAt: new Date() })
        .where(and(eq(taxYearClosures.userId, userId), isNull(taxYearClosures.reopenedAt)))
      return
    case 'renameVendor': {
      const id = await pickId(db, vendors, userId, command.pick)
      const [taken] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.userId, userId), sql`lower(${vendors.name}) = lower(${command.name})`))
      if (id && (taken === undefined || taken.id === id))
        await db
          .update(vendors)
          .set({ name: command.name, isActive: command.isActive })
          .where(eq(vendors.id, id))
      return
    }
  }
}

/**
 * A write a closed year refuses (decision 026), or an item's dates their guards refuse (a returned item has
 * a purchase date, a sale or disposal may not come before it): it must change no total, which the checks after
 * it hold. Any other failure fails the test.
 */
function unlessRefused(error: unknown) {
  const pgError = postgresError(error)
  if (error instanceof AppError && error.code === 'conflict') return
  if (pgError?.code === TAX_YEAR_CLOSED_SQLSTATE) return
  if (pgError?.constraint !== undefined && pgError.constraint in CHECK_FAILURES) return
  throw error
}

/** Rows of a query as sorted JSON lines, so two sets of rows compare whatever their order. */
async function linesOf(db: Database, query: ReturnType<typeof sql>) {
  // Both drivers answer an executed statement with its rows in `rows`.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map((row) => JSON.stringify(row)).sort()
}

/** A column's name in SQL. */
const sqlName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name)

/**
 * Every kept table of kept-totals.ts beside its `rebuild` from the rows, for these users: each column as
 * text, sums of money and miles to the cent, so the two compare whatever the scale a sum was kept at.
 */
async function expectTotalsFresh(db: Database, userIds: string[]) {
  const users = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  for (const kept of KEPT_TOTALS) {
    const columns = getTableConfig(kept.table).columns
    const shown = sql.join(
      columns.map((column) => {
        const name = sql.identifier(sqlName(column))
        return column.getSQLType().startsWith('numeric')
          ? sql`${name}::numeric(16,2)::text as ${name}`
          : sql`${name}::text as ${name}`
      }),
      sql`, `,
    )
    // A key left with no rows may keep its row with every figure at 0 (item_status_counts).
    const keys = new Set([kept.userId, ...kept.keys].map((column) => column.name))
    const figures = columns.filter((column) => !keys.has(column.name))
    const notEmpty = kept.keepsEmptyKeys
      ? sql` and not (${sql.join(
          figures.map((column) => sql`${sql.identifier(sqlName(column))} = 0`),
          sql` and `,
        )})`
      : sql``
    const keptLines = await linesOf(
      db,
      sql`select ${shown} from ${kept.table} where user_id in (${users})${notEmpty}`,
    )
    const rebuilt = await linesOf(
      db,
      sql`select ${shown} from (${kept.rebuild}) as rebuilt where user_id in (${users})`,
    )
    expect(keptLines, kept.name).toEqual(rebuilt)
  }
}

/** Amount and count per name, largest first, ties by name: the top lists, made from rows. */
function topOf(rows: { key: string; name: string; amount: number }[]) {
  const byKey = new Map<string, { name: string; amount: number; count: number }>()
  for (const { key, name, amount } of rows) {
    const entry = byKey.get(key)
    if (entry === undefined) byKey.set(key, { name, amount, count: 1 })
    else
      byKey.set(key, {
        name: name < entry.name ? name : entry.name,
        amount: entry.amount + amount,
        count: entry.count + 1,
      })
  }
  return [...byKey.values()]
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
    .slice(0, TOP_LIST_LIMIT)
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0)

/** Each stat read beside the same figures computed from the user's rows. */
async function expectFiguresFresh(db: Database, userId: string) {
  const expenseList = await db.select().from(expenses).where(eq(expenses.userId, userId))
  const receiptList = await db.select().from(receipts).where(eq(receipts.userId, userId))
  const vendorList = await db.select().from(vendors).where(eq(vendors.userId, userId))
  for (const today of TODAYS) {
    const month = today.slice(0, 7)
    const year = today.slice(0, 4)
    const total = sumOf(expenseList.map((e) => e.amount))
    const categories = EXPENSE_CATEGORIES.flatMap((category) => {
      const of = expenseList.filter((e) => e.category === category)
      return of.length === 0 ? [] : [{ category, amount: sumOf(of.map((e) => e.amount)), count: of.length }]
    }).sort((a, b) => b.amount - a.amount)
    expect(await expenseStats(db, userId, today)).toEqual({
      totalExpenses: expenseList.length,
      totalAmount: total,
      monthlyTotal: sumOf(expenseList.filter((e) => e.date.startsWith(month)).map((e) => e.amount)),
      yearlyTotal: sumOf(expenseList.filter((e) => e.date.startsWith(year)).map((e) => e.amount)),
      averageExpense: averageCents(total, expenseList.length),
      categoryBreakdown: categories,
      topVendors: topOf(
        expenseList.map((e) => ({ key: e.vendor.toLowerCase(), name: e.vendor, amount: e.amount })),
      ),
    })

    const receiptTotal = sumOf(receiptList.map((r) => r.totalAmount))
    const named = (name: string | null) => (name ?? '').trim()
    const ofYear = receiptList.filter((r) => r.purchaseDate.startsWith(year))
    expect(await receiptStats(db, userId, today)).toEqual({
      totalReceipts: receiptList.length,
      totalAmount: receiptTotal,
      monthlyTotal: sumOf(
        receiptList.filter((r) => r.purchaseDate.startsWith(month)).map((r) => r.totalAmount),
      ),
      yearlyTotal: sumOf(ofYear.map((r) => r.totalAmount)),
      yearlyDistance: sumOf(ofYear.map((r) => Math.round(r.travelDistance * 10))) / 10,
      topVendors: topOf(
        receiptList
          .filter((r) => named(r.vendor) !== '')
          .map((r) => ({ key: named(r.vendor).toLowerCase(), name: named(r.vendor), amount: r.totalAmount })),
      ),
      topLocations: topOf(
        receiptList
          .filter((r) => named(r.location) !== '')
          .map((r) => ({
            key: named(r.location).toLowerCase(),
            name: named(r.location),
            amount: r.totalAmount,
          })),
      ),
      averageAmount: averageCents(receiptTotal, receiptList.length),
    })
  }

  const spending = vendorList.map((vendor) => {
    const of = expenseList.filter((e) => e.vendor.toLowerCase() === vendor.name.toLowerCase())
    return { vendor: vendor.name, totalSpent: sumOf(of.map((e) => e.amount)), expenseCount: of.length }
  })
  const spent = sumOf(spending.map((row) => row.totalSpent))
  expect(await vendorStats(db, userId)).toEqual({
    totalVendors: vendorList.length,
    activeVendors: vendorList.filter((vendor) => vendor.isActive).length,
    totalSpent: spent,
    averageExpensePerVendor: averageCents(spent, vendorList.length),
    topVendorsBySpending: spending
      .filter((row) => row.expenseCount > 0)
      .sort((a, b) => b.totalSpent - a.totalSpent || a.vendor.localeCompare(b.vendor))
      .slice(0, TOP_LIST_LIMIT),
  })

  // The lists' 'N of M' counts the user's rows from the same totals, and a search's matches from the
  // copies of the searched text.
  expect((await listExpenses(db, userId, expenseListQuerySchema.parse({}))).counts?.total).toBe(
    expenseList.length,
  )
  for (const q of ['usps', 'changed'])
    expect((await listExpenses(db, userId, expenseListQuerySchema.parse({ q }))).counts).toEqual({
      matching: expenseList.filter((e) => `${e.vendor}\u001f${e.notes ?? ''}`.toLowerCase().includes(q))
        .length,
      total: expenseList.length,
    })
  expect((await listReceipts(db, userId, receiptListQuerySchema.parse({}))).counts?.total).toBe(
    receiptList.length,
  )

  const lineItems = await db.select().from(receiptLineItems).where(eq(receiptLineItems.userId, userId))
  const unconverted = lineItems.filter((line) => !line.isConverted)
  for (const converted of [undefined, true, false])
    expect(
      (
        await listLineItems(
          db,
          userId,
          lineItemListQuerySchema.parse(converted === undefined ? {} : { converted: String(converted) }),
        )
      ).counts,
    ).toEqual({
      matching: lineItems.filter((line) => converted === undefined || line.isConverted === converted).length,
      total: lineItems.length,
    })
  expect(await unconvertedCounts(db, userId)).toEqual({
    lineItemCount: unconverted.length,
    unitCount: sumOf(unconverted.map((line) => line.quantity)),
  })

  const items = await db
    .select(itemRows.columns)
    .from(inventoryItems)
    .where(eq(inventoryItems.userId, userId))
  expect((await dashboardFigures(db, userId, TODAYS[0] ?? '')).stats).toEqual(itemStatsReference(items))

  // Part III's buckets, the sold items without a cost and the years with figures, from the kept totals (decision
  // 038), beside the same read from the rows.
  expect(await inventoryBuckets(db, userId)).toEqual(await bucketsFromRows(db, userId))
  const needingCost = items.filter((item) => item.status === 'sold' && item.costOfGoods === 0)
  for (const year of [undefined, 2025, 2026, 2027]) {
    const of = needingCost.filter((item) => year === undefined || item.soldDate?.startsWith(`${year}-`))
    expect(await needsCostTotals(db, userId, year)).toEqual({
      count: of.length,
      revenue: sumOf(of.map((item) => item.salePrice + item.postageCharged)),
    })
  }
  const refundList = await db.select().from(refunds).where(eq(refunds.userId, userId))
  const yearOf = (date: string) => Number(date.slice(0, 4))
  const saleYears = items.flatMap((item) =>
    item.status === 'sold' && item.soldDate ? [yearOf(item.soldDate)] : [],
  )
  expect(await salesYears(db, userId)).toEqual([...new Set(saleYears)].sort((a, b) => a - b))
  const withFigures = new Set([
    ...saleYears,
    ...expenseList.map((e) => yearOf(e.date)),
    ...refundList.map((r) => yearOf(r.refundDate)),
  ])
  expect(await taxYears(db, userId)).toEqual([...withFigures].sort((a, b) => b - a))

  // The Tax Summary (and its PDF and the year pack) from its one read of the kept rows (decision 040), beside the
  // same summary made from the rows: every figure, a year that has ended and the current one.
  for (const year of [2025, 2026, 2027]) {
    const kept = await readAtOnce(db, taxSummaryReads(userId, year))
    const fromRows = await taxSummaryFiguresFromRows(db, userId, year)
    for (const currentYear of [2026, 2027])
      expect(taxSummaryOf(kept, year, currentYear)).toEqual(taxSummaryOf(fromRows, year, currentYear))
    expect(marketplaceSales(kept.sales)).toEqual(marketplaceSales(fromRows.sales))
    expect({ years: kept.years, timeZone: kept.timeZone }).toEqual({
      years: fromRows.years,
      timeZone: fromRows.timeZone,
    })
  }
}

/**
 * A user with three sales in March and April 2026 (on eBay, none recorded, Poshmark), a refund of each in April
 * (the second a return, which puts an item back in inventory) and a refund in May of a sale not in Frogwalk.
 */
async function refundedSales(db: Database) {
  const userId = await createUser(db)
  const sold = {
    status: 'sold' as const,
    salesTax: 0.0825,
    onReceipt: null,
    brand: 'Nike' as const,
    purchaseLocation: null,
    purchaseDate: null,
    disposalReason: 'discarded' as const,
  }
  const money = {
    costOfGoods: 4_00,
    salePrice: 25_00,
    postageCharged: 5_00,
    postageCost: 4_10,
    generalFees: 3_33,
    promoFees: 1_00,
  }
  const commands: Command[] = [
    {
      kind: 'addItems',
      owner: 0,
      rows: [
        { ...sold, ...money, soldDate: '2026-03-04', marketplace: 'ebay' },
        { ...sold, ...money, soldDate: '2026-03-20', marketplace: null },
        { ...sold, ...money, soldDate: '2026-04-01', marketplace: 'poshmark' },
      ],
    },
    ...[0, 1, 2].map((pick) => ({
      kind: 'addRefund' as const,
      owner: 0 as const,
      pick,
      isReturn: pick === 1,
      refundDate: '2026-04-10',
      amount: 10_00,
      feesCredited: 1_00,
      marketplace: 'ebay' as const,
    })),
    {
      kind: 'addRefund',
      owner: 0,
      pick: null,
      isReturn: false,
      refundDate: '2026-05-02',
      amount: 7_00,
      feesCredited: 0,
      marketplace: 'mercari',
    },
  ]
  for (const command of commands) await run(db, userId, command)
  return userId
}

it('kept-totals.ts names every table of counts and totals in the schema', () => {
  const declared = new Set(KEPT_TOTALS.map((kept) => kept.name))
  const values: unknown[] = Object.values(schema)
  const kept = values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .filter((name) => /_(totals|counts|search_texts)$/.test(name))
  expect(kept.filter((name) => !declared.has(name))).toEqual([])
})

describe.each(ENGINES)('running totals on %s', (engine) => {
  const t = useTestDatabase(engine)

  // Twenty sequences of writes, each checked after every write: longer than one request's test may take.
  it(
    'equal a fresh sum of the rows after every kind of write, and so do the figures read from them',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 12 }), async (commands) => {
          const users = [await createUser(t.db), await createUser(t.db)]
          for (const userId of users)
            await t.db
              .insert(vendors)
              .values(['USPS', 'Staples', 'Thrift'].map((name, n) => ({ userId, name, isActive: n !== 2 })))
          for (const command of commands) {
            const userId = users[command.owner] ?? ''
            await run(t.db, userId, command).catch(unlessRefused)
            await expectTotalsFresh(t.db, users)
            await expectFiguresFresh(t.db, userId)
          }
          // Deleting a user takes their rows and their totals; the other's stay right.
          const [staying = '', leaving = ''] = users
          await t.db.delete(user).where(eq(user.id, leaving))
          for (const kept of KEPT_TOTALS)
            expect(await t.db.$count(kept.table, eq(kept.userId, leaving)), kept.name).toBe(0)
          await expectTotalsFresh(t.db, [staying])
          await expectFiguresFresh(t.db, staying)
          // The backup's restore (decision 029) into an empty account writes the totals anew from the rows, closed
          // years included: the same totals as the account backed up.
          const store = new MemoryFileStore()
          const backup = new Uint8Array(
            await new Response(backupStream(t.db, store, { userId: staying })).arrayBuffer(),
          )
          const restored = await createUser(t.db)
          await restoreBackup(t.db, store, readBackup(backup, 'account'), { userId: restored })
          await expectTotalsFresh(t.db, [restored])
          await expectFiguresFresh(t.db, restored)
          const salesOf = async (userId: string, year: number) =>
            (await yearSalesSums(t.db, userId, year)).map((row) => JSON.stringify(row)).sort()
          for (const year of [2025, 2026, 2027])
            expect(await salesOf(restored, year)).toEqual(await salesOf(staying, year))
          expect(await inventoryBuckets(t.db, restored)).toEqual(await inventoryBuckets(t.db, staying))
        }),
        // PROPERTY_RUNS=200 for a deeper run than the suite's.
        { seed: 20261122, numRuns: Number(process.env.PROPERTY_RUNS ?? 20) },
      )
    },
  )

  it('are kept by the triggers and functions kept-totals.ts names, on the table it names', async () => {
    for (const kept of KEPT_TOTALS) {
      // The table it is kept from, and the others whose writes change it too.
      for (const source of [
        { ...kept.from, triggers: kept.triggers, functions: kept.functions },
        ...(kept.alsoFrom ?? []),
      ]) {
        const result = (await t.db.execute(sql`
          select t.tgname as trigger, p.proname as function
          from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = ${source.name}::regclass and not t.tgisinternal`)) as unknown as {
          rows: { trigger: string; function: string }[]
        }
        const byTrigger = new Map(result.rows.map((row) => [row.trigger, row.function]))
        for (const trigger of source.triggers) {
          expect(byTrigger.has(trigger), `${kept.name}: trigger ${trigger} on ${source.name}`).toBe(true)
          expect(source.functions, `${kept.name}: ${trigger} runs a function named`).toContain(
            byTrigger.get(trigger),
          )
        }
        expect(getTableConfig(source.table).name).toBe(source.name)
      }
      expect(getTableConfig(kept.table).name).toBe(kept.name)
    }
  })

  it('are filled by their migration from the rows already there: the sales and the refunds', async () => {
    const userId = await refundedSales(t.db)
    const kept = async () => linesOf(t.db, sql`select * from sale_month_totals where user_id = ${userId}`)
    const before = await kept()
    expect(before.length).toBe(6)
    // The migration's last statements, on a table emptied: every user's totals made again from their rows.
    await t.db.execute(sql`delete from sale_month_totals`)
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0026_kept_sale_month_totals.sql'), 'utf8')
    const filling = migration.slice(migration.indexOf('-- The totals of the rows already there.'))
    for (const statement of filling.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement))
    expect(await kept()).toEqual(before)
    await expectTotalsFresh(t.db, [userId])
  })

  it('are filled by their migration from the rows already there: the sales per brand and location', async () => {
    const userId = await refundedSales(t.db)
    const kept = async () =>
      linesOf(t.db, sql`select * from sale_name_totals where user_id = ${userId} order by field, name`)
    const before = await kept()
    expect(before.length).toBeGreaterThan(0)
    await t.db.execute(sql`delete from sale_name_totals`)
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0032_kept_sale_names.sql'), 'utf8')
    const start = migration.indexOf('-- The totals of the rows already there.')
    const filling = migration.slice(start, migration.indexOf('CREATE OR REPLACE FUNCTION', start))
    for (const statement of filling.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement))
    expect(await kept()).toEqual(before)
    await expectTotalsFresh(t.db, [userId])
  })

  it("follow a sale's brand, location, year and status, and lose a spelling left with no sale", async () => {
    const userId = await createUser(t.db)
    const [item] = await t.db
      .insert(inventoryItems)
      .values({
        userId,
        sku: 'NAMES-1',
        brand: 'Nike',
        description: 'Runner',
        purchaseLocation: 'Goodwill',
        purchaseDate: '2025-12-20',
        status: 'sold',
        soldDate: '2026-01-05',
        salePrice: 30_00,
        costOfGoods: 4_00,
      })
      .returning({ id: inventoryItems.id })
    const id = item?.id ?? ''
    const names = async () =>
      linesOf(t.db, sql`select year, field, name, count from sale_name_totals where user_id = ${userId}`)
    const change = async (values: Partial<typeof inventoryItems.$inferInsert>) => {
      await t.db.update(inventoryItems).set(values).where(eq(inventoryItems.id, id))
      await expectTotalsFresh(t.db, [userId])
    }
    await expectTotalsFresh(t.db, [userId])
    await change({ brand: 'NIKE' })
    await change({ purchaseLocation: null })
    await change({ purchaseDate: null })
    await change({ costOfGoods: 5_00 })
    await change({ soldDate: '2027-02-01' })
    expect(await names()).toEqual([
      '{"year":2027,"field":"brand","name":"NIKE","count":1}',
      '{"year":2027,"field":"location","name":null,"count":1}',
    ])
    await change({ status: 'listed', soldDate: null })
    expect(await names()).toEqual([])
    await change({ status: 'sold', soldDate: '2026-06-30' })
    await t.db.delete(inventoryItems).where(eq(inventoryItems.id, id))
    await expectTotalsFresh(t.db, [userId])
    expect(await names()).toEqual([])
  })

  it("follow a refund to its item's new marketplace, its returned item's cost, and the deletes of either", async () => {
    const userId = await refundedSales(t.db)
    const refunded = sql`select item_id from refunds where user_id = ${userId} and item_id is not null`
    const returned = sql`select returned_item_id from refunds where user_id = ${userId}`
    for (const write of [
      sql`update inventory_items set marketplace = 'depop' where id in (${refunded})`,
      sql`update inventory_items set cost_of_goods = cost_of_goods + 1.11 where id in (${returned})`,
      sql`delete from inventory_items where id in (${returned})`,
      sql`delete from inventory_items where id in (${refunded}) and marketplace = 'depop' and sold_date < '2026-03-10'`,
    ]) {
      await t.db.execute(write)
      await expectTotalsFresh(t.db, [userId])
    }
    expect(await t.db.$count(saleMonthTotals, eq(saleMonthTotals.userId, userId))).toBe(3)
  })

  it('roll back with the write that failed', async () => {
    const userId = await createUser(t.db)
    await t.db
      .insert(expenses)
      .values({ userId, vendor: 'USPS', description: 'Boxes', amount: 1000, date: '2026-11-02' })
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .insert(expenses)
          .values({ userId, vendor: 'USPS', description: 'Tape', amount: 500, date: '2026-11-03' })
        await tx
          .insert(expenses)
          .values({ userId, vendor: 'USPS', description: 'Bad', amount: -1, date: '2026-11-03' })
      }),
    ).rejects.toThrow()
    await expectTotalsFresh(t.db, [userId])
    expect((await expenseStats(t.db, userId, '2026-11-22')).totalAmount).toBe(1000)
  })
})
