/**
 * Where each figure of the Yearly Tax Summary goes on IRS Schedule C (Form 1040), for a sole proprietor.
 * One table holds the whole mapping. Choices where practice differs:
 * - Postage paid to ship sales (the spec's shipping costs) goes to other expenses (line 27a/27b) as
 *   'Postage and shipping', not to line 10, which is for commissions and fees paid to others (marketplace
 *   final value and promoted listing fees: the spec's general and promo fees).
 * - Software, subscriptions, online purchases and other go to other expenses; from tax year 2025 the
 *   form numbers that line 27b (27a up to 2024).
 * - Equipment goes to supplies (line 22), as small tools expensed under the de minimis safe harbor; larger
 *   assets belong on line 13 with Form 4562, which this app does not track.
 * - Taxes & Fees map to line 23, but the app leaves them out of its own net profit (spec 9), so the row
 *   says `isInNetProfit: false`.
 * Car and truck expenses (line 9) are the standard mileage deduction, with the business miles on Part IV
 * line 44a. Cost of goods sold is line 4, carried from Part III line 42 (by the book, decision 025), which
 * may differ from the summary's Cost of Goods Sold (the cost of the items sold in the year); the Schedule C
 * view shows both and the parts of the difference (costOfGoodsSoldDifference). Money in cents.
 */

import type { ExpenseCategory } from '../expenses/categories'
import { expenseCategoryLabel } from '../expenses/categories'
import type { Cents } from '../money'
import type { InventoryBucket } from './part-three'
import type { FinancialSummary } from './tax-summary'

/** A source of a Schedule C figure: a summary figure, the mileage deduction, or an expense category. */
export type ScheduleCSource =
  | 'grossSalesRevenue'
  | 'returnsAndAllowances'
  | 'partThreeLine42'
  | 'mileageDeduction'
  | 'sellingFees'
  | 'shippingCosts'
  | { category: ExpenseCategory }

/** The mapping table: line (27 resolves to 27a or 27b by year), the form's label, and what feeds it. */
export const SCHEDULE_C_MAPPING: readonly {
  line: string
  label: string
  sources: readonly ScheduleCSource[]
}[] = [
  { line: '1', label: 'Gross receipts or sales', sources: ['grossSalesRevenue'] },
  { line: '2', label: 'Returns and allowances', sources: ['returnsAndAllowances'] },
  { line: '4', label: 'Cost of goods sold (Part III, line 42)', sources: ['partThreeLine42'] },
  { line: '8', label: 'Advertising', sources: [{ category: 'marketing' }] },
  {
    line: '9',
    label: 'Car and truck expenses (Part IV, line 44a business miles)',
    sources: ['mileageDeduction'],
  },
  { line: '10', label: 'Commissions and fees', sources: ['sellingFees'] },
  { line: '15', label: 'Insurance (other than health)', sources: [{ category: 'insurance' }] },
  { line: '17', label: 'Legal and professional services', sources: [{ category: 'professional_services' }] },
  {
    line: '18',
    label: 'Office expense',
    sources: [{ category: 'office_supplies' }, { category: 'office_expenses' }],
  },
  { line: '22', label: 'Supplies', sources: [{ category: 'shipping_supplies' }, { category: 'equipment' }] },
  { line: '23', label: 'Taxes and licenses', sources: [{ category: 'taxes_fees' }] },
  { line: '24a', label: 'Travel', sources: [{ category: 'travel' }] },
  { line: '25', label: 'Utilities', sources: [{ category: 'utilities' }] },
  {
    line: '27',
    label: 'Other expenses',
    sources: [
      'shippingCosts',
      { category: 'software' },
      { category: 'subscriptions' },
      { category: 'online_purchases' },
      { category: 'other' },
    ],
  },
]

/** The line other expenses go on in `taxYear`: '27a' up to 2024, '27b' from 2025. */
export function otherExpensesLine(taxYear: number): '27a' | '27b' {
  return taxYear <= 2024 ? '27a' : '27b'
}

/** One Schedule C line with its amount and the names of what fed it. */
export interface ScheduleCLine {
  line: string
  label: string
  amount: Cents
  sources: string[]
  /** False when the app's own net profit leaves this amount out (Taxes & Fees, spec 9). */
  isInNetProfit: boolean
  /** On line 9 only: the business miles to enter on Part IV line 44a (one decimal). */
  businessMiles?: number
}

/** Mileage figures for line 9 and Part IV: business miles (one decimal) and the deduction in cents. */
interface ScheduleCMileage {
  businessMiles: number
  deduction: Cents
}

function sourceName(source: ScheduleCSource): string {
  if (typeof source === 'object') return expenseCategoryLabel(source.category)
  const names = {
    grossSalesRevenue: 'Gross Sales Revenue',
    returnsAndAllowances: 'Returns and Allowances',
    partThreeLine42: 'Part III line 42',
    mileageDeduction: 'Standard mileage deduction',
    sellingFees: 'General Fees + Promo Fees',
    shippingCosts: 'Postage and shipping',
  } as const
  return names[source]
}

/**
 * The Schedule C lines of a year's summary and mileage, in the form's order, zero lines included. Line 4 is
 * `line42`, Part III's cost of goods sold (part-three.ts), which may differ from the summary's cost of the
 * items sold in the year (costOfGoodsSoldDifference says why).
 */
