import { describe, expect, it } from 'vitest'

import type { Item } from '../../api/items'

import { entryKey, itemEntries, type DaySums } from './item-entries'

const item = (id: string, soldDate: string | null) => ({ id, soldDate }) as unknown as Item

const day = (date: string, itemCount: number): DaySums => ({
  date,
  itemCount,
  totalRevenue: itemCount * 1000,
  totalProfit: itemCount * 100,
})

describe('itemEntries', () => {
  it('puts a day header before each sold date’s first item, with the server’s sums for the whole day', () => {
    const entries = itemEntries(
      [item('a', '2026-03-05'), item('b', '2026-03-05'), item('c', '2026-03-02')],
      [day('2026-03-05', 2), day('2026-03-02', 7)],
    )
    expect(entries.map(entryKey)).toEqual(['day:2026-03-05', 'a', 'b', 'day:2026-03-02', 'c'])
    // Only one item of 2 March is loaded so far; its header still counts all seven.
    expect(entries[3]).toMatchObject({ kind: 'day', day: { itemCount: 7, totalProfit: 700 } })
  })

  it('shows a day once when its items arrive over two pages, and no headers outside the day order', () => {
    const items = [item('a', '2026-03-05'), item('b', '2026-03-05')]
    const pageDays = [day('2026-03-05', 2), day('2026-03-05', 2)]
    expect(itemEntries(items, pageDays).map(entryKey)).toEqual(['day:2026-03-05', 'a', 'b'])
    expect(itemEntries(items, null).map(entryKey)).toEqual(['a', 'b'])
  })
})
