/**
 * Form 1099-K reconciliation: what a marketplace reported on its Form 1099-K for a year (box 1a, the gross
 * amount of payment transactions, and box 3, their number) beside what Frogwalk has for that marketplace,
 * with the difference explained line by line, and whether a form is to be expected at all.
 *
 * The box 1a gross is what buyers paid through the marketplace, before anything is taken off: the sale
 * price, the postage the buyer paid and, at the marketplaces that collect it, the buyer's sales tax; refunds,
 * fees and discounts are not subtracted. Frogwalk's revenue is sale price + postage charged (the buyer's
 * sales tax is never revenue), so the two figures differ by design, and the lines say by how much.
 */

import { formatMoney, type Cents } from '../money'

/** The federal reporting threshold of Form 1099-K for third party network transactions in a year. */
interface Form1099kThreshold {
  /** The first calendar year the threshold applies to (it applies until the next entry's). */
  fromYear: number
  /** A form is required when the year's gross payments are MORE than this many cents. */
  grossCents: Cents
  /** ...and, when not null, the number of transactions is MORE than this. */
  transactions: number | null
}

/*
 * The threshold of each year, IRC section 6050W(e) for third party settlement organizations (online
 * marketplaces, payment apps):
 * - From the first forms (2011) through 2021: more than $20,000 AND more than 200 transactions (6050W(e) as
 *   enacted in 2008).
 * - The American Rescue Plan Act of 2021 lowered it to more than $600 with no count from 2022, but the IRS
 *   delayed that: 2022 and 2023 kept $20,000 and 200 (Notices 2023-10 and 2023-74).
 * - 2024: more than $5,000 whatever the number of transactions (Notice 2024-85, a transition year); the 2024
 *   forms were issued under it in early 2025. Notice 2024-85 had also set $2,500 for 2025 and $600 after.
 * - 2025 on: more than $20,000 AND more than 200 transactions again: the One Big Beautiful Bill Act of
 *   July 4, 2025 (section 70432) restored the pre-2021 threshold, retroactively (IRS Fact Sheet 2025-08).
 * Some states (Massachusetts and Vermont among them) require forms at lower amounts, and a marketplace may
 * send one below the threshold: a form that arrives without being expected is no error.
 */
const FORM_1099K_THRESHOLDS: readonly Form1099kThreshold[] = [
  { fromYear: 0, grossCents: 2_000_000, transactions: 200 },
  { fromYear: 2024, grossCents: 500_000, transactions: null },
  { fromYear: 2025, grossCents: 2_000_000, transactions: 200 },
]

/** The federal 1099-K threshold of `year` (the entry with the latest fromYear at or before it). */
export function form1099kThreshold(year: number): Form1099kThreshold {
  let found = FORM_1099K_THRESHOLDS[0]
  if (found === undefined) throw new Error('The 1099-K threshold table is empty')
  for (const threshold of FORM_1099K_THRESHOLDS) if (threshold.fromYear <= year) found = threshold
  return found
}

/** The threshold in words: 'the $20,000 and 200 transactions threshold for 2025', 'the $5,000 threshold for 2024'. */
export function thresholdText(year: number): string {
  const threshold = form1099kThreshold(year)
  const gross = formatWholeDollars(threshold.grossCents)
  const count = threshold.transactions === null ? '' : ` and ${threshold.transactions} transactions`
  return `the ${gross}${count} threshold for ${year}`
}

/** '$20,000' for whole dollars, '$20,000.50' otherwise. */
function formatWholeDollars(cents: Cents): string {
  const text = formatMoney(cents)
  return text.endsWith('.00') ? text.slice(0, -3) : text
}

/**
 * What Frogwalk has for one marketplace in a year: its sold items' sums in cents and their number.
 * Refunds are null when Frogwalk does not record them (imported refunds are not items, decision 020).
 */
export interface Form1099kFrogwalkFigures {
  /** Sum of the sale prices, less the refunds of those sales when they are recorded (`refundsCents`). */
  salesCents: Cents
  /** Sum of the postage the buyers paid. */
  postageChargedCents: Cents
  /** Sum of the sales tax the buyers paid, collected by the marketplace (never revenue). */
  buyerSalesTaxCents: Cents
  /** Sum of the refunds of the year's sales, or null when not recorded. */
  refundsCents: Cents | null
  /** How many sales (sold items). */
  salesCount: number
}

/** What the marketplace's Form 1099-K says, as the user typed it from the form. */
export interface Form1099kReported {
  /** Box 1a, gross amount of payment card / third party network transactions. */
  grossCents: Cents
  /** Box 3, number of payment transactions; null when not typed. */
  transactions: number | null
}

/**
 * The gross a marketplace would report from Frogwalk's figures: what the buyers paid, that is sale price +
 * postage + the buyers' sales tax, refunds not subtracted (`salesCents` is less the refunds, so they are
 * added back; none when not recorded).
 */
export function frogwalkGross(figures: Form1099kFrogwalkFigures): Cents {
  return (
    figures.salesCents +
    figures.postageChargedCents +
    figures.buyerSalesTaxCents +
    (figures.refundsCents ?? 0)
  )
}

/** One explained part of the difference between the 1099-K gross and Frogwalk's sales. */
export interface ReconciliationLine {
  kind: 'postage' | 'salesTax' | 'refunds'
  /** The explanation with its amount: '1099-K gross includes the postage buyers paid: $12.00'. */
  text: string
  /** The cents this line explains (0 when the amount is not recorded in Frogwalk). */
  cents: Cents
}

