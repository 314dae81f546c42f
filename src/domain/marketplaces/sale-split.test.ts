import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { spreadCents } from './order-lines'
import type { LineFees, LineMoney, OrderLineInput } from './sale-split'
import {
  NO_FEES,
  netPriceCents,
  splitLineOverUnits,
  splitOrder,
  splitOrderOverLines,
  splitRefundOverUnits,
  sumLineMoney,
  totalFeesCents,
} from './sale-split'

const money = (grossPriceCents: number, extra: Partial<LineMoney> = {}): LineMoney => ({
  grossPriceCents,
  shippingCents: 0,
  salesTaxCents: 0,
  discountCents: 0,
  fees: NO_FEES,
  ...extra,
})

describe('an order split over its lines', () => {
  it("puts an Etsy order's shipping once over its two lines, not once per line", () => {
    const lines = splitOrderOverLines({ shippingCents: 525, salesTaxCents: 0, discountCents: 0 }, [
      { quantity: 1, money: money(1800) },
      { quantity: 1, money: money(1800) },
    ])
    expect(lines.map((line) => line.shippingCents)).toEqual([263, 262])
    expect(sumLineMoney(lines).shippingCents).toBe(525)
  })

  it('takes a coupon off the price: $18.00 less 10% is sold at $16.20', () => {
    const [line] = splitOrderOverLines({ shippingCents: 0, salesTaxCents: 0, discountCents: 180 }, [
      { quantity: 1, money: money(1800) },
    ])
    expect(line && netPriceCents(line)).toBe(1620)
  })

  it('splits by value: the dearer line takes the larger share', () => {
    const lines = splitOrderOverLines({ shippingCents: 1000, salesTaxCents: 400, discountCents: 100 }, [
      { quantity: 1, money: money(3000) },
      { quantity: 1, money: money(1000) },
    ])
    expect(lines.map((line) => [line.shippingCents, line.salesTaxCents, line.discountCents])).toEqual([
      [750, 300, 75],
      [250, 100, 25],
    ])
  })

  it("adds the order's share to a line's own figures", () => {
    const [line] = splitOrderOverLines({ shippingCents: 100, salesTaxCents: 0, discountCents: 0 }, [
      { quantity: 1, money: money(500, { shippingCents: 50 }) },
    ])
    expect(line?.shippingCents).toBe(150)
  })
})

describe('a line split over its units', () => {
  it('sells 2 × $15 as two units of $15', () => {
    const units = splitLineOverUnits(money(3000, { shippingCents: 501 }), 2)
    expect(units.map((unit) => [unit.grossPriceCents, unit.shippingCents])).toEqual([
      [1500, 251],
      [1500, 250],
    ])
  })

  it('refuses a quantity below one', () => {
    expect(() => splitLineOverUnits(money(100), 0)).toThrow(RangeError)
  })

  it('splits each figure as spreadCents does with equal weights, the cents left over to the first units', () => {
    const figure = fc.integer({ min: -5_000_000, max: 5_000_000 })
    fc.assert(
      fc.property(
        figure,
        figure,
        figure,
        fc.integer({ min: 1, max: 40 }),
        (price, shipping, fee, quantity) => {
          const units = splitLineOverUnits(
            money(price, { shippingCents: shipping, fees: { ...NO_FEES, sellingCents: fee } }),
            quantity,
          )
          const equally = (total: number) =>
            spreadCents(
              total,
              Array.from({ length: quantity }, () => 1),
            )
          expect(units.map((unit) => unit.grossPriceCents)).toEqual(equally(price))
          expect(units.map((unit) => unit.shippingCents)).toEqual(equally(shipping))
          expect(units.map((unit) => unit.fees.sellingCents)).toEqual(equally(fee))
        },
      ),
    )
    expect(splitLineOverUnits(money(-7), 3).map((unit) => unit.grossPriceCents)).toEqual([-3, -2, -2])
  })
})

