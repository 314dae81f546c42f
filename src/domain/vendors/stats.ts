/**
 * Vendor figures of spec 2 (Vendor Management) and spec 3, 9 (Vendor stats). Spending matches expenses to
 * vendors by name, trimmed and case-insensitively (spec 5: vendor lookup by name is case-insensitive).
 * Money in cents; the average per vendor is total spent over the number of vendors, rounded half away from zero.
 */

import { containsText } from '../items/search'
import type { Cents } from '../money'
import { averageCents } from '../money'
import { TOP_LIST_LIMIT } from '../receipts/stats'

/** What the vendor stats need of a vendor (spec 3: name, isActive). */
export interface VendorForStats {
  name: string
  isActive: boolean
}

/** A vendor's spending: total of its expenses in cents and how many there are. */
export interface VendorSpending {
  vendor: string
  totalSpent: Cents
  expenseCount: number
}

/** Vendor stats (spec 3). */
export interface VendorStats {
  totalVendors: number
  activeVendors: number
  totalSpent: Cents
  averageExpensePerVendor: Cents
  topVendorsBySpending: VendorSpending[]
}

const key = (name: string) => name.trim().toLowerCase()

/** Spending per vendor, in the vendors' order; expenses naming no known vendor are not counted. */
export function vendorSpending(
  vendors: readonly Pick<VendorForStats, 'name'>[],
  expenses: readonly { vendor: string; amount: Cents }[],
): VendorSpending[] {
  const byName = new Map<string, { totalSpent: Cents; expenseCount: number }>()
  for (const vendor of vendors) byName.set(key(vendor.name), { totalSpent: 0, expenseCount: 0 })
  for (const expense of expenses) {
    const entry = byName.get(key(expense.vendor))
    if (!entry) continue
    entry.totalSpent += expense.amount
    entry.expenseCount += 1
  }
  return vendors.map((vendor) => ({
    vendor: vendor.name,
    ...(byName.get(key(vendor.name)) ?? { totalSpent: 0, expenseCount: 0 }),
  }))
}

/** Vendor stats: counts, total spent with known vendors, average per vendor, and the top 10 with any spending. */
export function vendorStats(
  vendors: readonly VendorForStats[],
  expenses: readonly { vendor: string; amount: Cents }[],
): VendorStats {
  const spending = vendorSpending(vendors, expenses)
  const totalSpent = spending.reduce((sum, entry) => sum + entry.totalSpent, 0)
  return {
    totalVendors: vendors.length,
    activeVendors: vendors.filter((vendor) => vendor.isActive).length,
    totalSpent,
    averageExpensePerVendor: averageCents(totalSpent, vendors.length),
    topVendorsBySpending: spending
      .filter((entry) => entry.expenseCount > 0)
      .sort((a, b) => b.totalSpent - a.totalSpent || a.vendor.localeCompare(b.vendor))
      .slice(0, TOP_LIST_LIMIT),
  }
}

/** The All/Active/Inactive filter of the vendor list (spec 2). */
export type VendorStatusFilter = 'all' | 'active' | 'inactive'

/** Whether a vendor passes the search (name, category, contact e-mail) and the status filter. */
export function matchesVendorFilter(
  vendor: VendorForStats & { category: string | null; contactEmail: string | null },
  query: string,
  status: VendorStatusFilter,
): boolean {
  const q = query.trim()
  const matchesQuery =
    q === '' || [vendor.name, vendor.category, vendor.contactEmail].some((field) => containsText(field, q))
  const matchesStatus = status === 'all' || (status === 'active') === vendor.isActive
  return matchesQuery && matchesStatus
}

/** Vendors offered in expense and receipt pickers (spec 4: only active vendors), by name. */
export function pickableVendors<T extends VendorForStats>(vendors: readonly T[]): T[] {
  return vendors.filter((vendor) => vendor.isActive)
}

/**
 * Optional vendor fields as sent on save (spec 5): trimmed, and absent (undefined) when empty.
 * The name is trimmed too (spec 3: trimmed on create).
 */
export function trimOptional(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
