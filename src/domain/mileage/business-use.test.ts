import { describe, expect, it } from 'vitest'

import { businessUseOfYear, businessUseWrites } from './business-use'

describe('the business use of each year', () => {
  const steps = [
    { fromYear: 2022, percentage: 80 },
    { fromYear: 2025, percentage: 60 },
  ]

  it.each([
    [2021, 100],
    [2022, 80],
    [2024, 80],
    [2025, 60],
    [2030, 60],
  ])('is the step in force in %i: %i %', (year, percentage) => {
    expect(businessUseOfYear(steps, year)).toBe(percentage)
  })

  it('is the default 100 with no step at all', () => {
    expect(businessUseOfYear([], 2026)).toBe(100)
  })

  it('from a year on: drops the later steps first, then sets the year', () => {
    expect(businessUseWrites(steps, 2023, 50, 'from')).toEqual({
      deleteAfter: 2023,
      upserts: [{ fromYear: 2023, percentage: 50 }],
    })
  })

  it('for one year alone: keeps the next year’s as a step of its own first, unless it has one', () => {
    expect(businessUseWrites(steps, 2023, 50, 'year')).toEqual({
      deleteAfter: null,
      upserts: [
        { fromYear: 2024, percentage: 80 },
        { fromYear: 2023, percentage: 50 },
      ],
    })
    expect(businessUseWrites(steps, 2024, 50, 'year').upserts).toEqual([{ fromYear: 2024, percentage: 50 }])
    expect(businessUseWrites([], 9999, 50, 'year').upserts).toEqual([{ fromYear: 9999, percentage: 50 }])
  })
})
