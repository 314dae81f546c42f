/**
 * Receipt figures of spec 2 (Inventory Receipts) and spec 3 (Receipt stats): totals, this month, this
 * year, yearly travel distance, top vendors and top purchase locations. Money in cents; distances in miles
 * with one decimal, summed exactly in tenths.
 */

import type { IsoDate } from '../dates'
import { containsText } from '../items/search'
import type { MileTenths } from '../miles'
import { milesToTenths, tenthsToMiles } from '../miles'
import type { Cents } from '../money'
import { averageCents } from '../money'

/** What the stats need of a receipt. */
export interface ReceiptForStats {
  vendor: string
  location: string | null
  purchaseDate: IsoDate
  totalAmount: Cents
  /** Miles with one decimal. */
  travelDistance: number
}

/** One entry of a top list: name, amount in cents and number of receipts. */
export interface TopEntry {
  name: string
  amount: Cents
  count: number
}

/** Receipt stats (spec 3). */
export interface ReceiptStats {
  totalReceipts: number
  totalAmount: Cents
  monthlyTotal: Cents
  yearlyTotal: Cents
  /** Miles travelled for receipts of this year, one decimal. */
  yearlyDistance: number
  topVendors: TopEntry[]
  topLocations: TopEntry[]
  averageAmount: Cents
}

/** Length of the top lists (spec 9: top vendors and locations limited to 10). */
export const TOP_LIST_LIMIT = 10
/** Entries shown in the Top Purchase Locations panel (spec 9: 3). */
export const TOP_LOCATIONS_PANEL_SIZE = 3

/**
 * Top names by amount, largest first, ties by name; names compare trimmed and case-insensitively and show
 * as first seen. Blank names are left out.
 */
export function topByAmount<T>(
  records: readonly T[],
  nameOf: (record: T) => string | null,
  amountOf: (record: T) => Cents,
  limit = TOP_LIST_LIMIT,
): TopEntry[] {
  const entries = new Map<string, TopEntry>()
  for (const record of records) {
    const name = nameOf(record)?.trim()
    if (!name) continue
    const key = name.toLowerCase()
    const entry = entries.get(key) ?? { name, amount: 0, count: 0 }
    entry.amount += amountOf(record)
    entry.count += 1
    entries.set(key, entry)
  }
  return [...entries.values()]
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name))
    .slice(0, limit)
}

/** Receipt stats for all `receipts`, with this month and this year taken from `today` (YYYY-MM-DD). */
export function receiptStats(receipts: readonly ReceiptForStats[], today: IsoDate): ReceiptStats {
  const month = today.slice(0, 7)
  const year = today.slice(0, 4)
  let totalAmount = 0
  let monthlyTotal = 0
  let yearlyTotal = 0
  let yearlyTenths: MileTenths = 0
  for (const receipt of receipts) {
    totalAmount += receipt.totalAmount
    if (receipt.purchaseDate.startsWith(month)) monthlyTotal += receipt.totalAmount
    if (receipt.purchaseDate.startsWith(year)) {
      yearlyTotal += receipt.totalAmount
      yearlyTenths += milesToTenths(receipt.travelDistance)
    }
  }
  return {
    totalReceipts: receipts.length,
    totalAmount,
    monthlyTotal,
    yearlyTotal,
    yearlyDistance: tenthsToMiles(yearlyTenths),
    topVendors: topByAmount(
      receipts,
      (r) => r.vendor,
      (r) => r.totalAmount,
    ),
    topLocations: topByAmount(
      receipts,
      (r) => r.location,
      (r) => r.totalAmount,
    ),
    averageAmount: averageCents(totalAmount, receipts.length),
  }
}

/** Receipt list filter (spec 2): search over number, vendor, location and notes; month 'YYYY-MM' or ''. */
export function matchesReceiptFilter(
  receipt: {
    receiptNumber: string
    vendor: string
    location: string | null
    notes: string | null
    purchaseDate: IsoDate
  },
  query: string,
  month: string,
): boolean {
  const q = query.trim()
  const matchesQuery =
    q === '' ||
    [receipt.receiptNumber, receipt.vendor, receipt.location, receipt.notes].some((field) =>
      containsText(field, q),
    )
  return matchesQuery && (month === '' || receipt.purchaseDate.startsWith(month))
}
