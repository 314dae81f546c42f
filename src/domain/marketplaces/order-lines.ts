/**
 * Helpers the layouts share: ids for the lines of one order, amounts of an order spread over its lines,
 * and a short stable hash for reports that give a line no id of its own.
 */

import type { Cents } from '../money'

/**
 * A short, stable fingerprint of a text (FNV-1a, 32 bits, as 8 hex digits). It only tells lines of one
 * order apart, so its rare collisions are caught by `lineIds`' own numbering.
 */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** A title as lines are told apart by it: trimmed, its spaces single, lower-cased ('' for none). */
export const titleKey = (title: string | null | undefined): string =>
  title?.trim().replace(/\s+/g, ' ').toLowerCase() ?? ''

/**
 * The ids of the lines of one order: the order id alone when it has one line, else the order id and each
 * line's own key ('12-345/6789'); a key repeated within the order gets '#2', '#3'… in row order.
 */
export function lineIds(orderId: string, lineKeys: readonly string[]): string[] {
  if (lineKeys.length === 1) return [orderId]
  const seen = new Map<string, number>()
  return lineKeys.map((key) => {
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    return count === 1 ? `${orderId}/${key}` : `${orderId}/${key}#${count}`
  })
}

/** The order id of a line's id made by `lineIds`: the text before its first '/'. */
export function orderIdOfLine(lineKey: string): string {
  const slash = lineKey.indexOf('/')
  return slash < 0 ? lineKey : lineKey.slice(0, slash)
}

/** The order of a sale as the marketplace prints it (its `order`, else read from its line's id). */
export function orderOfSale(sale: { orderId: string; order?: string }): string {
  return sale.order ?? orderIdOfLine(sale.orderId)
}

/**
 * `total` split over lines in proportion to `weights`, in whole cents that add up to `total` exactly: each
 * line gets the floor of its share and the cents left over go to the largest remainders (the earlier line
 * on a tie). With no positive weight the lines share equally.
 */
export function spreadCents(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) return []
  const positive = weights.map((w) => Math.max(0, w))
  const sum = positive.reduce((a, b) => a + b, 0)
  const shares = sum === 0 ? weights.map(() => 1) : positive
  const shareSum = sum === 0 ? weights.length : sum
  const sign = total < 0 ? -1 : 1
  const abs = BigInt(Math.abs(total))
  const exact = shares.map((share) => abs * BigInt(share))
  const parts = exact.map((value) => value / BigInt(shareSum))
  let left = Number(abs - parts.reduce((a, b) => a + b, 0n))
  const order = exact
    .map((value, i) => ({ i, remainder: value % BigInt(shareSum) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1))
  for (const { i } of order) {
    if (left === 0) break
    parts[i] = (parts[i] ?? 0n) + 1n
    left -= 1
  }
  return parts.map((part) => sign * Number(part) + 0)
}

/**
 * Ids for sales of a file whose orders may span several rows with no id of their own per row (a Poshmark
 * bundle): each entry gives its order id and a key of its line (a hash of what tells its items apart).
 * An order id met once stays as it is; one met on several rows gets each row's key, as `lineIds` does.
 */
export function fileLineIds(entries: readonly { orderId: string; lineKey: string }[]): string[] {
  const byOrder = new Map<string, number[]>()
  entries.forEach((entry, i) => {
    const list = byOrder.get(entry.orderId)
    if (list) list.push(i)
    else byOrder.set(entry.orderId, [i])
  })
  const ids = entries.map((entry) => entry.orderId)
  for (const [orderId, indexes] of byOrder) {
    const lineKeys = indexes.map((i) => entries[i]?.lineKey ?? '')
    lineIds(orderId, lineKeys).forEach((id, j) => {
      const i = indexes[j]
      if (i !== undefined) ids[i] = id
    })
  }
  return ids
}
