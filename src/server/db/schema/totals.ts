import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

import { EXPENSE_CATEGORIES } from '../../../domain/expenses/categories'
import type { InventoryExit } from '../../../domain/reports/part-three'
import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'

import { user } from './auth'
import { milesTotal, moneyTotal } from './columns'

/*
 * Running totals (decision 018). Statement-level triggers of migration 0006 keep each of these tables in
 * the same transaction as every insert, update and delete of the rows they sum (a form save, a bulk
 * statement, a receipt's deletion, a cascade), so a stat card reads a few rows of totals
 * instead of every row of the account. A row whose count falls to 0 is deleted. Totals that depend on
 * "this month" or "this year" are kept per calendar month (the first day of the month, a date as the user
 * wrote it), and the read sums the months it needs: the user's today never makes a total stale.
 */

/** The user's expenses per month and category: count and amount (the expense cards, category breakdown). */
export const expenseMonthTotals = pgTable(
  'expense_month_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    category: text({ enum: EXPENSE_CATEGORIES }).notNull(),
    count: integer().notNull(),
    amount: moneyTotal().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.category] }),
    check('expense_month_totals_first_of_month', sql`extract(day from ${t.month}) = 1`),
  ],
)

/**
 * The user's expenses per vendor name as written (case kept): count and amount. The top vendors and a
 * vendor's spending group these case-insensitively, by lower(vendor).
 */
export const expenseVendorTotals = pgTable(
  'expense_vendor_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vendor: text().notNull(),
    count: integer().notNull(),
    amount: moneyTotal().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vendor] }),
    // A vendor's spending on the vendor list: the totals of the spellings of its name.
    index('expense_vendor_totals_name_idx').on(t.userId, sql`lower(${t.vendor})`),
  ],
)

/** The user's receipts per month of purchase: count, total amount and travel distance (the receipt cards). */
export const receiptMonthTotals = pgTable(
  'receipt_month_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    count: integer().notNull(),
    totalAmount: moneyTotal().notNull(),
    travelDistance: milesTotal().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check('receipt_month_totals_first_of_month', sql`extract(day from ${t.month}) = 1`),
  ],
)

/** Which name of a receipt a total is about. */
export const RECEIPT_NAME_KINDS = ['vendor', 'location'] as const

/**
 * The user's receipts per vendor and per purchase location, by the name trimmed (case kept; blank and
 * missing names are not kept): count and total amount (the top vendors and locations).
 */
export const receiptNameTotals = pgTable(
  'receipt_name_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text({ enum: RECEIPT_NAME_KINDS }).notNull(),
    name: text().notNull(),
    count: integer().notNull(),
    totalAmount: moneyTotal().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.name] })],
)

/**
 * How many receipt line items the user has, converted and not, and their units (the sum of their
 * quantities; migration 0008): the line item list's counts and the banner of unconverted line items with
 * the items they would make, without reading thousands of rows.
 */
export const lineItemCounts = pgTable(
  'line_item_counts',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isConverted: boolean().notNull(),
    count: integer().notNull(),
    units: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.isConverted] })],
)

const kept = () => moneyTotal().notNull().default(0)

/**
 * The user's sales per month of their sold date and marketplace (migration 0026, decision 036): how many items
 * sold and the sums of their money columns, the buyers' sales tax collected rounded per sale, and the refunds
 * dated in the month (counted where their item sold, or for a sale not in Frogwalk the marketplace its file
 * named): what they gave back, the fees credited back and the cost of the items returns brought back. Monthly
 * Sales, Sales by Marketplace, the Tax Summary's sales and refunds and the year pack read a year of these rows
 * (at most 12 months times the marketplaces), never the items. A row with neither a sale nor a refund is deleted.
 */
export const saleMonthTotals = pgTable(
  'sale_month_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    /** Where the items sold; null for items sold without a marketplace recorded. */
    marketplace: text({ enum: MARKETPLACE_IDS }),
    count: integer().notNull().default(0),
    costOfGoods: kept(),
    salePrice: kept(),
    postageCharged: kept(),
    postageCost: kept(),
    generalFees: kept(),
    promoFees: kept(),
    salesTaxCollected: kept(),
    refundCount: integer().notNull().default(0),
    refunds: kept(),
    feesCredited: kept(),
    returnedCost: kept(),
    /**
     * Of the items sold, those with no cost entered (decision 034: sold at $0 cost), how many and their revenue
     * (sale price and postage charged; migration 0028, decision 038).
     */
    needsCostCount: integer().notNull().default(0),
    needsCostRevenue: kept(),
  },
  (t) => [
    // One row per month and marketplace, none recorded (null) being one of them.
    unique('sale_month_totals_key').on(t.userId, t.month, t.marketplace).nullsNotDistinct(),
    check('sale_month_totals_first_of_month', sql`extract(day from ${t.month}) = 1`),
  ],
)

/**
 * The user's items per inventory bucket (migration 0028, decision 038): how many and their cost, by the year each
 * was bought, the year it left and how (sold or its disposal reason), both null while held; Schedule C Part III's
 * buckets (decision 025) as the items' triggers keep them, so Part III reads a few rows per year, never the items.
 * A bucket emptied keeps its row at 0 (Mark as Sold moves an item between buckets, and a removal would cost it a
 * statement more); the reads skip those. Which of the items a return put back (decision 032) is the refunds' to
 * say, read apart.
 */
export const inventoryBucketTotals = pgTable(
  'inventory_bucket_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    acquiredYear: integer().notNull(),
    /** The year the items left inventory, null while held. */
    exitYear: integer(),
    /** How they left: sold, or the disposal reason; null while held. */
    exit: text().$type<InventoryExit>(),
    count: integer().notNull().default(0),
    cost: kept(),
  },
  (t) => [
    // One row per bucket, the held items (nulls) being one of them.
    unique('inventory_bucket_totals_key').on(t.userId, t.acquiredYear, t.exitYear, t.exit).nullsNotDistinct(),
  ],
)

/**
 * The user's sales per year and per stored spelling of their brand and of their purchase location (migration
 * 0032, decision 041): how many items sold in the year, the sums of their money columns and of their days to sell.
 * The insights' top brands and locations group these spellings case-insensitively, a few hundred rows a year,
 * never the year's items. Kept by the sales' function (sale_month_totals_change); a spelling left with no sale
 * loses its row.
 */
export const saleNameTotals = pgTable(
  'sale_name_totals',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    /** Which name: the item's brand or its purchase location. */
    field: text({ enum: ['brand', 'location'] }).notNull(),
    /** The name as the items store it; null for items with no purchase location. */
    name: text(),
    count: integer().notNull().default(0),
    costOfGoods: kept(),
    salePrice: kept(),
    postageCharged: kept(),
    postageCost: kept(),
    generalFees: kept(),
    promoFees: kept(),
    /** Days from purchase to sale, summed over the sales with a purchase date, and how many those are. */
    daysToSellTotal: bigint({ mode: 'number' }).notNull().default(0),
    daysToSellCount: integer().notNull().default(0),
  },
  (t) => [
    // One row per year, field and spelling, no location (null) being one of them.
    unique('sale_name_totals_key').on(t.userId, t.year, t.field, t.name).nullsNotDistinct(),
  ],
)
