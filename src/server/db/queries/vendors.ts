import { and, eq, lte, sql } from 'drizzle-orm'

import { averageCents, type Cents } from '../../../domain/money'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import type { VendorListQuery } from '../../../shared/schemas/vendor'
import type { Database } from '../client'
import { expenseVendorTotals, vendors } from '../schema'

import { listPage, searchLoweredCondition, type ListOrder } from './lists'
import { ownedBy, ownedRows } from './owned'

/** The user's vendors. */
export const vendorRows = ownedRows(vendors, ['searchText'])

/**
 * A vendor's spending (the Spending column): its expenses' sum in cents and how many there are, matched by
 * name case-insensitively (spec 9), read from the running totals per vendor name (decision 018; index
 * expense_vendor_totals_name_idx) rather than from the expenses. Both in one subquery, so each vendor's
 * totals are looked up once: [sum as text, count].
 */
const ofVendor = and(
  eq(expenseVendorTotals.userId, vendors.userId),
  eq(sql`lower(${expenseVendorTotals.vendor})`, sql`lower(${vendors.name})`),
)
const spentAndCount = sql`json_build_array(coalesce(sum(${expenseVendorTotals.amount}), 0)::text, coalesce(sum(${expenseVendorTotals.count}), 0)::int)`
const spending = sql<
  [string, number]
>`(select ${spentAndCount} from ${expenseVendorTotals} where ${ofVendor})`

/** Vendor list orders; names are unique per user (index vendors_user_name_unique). */
const ORDERS: Record<VendorListQuery['sort'], ListOrder> = {
  name: { keys: [{ expression: sql`lower(${vendors.name})`, kind: 'text' }], isUnique: true },
}

/**
 * One page of the user's vendors with their spending (spec 2): searched by name, category and contact
 * e-mail, all, active or inactive, by name (spec 7).
 */
export async function listVendors(db: Database, userId: string, query: VendorListQuery) {
  const status = query.status === 'all' ? undefined : eq(vendors.isActive, query.status === 'active')
  const scope = ownedBy(vendors, userId)
  const page = await listPage(db, {
    table: vendors,
    id: vendors.id,
    scope,
    filters: [searchLoweredCondition(query.q, vendors.searchText), status],
    // Active or inactive only: the user's vendors (hundreds) are counted beside the page, which walks the
    // order's index; choosing and counting the page in one query took a third longer (500 vendors, p50
    // 2.7 against 2.0 ms on PGlite, 1.4 against 1.1 ms on PostgreSQL).
    ...(query.q === ''
      ? { matching: sql<number>`(select count(*)::int from ${vendors} where ${and(scope, status)})` }
      : {}),
    order: ORDERS[query.sort],
    query,
    rows: async (parts) => vendorRows.page(db, parts, { spending }),
  })
  return {
    ...page,
    rows: page.rows.map(({ spending: [spent, expenseCount], ...row }) => ({
      ...row,
      totalSpent: expenseVendorTotals.amount.mapFromDriverValue(spent) as Cents,
      expenseCount,
    })),
  }
}

/**
 * The vendor figures of spec 2 and 3, from one query over every vendor with its spending, read from the
 * running totals of expenses per vendor name (decision 018; names are unique per user, so an expense
 * counts for at most one vendor): how many vendors and how many active, the total spent with them, the
 * average per vendor, and the top 10 by spending. The database counts and sums, and sends only the vendors
 * ranked 10th or better (ties at the 10th included, so that the order by name breaks them as over all).
 */
export async function vendorStats(db: Database, userId: string) {
  const spent = db
    .select({
      vendorKey: sql<string>`lower(${expenseVendorTotals.vendor})`.as('vendor_key'),
      totalSpent: sql`sum(${expenseVendorTotals.amount})`.as('total_spent'),
      expenseCount: sql<number>`sum(${expenseVendorTotals.count})::int`.as('expense_count'),
    })
    .from(expenseVendorTotals)
    .where(eq(expenseVendorTotals.userId, userId))
    .groupBy(sql`lower(${expenseVendorTotals.vendor})`)
    .as('spent')
  const totalSpent = sql`coalesce(${spent.totalSpent}, 0)`
  const ranked = db
    .select({
      vendor: vendors.name,
      totalSpent: totalSpent.mapWith(expenseVendorTotals.amount).as('vendor_spent'),
      expenseCount: sql<number>`coalesce(${spent.expenseCount}, 0)`.as('vendor_expense_count'),
      vendorCount: sql<number>`(count(*) over ())::int`.as('vendor_count'),
      activeCount: sql<number>`(count(*) filter (where ${vendors.isActive}) over ())::int`.as('active_count'),
      allSpent: sql`sum(${totalSpent}) over ()`.mapWith(expenseVendorTotals.amount).as('all_spent'),
      rank: sql<number>`rank() over (order by ${totalSpent} desc)`.as('rank'),
    })
    .from(vendors)
    .leftJoin(spent, eq(spent.vendorKey, sql`lower(${vendors.name})`))
    .where(ownedBy(vendors, userId))
    .as('ranked')
  const rows = await db.select().from(ranked).where(lte(ranked.rank, TOP_LIST_LIMIT))
  const [first] = rows
  const totalVendors = first?.vendorCount ?? 0
  const spentInAll = first?.allSpent ?? 0
  return {
    totalVendors,
    activeVendors: first?.activeCount ?? 0,
    totalSpent: spentInAll,
    averageExpensePerVendor: averageCents(spentInAll, totalVendors),
    topVendorsBySpending: rows
      .filter((row) => row.expenseCount > 0)
      .sort((a, b) => b.totalSpent - a.totalSpent || a.vendor.localeCompare(b.vendor))
      .slice(0, TOP_LIST_LIMIT)
      .map(({ vendor, totalSpent: amount, expenseCount }) => ({ vendor, totalSpent: amount, expenseCount })),
  }
}
