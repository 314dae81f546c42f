/**
 * What a marketplace sales report becomes, row by row: a sale to import, a row that is not a sale (a
 * refund, a payout, a fee line…) shown in the preview and never imported, or a refused row whose cell could
 * not be read. Every data row of a file gives exactly one of them, numbered as the file's row.
 */

import type { IsoDate } from '../dates'
import type { ExpenseCategory } from '../expenses/categories'
import type { Cents } from '../money'
import type { MarketplaceId } from './marketplaces'

/**
 * The fees a sale cost the seller, as positive cents (reports often print them negative). The selling fee
 * is the marketplace's commission (eBay's final value fee, fixed and variable, its regulatory and
 * international fees; Poshmark's, Mercari's, Depop's and Etsy's commissions); the payment fee is the
 * payment processing fee; the promo fee is what promoted listings, ads and boosting cost.
 */
export interface SaleFees {
  sellingFeeCents: Cents
  paymentFeeCents: Cents
  promoFeeCents: Cents
  /** Fulfilment by the marketplace (its warehouse picked, packed and shipped), where a report names it. */
  fulfilmentFeeCents?: Cents
}

/** One sale read from a report: one line of an order (several units when `quantity` > 1). */
export interface MarketplaceSale {
  type: 'sale'
  /** The row in the file, 1-based, as a spreadsheet numbers it (the header and any preamble count). */
  rowNumber: number
  marketplace: MarketplaceId
  /**
   * The marketplace's id of this sale, unique per marketplace for a user: the order number, with the
   * line's own id added when an order holds several lines (each layout says how, in its module comment).
   * Importing the same sale twice is recognised by (marketplace, orderId).
   */
  orderId: string
  /**
   * The order as the marketplace prints it, when `orderId` is a line's id made of it and that cannot be read
   * back from it (`orderIdOfLine`); refunds and fees name the order by it.
   */
  order?: string
  /** The calendar date of the sale as the report writes it (time zones are not converted). */
  soldDate: IsoDate
  /** The listing's title, or null when the report has none (Etsy's orders file). */
  title: string | null
  /** The brand, where the report names one (Poshmark, Depop). */
  brand: string | null
  /** The seller's SKU as the report gives it (Poshmark, Etsy); several SKUs are separated by commas. */
  sku: string | null
  /** The marketplace's own reference the seller types on a listing: eBay's Custom label. */
  customLabel: string | null
  /** Units sold on this line, at least 1. */
  quantity: number
  /**
   * What the buyer was charged for the items of this line (all units), before shipping and tax, and before
   * `discountCents` when the report gives one (what the buyer paid is the difference).
   */
  salePriceCents: Cents
  /** A coupon or promotion taken off the line's price (its share of the order's), where a report gives it. */
  discountCents?: Cents
  /** What the buyer paid for shipping. */
  postageChargedCents: Cents
  /** The shipping label as the seller paid it (or as the marketplace bought it with the buyer's shipping). */
  postageCostCents: Cents
  fees: SaleFees
  /** Sales tax the buyer paid and the marketplace collected and remits: never the seller's income. */
  salesTaxCents: Cents
  /** The seller's cost of the item where the report keeps one (Poshmark's Cost Price), else null. */
  costOfGoodsCents: Cents | null
  /** ISO 4217 code of the amounts ('USD'). */
  currency: string
}

/** Why a row of a report is not a sale. */
export type NonSaleKind =
  | 'refund'
  | 'cancellation'
  | 'payout'
  | 'hold'
  | 'fee'
  | 'shipping-label'
  | 'tax'
  | 'dispute'
  | 'transfer'
  | 'adjustment'
  /** The totals line of an order whose items have lines of their own. */
  | 'order-summary'
  /** A second row with the order id of an earlier sale of the same file. */
  | 'duplicate'
  /** A line of text in the file that is no record: a record count, a seller id, a blank-ish line. */
  | 'note'
  | 'other'

/** A row the report holds that is not a sale: shown in the preview, never imported as a sale. */
export interface NonSaleRow {
  type: 'non-sale'
  rowNumber: number
  kind: NonSaleKind
  /** The order the row belongs to, when it names one. */
  orderId: string | null
  /** The row's amount as the report signs it (a refund or a fee is negative), or null when it has none. */
  amountCents: Cents | null
  /** Why it is not imported, in words for the preview. */
  reason: string
  /** The item title the file gives the row (a refund names what was refunded), or null. */
  title?: string | null
  /**
   * The row of the sale this row's amount was counted into (a shipping label or an ad fee of an order
   * sold in the same file, the totals line of a multi-item order), or null when it stands alone.
   */
  appliedToRow: number | null
}

