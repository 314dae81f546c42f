import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  form1099kThreshold,
  formExpectation,
  frogwalkGross,
  isFormExpected,
  reconcile,
  thresholdText,
  type Form1099kFrogwalkFigures,
} from './form-1099k'

const figures = (overrides: Partial<Form1099kFrogwalkFigures> = {}): Form1099kFrogwalkFigures => ({
  salesCents: 2_000_000,
  postageChargedCents: 150_000,
  buyerSalesTaxCents: 120_000,
  refundsCents: null,
  salesCount: 250,
  ...overrides,
})

describe('form1099kThreshold', () => {
  it.each([
    [2011, 2_000_000, 200],
    [2021, 2_000_000, 200],
    // ARPA's $600 was delayed: 2022 and 2023 kept $20,000 and 200 (Notices 2023-10, 2023-74).
    [2022, 2_000_000, 200],
    [2023, 2_000_000, 200],
    // Notice 2024-85: more than $5,000 whatever the count.
    [2024, 500_000, null],
    // One Big Beautiful Bill Act, section 70432: $20,000 and 200 again.
    [2025, 2_000_000, 200],
    [2031, 2_000_000, 200],
    [1999, 2_000_000, 200],
  ])('%i: more than %i cents and %s transactions', (year, grossCents, transactions) => {
    expect(form1099kThreshold(year)).toMatchObject({ grossCents, transactions })
  })

  it.each([
    [2025, 'the $20,000 and 200 transactions threshold for 2025'],
    [2024, 'the $5,000 threshold for 2024'],
  ])('%i in words: %s', (year, text) => {
    expect(thresholdText(year)).toBe(text)
  })
})

describe('isFormExpected', () => {
  it.each([
    // Both must be MORE than the threshold.
    [2025, 2_000_001, 201, true],
    [2025, 2_000_000, 500, false],
    [2025, 5_000_000, 200, false],
    [2023, 2_500_000, 150, false],
    // 2024 counts no transactions.
    [2024, 500_001, 1, true],
    [2024, 500_000, 900, false],
  ])('%i, %i cents in %i sales → %s', (year, gross, count, expected) => {
    expect(isFormExpected(year, gross, count)).toBe(expected)
  })

  it('says why', () => {
    expect(formExpectation(2025, 2_500_000, 250)).toEqual({
      isExpected: true,
      text: 'A 1099-K is expected: $25,000.00 in 250 sales is over the $20,000 and 200 transactions threshold for 2025',
    })
    expect(formExpectation(2025, 1_000_000, 1).text).toBe(
      'Not expected: $10,000.00 in 1 sale is below the $20,000 and 200 transactions threshold for 2025',
    )
    expect(formExpectation(2025, 3_000_000, 150).text).toBe(
      'Not expected: $30,000.00 in 150 sales; the $20,000 and 200 transactions threshold for 2025 also needs more than 200 transactions',
    )
    expect(formExpectation(2024, 500_000, 9).text).toBe(
      'Not expected: $5,000.00 in 9 sales is not over the $5,000 threshold for 2024',
    )
  })
})

describe('reconcile', () => {
  it('explains the gross by postage and sales tax, refunds not recorded, and leaves the rest unexplained', () => {
    const result = reconcile(figures(), { grossCents: 2_300_000, transactions: 255 })
    expect(result.differenceCents).toBe(300_000)
    expect(result.lines.map((line) => [line.kind, line.cents, line.text])).toEqual([
      ['postage', 150_000, '1099-K gross includes the postage buyers paid: $1,500.00'],
      ['salesTax', 120_000, '1099-K gross includes the sales tax buyers paid: $1,200.00'],
      [
        'refunds',
        0,
        'Refunds are not subtracted on a 1099-K: not recorded in Frogwalk, so any refunds are in the unexplained difference',
      ],
    ])
    expect(result.unexplainedCents).toBe(30_000)
    expect(result.unexplainedText).toBe('Unexplained difference: $300.00')
    expect(result.transactionsDifference).toBe(5)
  })

  it('counts recorded refunds as explained', () => {
    const result = reconcile(figures({ refundsCents: 30_000 }), { grossCents: 2_300_000, transactions: null })
    expect(result.lines[2]).toMatchObject({
      cents: 30_000,
      text: 'Refunds are not subtracted on a 1099-K: $300.00',
    })
    expect(result.unexplainedCents).toBe(0)
    expect(result.unexplainedText).toBe('No unexplained difference')
    expect(result.hint).toBeNull()
    expect(result.transactionsDifference).toBeNull()
  })

  it('points at the sales tax when the marketplace left it out of its gross', () => {
    const result = reconcile(figures(), { grossCents: 2_150_000, transactions: null })
    expect(result.unexplainedCents).toBe(-120_000)
    expect(result.hint).toMatch(/leaves it out of its 1099-K gross/)
  })

  it('the lines plus the unexplained part always sum to the difference exactly', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999_999 })
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        fc.option(cents),
        fc.nat(1_000_000),
        cents,
        fc.option(fc.nat(1_000_000)),
        (sales, postage, tax, refunds, count, gross, transactions) => {
          const result = reconcile(
            {
              salesCents: sales,
              postageChargedCents: postage,
              buyerSalesTaxCents: tax,
              refundsCents: refunds,
              salesCount: count,
            },
            { grossCents: gross, transactions },
          )
          const explained = result.lines.reduce((sum, line) => sum + line.cents, 0)
          expect(Number.isSafeInteger(result.unexplainedCents)).toBe(true)
          expect(explained + result.unexplainedCents).toBe(result.differenceCents)
          expect(result.differenceCents).toBe(gross - sales)
        },
      ),
    )
  })

  it('leaves nothing unexplained when the gross is exactly what the buyers paid plus the refunds', () => {
    fc.assert(
      fc.property(
        fc.record({
          salesCents: fc.nat(999_999_999),
          postageChargedCents: fc.nat(999_999_999),
          buyerSalesTaxCents: fc.nat(999_999_999),
          refundsCents: fc.option(fc.nat(999_999_999)),
          salesCount: fc.nat(100_000),
        }),
        (frogwalk) => {
          // What the buyers paid, refunds not subtracted: frogwalkGross adds the refunds back (decision 032).
          const gross = frogwalkGross(frogwalk)
          const result = reconcile(frogwalk, { grossCents: gross, transactions: frogwalk.salesCount })
          expect(result.unexplainedCents).toBe(0)
          expect(result.transactionsDifference).toBe(0)
        },
      ),
    )
  })
})
