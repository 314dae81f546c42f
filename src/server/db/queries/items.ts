import { and, count, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { ItemMoney } from '../../../domain/items/profit'
import type { ItemSearchMode } from '../../../domain/items/search'
import { ITEM_STATUSES, type ItemStatus } from '../../../domain/items/status'
import { EMPTY_ITEM_TOTALS, type ItemTotals } from '../../../domain/items/totals'
import type { ItemListQuery, ItemListStatus, ItemMatch, ItemSelection } from '../../../shared/schemas/item'
import type { Database } from '../client'
import { itemStatusTotals, keptCount } from '../kept-totals'
import { inventoryItems, itemSearchText, itemStatusCounts, purchaseDateSortKey, refunds } from '../schema'

import {
  keyset,
  listPage,
  pageOf,
  searchCondition,
  searchLoweredCondition,
  startsWithPattern,
  withinYear,
  type DaySpec,
  type ListOrder,
} from './lists'
import { coverOf } from './files'
import { itemTotalsFields, keptTotalsColumns } from './item-sums'
import { ownedBy, ownedRows } from './owned'

/** The user's items; their status and sold date go through the status rule first (routes/items.ts). */
export const itemRows = ownedRows(inventoryItems)

const { createdAt, sku, brand, soldDate, status } = inventoryItems
const byCreation = { expression: createdAt, kind: 'timestamp' } as const

/**
 * Item list orders (spec 2, 7). Each is paged over the index that starts with the user, the status and
 * these keys (migration 0001): newest first, SKU (unique per user), brand, purchase date (missing counts
 * as 1970-01-01) and sold date, ties by creation.
 */
const ORDERS: Record<ItemListQuery['sort'], ListOrder> = {
  createdAt: { keys: [byCreation] },
  sku: { keys: [{ expression: sql`lower(${sku})`, kind: 'text' }], isUnique: true },
  brand: { keys: [{ expression: sql`lower(${brand})`, kind: 'text' }, byCreation] },
  purchaseDate: {
    keys: [{ expression: purchaseDateSortKey(inventoryItems.purchaseDate), kind: 'date' }, byCreation],
  },
  soldDate: { keys: [{ expression: soldDate, kind: 'date' }, byCreation] },
}

/** Where a query finds each money field: the item columns, or a subquery's sums of them. */
type MoneyColumns = Record<keyof ItemMoney, AnyPgColumn | SQL.Aliased>

/**
 * The revenue (spec 9: salePrice + postageCharged) and the profit (revenue − (costOfGoods + postageCost +
 * generalFees + promoFees)) of a group of sold items, as aggregates made from the sums of the columns:
 * each column is summed once per item, and the database shares a sum with any field that selects it,
 * where summing each item's revenue and profit added six more numbers per item. Sums of numerics are
 * exact, so the cents are the same.
 */
const revenueOfSumsOf = (c: MoneyColumns) => sql`sum(${c.salePrice}) + sum(${c.postageCharged})`
export const profitOfSumsOf = (c: MoneyColumns) =>
  sql`(${revenueOfSumsOf(c)}) - (sum(${c.costOfGoods}) + sum(${c.postageCost}) + sum(${c.generalFees}) + sum(${c.promoFees}))`
export const revenueOfSums = revenueOfSumsOf(inventoryItems)
export const profitOfSums = profitOfSumsOf(inventoryItems)

/** The counts' statement, by database: built once, where drizzle builds a query's SQL anew on each call. */
const countsStatements = new WeakMap<Database, ReturnType<typeof prepareCounts>>()

function prepareCounts(db: Database) {
  return db
    .select({ status: itemStatusCounts.status, count: itemStatusCounts.count })
    .from(itemStatusCounts)
    .where(eq(itemStatusCounts.userId, sql.placeholder('userId')))
    .prepare('item_status_counts_of_user')
}

function countsStatement(db: Database) {
  let statement = countsStatements.get(db)
  if (statement === undefined) {
    statement = prepareCounts(db)
    countsStatements.set(db, statement)
  }
  return statement
}

/** How many items the user has in each status, and in all (the sidebar and dashboard counts). */
export async function countItemsByStatus(
  db: Database,
  userId: string,
): Promise<Record<ItemStatus | 'total', number>> {
  const rows = await countsStatement(db).execute({ userId })
  const counts = { unlisted: 0, listed: 0, sold: 0, defective: 0, disposed: 0, total: 0 }
  for (const row of rows) {
    const known = ITEM_STATUSES.find((value) => value === row.status)
    if (known) counts[known] = row.count
    counts.total += row.count
  }
  return counts
}

/**
 * The statuses of the 'unsold' list: every item still held, neither sold nor disposed of (what a sale may be
 * matched to).
 */
export const UNSOLD_STATUSES = ITEM_STATUSES.filter((value) => value !== 'sold' && value !== 'disposed')

/** The item condition of a list's status: one status, 'unsold' (still held), or none for all items. */
function listStatusCondition(listStatus: ItemListStatus | undefined): SQL | undefined {
  if (listStatus === undefined) return undefined
  return listStatus === 'unsold' ? inArray(status, UNSOLD_STATUSES) : eq(status, listStatus)
}

/** How many items the user has in `itemStatus`, or in all, from the counters: the list's total, as a column. */
export function statusTotal(userId: string, itemStatus: ItemListStatus | undefined): SQL<number> {
  const { status: counted } = itemStatusCounts
  return keptCount(
    itemStatusTotals,
    userId,
    itemStatus === undefined
      ? undefined
      : itemStatus === 'unsold'
        ? inArray(counted, UNSOLD_STATUSES)
        : eq(counted, itemStatus),
  )
}

/**
 * The day headers of the sold items (spec 2): each sold date's item count, revenue and profit over every
 * matching item of that day.
 */
export const SOLD_DAY_SUMS = {
  itemCount: count(),
  totalRevenue: sql`${revenueOfSums}`.mapWith(inventoryItems.salePrice),
  totalProfit: sql`${profitOfSums}`.mapWith(inventoryItems.salePrice),
}

/** The sold list's day headers: the sums of the dates of each page, from the database (decision 009). */
const SOLD_PAGE_DAYS = {
  kind: 'summed',
  date: soldDate,
  over: 'page',
  count: 'itemCount',
  sums: SOLD_DAY_SUMS,
} as const satisfies DaySpec

/**
 * One page of the user's items (spec 2): of one status or all, searched by SKU or in brand, description
 * and SKU, in one of the list orders. Sorted by sold date (the sold list), it comes with each day's item
 * count, revenue and profit over every matching item of that day (the day headers), not only this page's.
 */
export async function listItems(db: Database, userId: string, query: ItemListQuery) {
  const mine = ownedBy(inventoryItems, userId)
  const statusCondition = listStatusCondition(query.status)
  const page = await listPage(db, {
    table: inventoryItems,
    id: inventoryItems.id,
    scope: statusCondition === undefined ? mine : sql`${mine} and ${statusCondition}`,
    filters: [
      itemSearch(query),
      query.marketplace === undefined ? undefined : eq(inventoryItems.marketplace, query.marketplace),
      withoutCost(query.needsCost),
      soldIn(query.soldYear),
      boughtBy(query.boughtBy),
    ],
    order: ORDERS[query.sort],
    query,
    // Each row's cover, the first of its photos (decision 021): one index probe per row of the page; on the
    // sold list, what was refunded of it (decision 032).
    rows: async (parts) =>
      itemRows.page(db, parts, {
        coverId: coverOf(userId),
        ...(query.status === 'sold' ? refundsOfRow(userId) : NO_REFUNDS),
      }),
    total: statusTotal(userId, query.status),
    days: query.sort === 'soldDate' ? SOLD_PAGE_DAYS : undefined,
  })
  return { ...page, days: page.days ?? [] }
}

/**
 * What was given back of each sold item of a list page (decision 032): the sum of its refunds (returns and
 * allowances, price and shipping), and whether one of them was a return. One probe of the refunds' item
 * index per row, most of which find nothing.
 */
function refundsOfRow(userId: string) {
  const ofRow = sql`r.user_id = ${userId} and r.item_id = "inventory_items"."id"`
  return {
    refunded: sql`(select coalesce(sum(r.amount), 0) from refunds r where ${ofRow})`.mapWith(refunds.amount),
    isReturned: sql<boolean>`exists (select 1 from refunds r where ${ofRow} and r.kind = 'return')`,
  }
}

/** The same fields on the lists of unsold items, which no refund concerns. */
const NO_REFUNDS = {
  refunded: sql`0`.mapWith(refunds.amount),
  isReturned: sql<boolean>`false`,
}

/**
 * Every item of a list (its status, search and order, as `listItems` pages it), `pageSize` rows at a time
 * by keyset: what an export writes, read in pages so that a large list is never one result in memory.
 */
export async function* allListItems(
  db: Database,
  userId: string,
  query: Pick<ItemListQuery, 'status' | 'q' | 'mode' | 'sort' | 'dir'> &
    Partial<Pick<ItemListQuery, 'marketplace' | 'needsCost' | 'soldYear'>>,
  pageSize = 2000,
) {
  const mine = ownedBy(inventoryItems, userId)
  const scope = and(
    mine,
    listStatusCondition(query.status),
    query.marketplace === undefined ? undefined : eq(inventoryItems.marketplace, query.marketplace),
    withoutCost(query.needsCost),
    soldIn(query.soldYear),
    itemSearch(query),
  )
  let cursor: string | null = null
  do {
    const page = keyset(ORDERS[query.sort], query.dir, cursor, inventoryItems.id)
    const fetched = await itemRows.page(
      db,
      {
        where: and(scope, page.after),
        orderBy: page.orderBy,
        limit: pageSize + 1,
        cursorKey: page.cursorKey,
      },
      {},
    )
    const { rows, nextCursor } = pageOf(fetched, pageSize)
    yield rows
    cursor = nextCursor
  } while (cursor !== null)
}

/**
 * The search of an item list (spec 2): the SKU only, or brand, description and SKU (General); or each of the
 * words in them, in any order (the Match dialog of Import Sales), each word a condition the trigram index
 * serves.
 */
function itemSearch(query: { q: string; mode: ItemSearchMode | 'words' }): SQL | undefined {
  if (query.mode === 'sku') return searchLoweredCondition(query.q, sql`lower(${sku})`)
  if (query.mode === 'general') return searchCondition(query.q, [itemSearchText(inventoryItems)])
  const words = [...new Set(query.q.split(/\s+/).filter((word) => word !== ''))]
  return and(...words.map((word) => searchCondition(word, [itemSearchText(inventoryItems)])))
}

/** Items bought on or before `day`, or with no purchase date: those a sale of that day may have sold. */
function boughtBy(day: string | undefined): SQL | undefined {
  return day === undefined
    ? undefined
    : sql`(${inventoryItems.purchaseDate} is null or ${inventoryItems.purchaseDate} <= ${day}::date)`
}

/** The user's items a list shows: one status and the list's search (what 'select all N matching' means). */
function matchingItems(userId: string, match: ItemMatch): SQL {
  return (
    and(
      ownedBy(inventoryItems, userId),
      eq(status, match.status),
      itemSearch(match),
      soldOn(match),
      withoutCost(match.needsCost),
    ) ?? sql`false`
  )
}

/** The Marketplace filter of a list's 'all matching' and sums: the items of one marketplace. */
function soldOn(match: ItemMatch): SQL | undefined {
  return match.marketplace === undefined ? undefined : eq(inventoryItems.marketplace, match.marketplace)
}

/**
 * The Needs Cost filter (decision 034): sold items at a cost of $0. Written with literals, as the partial
 * index of these items (migration 0024) states its condition, so the planner always knows it may use it.
 */
export const NEEDS_COST_CONDITION = sql`${status} = 'sold' and ${inventoryItems.costOfGoods} = 0`

function withoutCost(needsCost: boolean | undefined): SQL | undefined {
  return needsCost === true ? NEEDS_COST_CONDITION : undefined
}

/** The items sold in `year`, when a list names one. */
function soldIn(year: number | undefined): SQL | undefined {
  return year === undefined ? undefined : withinYear(soldDate, year)
}

/** The user's items a bulk change names: by id, or every item matching a list (spec 2, multi-select). */
export function selectedItems(userId: string, selection: ItemSelection): SQL {
  if ('ids' in selection)
    return and(ownedBy(inventoryItems, userId), inArray(inventoryItems.id, selection.ids)) ?? sql`false`
  return matchingItems(userId, selection.matching)
}

/**
 * Column sums of the items a list shows, in cents (src/domain/items/totals.ts): the /listed page's total
 * listed value and potential profit come from these (src/domain/reports/item-stats.ts listedSummary).
 * Sales tax collected is rounded per item, as each sale collects whole cents.
 */
export async function sumItems(db: Database, userId: string, match: ItemMatch): Promise<ItemTotals> {
  if (itemSearch(match) === undefined && soldOn(match) === undefined && match.needsCost !== true)
    return statusTotals(db, userId, match.status)
  const [totals] = await db.select(itemTotalsFields).from(inventoryItems).where(matchingItems(userId, match))
  return totals ?? { ...EMPTY_ITEM_TOTALS }
}

/** The sums of all the user's items in one status, from the counters the triggers keep (migration 0005). */
async function statusTotals(db: Database, userId: string, itemStatus: ItemStatus): Promise<ItemTotals> {
  const c = itemStatusCounts
  const [totals] = await db
    .select(keptTotalsColumns(c))
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.status, itemStatus)))
  return totals ?? { ...EMPTY_ITEM_TOTALS }
}

