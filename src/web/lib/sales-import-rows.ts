/**
 * The preview's rows as the Import Sales screen shows them, and the person's choices over them: which item a
 * sale sold (the server's match, or one the person picked), a new sold item for a sale nothing matched, or
 * skipping it. Pure functions, so the 20,000-row screen filters and counts without React in the way.
 */

import type { Cents } from '../../domain/money'

/** How a sale found its item, as the preview says it. */
export type MatchMethod = 'sku' | 'custom-label' | 'title' | 'none'

export const MATCH_METHOD_LABELS: Record<MatchMethod | 'chosen', string> = {
  sku: 'By SKU',
  'custom-label': 'By custom label',
  title: 'By title',
  none: 'No match',
  chosen: 'Chosen by you',
}

/** An item a sale may have sold: what the preview shows of it. */
export interface MatchedItem {
  id: string
  sku: string
  brand: string
  description: string
  costOfGoods: Cents
  purchaseDate?: string | null
}

/** Where a row of the file stands before the import. */
export type RowStatus =
  | 'matched'
  | 'unmatched'
  | 'already-imported'
  | 'refused'
  | 'not-a-sale'
  /** A refund, a fee or charge, or a payout the import will record. */
  | 'to-record'

/** One row of the file as the preview shows it. */
export interface ImportRow {
  rowNumber: number
  status: RowStatus
  orderId: string | null
  soldDate: string | null
  title: string | null
  sku: string | null
  quantity: number
  salePrice: Cents
  postageCharged: Cents
  postageCost: Cents
  /** Every fee of the sale (selling, payment, promoted). */
  fees: Cents
  salesTax: Cents
  /** A refund's, fee's or payout's amount as the report signs it; null for sales. */
  amount: Cents | null
  method: MatchMethod
  items: MatchedItem[]
  /** The profit the server worked out for its own match (null when the row is not imported as it stands). */
  profit: Cents | null
  /** Why the row is refused, not a sale, or unmatched; null when it simply matched. */
  reason: string | null
  /** A row that is not a sale: 'Refund', 'Cancellation', 'Payout'... */
  kindLabel: string | null
  /** What the import will do with the row, in words; null when it does nothing or the choices decide. */
  effect: string | null
}

/** What the person chose for a sale; a sale without a choice keeps the server's match (or is skipped). */
export type RowChoice = { action: 'match'; item: MatchedItem } | { action: 'create' } | { action: 'skip' }

export type Choices = ReadonlyMap<number, RowChoice>

/** A sale's decision once the choices are applied: the items it will sell, a new item, or nothing. */
export type Decision =
  | { action: 'match'; items: MatchedItem[]; isChosen: boolean }
  | { action: 'create' }
  | { action: 'skip' }
  | { action: 'none' }

/** Whether a row is a sale the import can act on. */
function isActionable(row: ImportRow): boolean {
  return row.status === 'matched' || row.status === 'unmatched'
}

/** What the import will do with a row: the person's choice, else the server's match, else nothing. */
export function decisionOf(row: ImportRow, choices: Choices): Decision {
  // A refund, fee or payout is recorded unless skipped.
  if (row.status === 'to-record')
    return choices.get(row.rowNumber)?.action === 'skip' ? { action: 'skip' } : { action: 'none' }
  if (!isActionable(row)) return { action: 'none' }
  const choice = choices.get(row.rowNumber)
  if (choice?.action === 'match') return { action: 'match', items: [choice.item], isChosen: true }
  if (choice) return choice
  if (row.status === 'matched' && row.items.length > 0)
    return { action: 'match', items: row.items, isChosen: false }
  return { action: 'none' }
}

/** What the sale's profit will be: its revenue less its costs and, when an item is known, the item's cost. */
export function profitOfRow(row: ImportRow, decision: Decision): Cents | null {
  if (decision.action === 'skip' || decision.action === 'none') return null
  if (decision.action === 'match' && !decision.isChosen && row.profit !== null) return row.profit
  const cost =
    decision.action === 'match' ? decision.items.reduce((sum, item) => sum + item.costOfGoods, 0) : 0
  return row.salePrice + row.postageCharged - row.postageCost - row.fees - cost
}

