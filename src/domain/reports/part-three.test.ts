import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DISPOSAL_REASONS } from '../items/status'
import { disposedInYearOf, endingInventory, partThree, type InventoryBucket } from './part-three'

const bucket = (
  acquiredYear: number,
  exitYear: number | null,
  exit: InventoryBucket['exit'],
  cost: number,
): InventoryBucket => ({ acquiredYear, exitYear, exit, cost, count: 1 })

describe('partThree', () => {
  const buckets = [
    bucket(2023, null, null, 1000), // held since 2023
    bucket(2023, 2024, 'sold', 2000), // bought 2023, sold 2024
    bucket(2024, 2024, 'sold', 300), // bought and sold in 2024
    bucket(2024, 2024, 'discarded', 40), // bought and thrown away in 2024
    bucket(2023, 2024, 'donated', 500), // donated in 2024
    bucket(2024, 2024, 'personal_use', 60), // kept in 2024
    bucket(2024, 2025, 'sold', 7000), // held at the end of 2024
  ]

  it('computes each line of 2024 as the form does', () => {
    expect(partThree(buckets, 2024)).toEqual({
      year: 2024,
      method: 'cost',
      methodChanged: false,
      line35BeginningInventory: 1000 + 2000 + 500,
      purchases: 300 + 40 + 60 + 7000,
      withdrawn: 500 + 60,
      returned: 0,
      line36Purchases: 300 + 40 + 60 + 7000 - 560,
      line37Labor: 0,
      line38MaterialsAndSupplies: 0,
      line39OtherCosts: 0,
      line40: 3500 + 6840,
      line41EndingInventory: 1000 + 7000,
      line42CostOfGoodsSold: 2000 + 300 + 40,
      soldCost: 2300,
      discardedCost: 40,
    })
  })

  it('counts an item in the inventory at the end of the year it was bought, until the year it leaves', () => {
    expect(endingInventory(buckets, 2022)).toBe(0)
    expect(endingInventory(buckets, 2023)).toBe(1000 + 2000 + 500)
    expect(endingInventory(buckets, 2025)).toBe(1000)
  })

  const exits = fc.constantFrom('sold' as const, ...DISPOSAL_REASONS)
  const buckets$ = fc.array(
    fc
      .record({
        acquiredYear: fc.integer({ min: 2018, max: 2026 }),
        held: fc.boolean(),
        after: fc.integer({ min: 0, max: 4 }),
        exit: exits,
        cost: fc.integer({ min: 0, max: 99_999_999 }),
      })
      .map(({ acquiredYear, held, after, exit, cost }) =>
        held
          ? bucket(acquiredYear, null, null, cost)
          : bucket(acquiredYear, acquiredYear + after, exit, cost),
      ),
    { maxLength: 40 },
  )

  it('ends each year with the inventory the next one begins with', () => {
    fc.assert(
      fc.property(buckets$, fc.integer({ min: 2017, max: 2031 }), (all, year) => {
        expect(partThree(all, year).line41EndingInventory).toBe(
          partThree(all, year + 1).line35BeginningInventory,
        )
      }),
    )
  })

  it('adds up, over the years, to the cost of everything sold or discarded', () => {
    fc.assert(
      fc.property(buckets$, (all) => {
        let total = 0
        for (let year = 2017; year <= 2031; year++) total += partThree(all, year).line42CostOfGoodsSold
        const soldOrDiscarded = all
          .filter((b) => b.exit === 'sold' || b.exit === 'discarded')
          .reduce((sum, b) => sum + b.cost, 0)
        expect(total).toBe(soldOrDiscarded)
      }),
    )
  })

  it('splits line 42 into the cost of what was sold and what was discarded in the year', () => {
    fc.assert(
      fc.property(buckets$, fc.integer({ min: 2018, max: 2030 }), (all, year) => {
        const part = partThree(all, year)
        expect(part.line42CostOfGoodsSold).toBe(part.soldCost + part.discardedCost)
      }),
    )
  })
})

describe('disposedInYearOf', () => {
  it('counts and costs the items disposed of in the year, per reason, reasons with none included', () => {
    const buckets: InventoryBucket[] = [
      { acquiredYear: 2023, exitYear: 2024, exit: 'donated', cost: 500, count: 2 },
      { acquiredYear: 2024, exitYear: 2024, exit: 'donated', cost: 70, count: 1 },
      { acquiredYear: 2024, exitYear: 2024, exit: 'discarded', cost: 40, count: 1 },
      { acquiredYear: 2024, exitYear: 2025, exit: 'personal_use', cost: 9, count: 1 },
      { acquiredYear: 2024, exitYear: 2024, exit: 'sold', cost: 300, count: 1 },
    ]
    expect(disposedInYearOf(buckets, 2024)).toEqual([
      { reason: 'donated', count: 3, cost: 570 },
      { reason: 'discarded', count: 1, cost: 40 },
      { reason: 'personal_use', count: 0, cost: 0 },
    ])
  })
})
