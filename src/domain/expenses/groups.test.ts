import { describe, expect, it } from 'vitest'

import { groupExpensesByDay } from './groups'

describe('groupExpensesByDay', () => {
  it('groups by date, newest first, with day totals', () => {
    const groups = groupExpensesByDay([
      { id: 'a', date: '2026-11-01', amount: 100 },
      { id: 'b', date: '2026-11-20', amount: 250 },
      { id: 'c', date: '2026-11-01', amount: 5 },
    ])
    expect(groups.map((g) => ({ date: g.date, total: g.total, ids: g.items.map((e) => e.id) }))).toEqual([
      { date: '2026-11-20', total: 250, ids: ['b'] },
      { date: '2026-11-01', total: 105, ids: ['a', 'c'] },
    ])
  })
})
