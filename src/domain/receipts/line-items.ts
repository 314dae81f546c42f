/**
 * Receipt line item rules of spec 5 (Line item, Quick Add rows): the line total and the words of Save All.
 * A Quick Add row is valid when the line item schema (src/shared/schemas/receipt.ts) accepts it.
 */

import type { Cents } from '../money'
import { assertCents } from '../money'

/** Line total (spec 5: totalCost = quantity x unitCost), in cents; quantity is a whole number of at least 1. */
export function lineItemTotal(quantity: number, unitCost: Cents): Cents {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`)
  assertCents(unitCost)
  const total = quantity * unitCost
  assertCents(total)
  return total
}

/** Messages of spec 5 for Quick Add. */
export const QUICK_ADD_MESSAGES = {
  noValidRows: 'Please fill in all required fields for at least one item.',
  saveFailed: 'Failed to save some line items. Please try again.',
  /** Cancel All (spec 5: asks for confirmation that unsaved data will be lost). */
  cancelQuestion: 'Are you sure you want to cancel? All unsaved line items will be lost.',
} as const

/** The question of spec 5 before Save All skips the rows that miss required fields. */
export function quickAddSkipQuestion(skippedCount: number, validCount: number): string {
  return `${skippedCount} item(s) have missing required fields and will be skipped. Continue with saving ${validCount} valid item(s)?`
}
