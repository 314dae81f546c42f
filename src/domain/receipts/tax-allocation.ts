/**
 * Spreading a receipt's tax over the cost of the items converted from it (beyond the spec, off by default;
 * decision 014). Resellers otherwise do this by hand so that cost of goods includes the tax they paid.
 *
 * Each unit of every line item of the receipt gets a share of the tax in proportion to its unit cost,
 * rounded down to the cent; the cents left over go one each to the units with the largest remainders
 * (ties to the earlier unit), so the shares add up to the tax exactly (the largest remainder method).
 * The shares are worked out over all the receipt's units in a fixed order, so converting the line items
 * one at a time gives each unit the same cents as converting them all at once.
 */
import type { Cents } from '../money'
import { assertCents } from '../money'

/**
 * `total` split over `weights` in proportion, in whole cents that add up to `total` exactly (largest
 * remainder, ties to the earlier weight). When every weight is 0 the total is split evenly. An empty list
 * of weights gets nothing.
 */
export function allocateProportionally(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total)
  if (total < 0) throw new RangeError(`Cannot allocate a negative total: ${total}`)
  if (weights.length === 0) return []
  for (const weight of weights)
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Not a weight: ${weight}`)
  const even = weights.every((weight) => weight === 0)
  const parts = even ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight))
  const sum = parts.reduce((a, b) => a + b, 0n)
  const whole = BigInt(total)
  const shares = parts.map((part) => (whole * part) / sum)
  const remainders = parts.map((part, index) => ({ index, remainder: (whole * part) % sum }))
  let left = Number(whole - shares.reduce((a, b) => a + b, 0n))
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (const { index } of remainders) {
    if (left === 0) break
    shares[index] = (shares[index] ?? 0n) + 1n
    left -= 1
  }
  return shares.map(Number)
}

/** A line item as the allocation sees it: how many units, at what unit cost. */
interface AllocatedLine {
  quantity: number
  unitCost: Cents
}

/**
 * Each unit's share of `taxAmount` for every line of a receipt, in the lines' order: one array per line,
 * one share per unit. The shares of all units add up to `taxAmount`.
 */
export function allocateReceiptTax(taxAmount: Cents, lines: readonly AllocatedLine[]): Cents[][] {
  const weights = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitCost))
  const shares = allocateProportionally(taxAmount, weights)
  let next = 0
  return lines.map((line) => {
    const own = shares.slice(next, next + line.quantity)
    next += line.quantity
    return own
  })
}
