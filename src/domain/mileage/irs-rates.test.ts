import { describe, expect, it } from 'vitest'

import {
  SPEC_STANDARD_MILEAGE_RATE,
  formatMileageRate,
  mileageRateFor,
  mileageRatesOfYear,
} from './irs-rates'

describe('mileageRateFor', () => {
  it.each([
    ['2015-01', 575],
    ['2016-06', 540],
    ['2017-12', 535],
    ['2018-03', 545],
    ['2019-07', 580],
    ['2020-02', 575],
    ['2021-11', 560],
    ['2022-01', 585],
    ['2022-06', 585],
    ['2022-07', 625],
    ['2022-12', 625],
    ['2023-05', 655],
    ['2024-01', 670],
    ['2024-12', 670],
    ['2025-08', 700],
    ['2026-06', 725],
    ['2026-07', 760],
    ['2026-12', 760],
  ])('%s → %d tenths of a cent', (month, rate) => {
    expect(mileageRateFor(month)).toEqual({ rate, isOutsideTable: false })
  })

  it.each(['2027-01', '2030-05', '2014-12'])('%s is outside the table and uses the latest rate', (month) => {
    expect(mileageRateFor(month)).toEqual({ rate: 760, isOutsideTable: true })
  })

  it('keeps the spec’s 2024 rate of $0.67', () => {
    expect(SPEC_STANDARD_MILEAGE_RATE).toBe(mileageRateFor('2024-06').rate)
  })
})

describe('formatMileageRate', () => {
  it.each([
    [670, '$0.67'],
    [575, '$0.575'],
    [625, '$0.625'],
    [700, '$0.70'],
    [1005, '$1.005'],
    [1000, '$1.00'],
  ])('%d → %s', (rate, text) => {
    expect(formatMileageRate(rate)).toBe(text)
  })
})

describe('mileageRatesOfYear', () => {
  it('names one rate for a year without a change', () => {
    expect(mileageRatesOfYear(2024)).toEqual([
      { from: '2024-01', to: '2024-12', rate: 670, isOutsideTable: false },
    ])
  })

  it.each([
    [2022, 585, 625],
    [2026, 725, 760],
  ])('splits %d at its mid-year change', (year, first, second) => {
    expect(mileageRatesOfYear(year)).toEqual([
      { from: `${year}-01`, to: `${year}-06`, rate: first, isOutsideTable: false },
      { from: `${year}-07`, to: `${year}-12`, rate: second, isOutsideTable: false },
    ])
  })

  it('flags a year beyond the table', () => {
    expect(mileageRatesOfYear(2030)).toEqual([
      { from: '2030-01', to: '2030-12', rate: 760, isOutsideTable: true },
    ])
  })
})
