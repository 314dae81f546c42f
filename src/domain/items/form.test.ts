import { describe, expect, it } from 'vitest'

import type { MarkAsSoldInput } from './form'
import { canSubmitItem, checkMarkAsSold, formMoney, formRate } from './form'

describe('formMoney and formRate', () => {
  it.each([
    ['12.34', 1234],
    ['', 0],
    ['abc', 0],
    ['$1,234.50', 123450],
  ])('money %j → %d', (typed, cents) => {
    expect(formMoney(typed)).toBe(cents)
  })

  it.each([
    ['0.0663', 0.0663],
    ['', 0],
    ['abc', 0],
    ['0.06634', 0.0663],
  ])('rate %j → %d', (typed, rate) => {
    expect(formRate(typed)).toBe(rate)
  })
})

describe('canSubmitItem', () => {
  it.each([
    [{ sku: 'A', skuError: null, isSaving: false }, true],
    [{ sku: ' ', skuError: null, isSaving: false }, false],
    [{ sku: 'A', skuError: 'SKU is required', isSaving: false }, false],
    [{ sku: 'A', skuError: null, isSaving: true }, false],
  ])('%j → %s', (state, expected) => {
    expect(canSubmitItem(state)).toBe(expected)
  })
})

describe('checkMarkAsSold', () => {
  const input: MarkAsSoldInput = {
    salePrice: '25.00',
    soldDate: '2026-11-22',
    postageCharged: '8',
    postageCost: '6.50',
    generalFees: '',
    promoFees: '1.2',
    salesTax: '0.0663',
  }

  it('returns the sale in cents', () => {
    expect(checkMarkAsSold(input)).toEqual({
      ok: true,
      values: {
        salePrice: 2500,
        soldDate: '2026-11-22',
        postageCharged: 800,
        postageCost: 650,
        generalFees: 0,
        promoFees: 120,
        salesTax: 0.0663,
      },
    })
  })

  it.each([
    [{ salePrice: '' }, { salePrice: 'Sale price is required' }],
    [{ soldDate: '' }, { soldDate: 'Sold date is required' }],
    [{ soldDate: '2026-02-30' }, { soldDate: 'Sold date is required' }],
    [{ postageCost: '-1' }, { postageCost: 'Must be 0 or more' }],
    [{ generalFees: 'x' }, { generalFees: 'Enter an amount' }],
    [{ salesTax: '1.5' }, { salesTax: 'Enter a rate from 0 to 1' }],
    [{ salesTax: '-0.01' }, { salesTax: 'Enter a rate from 0 to 1' }],
  ])('rejects %j', (change, fields) => {
    expect(checkMarkAsSold({ ...input, ...change })).toEqual({ ok: false, fields })
  })

  it('accepts a sale price of 0 and a rate of 1', () => {
    expect(checkMarkAsSold({ ...input, salePrice: '0', salesTax: '1' }).ok).toBe(true)
  })
})
