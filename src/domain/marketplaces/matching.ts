/**
 * Which unsold item each sale of a report sold, and how that was found: by SKU, by the marketplace's
 * custom label, by title, or not at all.
 *
 * One item is one unit: a sale of quantity q takes up to q items, and no item is taken by two sales of a
 * file. Sold items are never taken. The sales are matched in three passes, each over the sales in the order
 * given (the file's), so an earlier sale wins an item two sales name, and a SKU always beats a title:
 *
 * 1. SKU: the sale's SKU equals an item's SKU, case-insensitively, spaces around trimmed. A SKU cell that
 *    lists several SKUs separated by commas (an Etsy order) names one item each. SKUs are unique per user,
 *    so a SKU names one item and the other units of a quantity > 1 sale stay unmatched.
 * 2. Custom label: the same, with the marketplace's custom label (eBay's Custom label), for sales that
 *    found nothing by SKU.
 * 3. Title, for sales that found nothing yet. A title compares as its set of words (lower-cased, accents
 *    and punctuation dropped, order and repeats ignored) and needs two words at least. An item answers to
 *    its brand and description together and to its description alone; a sale with a brand (Poshmark,
 *    Depop) also asks with its brand before its title. The match is taken only when there is no choice to
 *    make: the sale's words point at exactly as many available items as its quantity, and no other sale of
 *    the file points at any of them. Two items with the same title, or two sales of it, match nothing.
 *
 * Every pass looks items up in maps built once (by SKU, by title words), so matching n sales against m
 * items costs about n + m map operations and a sort of what matched: 20,000 sales against 100,000 items
 * take no loop over pairs.
 */

import type { IsoDate } from '../dates'
import type { ItemStatus } from '../items/status'
import type { MarketplaceSale } from './report-row'

/** What matching needs of an item that might have been sold. */
export interface MatchCandidate {
  id: string
  sku: string
  brand: string
  description: string
  purchaseDate: IsoDate
  status: ItemStatus
}

/** What matching reads of a sale. */
export type MatchableSale = Pick<
  MarketplaceSale,
  'rowNumber' | 'sku' | 'customLabel' | 'title' | 'brand' | 'quantity'
>

/** How a sale found its items. */
export type MatchMethod = 'sku' | 'custom-label' | 'title' | 'none'

/** The items a sale sold, as matching proposes them. */
export interface SaleMatch {
  rowNumber: number
  method: MatchMethod
  /** The matched items, oldest purchase first; at most the sale's quantity. */
  itemIds: string[]
  /** Units of the sale no item was found for. */
  unmatchedQuantity: number
  /** Why units stayed unmatched, for the preview; null when every unit matched. */
  reason: string | null
}

/** The key a SKU or custom label is compared by. */
function skuKey(sku: string): string {
  return sku.trim().toLowerCase()
}

/** The SKUs a cell names: several when it lists them with commas. */
function skuKeysOf(value: string | null): string[] {
  if (value === null) return []
  return [...new Set(value.split(',').map(skuKey))].filter((key) => key !== '')
}

/** The words of a text, lower-cased, accents and punctuation dropped. */
function titleWords(text: string): string[] {
  // Accents need decomposing first; plain ASCII, most titles, can skip it.
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  return plain
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
}

/** The key of a set of words: sorted and joined; '' when fewer than two. */
function keyOfWords(words: Iterable<string>): string {
  const unique = new Set(words)
  return unique.size < 2 ? '' : [...unique].sort().join(' ')
}

/** The words of a title as matching compares them, sorted and joined; '' when fewer than two words. */
export function titleKey(text: string): string {
  return keyOfWords(titleWords(text))
}

function itemTitleKeys(item: MatchCandidate): string[] {
  const description = titleWords(item.description)
  const keys = [keyOfWords([...titleWords(item.brand), ...description]), keyOfWords(description)]
  return [...new Set(keys)].filter((key) => key !== '')
}

function saleTitleKeys(sale: MatchableSale): string[] {
  if (sale.title === null) return []
  const keys = [sale.brand ? titleKey(`${sale.brand} ${sale.title}`) : '', titleKey(sale.title)]
  return [...new Set(keys)].filter((key) => key !== '')
}

/** Oldest purchase first, then by id: the order of a sale's items. */
const byPurchase = (a: MatchCandidate, b: MatchCandidate) =>
  a.purchaseDate < b.purchaseDate
    ? -1
    : a.purchaseDate > b.purchaseDate
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0

