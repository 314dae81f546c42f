import { describe, expect, it } from 'vitest'

import { DEFAULT_VENDOR_CATEGORY_COLOR, VENDOR_CATEGORY_COLORS, isHexColor } from './colors'

describe('vendor category colours', () => {
  it('has the ten colours of the spec in order, default blue', () => {
    expect(VENDOR_CATEGORY_COLORS.map((c) => `${c.value} ${c.name}`)).toEqual([
      '#3B82F6 Blue',
      '#10B981 Green',
      '#F59E0B Orange',
      '#EF4444 Red',
      '#8B5CF6 Purple',
      '#06B6D4 Cyan',
      '#84CC16 Lime',
      '#F97316 Orange',
      '#EC4899 Pink',
      '#6B7280 Gray',
    ])
    expect(DEFAULT_VENDOR_CATEGORY_COLOR).toBe('#3B82F6')
  })

  it.each(VENDOR_CATEGORY_COLORS.map((c) => c.value))('%s is a 6-digit hex colour', (value) => {
    expect(value).toMatch(/^#[0-9A-F]{6}$/)
  })
})

describe('isHexColor', () => {
  it.each([
    ['#3B82F6', true],
    ['#3b82f6', true],
    ['3B82F6', false],
    ['#3B82F', false],
    ['#GGGGGG', false],
  ])('%s → %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected)
  })
})
