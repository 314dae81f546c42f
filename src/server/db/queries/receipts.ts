import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'

import { averageCents } from '../../../domain/money'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import type { NewReceipt, ReceiptListQuery, ReceiptUpdate } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { inventoryItems, receiptLineItems, receipts } from '../schema'

import { listPage, searchCondition, withinMonth, withinYear, type ListOrder } from './lists'
import { inserted, ownedBy, publicColumns } from './owned'

const columns = publicColumns(receipts)

/** Receipt orders (spec 7: newest purchase date first; the same day newest first); index receipts_purchase_date_idx. */
const ORDERS: Record<ReceiptListQuery['sort'], ListOrder> = {
  purchaseDate: {
    keys: [
      { expression: receipts.purchaseDate, kind: 'date' },
      { expression: receipts.createdAt, kind: 'timestamp' },
    ],
  },
}

/** How many of a receipt's line items are not converted yet (the row's warning, spec 2). */
const unconvertedCount = sql<number>`(select count(*)::int from ${receiptLineItems} where ${and(
  eq(receiptLineItems.userId, receipts.userId),
  eq(receiptLineItems.receiptId, receipts.id),
  eq(receiptLineItems.isConverted, false),
)})`

const totalSum = sql`coalesce(sum(${receipts.totalAmount}), 0)`.mapWith(receipts.totalAmount)

/** The sum of the totals of the receipts that meet `condition`, in cents. */
const totalWhere = (condition: SQL) =>
  sql`coalesce(sum(${receipts.totalAmount}) filter (where ${condition}), 0)`.mapWith(receipts.totalAmount)

/**
 * One page of the user's receipts (spec 2): searched in number, vendor, location and notes, of one month,
 * newest first, each with its count of unconverted line items, and each day's count and total over
 * every matching receipt of that day.
 */
export async function listReceipts(db: Database, userId: string, query: ReceiptListQuery) {
  const { receiptNumber, vendor, location, notes, purchaseDate } = receipts
  const scope = ownedBy(receipts, userId)
  const filters = [
    searchCondition(query.q, [receiptNumber, vendor, location, notes]),
    query.month === undefined ? undefined : withinMonth(purchaseDate, query.month),
  ]
  const page = await listPage(db, {
    table: receipts,
    id: receipts.id,
    scope,
    filters,
    order: ORDERS[query.sort],
    query,
    fetch: async (parts) =>
      db
        .select({ ...columns, unconvertedCount, cursorKey: parts.cursorKey })
        .from(receipts)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit),
  })
  const dates = [...new Set(page.rows.map((row) => row.purchaseDate))]
  const days =
    dates.length === 0
      ? []
      : await db
          .select({ date: purchaseDate, count: count(), total: totalSum })
          .from(receipts)
          .where(and(scope, ...filters, inArray(purchaseDate, dates)))
          .groupBy(purchaseDate)
          .orderBy(desc(purchaseDate))
  return { ...page, days }
}

/**
 * The receipt figures of spec 2 and 3 (Receipt stats), summed by the database: how many, the total, this
 * month and this year (of `today`, the user's date), this year's travel distance, the top 10 vendors and
 * purchase locations by amount, and the average receipt.
 */
export async function receiptStats(db: Database, userId: string, today: string) {
  const scope = ownedBy(receipts, userId)
  const thisYear = withinYear(receipts.purchaseDate, Number(today.slice(0, 4)))
  const [totals] = await db
    .select({
      totalReceipts: count(),
      totalAmount: totalSum,
      monthlyTotal: totalWhere(withinMonth(receipts.purchaseDate, today.slice(0, 7))),
      yearlyTotal: totalWhere(thisYear),
      yearlyDistance: sql`coalesce(sum(${receipts.travelDistance}) filter (where ${thisYear}), 0)`.mapWith(
        receipts.travelDistance,
      ),
    })
    .from(receipts)
    .where(scope)
  const topBy = async (name: typeof receipts.vendor | typeof receipts.location) => {
    const amount = sql`sum(${receipts.totalAmount})`.mapWith(receipts.totalAmount)
    const key = sql`lower(btrim(${name}))`
    return (
      db
        // One spelling per name, whatever the database's collation: byte order ('Goodwill' before 'goodwill').
        .select({ name: sql<string>`min(btrim(${name}) collate "C")`, amount, count: count() })
        .from(receipts)
        .where(and(scope, sql`coalesce(btrim(${name}), '') <> ''`))
        .groupBy(key)
        .orderBy(desc(amount), key)
        .limit(TOP_LIST_LIMIT)
    )
  }
  const totalReceipts = totals?.totalReceipts ?? 0
  const totalAmount = totals?.totalAmount ?? 0
  return {
    totalReceipts,
    totalAmount,
    monthlyTotal: totals?.monthlyTotal ?? 0,
    yearlyTotal: totals?.yearlyTotal ?? 0,
    yearlyDistance: totals?.yearlyDistance ?? 0,
    topVendors: await topBy(receipts.vendor),
    topLocations: await topBy(receipts.location),
    averageAmount: averageCents(totalAmount, totalReceipts),
  }
}

export async function getReceipt(db: Database, userId: string, id: string) {
  const [receipt] = await db
    .select(columns)
    .from(receipts)
    .where(ownedBy(receipts, userId, id))
  return receipt
}

/** What deleting a receipt touches (spec 5: it unlinks n inventory items and deletes n line items). */
export async function receiptLinks(db: Database, userId: string, id: string) {
  const [links] = await db
    .select({
      itemCount: sql<number>`(select count(*)::int from ${inventoryItems} where ${and(
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.receiptId, id),
      )})`,
      lineItemCount: sql<number>`(select count(*)::int from ${receiptLineItems} where ${and(
        eq(receiptLineItems.userId, userId),
        eq(receiptLineItems.receiptId, id),
      )})`,
    })
    .from(receipts)
    .where(ownedBy(receipts, userId, id))
  return links
}

/** Whether another of the user's receipts has this number, case-insensitively (spec 5). */
export async function isReceiptNumberTaken(
  db: Database,
  userId: string,
  receiptNumber: string,
  excludeId?: string,
): Promise<boolean> {
  const taken = await db.$count(
    receipts,
    and(
      ownedBy(receipts, userId),
      eq(sql`lower(${receipts.receiptNumber})`, receiptNumber.trim().toLowerCase()),
      excludeId === undefined ? undefined : ne(receipts.id, excludeId),
    ),
  )
  return taken > 0
}

export async function createReceipt(db: Database, userId: string, input: NewReceipt) {
  return inserted(
    await db
      .insert(receipts)
      .values({ ...input, userId })
      .returning(columns),
  )
}

export async function updateReceipt(db: Database, userId: string, id: string, changes: ReceiptUpdate) {
  const [receipt] = await db
    .update(receipts)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(receipts, userId, id))
    .returning(columns)
  return receipt
}

/**
 * Deletes a receipt. In the same statement the database deletes its line items and forgets the link on
 * its items (the foreign keys' actions), so all of it happens or none of it.
 */
export async function deleteReceipt(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(receipts)
    .where(ownedBy(receipts, userId, id))
    .returning({ id: receipts.id })
  return deleted.length > 0
}
