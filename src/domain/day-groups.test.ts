import { describe, expect, it } from 'vitest'

import { groupByDay } from './day-groups'

describe('groupByDay', () => {
  const records = [
    { id: 1, date: '2026-11-01' },
    { id: 2, date: '2026-11-22' },
    { id: 3, date: '2026-11-01' },
    { id: 4, date: '2025-12-31' },
  ]
  const groups = groupByDay(records, (r) => r.date)

  it('orders days newest first and keeps each day’s records in their order', () => {
    expect(groups.map((g) => [g.date, g.items.map((r) => r.id)])).toEqual([
      ['2026-11-22', [2]],
      ['2026-11-01', [1, 3]],
      ['2025-12-31', [4]],
    ])
    expect(groups[0]?.displayDate).toBe('Sunday, November 22, 2026')
  })
})