export function scheduleCLines(
  summary: FinancialSummary,
  mileage: ScheduleCMileage,
  taxYear: number,
  line42: Cents,
): ScheduleCLine[] {
  const byCategory = new Map(summary.expenseBreakdown.map((row) => [row.category, row.amount]))
  const amountOf = (source: ScheduleCSource): Cents => {
    if (typeof source === 'object') return byCategory.get(source.category) ?? 0
    if (source === 'grossSalesRevenue') return summary.grossSalesRevenue
    if (source === 'returnsAndAllowances') return summary.returnsAndAllowances
    if (source === 'partThreeLine42') return line42
    if (source === 'mileageDeduction') return mileage.deduction
    if (source === 'sellingFees') return summary.totalGeneralFees + summary.totalPromoFees
    return summary.totalShippingCosts
  }
  return SCHEDULE_C_MAPPING.map((entry) => ({
    line: entry.line === '27' ? otherExpensesLine(taxYear) : entry.line,
    label: entry.label,
    amount: entry.sources.reduce((sum, source) => sum + amountOf(source), 0),
    sources: entry.sources.map(sourceName),
    isInNetProfit: entry.line !== '23' && entry.line !== '9',
    ...(entry.line === '9' ? { businessMiles: mileage.businessMiles } : {}),
  }))
}

/**
 * The Schedule C line an expense category lands on in `taxYear` (the expense form names it beside the
 * category): its line number and the form's label.
 */
export function scheduleCLineOf(category: ExpenseCategory, taxYear: number): { line: string; label: string } {
  const entry = SCHEDULE_C_MAPPING.find((candidate) =>
    candidate.sources.some((source) => typeof source === 'object' && source.category === category),
  )
  if (entry === undefined) throw new Error(`No Schedule C line for the category ${category}`)
  return { line: entry.line === '27' ? otherExpensesLine(taxYear) : entry.line, label: entry.label }
}

/** A part of the difference between line 42 and the cost of the items sold in the year. */
export type CostOfGoodsDifferencePart =
  /** The cost of the items discarded in the year: in line 42, though no sale. */
  | 'discarded'
  /**
   * Items that left in the year but count as bought in a later one (their purchase date is later, stored before
   * such dates were refused; without one an item counts from the day it left at the latest, items/acquired.ts):
   * they are not in this year's inventory, so not in its line 42.
   */
  | 'leftBeforeAcquired'
  /**
   * Items bought in the year that had already left in an earlier one (a purchase date after the sold or
   * disposal date, stored before such dates were refused): they join this year's purchases and leave with it,
   * into line 42.
   */
  | 'acquiredAfterLeaving'
  /**
   * Items returns put back in inventory in the year (decision 032): their cost, in line 42 of the year they
   * sold in, comes back into the inventory without a purchase, so line 42 is lower by it.
   */
  | 'returned'

/** Why Schedule C line 4 (Part III line 42) differs from the cost of the items sold in the year. */
export interface CostOfGoodsDifference {
  line42: Cents
  /** The Tax Summary's Cost of Goods Sold: the cost of the items sold in the year, by sold date. */
  costOfGoodsSold: Cents
  /** line42 − costOfGoodsSold. */
  difference: Cents
  /** The parts that make the difference, each signed as it moves line 42, the zero ones left out; they add up to it. */
  parts: { part: CostOfGoodsDifferencePart; amount: Cents; count: number }[]
}

/**
 * Why line 42 of `year` differs from the cost of the items sold in it, from the same buckets Part III is
 * made of. Line 42 is the cost of the items sold or discarded in the year, except that an item counts from
 * the year it was bought (or recorded): one that left before that year enters line 42 in the year it was
 * bought, and a donation or personal use before it was bought takes its cost out of that earlier year's
 * line 36 (it comes back when it is bought). `costOfGoodsSold` is the summary's figure; it equals the cost
 * of the buckets sold in the year.
 */
export function costOfGoodsSoldDifference(
  buckets: readonly InventoryBucket[],
  year: number,
  line42: Cents,
  costOfGoodsSold: Cents,
): CostOfGoodsDifference {
  const sum = (list: readonly InventoryBucket[]) => ({
    amount: list.reduce((total, bucket) => total + bucket.cost, 0),
    count: list.reduce((total, bucket) => total + bucket.count, 0),
  })
  const left = (bucket: InventoryBucket) => bucket.exitYear !== null && bucket.exit !== null
  const discarded = sum(buckets.filter((b) => b.exitYear === year && b.exit === 'discarded'))
  const leftBefore = sum(buckets.filter((b) => left(b) && b.exitYear === year && b.acquiredYear > year))
  const acquiredAfter = sum(
    buckets.filter((b) => left(b) && b.acquiredYear === year && (b.exitYear ?? year) < year),
  )
  const returned = sum(buckets.filter((b) => b.isReturn === true && b.acquiredYear === year))
  const parts = [
    { part: 'discarded' as const, amount: discarded.amount, count: discarded.count },
    { part: 'leftBeforeAcquired' as const, amount: -leftBefore.amount, count: leftBefore.count },
    { part: 'acquiredAfterLeaving' as const, amount: acquiredAfter.amount, count: acquiredAfter.count },
    { part: 'returned' as const, amount: -returned.amount, count: returned.count },
  ].filter((part) => part.amount !== 0)
  return { line42, costOfGoodsSold, difference: line42 - costOfGoodsSold, parts }
}