/** A row that could not be read: one cell is not what its column holds. */
export interface RefusedRow {
  type: 'refused'
  rowNumber: number
  /** The column as the file names it. */
  column: string
  /** The cell as written. */
  value: string
  /** What is wrong with it: 'is not an amount'. */
  reason: string
  /** The whole sentence: 'Row 14, column "Sold For": "abc" is not an amount'. */
  message: string
}

/**
 * Money given back to a buyer after a sale (decision 032): recorded against the sale of the same marketplace
 * and order id, in this file or imported before, else kept with no item until its sale is imported.
 */
export interface RefundRow {
  type: 'refund'
  rowNumber: number
  marketplace: MarketplaceId
  /** The order as the marketplace prints it (never a line's id). */
  orderId: string
  /** The line refunded, when the row names one (an order of several lines): its id as the sale's `orderId`. */
  lineKey: string | null
  refundDate: IsoDate
  /** What was given back of the revenue (price and shipping), positive. */
  amountCents: Cents
  /** The buyer's sales tax given back with it, positive. */
  salesTaxCents: Cents
  /** Fees the marketplace credited back to the seller, positive. */
  feesCreditedCents: Cents
  title: string | null
  /** The row's identity in the file (`importKeys`), so importing it again writes nothing. */
  importKey: string
}

/** A fee or charge that belongs to no sale of the file: an expense of `category` once imported. */
export interface ChargeRow {
  type: 'charge'
  rowNumber: number
  marketplace: MarketplaceId
  date: IsoDate
  /** What it cost, positive. */
  amountCents: Cents
  /** What the marketplace calls it ('Subscription fee', 'Promoted listings'). */
  description: string
  category: ExpenseCategory
  /** The order it names, if any: a fee statement's fee of an order sold in an earlier file. */
  orderId: string | null
  /** Which of a sale's fees it is, when it names an order: an ad fee is a promo fee, else a general one. */
  feeKind: 'general' | 'promo' | 'postage'
  importKey: string
}

/** Money the marketplace paid out to the seller's bank: kept, never revenue. */
export interface PayoutRow {
  type: 'payout'
  rowNumber: number
  marketplace: MarketplaceId
  date: IsoDate
  amountCents: Cents
  reference: string | null
  importKey: string
}

/** The result of one data row of a report. */
export type ReportRow = MarketplaceSale | NonSaleRow | RefusedRow | RefundRow | ChargeRow | PayoutRow

/** A row the import records apart from sales. */
export type RecordRow = RefundRow | ChargeRow | PayoutRow

/** The sentence that names a refused cell: 'Row 14, column "Sold For": "abc" is not an amount'. */
function refusalMessage(rowNumber: number, column: string, value: string, reason: string): string {
  return `Row ${rowNumber}, column "${column}": "${value}" ${reason}`
}

/** A refused row with its sentence. */
export function refusedRow(rowNumber: number, column: string, value: string, reason: string): RefusedRow {
  return {
    type: 'refused',
    rowNumber,
    column,
    value,
    reason,
    message: refusalMessage(rowNumber, column, value, reason),
  }
}

/** A row that is not a sale, standing alone unless `appliedToRow` is given. */
export function nonSaleRow(
  rowNumber: number,
  kind: NonSaleKind,
  reason: string,
  details: {
    orderId?: string | null
    amountCents?: Cents | null
    appliedToRow?: number | null
    title?: string | null
  } = {},
): NonSaleRow {
  return {
    type: 'non-sale',
    rowNumber,
    kind,
    orderId: details.orderId ?? null,
    amountCents: details.amountCents ?? null,
    reason,
    ...(details.title ? { title: details.title } : {}),
    appliedToRow: details.appliedToRow ?? null,
  }
}

/** How many rows of each type a report gave. */
export interface ReportRowCounts {
  sales: number
  nonSales: number
  refused: number
  refunds: number
  charges: number
  payouts: number
}

/** Counts the rows of each type. */
export function countReportRows(rows: readonly ReportRow[]): ReportRowCounts {
  const counts: ReportRowCounts = { sales: 0, nonSales: 0, refused: 0, refunds: 0, charges: 0, payouts: 0 }
  for (const row of rows) {
    if (row.type === 'sale') counts.sales += 1
    else if (row.type === 'non-sale') counts.nonSales += 1
    else if (row.type === 'refund') counts.refunds += 1
    else if (row.type === 'charge') counts.charges += 1
    else if (row.type === 'payout') counts.payouts += 1
    else counts.refused += 1
  }
  return counts
}
