/**
 * Item form rules of spec 5: money fields take whole cents at least 0 with unparseable input counting as 0,
 * the sales tax rate is a decimal 0–1 with four decimals, and the Mark as Sold dialog needs a sale price and
 * a sold date. Field errors come back as data, keyed by field name.
 */

import type { IsoDate } from '../dates'
import { isIsoDate } from '../dates'
import type { Cents } from '../money'
import { parseMoney, rateToTenThousandths } from '../money'

/** A typed money field (spec 5: min 0, step 0.01; unparseable numbers become 0), in cents. */
export function formMoney(typed: string): Cents {
  const cents = parseMoney(typed)
  return cents === null ? 0 : cents
}

/** A typed sales tax rate (spec 5: 0 to 1, step 0.0001; unparseable becomes 0), rounded to four decimals. */
export function formRate(typed: string): number {
  const text = typed.trim()
  const rate = text === '' ? 0 : Number(text)
  return Number.isFinite(rate) ? rateToTenThousandths(rate) / 10_000 : 0
}

/** Whether the item form can be submitted (spec 5): a SKU is present, no SKU error shows, no save is running. */
export function canSubmitItem(state: { sku: string; skuError: string | null; isSaving: boolean }): boolean {
  return state.sku.trim() !== '' && state.skuError === null && !state.isSaving
}

/** The figures typed into the Mark as Sold dialog (spec 2). */
export interface MarkAsSoldInput {
  salePrice: string
  soldDate: string
  postageCharged: string
  postageCost: string
  generalFees: string
  promoFees: string
  salesTax: string
}

/** The sale to record: money in cents, date YYYY-MM-DD, rate as a decimal. */
export interface MarkAsSoldValues {
  salePrice: Cents
  soldDate: IsoDate
  postageCharged: Cents
  postageCost: Cents
  generalFees: Cents
  promoFees: Cents
  salesTax: number
}

/** Outcome of the Mark as Sold check: the values to save, or a message per invalid field. */
export type MarkAsSoldCheck =
  | { ok: true; values: MarkAsSoldValues }
  | { ok: false; fields: Partial<Record<keyof MarkAsSoldInput, string>> }

/**
 * Mark as Sold validation (spec 5): sale price and sold date required, every amount at least 0, the sales
 * tax rate from 0 to 1. Empty optional amounts count as 0.
 */
export function checkMarkAsSold(input: MarkAsSoldInput): MarkAsSoldCheck {
  const fields: Partial<Record<keyof MarkAsSoldInput, string>> = {}
  const amount = (
    key: 'salePrice' | 'postageCharged' | 'postageCost' | 'generalFees' | 'promoFees',
    required: boolean,
  ) => {
    const cents = parseMoney(input[key])
    if (cents === null) {
      if (required || input[key].trim() !== '')
        fields[key] = required ? 'Sale price is required' : 'Enter an amount'
      return 0
    }
    if (cents < 0) fields[key] = 'Must be 0 or more'
    return cents
  }
  const salePrice = amount('salePrice', true)
  const postageCharged = amount('postageCharged', false)
  const postageCost = amount('postageCost', false)
  const generalFees = amount('generalFees', false)
  const promoFees = amount('promoFees', false)
  if (!isIsoDate(input.soldDate)) fields.soldDate = 'Sold date is required'
  const rateText = input.salesTax.trim()
  const rate = rateText === '' ? 0 : Number(rateText)
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) fields.salesTax = 'Enter a rate from 0 to 1'
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    values: {
      salePrice,
      soldDate: input.soldDate,
      postageCharged,
      postageCost,
      generalFees,
      promoFees,
      salesTax: rateToTenThousandths(rate) / 10_000,
    },
  }
}
