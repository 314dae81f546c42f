/**
 * Inline edit rules of spec 5 (Item): what an inline SKU, postage cost or distance edit does with the typed
 * text. Returned as data: either cancel (nothing is saved) or save a value.
 */

import type { Cents } from '../money'
import { parseMoney } from '../money'
import type { MileTenths } from '../miles'
import { milesToTenths } from '../miles'

/** What an inline edit does: cancel without saving, or save the parsed value. */
export type InlineEdit<T> = { action: 'cancel' } | { action: 'save'; value: T }

/** Delay before an inline SKU edit is saved (spec 2, 9: 100 ms). */
export const INLINE_SKU_SAVE_DELAY_MS = 100

/** Inline SKU (spec 5): empty (after trimming) or unchanged cancels; otherwise save the trimmed SKU. */
export function inlineSkuEdit(original: string, typed: string): InlineEdit<string> {
  const sku = typed.trim()
  if (sku === '' || sku === original) return { action: 'cancel' }
  return { action: 'save', value: sku }
}

/** Inline postage cost (spec 5): empty, not a number, negative or unchanged cancels; else save the cents. */
export function inlinePostageCostEdit(originalCents: Cents, typed: string): InlineEdit<Cents> {
  const cents = parseMoney(typed)
  if (cents === null || cents < 0 || cents === originalCents) return { action: 'cancel' }
  return { action: 'save', value: cents }
}

/** Inline distance in miles (spec 5): empty, not a number, negative or unchanged cancels; else save tenths. */
export function inlineDistanceEdit(originalTenths: MileTenths, typed: string): InlineEdit<MileTenths> {
  const text = typed.trim()
  const miles = text === '' ? Number.NaN : Number(text)
  if (!Number.isFinite(miles) || miles < 0) return { action: 'cancel' }
  const tenths = milesToTenths(miles)
  if (tenths === originalTenths) return { action: 'cancel' }
  return { action: 'save', value: tenths }
}
