/**
 * How a marketplace order's money reaches its lines and a line's money its units (decision 032): an order's
 * shipping, sales tax and discount are split over its lines by value (each line's gross price), and a line's
 * price, shipping, tax, discount and fees over its units equally (the units of one line are alike). Every
 * split is in whole cents and its parts add up to the whole exactly: each part gets the floor of its share
 * and the cents left over go to the largest remainders, the earlier part on a tie (`spreadCents`).
 */

import type { Cents } from '../money'
import { spreadCents } from './order-lines'

/** The fees a line cost the seller, by kind, as positive cents. */
export interface LineFees {
  /** The marketplace's commission (final value fee, its fixed part, regulatory and international fees). */
  sellingCents: Cents
  /** Payment processing. */
  paymentCents: Cents
  /** Fulfilment by the marketplace (pick, pack, ship from its warehouse). */
  fulfilmentCents: Cents
  /** Promoted listings, ads, boosting. */
  adCents: Cents
}

/** Fees of nothing. */
export const NO_FEES: LineFees = Object.freeze({
  sellingCents: 0,
  paymentCents: 0,
  fulfilmentCents: 0,
  adCents: 0,
})

/** The money of one line of an order, or of one unit of it. */
export interface LineMoney {
  /** What the buyer was charged for the items, before discount, shipping and tax. */
  grossPriceCents: Cents
  /** What the buyer paid for shipping. */
  shippingCents: Cents
  /** Sales tax the buyer paid, collected and remitted by the marketplace. */
  salesTaxCents: Cents
  /** The coupon or promotion taken off the price (positive). */
  discountCents: Cents
  fees: LineFees
}

/** What the buyer paid for the items after the discount: the sale price an item is recorded at. */
export function netPriceCents(money: Pick<LineMoney, 'grossPriceCents' | 'discountCents'>): Cents {
  return money.grossPriceCents - money.discountCents
}

/** The figures an order holds once for all its lines (per-order columns of a report). */
export interface OrderAmounts {
  shippingCents: Cents
  salesTaxCents: Cents
  discountCents: Cents
}

/** A line as the report gives it before the order's amounts are added. */
export interface OrderLineInput {
  quantity: number
  /** The line's own money (per-line columns); the order's amounts are split onto it by gross price. */
  money: LineMoney
}

/** The sum of two sets of fees. */
export function addFees(a: LineFees, b: LineFees): LineFees {
  return {
    sellingCents: a.sellingCents + b.sellingCents,
    paymentCents: a.paymentCents + b.paymentCents,
    fulfilmentCents: a.fulfilmentCents + b.fulfilmentCents,
    adCents: a.adCents + b.adCents,
  }
}

/** The fees of a line in one figure. */
export function totalFeesCents(fees: LineFees): Cents {
  return fees.sellingCents + fees.paymentCents + fees.fulfilmentCents + fees.adCents
}

/**
 * The order's shipping, sales tax and discount split over its lines by gross price (equally when no line has
 * a price), each added to the line's own figure of the same kind.
 */
export function splitOrderOverLines(order: OrderAmounts, lines: readonly OrderLineInput[]): LineMoney[] {
  const weights = lines.map((line) => line.money.grossPriceCents)
  const shipping = spreadCents(order.shippingCents, weights)
  const tax = spreadCents(order.salesTaxCents, weights)
  const discount = spreadCents(order.discountCents, weights)
  return lines.map((line, i) => ({
    grossPriceCents: line.money.grossPriceCents,
    shippingCents: line.money.shippingCents + (shipping[i] ?? 0),
    salesTaxCents: line.money.salesTaxCents + (tax[i] ?? 0),
    discountCents: line.money.discountCents + (discount[i] ?? 0),
    fees: line.money.fees,
  }))
}

/**
 * Splits an amount over `quantity` alike units: `spreadCents` with equal weights, whose remainders all tie,
 * so the cents left over go one each to the first units. Worked out here in whole numbers, without the
 * general rule's big integers: a sales import splits each of its 20,000 lines' nine figures this way.
 */
function overUnits(total: Cents, quantity: number): Cents[] {
  const whole = Math.abs(total)
  if (!Number.isSafeInteger(whole * quantity))
    return spreadCents(
      total,
      Array.from({ length: quantity }, () => 1),
    )
  const sign = total < 0 ? -1 : 1
  const each = Math.floor(whole / quantity)
  const left = whole - each * quantity
  return Array.from({ length: quantity }, (_, i) => sign * (each + (i < left ? 1 : 0)) + 0)
}

/** A line's money split over its units: every figure of each unit, adding up to the line's exactly. */
export function splitLineOverUnits(money: LineMoney, quantity: number): LineMoney[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`)
  const price = overUnits(money.grossPriceCents, quantity)
  const shipping = overUnits(money.shippingCents, quantity)
  const tax = overUnits(money.salesTaxCents, quantity)
  const discount = overUnits(money.discountCents, quantity)
  const selling = overUnits(money.fees.sellingCents, quantity)
  const payment = overUnits(money.fees.paymentCents, quantity)
  const fulfilment = overUnits(money.fees.fulfilmentCents, quantity)
  const ad = overUnits(money.fees.adCents, quantity)
  return price.map((grossPriceCents, i) => ({
    grossPriceCents,
    shippingCents: shipping[i] ?? 0,
    salesTaxCents: tax[i] ?? 0,
    discountCents: discount[i] ?? 0,
    fees: {
      sellingCents: selling[i] ?? 0,
      paymentCents: payment[i] ?? 0,
      fulfilmentCents: fulfilment[i] ?? 0,
      adCents: ad[i] ?? 0,
    },
  }))
}

/** The units of a whole order: the order split over its lines, each line over its units, in line order. */
export function splitOrder(order: OrderAmounts, lines: readonly OrderLineInput[]): LineMoney[][] {
  return splitOrderOverLines(order, lines).map((money, i) =>
    splitLineOverUnits(money, lines[i]?.quantity ?? 1),
  )
}

/** The sum of several lines' or units' money, figure by figure. */
export function sumLineMoney(parts: readonly LineMoney[]): LineMoney {
  return parts.reduce<LineMoney>(
    (sum, part) => ({
      grossPriceCents: sum.grossPriceCents + part.grossPriceCents,
      shippingCents: sum.shippingCents + part.shippingCents,
      salesTaxCents: sum.salesTaxCents + part.salesTaxCents,
      discountCents: sum.discountCents + part.discountCents,
      fees: addFees(sum.fees, part.fees),
    }),
    { grossPriceCents: 0, shippingCents: 0, salesTaxCents: 0, discountCents: 0, fees: NO_FEES },
  )
}

/**
 * An amount refunded on a line split over the units it concerns, in proportion to what each unit sold for
 * (its net price and shipping): a partial refund of a line of two units lands on both.
 */
export function splitRefundOverUnits(refundCents: Cents, units: readonly LineMoney[]): Cents[] {
  return spreadCents(
    refundCents,
    units.map((unit) => netPriceCents(unit) + unit.shippingCents),
  )
}
