import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { localDate, type IsoDate } from '../../../domain/dates'
import { revenueOf, saleProfitOf } from '../../../domain/items/profit'
import { addTotals, EMPTY_ITEM_TOTALS, type ItemTotals } from '../../../domain/items/totals'
import type { MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { NO_REFUND_SUMS, profitAfterRefunds, type RefundSums } from '../../../domain/marketplaces/refunds'
import { insightRow, UNKNOWN_LOCATION, type SalesInsights } from '../../../domain/reports/insights'
import { monthlySalesReport } from '../../../domain/reports/monthly-sales'
import { TOP_LIST_LIMIT } from '../../../domain/reports/top-lists'
import type { SoldInMonthQuery } from '../../../shared/schemas/report'
import { userToday } from '../../today'
import type { Database } from '../client'
import { inventoryItems, saleMonthTotals, saleNameTotals } from '../schema'

import { eachMoneyColumn, keptTotalsJsonFields } from './item-sums'
import { itemRows, profitOfSumsOf, SOLD_DAY_SUMS, statusTotal } from './items'
import { jsonField, jsonRows, readAtOnce, readJson, type JsonRead } from './json-read'
import { listPage, withinMonth, withinYear, type ListOrder } from './lists'
import { soldItemsOf } from './reports'
import { timeZoneRead } from './settings'

const items = inventoryItems

/**
 * The years in which the user sold something (the Monthly Sales year picker), oldest first: the years of the kept
 * months with a sale (sale_month_totals, decision 036), however many sales.
 */
export function salesYearsRead(userId: string): JsonRead<number[]> {
  const kept = saleMonthTotals
  return {
    query: sql`select coalesce(json_agg(y order by y), '[]'::json) from (
      select distinct extract(year from ${kept.month})::int as y from ${kept}
      where ${kept.userId} = ${userId} and ${kept.count} > 0) as years`,
    decode: (value) => (value as number[]).map(Number),
  }
}

/** The years in which the user sold something (`salesYearsRead`), alone in a statement. */
export async function salesYears(db: Database, userId: string) {
  return readJson(db, salesYearsRead(userId))
}

/**
 * The sums of the year's sold items of one month (1-12) and one marketplace (null: none recorded), with the
 * refunds dated in the month counted there (decision 032: where their item sold, or the marketplace their file
 * named): a row of the kept totals (sale_month_totals, decision 036).
 */
export interface YearSalesSums extends ItemTotals, RefundSums {
  month: number
  marketplace: MarketplaceId | null
  /** How many refunds. */
  refundCount: number
}

/**
 * The year's sales per month and marketplace, as the database keeps them (sale_month_totals, decision 036): at
 * most twelve months times the marketplaces of rows, whatever the number of sales. What Monthly Sales sums per
 * month, Sales by Marketplace per marketplace and the Tax Summary and the year pack over the year, each adding
 * these rows' whole cents, so the screens, the PDF and the pack read the same figures.
 */
export function yearSalesRead(userId: string, year: number): JsonRead<YearSalesSums[]> {
  const kept = saleMonthTotals
  const { int, money, text } = jsonField
  return jsonRows(
    {
      month: int(sql`extract(month from ${kept.month})`),
      marketplace: text<MarketplaceId | null>(kept.marketplace),
      ...keptTotalsJsonFields(kept),
      refundCount: int(kept.refundCount),
      refunds: money(kept.refunds),
      feesCredited: money(kept.feesCredited),
      returnedCost: money(kept.returnedCost),
    },
    sql`from ${kept} where ${kept.userId} = ${userId} and ${withinYear(kept.month, year)}`,
  )
}

/** The year's sales per month and marketplace (`yearSalesRead`), alone in a statement. */
export async function yearSalesSums(db: Database, userId: string, year: number): Promise<YearSalesSums[]> {
  return readJson(db, yearSalesRead(userId, year))
}

/** A period's sales: the items sold, summed, and what the refunds dated in it took back. */
export interface SalesSums {
  sold: ItemTotals
  refunded: RefundSums
  refundCount: number
}

export const NO_SALES: SalesSums = { sold: EMPTY_ITEM_TOTALS, refunded: NO_REFUND_SUMS, refundCount: 0 }

/** The rows of `yearSalesSums` added up per `keyOf` (a month, a marketplace, the year). */
export function sumsBy<K>(
  rows: readonly YearSalesSums[],
  keyOf: (row: YearSalesSums) => K,
): Map<K, SalesSums> {
  const sums = new Map<K, SalesSums>()
  for (const row of rows) {
    const key = keyOf(row)
    const { sold, refunded, refundCount } = sums.get(key) ?? NO_SALES
    sums.set(key, {
      sold: addTotals(sold, row),
      refunded: {
        refunds: refunded.refunds + row.refunds,
        feesCredited: refunded.feesCredited + row.feesCredited,
        returnedCost: refunded.returnedCost + row.returnedCost,
      },
      refundCount: refundCount + row.refundCount,
    })
  }
  return sums
}

/**
 * The Monthly Sales report of `year` (spec 2) as of `today`, the user's date: the year's sales per month
 * (`yearSalesSums`, read here unless given), each month's net of the refunds dated in it (decision 032), made
 * into tabs, the year to date and each month's figures by the domain.
 */
export async function monthlySales(
  db: Database,
  userId: string,
  year: number,
  today: IsoDate,
  sums?: readonly YearSalesSums[],
) {
  const months = sumsBy(sums ?? (await yearSalesSums(db, userId, year)), (row) => row.month)
  const monthSums = Array.from({ length: 12 }, (_, index) => months.get(index + 1) ?? NO_SALES)
  return monthlySalesReport(
    year,
    monthSums.map((month) => month.sold),
    today,
    monthSums.map((month) => month.refunded),
  )
}

/** The sold list's order (newest sold date first, the same day newest first), over its index. */
const SOLD_ORDER: ListOrder = {
  keys: [
    { expression: items.soldDate, kind: 'date' },
    { expression: items.createdAt, kind: 'timestamp' },
  ],
}

/**
 * Monthly Sales of `year` (the user's current year unless given), as the screen shows it: the report, the years to
 * choose from and Sales by Marketplace, from the user's time zone, the year's kept rows per month and marketplace
 * and the kept years with a sale, read together (decision 040): one statement for a given year, two for today's.
 */
export async function yearMonthlySales(db: Database, userId: string, requestedYear?: number) {
  const year = requestedYear ?? Number((await userToday(db, userId)).slice(0, 4))
  const { timeZone, sums, years } = await readAtOnce(db, {
    timeZone: timeZoneRead(userId),
    sums: yearSalesRead(userId, year),
    years: salesYearsRead(userId),
  })
  const today = localDate(new Date(), timeZone)
  const report = await monthlySales(db, userId, year, today, sums)
  return { year, years, report, byMarketplace: marketplaceSales(sums) }
}

/**
 * One page of the items sold in a month, newest sold date first, and on the first page the month's days
 * with sales (the sold items by day), read beside the page. The days' item counts add up to the month's,
 * so the page's count of matches is their sum, not a count of its own.
 */
export async function soldInMonth(db: Database, userId: string, query: SoldInMonthQuery) {
  return listPage(db, {
    table: items,
    id: items.id,
    scope: soldItemsOf(userId),
    filters: [withinMonth(items.soldDate, query.month)],
    order: SOLD_ORDER,
    query,
    rows: async (parts) => itemRows.page(db, parts, {}),
    // All of the user's sold items, from the kept counters rather than counting tens of thousands of rows.
    total: statusTotal(userId, 'sold'),
    days: { kind: 'summed', date: items.soldDate, over: 'matches', count: 'itemCount', sums: SOLD_DAY_SUMS },
  })
}

/** The year's insights: the 10 brands and the 10 purchase locations with the most profit. */
export async function salesInsights(db: Database, userId: string, year: number): Promise<SalesInsights> {
  const location = (spelling: SQL) => sql`coalesce(nullif(btrim(${spelling}), ''), ${UNKNOWN_LOCATION})`
  // Two statements at once: on PostgreSQL each on a connection of its own.
  const [brands, locations] = await Promise.all([
    topGroups(db, userId, year, 'brand', (spelling) => spelling),
    topGroups(db, userId, year, 'location', location),
  ])
  return { brands, locations }
}

/**
 * The top groups of the year's sales by profit, ties by name; a group is the spellings of the brand or the
 * purchase location whose `groupOf` matches case-insensitively, and its name is its first spelling in byte order.
 * The sales come summed per stored spelling as the database keeps them (sale_name_totals, decision 041): a few
 * hundred rows a year, grouped here, never the year's items.
 */
async function topGroups(
  db: Database,
  userId: string,
  year: number,
  field: 'brand' | 'location',
  groupOf: (spelling: SQL) => SQL,
) {
  const kept = saleNameTotals
  const group = groupOf(sql`${kept.name}`)
  const name = sql<string>`min(${group} collate "C")`
  const moneySum = (column: AnyPgColumn) => sql`sum(${column})`.mapWith(items.salePrice)
  const rows = await db
    .select({
      name,
      count: sql`sum(${kept.count})`.mapWith(Number),
      ...eachMoneyColumn(kept, moneySum),
      daysToSellTotal: sql`sum(${kept.daysToSellTotal})`.mapWith(Number),
      daysToSellCount: sql`sum(${kept.daysToSellCount})`.mapWith(Number),
    })
    .from(kept)
    .where(and(eq(kept.userId, userId), eq(kept.year, year), eq(kept.field, field)))
    .groupBy(sql`lower(${group})`)
    .orderBy(desc(profitOfSumsOf(kept)), asc(name))
    .limit(TOP_LIST_LIMIT)
  return rows.map(({ name: groupName, daysToSellTotal, daysToSellCount, ...totals }) =>
    insightRow({ name: groupName, totals, daysToSellTotal, daysToSellCount }),
  )
}

/** One marketplace's sales of a year: revenue, refunds, fees and profit in cents, how many items. */
interface MarketplaceSales {
  /** Where the items sold; null for items sold without a marketplace recorded. */
  marketplace: MarketplaceId | null
  /** Sale price and postage charged of the items sold in the year (spec 9), refunds not taken off. */
  revenue: number
  /** What the refunds dated in the year gave back (returns and allowances, decision 032). */
  refunds: number
  /** The general and promo fees of the year's sales, less the fees its refunds credited back. */
  fees: number
  /**
   * The sales' profit (spec 9) less the refunds, with the fees credited back and the cost of the items returns
   * brought back: as the Tax Summary nets them.
   */
  profit: number
  count: number
}

/**
 * The year's sales by marketplace (Monthly Sales and the Tax Summary), from the year's sales per month and
 * marketplace (`yearSalesRead`), the refunds dated in the year counted where their item
 * sold (or, for a sale not in Frogwalk, the marketplace its file named); the largest revenue first. The buyer's
 * sales tax is no revenue, and its refund no refund of revenue.
 */
export function marketplaceSales(sums: readonly YearSalesSums[]): MarketplaceSales[] {
  const byMarketplace = sumsBy(sums, (row) => row.marketplace)
  return [...byMarketplace]
    .map(([marketplace, { sold, refunded }]) => ({
      marketplace,
      revenue: revenueOf(sold),
      refunds: refunded.refunds,
      fees: sold.generalFees + sold.promoFees - refunded.feesCredited,
      profit: profitAfterRefunds(saleProfitOf(sold), refunded),
      count: sold.count,
    }))
    .sort((a, b) => b.revenue - a.revenue || (a.marketplace ?? '~').localeCompare(b.marketplace ?? '~'))
}
