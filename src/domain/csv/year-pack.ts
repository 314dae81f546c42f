/**
 * The CSV files of a tax year's pack for the accountant (decision 028): the year's sales, purchases,
 * expenses, receipts with their line items, mileage log and ending inventory, its refunds, its sales by
 * marketplace and its 1099-K reconciliation (decision 032). Each file is a header line and
 * one line per record, written as the records are read, quoted by `toCsv` and guarded against
 * spreadsheet formulas (`spreadsheetText`) like the item export. Money is plain decimals with two places,
 * dates 'YYYY-MM-DD', miles with one decimal.
 */

import type { IsoDate } from '../dates'
import { expenseCategoryLabel, isDeductibleCategory, type ExpenseCategory } from '../expenses/categories'
import { saleProfitOf, type ItemMoney } from '../items/profit'
import {
  DISPOSAL_REASON_LABELS,
  ITEM_STATUS_INFO,
  type DisposalReason,
  type ItemStatus,
} from '../items/status'
import type { RefundKind } from '../marketplaces/refunds'
import { marketplaceName, type MarketplaceId } from '../marketplaces/marketplaces'
import { formatMiles, milesToTenths } from '../miles'
import type { MonthlyMileageRow } from '../mileage/monthly-rows'
import { centsToDecimal, type Cents } from '../money'
import { scheduleCLineOf } from '../reports/schedule-c'
import type { FormExpectation, Reconciliation } from '../tax-year/form-1099k'
import { spreadsheetText } from './serialize'

/** The CSV files of the pack, in the order they are written (after the summary's PDF), named inside the zip. */
export const YEAR_PACK_FILES = {
  sales: (year: number) => `sales-${year}.csv`,
  purchases: (year: number) => `purchases-${year}.csv`,
  expenses: (year: number) => `expenses-${year}.csv`,
  receipts: (year: number) => `receipts-${year}.csv`,
  mileage: (year: number) => `mileage-${year}.csv`,
  endingInventory: (year: number) => `ending-inventory-${year}.csv`,
  refunds: (year: number) => `refunds-${year}.csv`,
  marketplaces: (year: number) => `marketplaces-${year}.csv`,
  form1099k: (year: number) => `form-1099k-${year}.csv`,
} as const

/** The name of the pack itself: frogwalk-2025-tax-pack.zip. */
export const yearPackFileName = (year: number) => `frogwalk-${year}-tax-pack.zip`

const text = (value: string | null) => spreadsheetText(value ?? '')
const money = (cents: Cents) => centsToDecimal(cents)
const miles = (value: number) => formatMiles(milesToTenths(value))

export const SALES_COLUMNS = [
  'Sold Date',
  'SKU',
  'Brand',
  'Description',
  'Marketplace',
  'Order ID',
  'Sale Price',
  'Postage Charged',
  'Postage Cost',
  'General Fees',
  'Promo Fees',
  'Cost of Goods',
  'Buyer Sales Tax',
  'Profit',
] as const

/** A sold item of the year as the sales file reads it. */
export type PackSale = ItemMoney & {
  soldDate: IsoDate
  sku: string
  brand: string
  description: string
  marketplace: MarketplaceId | null
  marketplaceOrderId: string | null
  buyerSalesTax: Cents
}

/** One sale: its figures and its profit (revenue − costs, spec 9); the buyer's sales tax is never revenue. */
export function saleRow(sale: PackSale): string[] {
  return [
    sale.soldDate,
    text(sale.sku),
    text(sale.brand),
    text(sale.description),
    sale.marketplace ? marketplaceName(sale.marketplace) : '',
    text(sale.marketplaceOrderId),
    money(sale.salePrice),
    money(sale.postageCharged),
    money(sale.postageCost),
    money(sale.generalFees),
    money(sale.promoFees),
    money(sale.costOfGoods),
    money(sale.buyerSalesTax),
    money(saleProfitOf(sale)),
  ]
}

export const PURCHASE_COLUMNS = ['Purchase Date', 'SKU', 'Description', 'Location', 'Cost', 'Status'] as const

/** An item bought in the year: its purchase date, or the day it was recorded when it has none (Part III). */
export interface PackPurchase {
  acquiredOn: IsoDate
  sku: string
  description: string
  purchaseLocation: string | null
  costOfGoods: Cents
  status: ItemStatus
  disposalReason: DisposalReason | null
}

