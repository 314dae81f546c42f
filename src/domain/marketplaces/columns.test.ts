import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { columnKey, headerKey, resolveColumns } from './columns'

describe('columnKey', () => {
  it.each([
    ['Sales Tax (Paid by Buyer)', 'salestaxpaidbybuyer'],
    ['  SALES_TAX  paid-by buyer ', 'salestaxpaidbybuyer'],
    ['Final Value Fee - fixed', 'finalvaluefeefixed'],
    ['Very high "item not as described" fee', 'veryhighitemnotasdescribedfee'],
    ['Fees & Taxes', 'feestaxes'],
    ['Numéro de commande', 'numerodecommande'],
    ['\uFEFFOrder Id', 'orderid'],
  ])('%j → %s', (name, key) => {
    expect(columnKey(name)).toBe(key)
  })
})

describe('resolveColumns', () => {
  const specs = {
    order: { names: ['Order number', 'Order ID'], required: true },
    price: { names: ['Sold For'], required: true },
    tax: { names: ['eBay collected tax'] },
  }

  it('finds fields by any spelling, wherever they are, the leftmost when a name repeats', () => {
    expect(resolveColumns(['x', 'SOLD FOR', 'order id', 'Order Number', 'sold for'], specs)).toEqual({
      index: { order: 2, price: 1 },
      missing: [],
      found: 2,
    })
  })

  it('names the required fields a header lacks', () => {
    expect(resolveColumns(['eBay Collected Tax'], specs)).toEqual({
      index: { tax: 0 },
      missing: ['order', 'price'],
      found: 1,
    })
  })
})

describe('headerKey', () => {
  it('is the same for the same columns in any order, case or spacing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/), {
          minLength: 1,
          maxLength: 8,
          selector: columnKey,
        }),
        fc.func(fc.integer()),
        (names, rank) => {
          const shuffled = [...names].sort((a, b) => rank(a) - rank(b)).map((n) => `  ${n.toUpperCase()} `)
          expect(headerKey(shuffled)).toBe(headerKey(names))
        },
      ),
    )
  })

  it('differs when a column differs', () => {
    expect(headerKey(['Order Id', 'Price'])).toBe('orderid|price')
    expect(headerKey(['Order Id', 'Price', ''])).toBe('orderid|price')
    expect(headerKey(['Order Id', 'Total'])).not.toBe(headerKey(['Order Id', 'Price']))
  })
})