/** Whether another of the user's items has this SKU, case-insensitively (spec 5). */
export async function isSkuTaken(db: Database, userId: string, candidate: string, excludeId?: string) {
  const taken = await db.$count(
    inventoryItems,
    and(
      ownedBy(inventoryItems, userId),
      eq(sql`lower(${sku})`, candidate.trim().toLowerCase()),
      excludeId === undefined ? undefined : ne(inventoryItems.id, excludeId),
    ),
  )
  return taken > 0
}

/**
 * The user's SKUs that begin with `prefix`, case-insensitively: the only ones a SKU generated now can
 * collide with (spec 5: a generated SKU is stamped to the millisecond, and suffixed -A1, -A2 … on collision).
 */
export async function skusStartingWith(db: Database, userId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ sku })
    .from(inventoryItems)
    // lower(sku) LIKE a lowered prefix: the trigram index on the lowered SKU serves it (with the user, of
    // any status), where ILIKE read every item of the user.
    .where(
      and(
        ownedBy(inventoryItems, userId),
        like(sql`lower(${sku})`, sql`lower(${startsWithPattern(prefix)})`),
      ),
    )
  return rows.map((row) => row.sku)
}

/** The user's item with this SKU, case-insensitively (SKUs are unique so; the unique index finds it). */
export async function itemBySku(db: Database, userId: string, candidate: string) {
  const [item] = await db
    .select(itemRows.columns)
    .from(inventoryItems)
    .where(and(ownedBy(inventoryItems, userId), eq(sql`lower(${sku})`, candidate.trim().toLowerCase())))
  return item
}

/**
 * What the labels of a selection show (decision 022): the named items in the order named (each once), or
 * the items a list shows by SKU; at most `limit` + 1 rows are read, so the caller can tell there are more.
 */
export async function labelItems(db: Database, userId: string, selection: ItemSelection, limit: number) {
  const rows = await db
    .select({ id: inventoryItems.id, sku, brand, description: inventoryItems.description })
    .from(inventoryItems)
    .where(selectedItems(userId, selection))
    .orderBy(sql`lower(${sku})`)
    .limit(limit + 1)
  if (!('ids' in selection)) return { rows, missing: 0 }
  const byId = new Map(rows.map((row) => [row.id, row]))
  const ids = [...new Set(selection.ids)]
  const named = ids.flatMap((id) => byId.get(id) ?? [])
  return { rows: named, missing: ids.length - named.length }
}