/** The status as a person reads it, with the reason a disposed item left: 'Disposed: Donated'. */
export function statusText(status: ItemStatus, disposalReason: DisposalReason | null): string {
  const label = ITEM_STATUS_INFO[status].label
  return status === 'disposed' && disposalReason
    ? `${label}: ${DISPOSAL_REASON_LABELS[disposalReason]}`
    : label
}

export function purchaseRow(item: PackPurchase): string[] {
  return [
    item.acquiredOn,
    text(item.sku),
    text(item.description),
    text(item.purchaseLocation),
    money(item.costOfGoods),
    statusText(item.status, item.disposalReason),
  ]
}

export const EXPENSE_COLUMNS = [
  'Date',
  'Vendor',
  'Description',
  'Category',
  'Schedule C Line',
  'Amount',
  'Deductible',
] as const

export interface PackExpense {
  date: IsoDate
  vendor: string
  description: string
  category: ExpenseCategory
  amount: Cents
}

/** One expense with the Schedule C line its category lands on in `year` and whether it is deductible (spec 9). */
export function expenseRow(expense: PackExpense, year: number): string[] {
  return [
    expense.date,
    text(expense.vendor),
    text(expense.description),
    expenseCategoryLabel(expense.category),
    scheduleCLineOf(expense.category, year).line,
    money(expense.amount),
    isDeductibleCategory(expense.category) ? 'Yes' : 'No',
  ]
}

export const RECEIPT_COLUMNS = [
  'Receipt Number',
  'Receipt Date',
  'Vendor',
  'Receipt Total',
  'Line Description',
  'Line Brand',
  'Quantity',
  'Unit Cost',
  'Line Total',
] as const

/** A line item beside its receipt's number, date, vendor and total; a receipt without lines has one row. */
export interface PackReceiptLine {
  receiptNumber: string
  purchaseDate: IsoDate
  vendor: string
  totalAmount: Cents
  line: { description: string; brand: string; quantity: number; unitCost: Cents; totalCost: Cents } | null
}

export function receiptLineRow(row: PackReceiptLine): string[] {
  const { line } = row
  return [
    text(row.receiptNumber),
    row.purchaseDate,
    text(row.vendor),
    money(row.totalAmount),
    line ? text(line.description) : '',
    line ? text(line.brand) : '',
    line ? String(line.quantity) : '',
    line ? money(line.unitCost) : '',
    line ? money(line.totalCost) : '',
  ]
}

export const MILEAGE_COLUMNS = [
  'Date',
  'Odometer Reading',
  'Month',
  'Miles Driven',
  'Business Miles',
  'IRS Rate',
  'Deduction',
] as const

/** A reading of the log, with its month's figures when it is the month's first reading of the year. */
export interface PackReading {
  readingDate: IsoDate
  odometerMiles: number
  /** The month this reading opens (spec 4: a month runs from its first reading to the next month's). */
  month: MonthlyMileageRow | null
}

/** A rate of tenths of a cent per mile as dollars: 700 → '0.70', 575 → '0.575'. */
export function rateText(rate: number): string {
  const dollars = Math.floor(rate / 1000)
  const thousandths = String(rate % 1000).padStart(3, '0')
  return `${dollars}.${thousandths.endsWith('0') ? thousandths.slice(0, 2) : thousandths}`
}

/**
 * One odometer reading. A month's first reading carries the month's miles driven (to the next month's first
 * reading), business miles, IRS rate and deduction, exactly as the Tax Summary's monthly rows and Schedule C
 * line 9 count them, so the deductions of the file add up to line 9; the other readings show only their miles.
 */
export function readingRow(reading: PackReading): string[] {
  const { month } = reading
  return [
    reading.readingDate,
    miles(reading.odometerMiles),
    month ? month.monthName : '',
    month ? miles(month.milesDriven) : '',
    month ? miles(month.businessMiles) : '',
    month ? rateText(month.rate.rate) : '',
    month ? money(month.estimatedDeduction) : '',
  ]
}

export const ENDING_INVENTORY_COLUMNS = ['SKU', 'Description', 'Purchase Date', 'Cost'] as const

/** An item held at 31 December: bought by then (its purchase date, or the day recorded) and not gone by then. */
export interface PackHeldItem {
  sku: string
  description: string
  acquiredOn: IsoDate
  costOfGoods: Cents
}

