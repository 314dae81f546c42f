/**
 * Whether a receipt's line items account for what it cost: their totals should add up to the receipt's
 * total less its tax (what the goods cost before tax). A gap means goods bought and not itemized (so not
 * converted into items with a cost), or line items typed wrong; the receipt's detail shows it to the cent.
 */
import type { Cents } from '../money'
import { assertCents, formatMoney } from '../money'

/** What the detail knows of a receipt: its total and tax, and the count and sum of its line items. */
interface ReceiptItemization {
  totalAmount: Cents
  taxAmount: Cents
  lineItemCount: number
  lineItemsTotal: Cents
}

type ItemizationCheck =
  | { kind: 'matches' }
  /** No line items yet: the detail says so already, so there is no gap to show. */
  | { kind: 'not_itemized' }
  | {
      kind: 'under' | 'over'
      /** What the line items add up to, and the receipt's total less tax. */
      lineItemsTotal: Cents
      expected: Cents
      /** How far apart they are, always positive. */
      difference: Cents
      message: string
    }

/**
 * Compares the line items' sum with the receipt's total less tax, exactly in cents:
 * 'Line items add up to $40.00; the receipt's total less tax is $45.00: $5.00 not itemized' (or '… more
 * than the receipt' when the line items add up to more).
 */
export function checkItemization(receipt: ReceiptItemization): ItemizationCheck {
  const { totalAmount, taxAmount, lineItemsTotal } = receipt
  for (const cents of [totalAmount, taxAmount, lineItemsTotal]) assertCents(cents)
  if (receipt.lineItemCount === 0) return { kind: 'not_itemized' }
  const expected = totalAmount - taxAmount
  if (lineItemsTotal === expected) return { kind: 'matches' }
  const kind = lineItemsTotal < expected ? 'under' : 'over'
  const difference = Math.abs(expected - lineItemsTotal)
  const gap = kind === 'under' ? 'not itemized' : 'more than the receipt'
  return {
    kind,
    lineItemsTotal,
    expected,
    difference,
    message: `Line items add up to ${formatMoney(lineItemsTotal)}; the receipt's total less tax is ${formatMoney(expected)}: ${formatMoney(difference)} ${gap}`,
  }
}