/** The 1099-K gross beside Frogwalk's sales, the difference, and what explains it. */
export interface Reconciliation {
  /** Box 1a as typed. */
  reportedGrossCents: Cents
  /** Frogwalk's sales (sale prices) of the marketplace. */
  salesCents: Cents
  /** reportedGrossCents − salesCents. */
  differenceCents: Cents
  lines: ReconciliationLine[]
  /** What no line explains: differenceCents − the lines' cents. What the user should look into. */
  unexplainedCents: Cents
  /** 'Unexplained difference: $D' (or 'No unexplained difference'). */
  unexplainedText: string
  /** A likely reason of the unexplained part, when the figures point at one; null otherwise. */
  hint: string | null
  /** Box 3 less Frogwalk's number of sales, when box 3 was typed; null otherwise. */
  transactionsDifference: number | null
}

/**
 * Explains the difference between the reported 1099-K gross and Frogwalk's sales (sale prices): the postage
 * buyers paid and the sales tax buyers paid are in the 1099-K gross; refunds are not subtracted on it. What
 * the lines do not explain is the unexplained difference. In cents, exactly: the lines' cents plus the
 * unexplained cents always equal the difference.
 */
export function reconcile(figures: Form1099kFrogwalkFigures, reported: Form1099kReported): Reconciliation {
  const differenceCents = reported.grossCents - figures.salesCents
  const refunds = figures.refundsCents
  const lines: ReconciliationLine[] = [
    {
      kind: 'postage',
      text: `1099-K gross includes the postage buyers paid: ${formatMoney(figures.postageChargedCents)}`,
      cents: figures.postageChargedCents,
    },
    {
      kind: 'salesTax',
      text: `1099-K gross includes the sales tax buyers paid: ${formatMoney(figures.buyerSalesTaxCents)}`,
      cents: figures.buyerSalesTaxCents,
    },
    refunds === null
      ? {
          kind: 'refunds',
          text: 'Refunds are not subtracted on a 1099-K: not recorded in Frogwalk, so any refunds are in the unexplained difference',
          cents: 0,
        }
      : {
          kind: 'refunds',
          text: `Refunds are not subtracted on a 1099-K: ${formatMoney(refunds)}`,
          cents: refunds,
        },
  ]
  const unexplainedCents = differenceCents - lines.reduce((sum, line) => sum + line.cents, 0)
  return {
    reportedGrossCents: reported.grossCents,
    salesCents: figures.salesCents,
    differenceCents,
    lines,
    unexplainedCents,
    unexplainedText:
      unexplainedCents === 0
        ? 'No unexplained difference'
        : `Unexplained difference: ${formatMoney(unexplainedCents)}`,
    hint: hintOf(figures, unexplainedCents),
    transactionsDifference:
      reported.transactions === null ? null : reported.transactions - figures.salesCount,
  }
}

/** The likely reason of an unexplained difference that equals a figure the lines counted. */
function hintOf(figures: Form1099kFrogwalkFigures, unexplainedCents: Cents): string | null {
  if (unexplainedCents === 0) return null
  if (figures.buyerSalesTaxCents > 0 && unexplainedCents === -figures.buyerSalesTaxCents)
    return 'This is the sales tax buyers paid: this marketplace leaves it out of its 1099-K gross.'
  if (unexplainedCents > 0)
    return 'The 1099-K shows more than Frogwalk has: look for sales not recorded in Frogwalk, refunded orders, or sales recorded under another marketplace or year.'
  return 'The 1099-K shows less than Frogwalk has: look for sales recorded under this marketplace that were paid elsewhere, or recorded in the wrong year.'
}

/** Whether a 1099-K is expected for a marketplace, judged from Frogwalk's own figures, and why. */
export interface FormExpectation {
  isExpected: boolean
  /** 'A 1099-K is expected: $25,000.00 in 250 sales is over the $20,000 and 200 transactions threshold for 2025'. */
  text: string
}

/**
 * Whether the marketplace must send a Form 1099-K for `year`: the gross the buyers paid (sale price + postage
 * + the buyers' sales tax, in cents) is more than the year's threshold and, when the threshold counts
 * transactions, there are more than that many sales.
 */
export function isFormExpected(year: number, grossCents: Cents, salesCount: number): boolean {
  const threshold = form1099kThreshold(year)
  if (grossCents <= threshold.grossCents) return false
  return threshold.transactions === null || salesCount > threshold.transactions
}

/** `isFormExpected` with the sentence the view shows. */
export function formExpectation(year: number, grossCents: Cents, salesCount: number): FormExpectation {
  const threshold = thresholdText(year)
  const sales = `${formatMoney(grossCents)} in ${salesCount.toLocaleString('en-US')} ${salesCount === 1 ? 'sale' : 'sales'}`
  if (isFormExpected(year, grossCents, salesCount))
    return { isExpected: true, text: `A 1099-K is expected: ${sales} is over ${threshold}` }
  const { grossCents: thresholdCents, transactions } = form1099kThreshold(year)
  if (grossCents > thresholdCents && transactions !== null)
    return {
      isExpected: false,
      text: `Not expected: ${sales}; ${threshold} also needs more than ${transactions} transactions`,
    }
  const comparison = grossCents === thresholdCents ? 'is not over' : 'is below'
  return { isExpected: false, text: `Not expected: ${sales} ${comparison} ${threshold}` }
}
