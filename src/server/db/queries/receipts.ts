import { and, eq, like, lte, ne, sql, type SQL } from 'drizzle-orm'

import { averageCents } from '../../../domain/money'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import { generateReceiptNumber } from '../../../domain/receipts/receipt-number'
import type { ReceiptItemsQuery, ReceiptListQuery } from '../../../shared/schemas/receipt'
import type { Database } from '../client'
import { keptCount, receiptMonthTotal } from '../kept-totals'
import { inventoryItems, receiptLineItems, receiptMonthTotals, receiptNameTotals, receipts } from '../schema'

import { itemRows } from './items'
import { lineItemTotals } from './line-items'
import {
  listPage,
  searchLoweredCondition,
  startsWithPattern,
  withinMonth,
  withinYear,
  type ListOrder,
} from './lists'
import { ownedBy, ownedRows } from './owned'

/**
 * The user's receipts. Deleting one deletes its line items and forgets the link on its items in the same
 * statement, through the foreign keys' actions, so all of it happens or none of it.
 */
export const receiptRows = ownedRows(receipts, ['searchText'])

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
  // As the partial index receipt_line_items_unconverted_idx says it, so the planner takes it.
  sql`not ${receiptLineItems.isConverted}`,
)})`

/**
 * One page of the user's receipts (spec 2): searched in number, vendor, location and notes, of one month,
 * newest first, each with its count of unconverted line items, and each day's count and total over
 * every matching receipt of that day.
 */
export async function listReceipts(db: Database, userId: string, query: ReceiptListQuery) {
  const { purchaseDate } = receipts
  return listPage(db, {
    table: receipts,
    id: receipts.id,
    scope: ownedBy(receipts, userId),
    filters: [
      searchLoweredCondition(query.q, receipts.searchText),
      query.month === undefined ? undefined : withinMonth(purchaseDate, query.month),
    ],
    order: ORDERS[query.sort],
    query,
    rows: async (parts) => receiptRows.page(db, parts, { unconvertedCount }),
    total: keptCount(receiptMonthTotal, userId),
    // Filtered without a search: the month's totals know the matches. A search's are counted as the page
    // is chosen, by the search index.
    matching:
      query.q === ''
        ? keptCount(
            receiptMonthTotal,
            userId,
            query.month === undefined ? undefined : eq(receiptMonthTotals.month, `${query.month}-01`),
          )
        : undefined,
    days: { kind: 'whole', date: purchaseDate, amount: receipts.totalAmount },
  })
}

/** The top of a grouping by amount, largest first, ties by name (spec 9: top lists of 10). */
function topOf(rows: { name: string; amount: number; count: number }[]) {
  return rows
    .map(({ name, amount, count }) => ({ name, amount, count }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
    .slice(0, TOP_LIST_LIMIT)
}

/**
 * The receipt figures of spec 2 and 3 (Receipt stats), from the running totals (decision 018) rather than
 * the receipts: how many, the total, this month and this year (of `today`, the user's date; the months'
 * totals summed), this year's travel distance, the top 10 vendors and purchase locations by amount (names
 * trimmed and compared case-insensitively, blank ones left out), and the average receipt.
 */
export async function receiptStats(db: Database, userId: string, today: string) {
  const { month } = receiptMonthTotals
  const thisYear = withinYear(month, Number(today.slice(0, 4)))
  const amountOf = (condition?: SQL) =>
    sql`coalesce(sum(${receiptMonthTotals.totalAmount})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.mapWith(
      receiptMonthTotals.totalAmount,
    )
  const [totals] = await db
    .select({
      count: sql<number>`coalesce(sum(${receiptMonthTotals.count}), 0)::int`,
      amount: amountOf(),
      monthlyTotal: amountOf(sql`${month} = ${`${today.slice(0, 7)}-01`}::date`),
      yearlyTotal: amountOf(thisYear),
      yearlyDistance:
        sql`coalesce(sum(${receiptMonthTotals.travelDistance}) filter (where ${thisYear}), 0)`.mapWith(
          receiptMonthTotals.travelDistance,
        ),
    })
    .from(receiptMonthTotals)
    .where(eq(receiptMonthTotals.userId, userId))
  // Per kind, the names ranked 10th or better by amount, ties at the 10th included, so that the order by
  // name in topOf breaks them as over all names; the database sends those few rows rather than every name.
  const ranked = db
    .select({
      kind: receiptNameTotals.kind,
      // One spelling per name, whatever the database's collation: byte order ('Goodwill' before 'goodwill').
      name: sql<string>`min(${receiptNameTotals.name} collate "C")`.as('name'),
      amount: sql`sum(${receiptNameTotals.totalAmount})`.mapWith(receiptNameTotals.totalAmount).as('amount'),
      count: sql<number>`sum(${receiptNameTotals.count})::int`.as('count'),
      rank: sql<number>`rank() over (partition by ${receiptNameTotals.kind} order by sum(${receiptNameTotals.totalAmount}) desc)`.as(
        'rank',
      ),
    })
    .from(receiptNameTotals)
    .where(eq(receiptNameTotals.userId, userId))
    .groupBy(receiptNameTotals.kind, sql`lower(${receiptNameTotals.name})`)
    .as('ranked')
  const names = await db
    .select({ kind: ranked.kind, name: ranked.name, amount: ranked.amount, count: ranked.count })
    .from(ranked)
    .where(lte(ranked.rank, TOP_LIST_LIMIT))
  const totalReceipts = totals?.count ?? 0
  const totalAmount = totals?.amount ?? 0
  return {
    totalReceipts,
    totalAmount,
    monthlyTotal: totals?.monthlyTotal ?? 0,
    yearlyTotal: totals?.yearlyTotal ?? 0,
    yearlyDistance: totals?.yearlyDistance ?? 0,
    topVendors: topOf(names.filter((row) => row.kind === 'vendor')),
    topLocations: topOf(names.filter((row) => row.kind === 'location')),
    averageAmount: averageCents(totalAmount, totalReceipts),
  }
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

/**
 * A receipt number for a purchase on `purchaseDate` at `location` (spec 4, 5), stamped with `now` in the
 * user's time zone and suffixed -A1, -A2 ... past the user's numbers that already take it. The unique index
 * still decides at save time, should another receipt take the number in between.
 */
export async function newReceiptNumber(
  db: Database,
  userId: string,
  input: { purchaseDate: string; location?: string | undefined; now: Date; timeZone: string },
): Promise<string> {
  const base = generateReceiptNumber(input.location, input.purchaseDate, input.now, input.timeZone)
  const taken = await db
    .select({ receiptNumber: receipts.receiptNumber })
    .from(receipts)
    .where(
      and(
        ownedBy(receipts, userId),
        like(sql`lower(${receipts.receiptNumber})`, sql`lower(${startsWithPattern(base)})`),
      ),
    )
  return generateReceiptNumber(
    input.location,
    input.purchaseDate,
    input.now,
    input.timeZone,
    taken.map((row) => row.receiptNumber),
  )
}

/** One page of the items made from one of the user's receipts (its detail, spec 2), by SKU. */
export function listReceiptItems(db: Database, userId: string, receiptId: string, query: ReceiptItemsQuery) {
  return listPage(db, {
    table: inventoryItems,
    id: inventoryItems.id,
    scope: and(ownedBy(inventoryItems, userId), eq(inventoryItems.receiptId, receiptId)) ?? sql`false`,
    filters: [],
    order: { keys: [{ expression: sql`lower(${inventoryItems.sku})`, kind: 'text' }], isUnique: true },
    query,
    rows: async (parts) => itemRows.page(db, parts, {}),
  })
}

/** How many line items of the user are not converted yet, and how many items they would make (spec 2). */
export async function unconvertedCounts(db: Database, userId: string) {
  const { count: lineItemCount, units: unitCount } = await lineItemTotals(db, userId, false)
  return { lineItemCount, unitCount }
}
