import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { centsToDecimal } from '../money'
import { isEmptyCell, readAmount } from './amounts'

describe('readAmount', () => {
  it.each([
    ['12.34', 1234, null],
    ['$1,234.50', 123450, null],
    ['US $12.00', 1200, 'USD'],
    ['US$1,000', 100000, 'USD'],
    ['12.00 USD', 1200, 'USD'],
    ['-$1.63', -163, null],
    ['$-1.63', -163, null],
    ['- $1.63', -163, null],
    ['($3.00)', -300, null],
    ['(3)', -300, null],
    ['£4.20', 420, 'GBP'],
    ['€ 7,50', 750, 'EUR'],
    ['1.234,56 €', 123456, 'EUR'],
    ['C $5', 500, 'CAD'],
    ['AU $5.5', 550, 'AUD'],
    ['"-3,666.78"', null, null],
    ['-3,666.78', -366678, null],
    ['1 234.56', 123456, null],
    ['0', 0, null],
    ['-0.00', 0, null],
    ['+2.5', 250, null],
    ['.5', 50, null],
    ['1.005', 101, null],
    ['1,234,567.89', 123456789, null],
    ['1.234.567', 123456700, null],
    ['12,5', 1250, null],
  ])('%j → %s cents (%s)', (text, cents, currency) => {
    const reading = readAmount(text)
    if (cents === null) expect(reading.kind).toBe('invalid')
    else expect(reading).toEqual({ kind: 'amount', cents, currency })
  })

  it.each(['', '  ', '--', '-', 'n/a', 'N/A', '—'])('%j is empty', (text) => {
    expect(readAmount(text)).toEqual({ kind: 'empty' })
    expect(isEmptyCell(text)).toBe(true)
  })

  it.each(['abc', '$', '12.34.56', '1,23.4', '12,34.5', '$$5', '5 $ 6', '--5', '1e5', '(-5)x', 'USD EUR 5'])(
    '%j is not an amount',
    (text) => {
      expect(readAmount(text)).toEqual({ kind: 'invalid', reason: 'is not an amount' })
    },
  )

  it('refuses what no form takes', () => {
    expect(readAmount('$10,000,000.00')).toEqual({ kind: 'invalid', reason: 'is too large an amount' })
    expect(readAmount('$9,999,999.99')).toMatchObject({ kind: 'amount', cents: 999_999_999 })
  })

  it('reads back every amount however a report prints it', () => {
    const style = fc.constantFrom('plain', 'dollar', 'grouped', 'us', 'code', 'parens', 'euro')
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), style, (cents, how) => {
        const abs = centsToDecimal(Math.abs(cents))
        const [whole = '', fraction = ''] = abs.split('.')
        const grouped = `${Number(whole).toLocaleString('en-US')}.${fraction}`
        const minus = cents < 0 ? '-' : ''
        const text = {
          plain: `${minus}${abs}`,
          dollar: `${minus}$${abs}`,
          grouped: `${minus}$${grouped}`,
          us: `${minus}US $${grouped}`,
          code: `${minus}${grouped} USD`,
          parens: cents < 0 ? `($${grouped})` : `$${grouped}`,
          euro: `${minus}${grouped.replace(/,/g, ' ').replace('.', ',')} €`,
        }[how]
        const reading = readAmount(text)
        expect(reading.kind === 'amount' && reading.cents).toBe(cents)
      }),
    )
  })
})