/** The items each sale of `sales` sold among `candidates` (one match per sale, in the same order). */
export function matchSales(
  sales: readonly MatchableSale[],
  candidates: readonly MatchCandidate[],
): SaleMatch[] {
  const bySku = new Map<string, MatchCandidate>()
  for (const item of candidates) {
    const key = skuKey(item.sku)
    const known = bySku.get(key)
    if (key !== '' && (known === undefined || byPurchase(item, known) < 0)) bySku.set(key, item)
  }
  /** The row of the sale that took each item. */
  const takenBy = new Map<string, number>()
  const matches: SaleMatch[] = sales.map((sale) => ({
    rowNumber: sale.rowNumber,
    method: 'none',
    itemIds: [],
    unmatchedQuantity: sale.quantity,
    reason: null,
  }))

  /** Sales whose SKU or label names an item that is sold or taken: their item is known, so no title guess. */
  const named = new Set<number>()
  const bySkuPass = (method: 'sku' | 'custom-label', valueOf: (sale: MatchableSale) => string | null) => {
    const label = method === 'sku' ? 'SKU' : 'custom label'
    sales.forEach((sale, i) => {
      const match = matches[i]
      if (match === undefined || match.itemIds.length > 0) return
      const items: MatchCandidate[] = []
      for (const key of skuKeysOf(valueOf(sale))) {
        if (items.length === sale.quantity) break
        const item = bySku.get(key)
        const shown = valueOf(sale)?.trim() ?? key
        if (item === undefined) match.reason ??= `No unsold item has the ${label} "${shown}"`
        else if (item.status === 'sold') {
          named.add(i)
          match.reason ??= `The item with the ${label} "${shown}" is already sold`
        } else if (item.status === 'disposed') {
          named.add(i)
          match.reason ??= `The item with the ${label} "${shown}" was disposed of`
        } else if (takenBy.has(item.id)) {
          named.add(i)
          match.reason ??= `The item with the ${label} "${shown}" is matched to the sale of row ${takenBy.get(item.id)}`
        } else items.push(item)
      }
      if (items.length === 0) return
      for (const item of items) takenBy.set(item.id, sale.rowNumber)
      match.method = method
      match.itemIds = items.sort(byPurchase).map((item) => item.id)
    })
  }
  bySkuPass('sku', (sale) => sale.sku)
  bySkuPass('custom-label', (sale) => sale.customLabel)
  matchByTitle(sales, candidates, matches, takenBy, named)

  matches.forEach((match, i) => {
    const quantity = sales[i]?.quantity ?? match.itemIds.length
    match.unmatchedQuantity = quantity - match.itemIds.length
    if (match.unmatchedQuantity === 0) match.reason = null
    else if (match.itemIds.length > 0)
      match.reason = `${match.itemIds.length} of ${quantity} units matched an item`
    else match.reason ??= 'No SKU, custom label or title to match'
  })
  return matches
}

/** The title pass (3. of the module comment) over the sales that have no item yet. */
function matchByTitle(
  sales: readonly MatchableSale[],
  candidates: readonly MatchCandidate[],
  matches: SaleMatch[],
  takenBy: Map<string, number>,
  named: ReadonlySet<number>,
): void {
  const pending = sales
    .map((sale, i) => ({ sale, i, keys: saleTitleKeys(sale) }))
    .filter(({ i, keys }) => keys.length > 0 && !named.has(i) && matches[i]?.itemIds.length === 0)
  if (pending.length === 0) return
  /** For each title key some pending sale asks for: the first such sale, and whether another one does. */
  const askers = new Map<string, { first: number; isShared: boolean }>()
  for (const { i, keys } of pending)
    for (const key of keys) {
      const asker = askers.get(key)
      if (asker === undefined) askers.set(key, { first: i, isShared: false })
      else if (asker.first !== i) asker.isShared = true
    }
  const byTitle = new Map<string, MatchCandidate[]>()
  const keysOfItem = new Map<string, string[]>()
  for (const item of candidates) {
    if (item.status === 'sold' || item.status === 'disposed' || takenBy.has(item.id)) continue
    const keys = itemTitleKeys(item).filter((key) => askers.has(key))
    if (keys.length === 0) continue
    keysOfItem.set(item.id, keys)
    for (const key of keys) {
      const list = byTitle.get(key)
      if (list) list.push(item)
      else byTitle.set(key, [item])
    }
  }

  for (const { sale, i, keys } of pending) {
    const match = matches[i]
    if (match === undefined) continue
    const lists = keys.map((key) => byTitle.get(key) ?? [])
    // A list longer than the quantity already means a choice: no need to gather the items.
    if (lists.some((list) => list.length > sale.quantity)) {
      match.reason ??= 'Several unsold items have this title: choose one'
      continue
    }
    const found = new Map<string, MatchCandidate>()
    for (const list of lists) for (const item of list) found.set(item.id, item)
    if (found.size === 0) {
      match.reason ??= 'No unsold item has this title'
      continue
    }
    if (found.size !== sale.quantity) {
      match.reason ??=
        found.size > sale.quantity
          ? 'Several unsold items have this title: choose one'
          : `Only ${found.size} unsold ${found.size === 1 ? 'item has' : 'items have'} this title for ${sale.quantity} units`
      continue
    }
    const isShared = [...found.keys()].some((id) =>
      (keysOfItem.get(id) ?? []).some((key) => {
        const asker = askers.get(key)
        return asker !== undefined && (asker.isShared || asker.first !== i)
      }),
    )
    if (isShared) {
      match.reason ??= 'Another sale of this file has the same title'
      continue
    }
    const items = [...found.values()].sort(byPurchase)
    for (const item of items) takenBy.set(item.id, sale.rowNumber)
    match.method = 'title'
    match.itemIds = items.map((item) => item.id)
  }
}

/**
 * What the server needs to fetch the candidates of `sales`: every SKU and custom label (compared
 * lower-cased, `skuKey`) and every title as written, each once.
 */
export function candidateLookups(sales: readonly MatchableSale[]): { skus: string[]; titles: string[] } {
  const skus = new Set<string>()
  const titles = new Set<string>()
  for (const sale of sales) {
    for (const key of [...skuKeysOf(sale.sku), ...skuKeysOf(sale.customLabel)]) skus.add(key)
    if (sale.title !== null && sale.title.trim() !== '') titles.add(sale.title.trim())
  }
  return { skus: [...skus], titles: [...titles] }
}
