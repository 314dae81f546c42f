import { describe, expect, it } from 'vitest'

import {
  DEFAULT_BUSINESS_MILEAGE_PERCENTAGE,
  DEFAULT_STORE_NAME,
  PASSWORD_MIN_LENGTH,
  STORE_NAME_STORAGE_KEY,
  clampBusinessPercentage,
} from './settings'

describe('settings defaults', () => {
  it('match the spec', () => {
    expect(DEFAULT_STORE_NAME).toBe('Frogwalk')
    expect(DEFAULT_BUSINESS_MILEAGE_PERCENTAGE).toBe(100)
    expect(PASSWORD_MIN_LENGTH).toBe(6)
    expect(STORE_NAME_STORAGE_KEY).toBe('BOLT_STORE_NAME')
  })
})

describe('clampBusinessPercentage', () => {
  it.each([
    [50, 50],
    [-5, 0],
    [150, 100],
    [0, 0],
    [100, 100],
    [66.7, 66.7],
    [Number.NaN, 100],
  ])('%d → %d', (value, clamped) => {
    expect(clampBusinessPercentage(value)).toBe(clamped)
  })
})
