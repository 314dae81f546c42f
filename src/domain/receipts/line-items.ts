/**
 * Receipt line item rules of spec 5 (Line item, Quick Add rows): the line total, Quick Add row validity,
 * and what Save All does with a mix of valid and invalid rows.
 */

import type { Cents } from '../money'
import { assertCents, parseMoney } from '../money'

/** Line total (spec 5: totalCost = quantity x unitCost), in cents; quantity is a whole number of at least 1. */
export function lineItemTotal(quantity: number, unitCost: Cents): Cents {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`)
  assertCents(unitCost)
  const total = quantity * unitCost
  assertCents(total)
  return total
}

/** A Quick Add row as typed (spec 2, Inventory Receipts): text fields straight from the inputs. */
export interface QuickAddRow {
  description: string
  brand: string
  quantity: string
  unitCost: string
  notes?: string
}

/** A Quick Add row that passed the check, with parsed numbers. */
export interface ValidQuickAddRow {
  description: string
  brand: string
  quantity: number
  unitCost: Cents
  totalCost: Cents
  notes: string | null
}

/**
 * Quick Add validity (spec 5): description and brand present (after trimming), quantity a whole number
 * above 0 and unit cost at least 0. Returns the parsed row, or null when invalid (the red dot).
 */
export function parseQuickAddRow(row: QuickAddRow): ValidQuickAddRow | null {
  const description = row.description.trim()
  const brand = row.brand.trim()
  const quantityText = row.quantity.trim()
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN
  const unitCost = parseMoney(row.unitCost)
  if (description === '' || brand === '') return null
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null
  if (unitCost === null || unitCost < 0) return null
  const notes = row.notes?.trim() || null
  return { description, brand, quantity, unitCost, totalCost: lineItemTotal(quantity, unitCost), notes }
}

/** Messages of spec 5 for Quick Add. */
export const QUICK_ADD_MESSAGES = {
  noValidRows: 'Please fill in all required fields for at least one item.',
  saveFailed: 'Failed to save some line items. Please try again.',
} as const

/** What Save All does (spec 5): alert when nothing is valid, ask to confirm skipping, or just save. */
export type QuickAddDecision =
  | { action: 'alert'; message: string }
  | { action: 'confirm'; message: string; rows: ValidQuickAddRow[] }
  | { action: 'save'; rows: ValidQuickAddRow[] }

/** The Save All decision for a set of Quick Add rows, with the spec's exact wording. */
export function decideQuickAddSave(rows: readonly QuickAddRow[]): QuickAddDecision {
  const valid = rows.map(parseQuickAddRow).filter((row): row is ValidQuickAddRow => row !== null)
  if (valid.length === 0) return { action: 'alert', message: QUICK_ADD_MESSAGES.noValidRows }
  const skipped = rows.length - valid.length
  if (skipped === 0) return { action: 'save', rows: valid }
  return {
    action: 'confirm',
    message: `${skipped} item(s) have missing required fields and will be skipped. Continue with saving ${valid.length} valid item(s)?`,
    rows: valid,
  }
}
