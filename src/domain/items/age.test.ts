import { describe, expect, it } from 'vitest'

import { addDays } from '../dates'
import { ageCategoryOf, ageInDays, AGE_CATEGORY_COLORS, formatAge, showsAgeLine } from './age'

const TODAY = '2026-11-22'

describe('ageCategoryOf', () => {
  it.each([
    [0, 'new'],
    [90, 'new'],
    [91, 'moderate'],
    [182, 'moderate'],
    [183, 'aging'],
    [364, 'aging'],
    [365, 'old'],
    [546, 'old'],
    [547, 'very-old'],
    [2000, 'very-old'],
    [-3, 'new'],
  ])('%d days old → %s', (days, category) => {
    expect(ageCategoryOf(addDays(TODAY, -days), TODAY)).toBe(category)
  })

  it('is unknown without a purchase date', () => {
    expect(ageCategoryOf(null, TODAY)).toBe('unknown')
    expect(ageInDays(null, TODAY)).toBeNull()
  })

  it('counts exactly 91 days across months', () => {
    expect(ageInDays('2026-08-23', TODAY)).toBe(91)
    expect(ageCategoryOf('2026-08-23', TODAY)).toBe('moderate')
    expect(ageCategoryOf('2026-08-24', TODAY)).toBe('new')
  })

  it('tints cards white, blue, green, light red and red', () => {
    expect(AGE_CATEGORY_COLORS).toMatchObject({
      new: 'white',
      moderate: 'blue',
      aging: 'green',
      old: 'light-red',
      'very-old': 'red',
    })
  })

  it.each([
    ['new', false],
    ['moderate', true],
    ['unknown', true],
  ] as const)('age line for %s: %s', (category, shows) => {
    expect(showsAgeLine(category)).toBe(shows)
  })
})

describe('formatAge', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [29, '29 days'],
    [30, '1 month'],
    [59, '1 month'],
    [60, '2 months'],
    [364, '12 months'],
    [365, '1 year, 0 months'],
    [395, '1 year, 1 month'],
    [547, '1 year, 6 months'],
    [730, '2 years, 0 months'],
    [800, '2 years, 2 months'],
  ])('%d days → %s', (days, text) => {
    expect(formatAge(days)).toBe(text)
  })
})
