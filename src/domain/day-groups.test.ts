import { describe, expect, it } from 'vitest'

import { groupByDay, inMonth } from './day-groups'

describe('groupByDay', () => {
  const records = [
    { id: 1, date: '2026-11-01', amount: 500 },
    { id: 2, date: '2026-11-22', amount: 250 },
    { id: 3, date: '2026-11-01', amount: 125 },
    { id: 4, date: '2025-12-31', amount: 1 },
  ]
  const groups = groupByDay(
    records,
    (r) => r.date,
    (r) => r.amount,
  )

  it('orders days newest first and totals each day', () => {
    expect(groups.map((g) => [g.date, g.count, g.total])).toEqual([
      ['2026-11-22', 1, 250],
      ['2026-11-01', 2, 625],
      ['2025-12-31', 1, 1],
    ])
    expect(groups[1]?.items.map((r) => r.id)).toEqual([1, 3])
    expect(groups[0]?.displayDate).toBe('Sunday, November 22, 2026')
  })
})

describe('inMonth', () => {
  it.each([
    ['2026-11-22', '2026-11', true],
    ['2026-10-31', '2026-11', false],
    ['2026-11-22', '', true],
    [null, '2026-11', false],
  ])('%s in %j → %s', (date, month, expected) => {
    expect(inMonth(date, month)).toBe(expected)
  })
})
