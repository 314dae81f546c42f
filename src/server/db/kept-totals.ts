import { and, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

import {
  expenseMonthTotals,
  expenseSearchTexts,
  expenseVendorTotals,
  expenses,
  inventoryBucketTotals,
  inventoryItems,
  itemNameCounts,
  itemStatusCounts,
  lineItemCounts,
  receiptLineItems,
  receiptMonthTotals,
  receiptNameTotals,
  receipts,
  refunds,
  saleMonthTotals,
  saleNameTotals,
} from './schema'

/*
 * Every table the database keeps from other rows by triggers (decision 018), in one place: what it is kept
 * from, by which keys, what it counts and sums, the triggers and functions that keep it, and `rebuild`, the
 * same rows computed afresh from the rows they are kept from. The lists read their totals through
 * `keptCount`; the backup leaves these tables out (the triggers write them anew as a restore inserts the
 * rows); and running-totals.test.ts compares every one of them with its `rebuild` after random writes, so
 * a kept table declared here whose triggers miss a write fails there.
 */

interface KeptTotal {
  /** The kept table's name in SQL. */
  name: string
  table: PgTable
  userId: AnyPgColumn
  /** The columns that make a kept row's key beside the user. */
  keys: readonly AnyPgColumn[]
  /** How many rows of the source a key holds (none for a copy of each row). */
  count?: AnyPgColumn
  /** What the kept rows say of the source rows, in words. */
  holds: string
  /** The table whose writes keep it, and the migrations that made its triggers. */
  from: { table: PgTable; name: string; migrations: readonly string[] }
  /** The statement-level triggers on the source table, and the functions they run. */
  triggers: readonly string[]
  functions: readonly string[]
  /** Other tables whose writes change it too, with their triggers and the functions they run. */
  alsoFrom?: readonly {
    table: PgTable
    name: string
    triggers: readonly string[]
    functions: readonly string[]
  }[]
  /**
   * Whether a key left with no rows keeps its row with every figure at 0 (item_status_counts and
   * inventory_bucket_totals do; every other kept total deletes it).
   */
  keepsEmptyKeys?: boolean
  /** The kept rows computed from the source rows: the kept table's columns, by the same names. */
  rebuild: SQL
}

/** Sums of the items' money columns, as item_status_counts keeps them (migration 0005). */
const itemSums = sql`count(*)::int as count, sum(cost_of_goods) as cost_of_goods, sum(sale_price) as sale_price,
  sum(postage_charged) as postage_charged, sum(postage_cost) as postage_cost, sum(general_fees) as general_fees,
  sum(promo_fees) as promo_fees, sum(round(sale_price * sales_tax, 2)) as sales_tax_collected`

const ITEMS = { table: inventoryItems, name: 'inventory_items' }
const EXPENSES = { table: expenses, name: 'expenses' }
const RECEIPTS = { table: receipts, name: 'receipts' }

/** The first day of a date's month, as the month totals key it. */
const monthOf = (column: string) => sql.raw(`date_trunc('month', ${column}::timestamp)::date`)

export const itemStatusTotals = {
  name: 'item_status_counts',
  table: itemStatusCounts,
  userId: itemStatusCounts.userId,
  keys: [itemStatusCounts.status],
  count: itemStatusCounts.count,
  holds:
    'how many items each status has and the sums of their money columns, sales tax collected rounded per item',
  from: { ...ITEMS, migrations: ['0002', '0005'] },
  triggers: ['inventory_items_count_insert', 'inventory_items_count_update', 'inventory_items_count_delete'],
  functions: ['item_status_counts_add', 'item_status_counts_move', 'item_status_counts_remove'],
  keepsEmptyKeys: true,
  rebuild: sql`select user_id, status, ${itemSums} from ${inventoryItems} group by user_id, status`,
} satisfies KeptTotal

const itemNameTotals = {
  name: 'item_name_counts',
  table: itemNameCounts,
  userId: itemNameCounts.userId,
  keys: [itemNameCounts.field, itemNameCounts.nameKey],
  count: itemNameCounts.count,
  holds: 'how many items name each brand and each purchase location, by the name in lower case',
  from: { ...ITEMS, migrations: ['0005'] },
  triggers: [
    'inventory_items_name_count_insert',
    'inventory_items_name_count_update',
    'inventory_items_name_count_delete',
  ],
  functions: ['item_name_counts_change'],
  rebuild: sql`select user_id, field, name_key, count(*)::int as count from (
      select user_id, 'brand' as field, lower(brand) as name_key from ${inventoryItems}
      union all
      select user_id, 'purchase_location', lower(purchase_location) from ${inventoryItems}
      where purchase_location is not null
    ) as names group by user_id, field, name_key`,
} satisfies KeptTotal

export const expenseMonthTotal = {
  name: 'expense_month_totals',
  table: expenseMonthTotals,
  userId: expenseMonthTotals.userId,
  keys: [expenseMonthTotals.month, expenseMonthTotals.category],
  count: expenseMonthTotals.count,
  holds: 'how many expenses each month and category has, and their amount',
  from: { ...EXPENSES, migrations: ['0006'] },
  triggers: ['expenses_month_totals_insert', 'expenses_month_totals_update', 'expenses_month_totals_delete'],
  functions: ['expense_month_totals_change'],
  rebuild: sql`select user_id, ${monthOf('date')} as month, category, count(*)::int as count, sum(amount) as amount
    from ${expenses} group by 1, 2, 3`,
} satisfies KeptTotal

const expenseVendorTotal = {
  name: 'expense_vendor_totals',
  table: expenseVendorTotals,
  userId: expenseVendorTotals.userId,
  keys: [expenseVendorTotals.vendor],
  count: expenseVendorTotals.count,
  holds: 'how many expenses each vendor name (as written) has, and their amount',
  from: { ...EXPENSES, migrations: ['0006'] },
  triggers: [
    'expenses_vendor_totals_insert',
    'expenses_vendor_totals_update',
    'expenses_vendor_totals_delete',
  ],
  functions: ['expense_vendor_totals_change'],
  rebuild: sql`select user_id, vendor, count(*)::int as count, sum(amount) as amount from ${expenses} group by 1, 2`,
} satisfies KeptTotal

const expenseSearchCopy = {
  name: 'expense_search_texts',
  table: expenseSearchTexts,
  userId: expenseSearchTexts.userId,
  keys: [expenseSearchTexts.expenseId],
  holds: "each expense's lowered searched text, what a search counts its matches in (not a total: a copy)",
  // Deleted with its expense by the foreign key's cascade.
  from: { ...EXPENSES, migrations: ['0009'] },
  triggers: ['expenses_search_texts_insert', 'expenses_search_texts_update'],
  functions: ['expense_search_texts_insert', 'expense_search_texts_update'],
  rebuild: sql`select id as expense_id, user_id, search_text from ${expenses}`,
} satisfies KeptTotal

export const receiptMonthTotal = {
  name: 'receipt_month_totals',
  table: receiptMonthTotals,
  userId: receiptMonthTotals.userId,
  keys: [receiptMonthTotals.month],
  count: receiptMonthTotals.count,
  holds: 'how many receipts each month of purchase has, their total amount and travel distance',
  from: { ...RECEIPTS, migrations: ['0006'] },
  triggers: ['receipts_month_totals_insert', 'receipts_month_totals_update', 'receipts_month_totals_delete'],
  functions: ['receipt_month_totals_change'],
  rebuild: sql`select user_id, ${monthOf('purchase_date')} as month, count(*)::int as count,
      sum(total_amount) as total_amount, sum(travel_distance) as travel_distance
    from ${receipts} group by 1, 2`,
} satisfies KeptTotal

const receiptNameTotal = {
  name: 'receipt_name_totals',
  table: receiptNameTotals,
  userId: receiptNameTotals.userId,
  keys: [receiptNameTotals.kind, receiptNameTotals.name],
  count: receiptNameTotals.count,
  holds:
    'how many receipts each vendor and each location (the name trimmed, blank ones left out) has, and their total amount',
  from: { ...RECEIPTS, migrations: ['0006'] },
  triggers: ['receipts_name_totals_insert', 'receipts_name_totals_update', 'receipts_name_totals_delete'],
  functions: ['receipt_name_totals_change'],
  rebuild: sql`select user_id, kind, name, count(*)::int as count, sum(total_amount) as total_amount
    from (select user_id, 'vendor' as kind, btrim(vendor) as name, total_amount from ${receipts}
          union all
          select user_id, 'location', btrim(location), total_amount from ${receipts}) as named
    where name <> '' group by 1, 2, 3`,
} satisfies KeptTotal

export const lineItemTotal = {
  name: 'line_item_counts',
  table: lineItemCounts,
  userId: lineItemCounts.userId,
  keys: [lineItemCounts.isConverted],
  count: lineItemCounts.count,
  holds: 'how many receipt line items are converted and not, and their units (the sum of their quantities)',
  from: { table: receiptLineItems, name: 'receipt_line_items', migrations: ['0008'] },
  triggers: [
    'receipt_line_items_counts_insert',
    'receipt_line_items_counts_update',
    'receipt_line_items_counts_delete',
  ],
  functions: ['line_item_counts_change'],
  rebuild: sql`select user_id, is_converted, count(*)::int as count, sum(quantity)::int as units
    from ${receiptLineItems} group by 1, 2`,
} satisfies KeptTotal

/**
 * The sales per month and marketplace (migration 0026, decision 036): the sold items by their sold date, and the
 * refunds by their date, counted where their item sold (else the marketplace their file named), with the cost of
 * the items returns brought back. Kept from both tables: an item's sale and marketplace and a returned item's
 * cost are the items', the refunds' dates and money the refunds'.
 */
export const saleMonthTotal = {
  name: 'sale_month_totals',
  table: saleMonthTotals,
  userId: saleMonthTotals.userId,
  keys: [saleMonthTotals.month, saleMonthTotals.marketplace],
  count: saleMonthTotals.count,
  holds:
    'how many items sold each month on each marketplace and the sums of their money columns (sales tax collected rounded per sale), how many of them have no cost and their revenue, and the refunds dated in the month',
  from: { ...ITEMS, migrations: ['0026', '0027', '0028', '0029', '0030'] },
  triggers: [
    'inventory_items_sale_month_totals_insert',
    'inventory_items_sale_month_totals_update',
    'inventory_items_sale_month_totals_delete',
  ],
  functions: ['sale_month_totals_change'],
  alsoFrom: [
    {
      table: refunds,
      name: 'refunds',
      triggers: [
        'refunds_sale_month_totals_insert',
        'refunds_sale_month_totals_update',
        'refunds_sale_month_totals_delete',
      ],
      functions: ['refunds_sale_month_totals_change'],
    },
  ],
  rebuild: sql`select user_id, month, marketplace, sum(count)::int as count, sum(cost_of_goods) as cost_of_goods,
      sum(sale_price) as sale_price, sum(postage_charged) as postage_charged, sum(postage_cost) as postage_cost,
      sum(general_fees) as general_fees, sum(promo_fees) as promo_fees, sum(sales_tax_collected) as sales_tax_collected,
      sum(refund_count)::int as refund_count, sum(refunds) as refunds, sum(fees_credited) as fees_credited,
      sum(returned_cost) as returned_cost, sum(needs_cost_count)::int as needs_cost_count,
      sum(needs_cost_revenue) as needs_cost_revenue
    from (
      select user_id, ${monthOf('sold_date')} as month, marketplace, 1 as count, cost_of_goods, sale_price,
        postage_charged, postage_cost, general_fees, promo_fees, round(sale_price * sales_tax, 2) as sales_tax_collected,
        0 as refund_count, 0 as refunds, 0 as fees_credited, 0 as returned_cost,
        case when cost_of_goods = 0 then 1 else 0 end as needs_cost_count,
        case when cost_of_goods = 0 then sale_price + postage_charged else 0 end as needs_cost_revenue
      from ${inventoryItems} where status = 'sold'
      union all
      select r.user_id, ${monthOf('r.refund_date')}, coalesce(i.marketplace, r.marketplace), 0, 0, 0, 0, 0, 0, 0, 0,
        1, r.amount, r.fees_credited, coalesce(ri.cost_of_goods, 0), 0, 0
      from ${refunds} as r
      left join ${inventoryItems} as i on i.id = r.item_id and i.user_id = r.user_id
      left join ${inventoryItems} as ri on ri.id = r.returned_item_id and ri.user_id = r.user_id
    ) as sales group by 1, 2, 3`,
} satisfies KeptTotal

/**
 * Schedule C Part III's buckets (migration 0028, decision 038): the items by the year each was bought, the year it
 * left and how, as queries/part-three.ts buckets them, with their cost. A bucket emptied keeps its row at 0. Which
 * items a return put back is the refunds' to say and is read beside these (not kept: see the decision).
 */
export const inventoryBucketTotal = {
  name: 'inventory_bucket_totals',
  table: inventoryBucketTotals,
  userId: inventoryBucketTotals.userId,
  keys: [inventoryBucketTotals.acquiredYear, inventoryBucketTotals.exitYear, inventoryBucketTotals.exit],
  count: inventoryBucketTotals.count,
  holds:
    'how many items were bought in each year and left in each year and way (or are held), and their cost of goods',
  // Kept by the sales totals' triggers and function since migration 0029: one trigger call a statement.
  from: { ...ITEMS, migrations: ['0028', '0029', '0030'] },
  triggers: saleMonthTotal.triggers,
  functions: saleMonthTotal.functions,
  keepsEmptyKeys: true,
  rebuild: sql`select user_id,
      extract(year from inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int
        as acquired_year,
      extract(year from coalesce(sold_date, disposed_date))::int as exit_year,
      case when sold_date is not null then 'sold' else disposal_reason end as exit,
      count(*)::int as count, sum(cost_of_goods) as cost
    from ${inventoryItems} group by 1, 2, 3, 4`,
} satisfies KeptTotal

/**
 * The sales per year and stored spelling of their brand and purchase location (migration 0032, decision 041): the
 * insights' top brands and locations, grouped case-insensitively when read.
 */
export const saleNameTotal = {
  name: 'sale_name_totals',
  table: saleNameTotals,
  userId: saleNameTotals.userId,
  keys: [saleNameTotals.year, saleNameTotals.field, saleNameTotals.name],
  count: saleNameTotals.count,
  holds:
    'how many items sold each year under each spelling of their brand and of their purchase location, the sums of their money columns and of their days to sell',
  from: { ...ITEMS, migrations: ['0032'] },
  triggers: saleMonthTotal.triggers,
  functions: saleMonthTotal.functions,
  rebuild: sql`select user_id, extract(year from sold_date)::int as year, f.field,
      case f.field when 'brand' then brand else purchase_location end as name, count(*)::int as count,
      sum(cost_of_goods) as cost_of_goods, sum(sale_price) as sale_price, sum(postage_charged) as postage_charged,
      sum(postage_cost) as postage_cost, sum(general_fees) as general_fees, sum(promo_fees) as promo_fees,
      coalesce(sum(sold_date - purchase_date), 0) as days_to_sell_total, count(purchase_date)::int as days_to_sell_count
    from ${inventoryItems} cross join (values ('brand'), ('location')) as f (field)
    where status = 'sold' group by 1, 2, 3, 4`,
} satisfies KeptTotal

/** Every kept table. A table kept by triggers and not named here fails running-totals.test.ts. */
export const KEPT_TOTALS: readonly KeptTotal[] = [
  itemStatusTotals,
  itemNameTotals,
  expenseMonthTotal,
  expenseVendorTotal,
  expenseSearchCopy,
  receiptMonthTotal,
  receiptNameTotal,
  lineItemTotal,
  saleMonthTotal,
  inventoryBucketTotal,
  saleNameTotal,
]

/** A kept total that counts rows. */
type CountedTotal = KeptTotal & { count: AnyPgColumn }

/**
 * How many of the user's rows a kept total counts, of the keys `where` keeps (all without it), as a scalar
 * subquery: a list's total or its matches, one index range of the kept table.
 */
export function keptCount(total: CountedTotal, userId: string, where?: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(${total.count}), 0)::int from ${total.table} where ${and(
    sql`${total.userId} = ${userId}`,
    where,
  )})`
}