export function heldItemRow(item: PackHeldItem): string[] {
  return [text(item.sku), text(item.description), item.acquiredOn, money(item.costOfGoods)]
}

export const REFUND_COLUMNS = [
  'Refund Date',
  'SKU',
  'Brand',
  'Description',
  'Marketplace',
  'Order ID',
  'Sold Date',
  'Returned or Allowance',
  'Amount',
  'Sales Tax',
  'Fees Credited',
  'Returned SKU',
] as const

/**
 * A refund dated in the year (Schedule C line 2): the sold item it gave back money for (none while its sale
 * is not in Frogwalk, named then by its marketplace and order id), what it gave back, and the item a return
 * put back in inventory.
 */
export interface PackRefund {
  refundDate: IsoDate
  sku: string | null
  brand: string | null
  description: string | null
  marketplace: MarketplaceId | null
  orderId: string | null
  soldDate: IsoDate | null
  kind: RefundKind
  amount: Cents
  salesTax: Cents
  feesCredited: Cents
  returnedSku: string | null
}

const REFUND_KIND_TEXT: Record<RefundKind, string> = { return: 'Returned', allowance: 'Allowance' }

export function refundRow(refund: PackRefund): string[] {
  return [
    refund.refundDate,
    text(refund.sku),
    text(refund.brand),
    text(refund.description),
    refund.marketplace ? marketplaceName(refund.marketplace) : '',
    text(refund.orderId),
    refund.soldDate ?? '',
    REFUND_KIND_TEXT[refund.kind],
    money(refund.amount),
    money(refund.salesTax),
    money(refund.feesCredited),
    text(refund.returnedSku),
  ]
}

export const MARKETPLACE_COLUMNS = [
  'Marketplace',
  'Items Sold',
  'Revenue',
  'Refunds',
  'Fees',
  'Profit',
] as const

/** One marketplace's year, as Sales by Marketplace shows it (Monthly Sales, the Tax Summary). */
export interface PackMarketplace {
  marketplace: MarketplaceId | null
  count: number
  revenue: Cents
  refunds: Cents
  fees: Cents
  profit: Cents
}

/** The name of the sales with no marketplace recorded, as the reports say it. */
const NO_MARKETPLACE = 'Not recorded'

export function marketplaceRow(row: PackMarketplace): string[] {
  return [
    row.marketplace ? marketplaceName(row.marketplace) : NO_MARKETPLACE,
    String(row.count),
    money(row.revenue),
    money(row.refunds),
    money(row.fees),
    money(row.profit),
  ]
}

export const FORM_1099K_COLUMNS = [
  'Marketplace',
  'Sales',
  'Postage Charged',
  'Sales Tax Buyers Paid',
  'Refunds',
  'Number of Sales',
  'Frogwalk Gross',
  'Gross on 1099-K',
  'Transactions on 1099-K',
  'Difference',
  'Explained By',
  'Unexplained',
  '1099-K Expected',
] as const

/** One marketplace of the 1099-K reconciliation (decision 027), as the Tax Summary shows it. */
export interface PackForm1099k {
  name: string
  frogwalk: {
    salesCents: Cents
    postageChargedCents: Cents
    buyerSalesTaxCents: Cents
    refundsCents: Cents | null
    salesCount: number
    grossCents: Cents
  }
  reported: { grossCents: Cents; transactions: number | null } | null
  reconciliation: Reconciliation | null
  expectation: FormExpectation
}

/** The marketplace's figures, the form's when typed, and what explains the difference, line by line. */
export function form1099kRow(row: PackForm1099k): string[] {
  const { frogwalk, reported, reconciliation } = row
  return [
    text(row.name),
    money(frogwalk.salesCents),
    money(frogwalk.postageChargedCents),
    money(frogwalk.buyerSalesTaxCents),
    frogwalk.refundsCents === null ? '' : money(frogwalk.refundsCents),
    String(frogwalk.salesCount),
    money(frogwalk.grossCents),
    reported ? money(reported.grossCents) : '',
    reported?.transactions === null || reported === null ? '' : String(reported.transactions),
    reconciliation ? money(reconciliation.differenceCents) : '',
    reconciliation ? text(reconciliation.lines.map((line) => line.text).join('; ')) : '',
    reconciliation ? money(reconciliation.unexplainedCents) : '',
    row.expectation.isExpected ? 'Yes' : 'No',
  ]
}