const cents = fc.integer({ min: 0, max: 5_000_000 })
const fees: fc.Arbitrary<LineFees> = fc.record({
  sellingCents: cents,
  paymentCents: cents,
  fulfilmentCents: cents,
  adCents: cents,
})
const lineMoney: fc.Arbitrary<LineMoney> = fc.record({
  grossPriceCents: cents,
  shippingCents: cents,
  salesTaxCents: cents,
  discountCents: cents,
  fees,
})
const line: fc.Arbitrary<OrderLineInput> = fc.record({
  quantity: fc.integer({ min: 1, max: 12 }),
  money: lineMoney,
})
const order = fc.record({ shippingCents: cents, salesTaxCents: cents, discountCents: cents })

/** Every figure of one line or unit, in a fixed order, to compare sums figure by figure. */
const figures = (m: LineMoney) => [
  m.grossPriceCents,
  m.shippingCents,
  m.salesTaxCents,
  m.discountCents,
  m.fees.sellingCents,
  m.fees.paymentCents,
  m.fees.fulfilmentCents,
  m.fees.adCents,
]

describe('any order, lines and quantities', () => {
  it("the units add up to the order, figure by figure, equal to a plain sum of the file's amounts", () => {
    fc.assert(
      fc.property(order, fc.array(line, { minLength: 1, maxLength: 8 }), (o, lines) => {
        const units = splitOrder(o, lines)
        // Plain TypeScript sums of what the report said.
        let price = 0
        let ownShipping = 0
        let ownTax = 0
        let ownDiscount = 0
        let fee = 0
        for (const l of lines) {
          price += l.money.grossPriceCents
          ownShipping += l.money.shippingCents
          ownTax += l.money.salesTaxCents
          ownDiscount += l.money.discountCents
          fee += totalFeesCents(l.money.fees)
        }
        const all = sumLineMoney(units.flat())
        expect(all.grossPriceCents).toBe(price)
        expect(all.shippingCents).toBe(ownShipping + o.shippingCents)
        expect(all.salesTaxCents).toBe(ownTax + o.salesTaxCents)
        expect(all.discountCents).toBe(ownDiscount + o.discountCents)
        expect(totalFeesCents(all.fees)).toBe(fee)
        // One unit per quantity, each line's units adding up to the line.
        units.forEach((lineUnits, i) => {
          const l = lines[i]
          expect(lineUnits).toHaveLength(l?.quantity ?? 0)
          expect(figures(sumLineMoney(lineUnits)).slice(4)).toEqual(l && figures(l.money).slice(4))
          expect(sumLineMoney(lineUnits).grossPriceCents).toBe(l?.money.grossPriceCents)
        })
      }),
    )
  })

  it("each unit of a line is within a cent of every other, and each line's share within a cent of its exact share", () => {
    fc.assert(
      fc.property(order, fc.array(line, { minLength: 1, maxLength: 6 }), (o, lines) => {
        const split = splitOrderOverLines(o, lines)
        const priceSum = lines.reduce((a, l) => a + l.money.grossPriceCents, 0)
        split.forEach((m, i) => {
          const own = lines[i]?.money.shippingCents ?? 0
          const weight = lines[i]?.money.grossPriceCents ?? 0
          const exact =
            priceSum === 0 ? o.shippingCents / lines.length : (o.shippingCents * weight) / priceSum
          expect(Math.abs(m.shippingCents - own - exact)).toBeLessThan(1)
          const units = splitLineOverUnits(m, lines[i]?.quantity ?? 1)
          for (let f = 0; f < 8; f++) {
            const values = units.map((u) => figures(u)[f] ?? 0)
            expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1)
          }
        })
      }),
    )
  })

  it('a refund split over the units adds up to the refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(lineMoney, { minLength: 1, maxLength: 10 }),
        (refund, units) => {
          const parts = splitRefundOverUnits(refund, units)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(refund)
          expect(parts.every((part) => part >= 0)).toBe(true)
        },
      ),
    )
  })
})
