import { describe, expect, it } from 'vitest'

import {
  countRows,
  decisionOf,
  filterRows,
  effectOf,
  plannedCounts,
  profitOfRow,
  rowHoldingItem,
  type Choices,
  type ImportRow,
  type MatchedItem,
  type RowChoice,
} from './sales-import-rows'

const item = (id: string, costOfGoods = 500): MatchedItem => ({
  id,
  sku: id.toUpperCase(),
  brand: 'Levi',
  description: 'Jeans',
  costOfGoods,
})

function row(rowNumber: number, status: ImportRow['status'], items: MatchedItem[] = []): ImportRow {
  return {
    rowNumber,
    status,
    orderId: `O-${rowNumber}`,
    soldDate: '2026-03-01',
    title: 'Levi Jeans',
    sku: null,
    quantity: 1,
    salePrice: 2000,
    postageCharged: 500,
    postageCost: 400,
    fees: 300,
    salesTax: 120,
    amount: null,
    effect: null,
    profit: null,
    method: items.length > 0 ? 'sku' : 'none',
    items,
    reason: null,
    kindLabel: null,
  }
}

const rows = [
  row(2, 'matched', [item('a')]),
  row(3, 'unmatched'),
  row(4, 'unmatched'),
  row(5, 'already-imported'),
  row(6, 'refused'),
  row(7, 'not-a-sale'),
]

const choices = (entries: [number, RowChoice][]): Choices => new Map(entries)

describe('the preview rows with the choices applied', () => {
  it('keeps the server match unless the person chose otherwise', () => {
    expect(decisionOf(rows[0]!, new Map())).toEqual({ action: 'match', items: [item('a')], isChosen: false })
    expect(decisionOf(rows[0]!, choices([[2, { action: 'skip' }]]))).toEqual({ action: 'skip' })
    expect(decisionOf(rows[1]!, new Map())).toEqual({ action: 'none' })
    expect(decisionOf(rows[1]!, choices([[3, { action: 'match', item: item('b') }]]))).toEqual({
      action: 'match',
      items: [item('b')],
      isChosen: true,
    })
  })

  it('never acts on a row already imported, refused or not a sale, whatever is chosen', () => {
    for (const fixed of rows.slice(3))
      expect(decisionOf(fixed, choices([[fixed.rowNumber, { action: 'create' }]]))).toEqual({
        action: 'none',
      })
  })

  it('counts a sale matched by hand as matched, and filters by the same buckets', () => {
    const chosen = choices([[3, { action: 'match', item: item('b') }]])
    expect(countRows(rows, chosen)).toEqual({
      all: 6,
      matched: 2,
      unmatched: 1,
      'already-imported': 1,
      refused: 1,
      'not-a-sale': 1,
      'to-record': 0,
    })
    expect(filterRows(rows, 'matched', chosen).map((r) => r.rowNumber)).toEqual([2, 3])
    expect(filterRows(rows, 'unmatched', chosen).map((r) => r.rowNumber)).toEqual([4])
    expect(filterRows(rows, 'all', chosen)).toHaveLength(6)
  })

  it('plans sold, created and skipped: an unmatched sale without a choice is skipped', () => {
    expect(plannedCounts(rows, new Map())).toEqual({ sold: 1, created: 0, skipped: 2, recorded: 0 })
    expect(
      plannedCounts(
        rows,
        choices([
          [3, { action: 'create' }],
          [2, { action: 'skip' }],
        ]),
      ),
    ).toEqual({
      sold: 0,
      created: 1,
      skipped: 2,
      recorded: 0,
    })
  })

  it('plans a unit of each quantity: matched units sold, the others created; refunds, fees and payouts recorded unless skipped', () => {
    const twoUnits = { ...row(1, 'matched', [item('a')]), quantity: 3 }
    const refund: ImportRow = { ...row(2, 'to-record'), kindLabel: 'Refund', effect: 'Records a refund' }
    expect(plannedCounts([twoUnits, refund], new Map())).toEqual({
      sold: 1,
      created: 2,
      skipped: 0,
      recorded: 1,
    })
    expect(plannedCounts([twoUnits, refund], choices([[2, { action: 'skip' }]]))).toEqual({
      sold: 1,
      created: 2,
      skipped: 1,
      recorded: 0,
    })
    expect(effectOf({ ...twoUnits, status: 'unmatched', items: [] }, { action: 'create' })).toBe(
      'Creates 3 sold items. Cost unknown: marked needs cost',
    )
  })

  it('shows the profit with the matched item’s cost, without a cost for a new item, none when skipped', () => {
    // 20.00 + 5.00 − 4.00 − 3.00 − 5.00 (the item's cost)
    expect(profitOfRow(rows[0]!, decisionOf(rows[0]!, new Map()))).toBe(1300)
    expect(profitOfRow(rows[1]!, { action: 'create' })).toBe(1800)
    expect(profitOfRow(rows[1]!, { action: 'skip' })).toBeNull()
    expect(profitOfRow(rows[1]!, { action: 'none' })).toBeNull()
    const loss = { ...rows[0]!, items: [item('a', 5000)] }
    expect(profitOfRow(loss, decisionOf(loss, new Map()))).toBe(-3200)
  })

  it('knows which other sale holds an item, so one item is never sold twice', () => {
    expect(rowHoldingItem(rows, new Map(), 'a', 3)).toBe(2)
    expect(rowHoldingItem(rows, new Map(), 'a', 2)).toBeNull()
    expect(rowHoldingItem(rows, choices([[2, { action: 'skip' }]]), 'a', 3)).toBeNull()
    expect(rowHoldingItem(rows, choices([[4, { action: 'match', item: item('b') }]]), 'b', 3)).toBe(4)
  })
})
