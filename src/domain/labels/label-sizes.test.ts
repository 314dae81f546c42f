import { describe, expect, it } from 'vitest'

import {
  isSheet,
  LABEL_SIZES,
  LABEL_STOCK,
  labelSlots,
  labelsPerPage,
  moduleWidth,
  onDotGrid,
} from './label-sizes'

describe('label stock', () => {
  it('has the thermal sizes one a page and the Avery sheets 30 and 10 to a letter page', () => {
    expect(LABEL_STOCK['thermal-2.25x1.25']).toMatchObject({ pageWidth: 162, pageHeight: 90 })
    expect(LABEL_STOCK['thermal-1x2.125']).toMatchObject({ pageWidth: 153, pageHeight: 72 })
    expect(labelsPerPage('avery-5160')).toBe(30)
    expect(labelsPerPage('avery-5163')).toBe(10)
    expect(LABEL_SIZES.filter(isSheet)).toEqual(['avery-5160', 'avery-5163'])
  })

  it('keeps every sheet label on the page', () => {
    for (const size of LABEL_SIZES) {
      const stock = LABEL_STOCK[size]
      for (const slot of labelSlots(size, labelsPerPage(size))) {
        expect(slot.x + slot.width).toBeLessThanOrEqual(stock.pageWidth)
        expect(slot.y + slot.height).toBeLessThanOrEqual(stock.pageHeight)
      }
    }
  })
})

describe('labelSlots', () => {
  it('fills an Avery 5160 sheet across, then down, from the start position, then the next sheet', () => {
    const slots = labelSlots('avery-5160', 4, 29)
    expect(slots.map((slot) => [slot.page, slot.x, slot.y])).toEqual([
      [0, 13.5 + 198, 36 + 9 * 72],
      [0, 13.5 + 2 * 198, 36 + 9 * 72],
      [1, 13.5, 36],
      [1, 13.5 + 198, 36],
    ])
  })

  it('puts one thermal label on each page', () => {
    expect(labelSlots('thermal-2.25x1.25', 3).map((slot) => [slot.page, slot.x, slot.y])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [2, 0, 0],
    ])
  })

  it('refuses a start position outside the sheet', () => {
    expect(() => labelSlots('avery-5163', 1, 11)).toThrow('Start position must be 1 to 10')
    expect(() => labelSlots('avery-5163', 1, 0)).toThrow(RangeError)
    expect(() => labelSlots('thermal-1x2.125', 1, 2)).toThrow('Start position must be 1 to 1')
  })
})

describe('moduleWidth', () => {
  const dot203 = 72 / 203
  it('is a whole number of printer dots', () => {
    // 143 pt for 352 modules: 0.41 pt, so one dot of a 203 dpi printer (0.355 pt).
    expect(moduleWidth(143, 352, 203)).toBeCloseTo(dot203, 10)
    expect(moduleWidth(143, 150, 203)).toBeCloseTo(2 * dot203, 10)
  })
  it('is no wider than 0.02 in', () => {
    expect(moduleWidth(300, 60, 300)).toBeCloseTo((6 * 72) / 300, 10)
    expect(moduleWidth(300, 60, 203)).toBeCloseTo(4 * dot203, 10)
  })
  it('shares the width evenly when one dot a module does not fit', () => {
    expect(moduleWidth(100, 400, 203)).toBe(0.25)
  })
  it('moves a position to the nearest dot edge', () => {
    expect(onDotGrid(10.1, 72)).toBe(10)
    expect(onDotGrid(1, 300)).toBeCloseTo(0.96, 10)
  })
})