/** The filters of the preview. */
export type RowFilter = 'all' | 'matched' | 'unmatched' | 'to-record' | 'already-imported' | 'refused'

export const ROW_FILTERS: readonly { value: RowFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'matched', label: 'Matched' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'to-record', label: 'Refunds, fees and payouts' },
  { value: 'already-imported', label: 'Already imported' },
  { value: 'refused', label: 'Refused' },
]

/** Where a row counts once the choices apply: a sale the person matched by hand counts as matched. */
function bucketOf(row: ImportRow, choices: Choices): Exclude<RowFilter, 'all'> | 'not-a-sale' | 'to-record' {
  if (row.status === 'matched' || row.status === 'unmatched') {
    const decision = decisionOf(row, choices)
    return decision.action === 'match' ? 'matched' : 'unmatched'
  }
  return row.status
}

interface RowCounts {
  all: number
  matched: number
  unmatched: number
  'already-imported': number
  refused: number
  'not-a-sale': number
  'to-record': number
}

/** How many rows fall in each filter, with the choices applied. */
export function countRows(rows: readonly ImportRow[], choices: Choices): RowCounts {
  const counts: RowCounts = {
    all: rows.length,
    matched: 0,
    unmatched: 0,
    'already-imported': 0,
    refused: 0,
    'not-a-sale': 0,
    'to-record': 0,
  }
  for (const row of rows) counts[bucketOf(row, choices)] += 1
  return counts
}

/** The rows a filter shows, in the file's order. */
export function filterRows(rows: readonly ImportRow[], filter: RowFilter, choices: Choices): ImportRow[] {
  if (filter === 'all') return [...rows]
  return rows.filter((row) => bucketOf(row, choices) === filter)
}

/**
 * What the import will do, in numbers: items sold, new sold items (one per unit nothing matched), rows
 * skipped, refunds, fees and payouts recorded.
 */
export function plannedCounts(rows: readonly ImportRow[], choices: Choices) {
  let sold = 0
  let created = 0
  let skipped = 0
  let recorded = 0
  for (const row of rows) {
    const decision = decisionOf(row, choices)
    if (decision.action === 'match') {
      sold += decision.items.length
      created += Math.max(0, row.quantity - decision.items.length)
    } else if (decision.action === 'create') created += Math.max(1, row.quantity)
    else if (decision.action === 'skip' || (decision.action === 'none' && isActionable(row))) skipped += 1
    // A refund, fee or payout to record, or fees to add to a sale imported before.
    else if (row.status === 'to-record' || (row.status === 'already-imported' && row.effect !== null))
      recorded += 1
  }
  return { sold, created, skipped, recorded }
}

/** What the import will do with a row, in words: the server's for its own plan, else the person's choice. */
export function effectOf(row: ImportRow, decision: Decision): string | null {
  if (decision.action === 'skip') return 'Skipped: nothing is written'
  if (decision.action === 'create')
    return row.quantity > 1
      ? `Creates ${row.quantity} sold items. Cost unknown: marked needs cost`
      : 'Creates a sold item. Cost unknown: marked needs cost'
  if (decision.action === 'match' && decision.isChosen) {
    const left = row.quantity - decision.items.length
    return left > 0
      ? `Sells the chosen item and creates ${left} sold ${left === 1 ? 'item' : 'items'} (needs cost)`
      : 'Sells the chosen item'
  }
  return row.effect
}

/** An item picked by hand may be picked for one sale only: the other sale that holds it, if any. */
export function rowHoldingItem(
  rows: readonly ImportRow[],
  choices: Choices,
  itemId: string,
  exceptRow: number,
): number | null {
  for (const row of rows) {
    if (row.rowNumber === exceptRow) continue
    const decision = decisionOf(row, choices)
    if (decision.action === 'match' && decision.items.some((item) => item.id === itemId)) return row.rowNumber
  }
  return null
}
