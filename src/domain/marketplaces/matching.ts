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
 * 3. Title, for sales that found nothing yet, by words: a text compares as its words (lower-cased, accents
 *    and punctuation dropped, a plural's final s dropped, so "Levi's" and "Levis" read as "levi", and words
 *    that tell nothing of the item, such as "size", "nwt" or "with", left out). An item answers to a sale
 *    whose title (with the sale's brand, when the marketplace gives one) holds every word of its description,
 *    in any order, among the marketplace's other words: the description and brand need two words at least
 *    between them, and so does the title. An item whose brand is in the title too answers before one whose
 *    brand is not. An item bought after the sale's date never answers. The match is taken only when there is
 *    no choice to make: the best answering items are exactly as many as the sale's quantity, and no other
 *    sale of the file is answered by any of them. Two items with the same description, or two sales of it,
 *    match nothing: the person chooses in the preview.
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

/** What matching reads of a sale: with its date, no item bought after it answers its title. */
export type MatchableSale = Pick<
  MarketplaceSale,
  'rowNumber' | 'sku' | 'customLabel' | 'title' | 'brand' | 'quantity'
> & { soldDate?: IsoDate }

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
  return keyOfWords(matchWords(text))
}

/**
 * Words a marketplace's title or a description carries that say nothing of which item it is: condition and
 * listing shorthand, sizes' label, and the little words of a phrase.
 */
const NOISE_WORDS = new Set([
  'a',
  'an',
  'and',
  'by',
  'euc',
  'for',
  'free',
  'guc',
  'in',
  'new',
  'nwot',
  'nwt',
  'of',
  'on',
  'or',
  'shipping',
  'size',
  'sz',
  'tag',
  'the',
  'to',
  'vguc',
  'with',
])

/** A word as matching compares it: a plural's final s dropped ('boots' → 'boot', not 'glass'). */
function wordStem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/**
 * The words of a text that tell which item it is, as matching compares them: lower-cased, accents and
 * punctuation dropped, one-letter pieces ("Levi's" → "levi") and noise words left out, plurals' s dropped.
 */
export function matchWords(text: string): string[] {
  const words = titleWords(text)
    .filter((word) => word.length > 1 || /\d/.test(word))
    .map(wordStem)
    .filter((word) => !NOISE_WORDS.has(word))
  return [...new Set(words)]
}

/** What an item answers to: its description's words, and its brand's. */
interface ItemWords {
  item: MatchCandidate
  description: string[]
  brand: string[]
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
    .map((sale, i) => ({ sale, i, words: new Set(saleWords(sale)) }))
    .filter(({ i, words }) => words.size >= 2 && !named.has(i) && matches[i]?.itemIds.length === 0)
  if (pending.length === 0) return

  // Each available item under the rarest word of its description, so a sale looks at the few items its
  // words could answer to and never at every item.
  const described: ItemWords[] = []
  const frequency = new Map<string, number>()
  for (const item of candidates) {
    if (item.status === 'sold' || item.status === 'disposed' || takenBy.has(item.id)) continue
    const description = matchWords(item.description)
    const brand = matchWords(item.brand).filter((word) => !description.includes(word))
    if (description.length === 0 || description.length + brand.length < 2) continue
    described.push({ item, description, brand })
    for (const word of description) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  }
  const byRarestWord = new Map<string, ItemWords[]>()
  for (const entry of described) {
    const rarest = entry.description.reduce((best, word) =>
      (frequency.get(word) ?? 0) < (frequency.get(best) ?? 0) ||
      ((frequency.get(word) ?? 0) === (frequency.get(best) ?? 0) && word < best)
        ? word
        : best,
    )
    const list = byRarestWord.get(rarest)
    if (list) list.push(entry)
    else byRarestWord.set(rarest, [entry])
  }

  // Which items answer each sale, the best first: those whose brand is in the title too.
  const answers = pending.map(({ sale, words }) => {
    const withBrand: MatchCandidate[] = []
    const without: MatchCandidate[] = []
    for (const word of words)
      for (const entry of byRarestWord.get(word) ?? []) {
        const { item } = entry
        if (sale.soldDate && item.purchaseDate !== '' && item.purchaseDate > sale.soldDate) continue
        if (!entry.description.every((w) => words.has(w))) continue
        const hasBrand = entry.brand.length > 0 && entry.brand.every((w) => words.has(w))
        if (hasBrand) withBrand.push(item)
        else if (entry.description.length >= 2) without.push(item)
      }
    return withBrand.length > 0 ? withBrand : without
  })
  /** The sales each item answers (as one of their best). */
  const askedBy = new Map<string, number[]>()
  answers.forEach((items, index) => {
    for (const item of items) {
      const askers = askedBy.get(item.id)
      if (askers) askers.push(index)
      else askedBy.set(item.id, [index])
    }
  })

  pending.forEach(({ sale, i }, index) => {
    const match = matches[i]
    const found = answers[index] ?? []
    if (match === undefined) return
    if (found.length === 0) {
      match.reason ??= 'No unsold item has this title'
      return
    }
    if (found.length !== sale.quantity) {
      match.reason ??=
        found.length > sale.quantity
          ? 'Several unsold items have this title: choose one'
          : `Only ${found.length} unsold ${found.length === 1 ? 'item has' : 'items have'} this title for ${sale.quantity} units`
      return
    }
    if (found.some((item) => (askedBy.get(item.id) ?? []).some((asker) => asker !== index))) {
      match.reason ??= 'Another sale of this file has the same title'
      return
    }
    const items = [...found].sort(byPurchase)
    for (const item of items) takenBy.set(item.id, sale.rowNumber)
    match.method = 'title'
    match.itemIds = items.map((item) => item.id)
  })
}

/** The words a sale asks by: its title's, and its brand's when the marketplace gives one. */
function saleWords(sale: MatchableSale): string[] {
  if (sale.title === null) return []
  return matchWords(sale.brand ? `${sale.brand} ${sale.title}` : sale.title)
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

/** How many words the Match dialog's search opens with. */
const SEARCH_WORDS = 2

/**
 * What the Match dialog searches first for a sale without a SKU: the first words of its title that tell
 * which item it is (its brand's first, when the marketplace gives one), not the marketplace's whole
 * title, whose every word an item's description seldom has: two words, each of which the item found must
 * have. 'Levis 501 Original Fit Jeans Mens Size 32' opens on 'levi 501'.
 */
export function searchWordsOf(sale: Pick<MatchableSale, 'title' | 'brand'>): string {
  const words = matchWords(`${sale.brand ?? ''} ${sale.title ?? ''}`)
  return words.slice(0, SEARCH_WORDS).join(' ')
}
